/** How a scene is lit: sun, sky and bounce light, large-scale shade, and what reflections see. */
import { clamp01, mixRgb, type RGB, type Vec3 } from "../math";

export interface Lighting {
  sun: Vec3;
  sunColor: RGB;
  sky: RGB;
  bounce: RGB;
  /** large-scale sun visibility (tree canopy, house shadow), 1 = lit */
  shade?: (X: number, Y: number, Z: number) => number;
  /** ambient multiplier by position */
  ambient?: (X: number, Y: number, Z: number) => number;
  /** radiance seen in a reflected direction (outdoor sky) */
  env?: (dir: Vec3) => RGB;
  /** outdoor sheen strength */
  sheen?: number;
}

/** Sky gradient from the horizon to the zenith; below the horizon, the ground colour. */
export const skyEnvironment =
  (horizon: RGB, zenith: RGB, ground: RGB) =>
  (dir: Vec3): RGB => {
    if (dir[2] <= 0) return ground;
    const length = Math.hypot(dir[0], dir[1], dir[2]);
    return mixRgb(horizon, zenith, Math.sqrt(clamp01(dir[2] / length)));
  };

/** Light direction in plan texture space (u = +X, v = -Y). */
export const lightInPlan = (light: Vec3): Vec3 => [light[0], -light[1], light[2]];
