/**
 * Builds an outdoor scene: a ground plan sized to what the camera sees, drawn by the spec and
 * baked with its material, an optional house wall behind, and sun / sky lighting.
 */
import { hexToLinear, scaleRgb, sunDirection, type RGB, type Vec3 } from "../math";
import { bakeMaterial } from "../material/bake";
import type { Material } from "../material/material";
import { Layout, planForBounds } from "../plan/layout";
import { SeededRandom } from "../random";
import { visibleGround, type Camera } from "../render/camera";
import { lightInPlan, skyEnvironment } from "../render/lighting";
import { defaultFinish, type PhotoFinish } from "../render/photo-finish";
import type { Scene } from "../render/scene";
import { groundSurface, wallSurface, type Surface } from "../render/surfaces";
import { houseWall } from "../house/house-wall";
import type { WallOptions } from "../house/wall-options";
import type { SceneSpec } from "./scene-spec";

export interface OutdoorSpec {
  name: string;
  seed: number;
  cam: Camera;
  /** plan texture density, px per metre */
  ppm: number;
  /** depth of the house wall, if any */
  wallY?: number;
  wall?: WallOptions;
  mat: Material;
  /** draws the slabs (and any beds) over the lawn that covers the plan */
  draw: (layout: Layout) => void;
  /** sun azimuth and elevation, degrees */
  sun: [number, number];
  sunColor?: string;
  sunPower?: number;
  sky?: string;
  skyPower?: number;
  shade?: (X: number, Y: number, Z: number) => number;
  post?: Partial<PhotoFinish>;
}

/** Sky reflected in sealed concrete: pale horizon, `zenith` overhead, dim green ground below. */
export const outdoorSkyReflection = (zenith: RGB) =>
  skyEnvironment(scaleRgb(hexToLinear("#d8dde2"), 1.2), zenith, scaleRgb(hexToLinear("#6b6f60"), 0.3));

/** Bakes lawn plus the layout drawn by `draw` over the ground the camera sees. */
async function bakeGround(spec: OutdoorSpec, sun: Vec3) {
  const plan = planForBounds(visibleGround(spec.cam, spec.wallY ?? 1e3), spec.ppm);
  const layout = new Layout(plan, new SeededRandom(spec.seed));
  layout.fillAll("lawn");
  spec.draw(layout);
  const texture = await bakeMaterial(layout, spec.mat, lightInPlan(sun), spec.seed);
  return { plan, texture };
}

export async function outdoorScene(spec: OutdoorSpec): Promise<Scene> {
  const sun = sunDirection(spec.sun[0], spec.sun[1]);
  const { plan, texture } = await bakeGround(spec, sun);
  const surfaces: Surface[] = [groundSurface(plan, texture)];
  if (spec.wallY !== undefined && spec.wall) surfaces.push(wallSurface(spec.wallY, houseWall(spec.wall)));
  const sky = hexToLinear(spec.sky ?? "#9aabc4");
  return {
    name: spec.name,
    cam: spec.cam,
    surfaces,
    light: {
      sun,
      sunColor: scaleRgb(hexToLinear(spec.sunColor ?? "#fff1de"), spec.sunPower ?? 3.2),
      sky: scaleRgb(sky, spec.skyPower ?? 0.85),
      bounce: scaleRgb(hexToLinear("#9a8f80"), 0.25),
      shade: spec.shade,
      env: outdoorSkyReflection(scaleRgb(sky, 1)),
      sheen: 0.12,
    },
    post: defaultFinish(spec.post),
  };
}

/** The picture named by an outdoor spec. */
export const outdoor = (spec: OutdoorSpec): SceneSpec => ({ name: spec.name, build: () => outdoorScene(spec) });
