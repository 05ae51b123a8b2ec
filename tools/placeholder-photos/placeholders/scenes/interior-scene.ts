/**
 * Builds an interior scene for the polished floors: a wrapping terrazzo-like floor tile with a
 * mirror finish, a painted wall with bright windows, a white ceiling with LED strips, an
 * optional side wall, and sun patches on the floor where light comes through the windows.
 */
import { clamp, fract, hexToLinear, scaleRgb, smoothBand, smoothstep, sunDirection, type Vec3 } from "../math";
import { bakeMaterial } from "../material/bake";
import type { Material } from "../material/material";
import { houseWall } from "../house/house-wall";
import type { Opening } from "../house/wall-options";
import { drawAggregateChips, drawEdgeSawCuts } from "../plan/aggregate-chips";
import { Layout, type Plan } from "../plan/layout";
import { SeededRandom } from "../random";
import type { Camera } from "../render/camera";
import { lightInPlan } from "../render/lighting";
import { defaultFinish, type PhotoFinish } from "../render/photo-finish";
import type { Scene } from "../render/scene";
import type { SceneSpec } from "./scene-spec";
import { groundSurface, rectangleSurface, wallSurface, type Surface, type SurfaceShader } from "../render/surfaces";

export interface InteriorSpec {
  name: string;
  seed: number;
  cam: Camera;
  /** depth of the window wall */
  wallY: number;
  windows: Opening[];
  wallColor: string;
  mat: Material;
  /** sun azimuth and elevation, degrees */
  sun: [number, number];
  sideWallX?: number;
  sunPower?: number;
  post?: Partial<PhotoFinish>;
}

const CEILING_HEIGHT = 4.2;
const CEILING_COLOUR = hexToLinear("#dcdbd8");

/** Flat white ceiling with rows of linear LED fixtures. */
function ceilingSurface(wallY: number): Surface {
  const facingDown = { normal: [0, 0, -1] as Vec3, tangent: [1, 0, 0] as Vec3, bitangent: [0, 1, 0] as Vec3 };
  return rectangleSurface("ceiling", [-100, -20, CEILING_HEIGHT], facingDown, 200, 20 + wallY, {
    shader: (u, v, footprintU, footprintV, out) => {
      const X = u - 100;
      const Y = v - 20;
      out.r = CEILING_COLOUR[0];
      out.g = CEILING_COLOUR[1];
      out.b = CEILING_COLOUR[2];
      const rowY = fract((Y - 0.8) / 3.2) * 3.2;
      const colX = fract((X + 0.6) / 3.6) * 3.6;
      const lamp = smoothBand(rowY, 1.5, 1.66, Math.max(footprintV, 0.01)) * smoothBand(colX, 0.3, 2.7, Math.max(footprintU, 0.01));
      out.emitR = out.emitG = out.emitB = 6 * lamp;
      out.emitB *= 0.97;
    },
  });
}

/** A side wall at X = sideWallX facing +X, showing the same wall finish further along. */
function sideWallSurface(sideWallX: number, wallY: number, wallShader: SurfaceShader): Surface {
  const facingRight = { normal: [1, 0, 0] as Vec3, tangent: [0, 1, 0] as Vec3, bitangent: [0, 0, 1] as Vec3 };
  return rectangleSurface("side", [sideWallX, -20, 0], facingRight, 20 + wallY, CEILING_HEIGHT, {
    shader: (u, v, footprintU, footprintV, out) => wallShader(400 + u, v, footprintU, footprintV, out),
  });
}

/** Sun visibility: lit where the ray toward the sun passes through a window (soft-edged). */
function sunThroughWindows(sun: Vec3, wallY: number, windows: Opening[]) {
  return (X: number, Y: number, Z: number) => {
    if (sun[1] <= 0) return 0;
    const t = (wallY - Y) / sun[1];
    const atWallX = X + sun[0] * t;
    const atWallZ = Z + sun[2] * t;
    const softness = 0.02 + 0.01 * t;
    let lit = 0;
    for (const w of windows) {
      const through = smoothBand(atWallX, w.x0 + 0.08, w.x1 - 0.08, softness) * smoothBand(atWallZ, w.z0 + 0.08, w.z1 - 0.08, softness);
      if (through > lit) lit = through;
    }
    return lit;
  };
}

/** Ambient light: brighter near (and facing) the windows and higher up. */
function windowAmbient(wallY: number, windows: Opening[]) {
  return (X: number, Y: number, Z: number) => {
    const distanceToWall = wallY - Y;
    let windowLight = 0;
    for (const w of windows) {
      const nearestX = clamp(X, w.x0, w.x1);
      windowLight += (w.x1 - w.x0) / (1 + ((X - nearestX) ** 2 + distanceToWall * distanceToWall) / 6);
    }
    return 0.7 + 0.12 * windowLight + 0.1 * smoothstep(0, 3, Z);
  };
}

export async function interiorScene(spec: InteriorSpec): Promise<Scene> {
  // 4 m x 4 m wrapping floor tile with saw cuts on its edges
  const tileSize = 1600;
  const plan: Plan = { width: tileSize, height: tileSize, pxPerMetre: 400, minX: -2, maxY: spec.wallY, wrap: true };
  const layout = new Layout(plan, new SeededRandom(spec.seed));
  layout.fillAll("slab");
  drawAggregateChips(layout, 14000);
  drawEdgeSawCuts(layout);
  const sun = sunDirection(spec.sun[0], spec.sun[1]);
  const texture = await bakeMaterial(layout, spec.mat, lightInPlan(sun), spec.seed);
  const floor: Surface = {
    ...groundSurface(plan, texture),
    textureOffsetU: tileSize * 0.37,
    textureOffsetV: tileSize * 0.61,
    mirror: 0.85,
    mirrorBlur: 0.02,
    specularPower: 4,
  };
  const wallShader = houseWall({
    style: "interior",
    color: hexToLinear(spec.wallColor),
    seed: spec.seed,
    openings: spec.windows,
    trim: hexToLinear("#f1efea"),
  });
  const surfaces: Surface[] = [floor, wallSurface(spec.wallY, wallShader, CEILING_HEIGHT), ceilingSurface(spec.wallY)];
  if (spec.sideWallX !== undefined) surfaces.push(sideWallSurface(spec.sideWallX, spec.wallY, wallShader));
  return {
    name: spec.name,
    cam: spec.cam,
    surfaces,
    light: {
      sun,
      sunColor: scaleRgb(hexToLinear("#fff3e0"), spec.sunPower ?? 2.4),
      sky: scaleRgb(hexToLinear("#d6d8da"), 0.8),
      bounce: scaleRgb(hexToLinear("#b0aaa2"), 0.3),
      shade: sunThroughWindows(sun, spec.wallY, spec.windows),
      ambient: windowAmbient(spec.wallY, spec.windows),
    },
    post: defaultFinish({ aperture: 0.0025, vignette: 0.3, bloom: 0.08, ...spec.post }),
    background: [0.6, 0.6, 0.6],
  };
}

/** The picture named by an interior spec. */
export const interior = (spec: InteriorSpec): SceneSpec => ({ name: spec.name, build: () => interiorScene(spec) });
