/**
 * Analytic shader for a house wall (u = X metres, v = Z metres): the first opening under the
 * pixel (door, garage door or window) wins; window edges blend softly into the cladding.
 */
import { lerp, smoothBand } from "../math";
import { noiseBank } from "../noise";
import type { Shade, SurfaceShader } from "../render/surfaces";
import { shadeDoor } from "./door-and-garage";
import { shadeCladding } from "./wall-cladding";
import { resolveWall, type OpeningPixel, type ResolvedWall, type WallOptions } from "./wall-options";
import { shadeWindow } from "./window";

/** Cladding under the soft edge of a window: keeps the window's emission, blends its colour. */
function blendWindowEdge(
  wall: ResolvedWall,
  X: number,
  Z: number,
  footprintU: number,
  footprintV: number,
  out: Shade,
  wallNoise: number,
  inside: number,
) {
  const windowShade = { r: out.r, g: out.g, b: out.b, emitR: out.emitR, emitG: out.emitG, emitB: out.emitB };
  shadeCladding(wall, X, Z, footprintU, footprintV, out, wallNoise);
  out.r = lerp(out.r, windowShade.r, inside);
  out.g = lerp(out.g, windowShade.g, inside);
  out.b = lerp(out.b, windowShade.b, inside);
  out.emitR = windowShade.emitR;
  out.emitG = windowShade.emitG;
  out.emitB = windowShade.emitB;
}

export function houseWall(options: WallOptions): SurfaceShader {
  const wall = resolveWall(options);
  return (X, Z, footprintU, footprintV, out) => {
    const noise = noiseBank();
    const wallNoise = noise.fbm.sample(0, X + options.seed, Z, 0.8) * 0.5 + noise.fbm.sample(1, X * 3, Z * 3, 0.05) * 0.5;
    const softX = Math.max(footprintU, 0.002);
    const softZ = Math.max(footprintV, 0.002);
    for (const opening of options.openings ?? []) {
      const inside = smoothBand(X, opening.x0, opening.x1, softX) * smoothBand(Z, opening.z0, opening.z1, softZ);
      if (inside <= 0) continue;
      const frameWidth = opening.type === "garage" ? 0.1 : 0.075;
      const hasSill = opening.type === "window" || opening.type === "bright";
      const core =
        smoothBand(X, opening.x0 + frameWidth, opening.x1 - frameWidth, softX) *
        smoothBand(Z, opening.z0 + (hasSill ? frameWidth : 0), opening.z1 - frameWidth, softZ);
      const pixel: OpeningPixel = { wall, opening, X, Z, softX, softZ, frameWidth, inside, core, wallNoise };
      if (opening.type === "garage" || opening.type === "door") return shadeDoor(pixel, out);
      shadeWindow(pixel, out);
      if (inside <= 0.999) blendWindowEdge(wall, X, Z, footprintU, footprintV, out, wallNoise, inside);
      return;
    }
    shadeCladding(wall, X, Z, footprintU, footprintV, out, wallNoise);
  };
}
