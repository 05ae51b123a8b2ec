/**
 * What a finish pattern contributes at one pixel of concrete: relief (plan px), tone, the
 * amount of antiquing release it catches, and gloss. Filled in by the pattern textures.
 */
import type { PlanPoint } from "./paint-context";

export interface PatternSample {
  relief: number;
  tone: number;
  release: number;
  gloss: number;
}

/** A concrete pixel plus its coordinates in the region's own rotated, offset texture space. */
export interface TexturePoint extends PlanPoint {
  textureU: number;
  textureV: number;
}
