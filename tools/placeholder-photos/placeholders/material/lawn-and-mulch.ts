/**
 * Lawn and mulch around the slabs: grass blades with dark gaps, clumps and drier patches;
 * shredded bark chips in random directions. Both sit a few millimetres above the concrete.
 */
import { clamp01, hexToLinear, mixRgb, scaleRgb, smoothstep, type RGB } from "../math";
import { storePixel, type PaintContext, type PlanPoint, type SurfaceFields } from "./paint-context";

const LAWN_DEFAULT = hexToLinear("#45633a");
const LAWN_LIGHT = hexToLinear("#58693d");
const LAWN_DARK = hexToLinear("#3c522d");
const LAWN_DRY = hexToLinear("#7f8453");
const MULCH_DARK = hexToLinear("#2b2521");
const MULCH_LIGHT = hexToLinear("#4a3e35");

function paintLawn(context: PaintContext, point: PlanPoint): { height: number; colour: RGB } {
  const { noise, mm } = context;
  const { noiseX, noiseY } = point;
  const coarse = noise.fbm.sample(0, noiseX, noiseY, 0.35);
  const grain = noise.fine.sample(2, noiseX * 1.3, noiseY * 1.3, 0.007);
  const blade = noise.streak.sample(1, (noiseY + noiseX) * 0.7, (noiseX - noiseY) * 0.7, 0.025);
  const crossBlade = noise.streak.sample(2, noiseY - noiseX * 0.4, noiseX + noiseY * 0.4, 0.018);
  const patches = noise.soft.sample(2, noiseX, noiseY, 3.0);
  // blades (dark gaps between them), clumps, and lighter / drier patches
  const clump = noise.fbm.sample(1, noiseX * 1.1, noiseY * 1.1, 0.06);
  const blades = noise.fine.sample(2, noiseX * 1.3, noiseY * 1.3, 0.0055) * 0.7 + noise.fine.sample(0, noiseY * 0.9, noiseX * 0.9, 0.0035) * 0.5;
  const gap = smoothstep(-0.3, -1.4, blades);
  let colour = mixRgb(context.material.lawn ?? LAWN_DEFAULT, LAWN_LIGHT, clamp01(0.35 + 0.3 * patches + 0.15 * coarse));
  colour = mixRgb(colour, LAWN_DARK, clamp01(0.2 - 0.15 * clump));
  colour = mixRgb(colour, LAWN_DRY, 0.2 * smoothstep(1.0, 1.9, blades));
  colour = scaleRgb(colour, Math.max(0.15, (0.9 + 0.08 * coarse + 0.08 * clump + 0.14 * blades) * (1 - 0.5 * gap)));
  const height = (blades * 1.3 + clump * 1.6 + grain * 0.4 + blade * 0.15 + crossBlade * 0.15) * mm;
  return { height, colour };
}

function paintMulch(context: PaintContext, point: PlanPoint): { height: number; colour: RGB } {
  const { noise, mm } = context;
  const { noiseX, noiseY } = point;
  const coarse = noise.fbm.sample(0, noiseX, noiseY, 0.35);
  const grain = noise.fine.sample(2, noiseX * 1.3, noiseY * 1.3, 0.007);
  // shredded bark: elongated chips in random directions, dark gaps
  const chipA = noise.turb.sample(1, noiseX, noiseY, 0.035);
  const chipB = noise.turb.sample(2, noiseY * 1.3, noiseX * 0.8, 0.025);
  const chip = Math.max(chipA, chipB * 0.9);
  const dark = smoothstep(0.2, -1.0, chip);
  let colour = mixRgb(MULCH_DARK, MULCH_LIGHT, clamp01(0.3 + 0.3 * (chip - 0.5) + 0.2 * coarse));
  colour = scaleRgb(colour, Math.max(0.2, (1 + 0.15 * grain) * (1 - 0.6 * dark)));
  const height = (chip * 2.5 + grain * 0.8) * mm;
  return { height, colour };
}

/** Paints a lawn or bed pixel (no gloss, no release). */
export function paintGroundCover(context: PaintContext, point: PlanPoint, fields: SurfaceFields) {
  const { height, colour } = point.region.kind === "lawn" ? paintLawn(context, point) : paintMulch(context, point);
  storePixel(fields, point.index, height + 3 * context.mm, colour, 0);
}
