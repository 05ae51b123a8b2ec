/** What a baked surface is made of: the finish pattern and its colours, relief and gloss. */
import type { RGB } from "../math";

export type FinishPattern = "ashlar" | "fan" | "random" | "wood" | "cobble" | "broom" | "polished" | "knockdown" | "weathered" | "formed";

export interface Material {
  pattern: FinishPattern;
  baseColour: RGB;
  /** secondary colour, mixed per stone and by mottling */
  secondaryColour: RGB;
  /** antiquing release colour (settles in joints and low spots) */
  releaseColour: RGB;
  /** 0..1 strength of antiquing release */
  releaseAmount: number;
  /** joint depth and softness (mm) */
  jointDepth: number;
  jointSoft: number;
  /** dome of each stone (mm), for cobbles / fieldstone */
  dome?: number;
  /** texture relief multiplier */
  relief: number;
  /** joint edge irregularity multiplier (default 1) */
  warp?: number;
  /** sealer gloss 0..1 */
  gloss: number;
  /** colour variation multiplier */
  variation: number;
  /** broom striations run along plan X or Y */
  broomAlong?: "x" | "y";
  /** trowelled margin width at panel edges (m) */
  margin?: number;
  border?: RGB;
  lawn?: RGB;
  /** polished: chip colours */
  chipLight?: RGB;
  chipDark?: RGB;
  /** sealant colour for sealed cracks */
  sealant?: RGB;
}
