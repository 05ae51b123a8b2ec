/**
 * Shared state of one material bake: what every per-pixel painter (lawn, mulch, concrete and
 * its pattern textures) reads, the point being painted, and the fields they write.
 */
import type { RGB } from "../math";
import type { NoiseBank } from "../noise";
import type { Region } from "../plan/layout";
import type { Material } from "./material";
import type { FeatureMasks } from "./region-maps";

export interface PaintContext {
  material: Material;
  noise: NoiseBank;
  /** plan px per millimetre (heights are kept in plan px) */
  mm: number;
  features: FeatureMasks;
  /** blurred stone mask: rounds the joint edges */
  edgeBlur: Float32Array;
  /** wider blurred stone mask for domed stones, when the material has a dome */
  domeBlur: Float32Array | null;
  /** blurred green feature mask: the routed channel around a sealed crack */
  crackBlur: Float32Array;
  /** trowelled margin width at panel edges, plan px */
  marginPx: number;
}

/** The pixel being painted. */
export interface PlanPoint {
  index: number;
  /** plan px */
  x: number;
  y: number;
  /** metres in plan */
  X: number;
  Y: number;
  /** metres shifted by the bake's random noise offset */
  noiseX: number;
  noiseY: number;
  region: Region;
}

/** Per-pixel output of the painting pass. */
export interface SurfaceFields {
  /** height, plan px */
  height: Float32Array;
  /** linear RGB, interleaved */
  albedo: Float32Array;
  gloss: Float32Array;
  /** antiquing release amount */
  release: Float32Array;
}

export function createSurfaceFields(pixelCount: number): SurfaceFields {
  return {
    height: new Float32Array(pixelCount),
    albedo: new Float32Array(pixelCount * 3),
    gloss: new Float32Array(pixelCount),
    release: new Float32Array(pixelCount),
  };
}

export function storePixel(fields: SurfaceFields, index: number, height: number, colour: RGB, gloss: number) {
  fields.height[index] = height;
  fields.albedo[index * 3] = colour[0];
  fields.albedo[index * 3 + 1] = colour[1];
  fields.albedo[index * 3 + 2] = colour[2];
  fields.gloss[index] = gloss;
}
