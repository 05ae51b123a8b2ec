/**
 * Paints one concrete pixel: rounded joint edges and stone domes, the finish pattern's relief
 * and tone, sand grain, colour, repair marks, and how much antiquing release it holds.
 */
import { clamp01, mixRgb, smoothstep } from "../math";
import { mottledColour, withAggregateChips } from "./concrete-colour";
import { storePixel, type PaintContext, type PlanPoint, type SurfaceFields } from "./paint-context";
import type { PatternSample, TexturePoint } from "./pattern-sample";
import { samplePatternTexture } from "./pattern-texture";
import { applyRepairMarks, type ConcretePixel } from "./repair-marks";

/** The pattern texture's output, reused for every pixel (baking is single-threaded). */
const sample: PatternSample = { relief: 0, tone: 0, release: 0, gloss: 0 };

/** Sets the point's coordinates in its region's own texture space (rotated and offset per stone). */
function placeInRegionTexture(point: TexturePoint) {
  const { region, X, Y } = point;
  const cos = Math.cos(region.textureAngle);
  const sin = Math.sin(region.textureAngle);
  point.textureU = X * cos - Y * sin + region.textureOffsetX;
  point.textureV = X * sin + Y * cos + region.textureOffsetY;
}

/** Fine surface grain (sand, trowel skin), about -1..1. */
function sandGrain(context: PaintContext, point: PlanPoint): number {
  const { noise } = context;
  const { noiseX, noiseY } = point;
  return noise.fine.sample(0, noiseX, noiseY, 0.0035) * 0.6 + noise.fine.sample(1, (noiseX + noiseY) * 0.7, (noiseY - noiseX) * 0.7, 0.006) * 0.4;
}

/** Antiquing release: in the joints, in the pattern's low spots, and blotchy from hand application. */
function antiquingRelease(context: PaintContext, point: PlanPoint, edge: number, patternRelease: number): number {
  const { noise, material } = context;
  const { noiseX, noiseY } = point;
  const blotch = noise.fbm.sample(2, noiseX, noiseY, 0.6) * 0.5 + noise.soft.sample(2, noiseX, noiseY, 1.2) * 0.5;
  return clamp01((1 - edge) * 0.9 + patternRelease * (0.8 + 0.3 * blotch) + clamp01(0.1 + 0.12 * blotch)) * material.releaseAmount;
}

/** Paints a stone, slab or border pixel. */
export function paintConcrete(context: PaintContext, point: TexturePoint, fields: SurfaceFields) {
  const { material, mm } = context;
  const { region, index } = point;
  // 0 in the joint, 1 on the stone: the blurred mask rounds the joint's edges
  const edge = smoothstep(0.05, 0.92, context.edgeBlur[index]);
  const edgeRound = Math.sqrt(edge);
  const jointDepth = material.jointDepth * mm;
  let height = jointDepth * (edgeRound - 1);
  if (context.domeBlur) height += (material.dome ?? 0) * mm * smoothstep(0.2, 1, context.domeBlur[index]);
  const isBorder = region.kind === "border";
  const colour = isBorder
    ? (material.border ?? material.secondaryColour)
    : mixRgb(material.baseColour, material.secondaryColour, clamp01(0.5 + 0.35 * (region.secondaryMix - 0.5) * material.variation));
  placeInRegionTexture(point);
  samplePatternTexture(isBorder ? "border" : material.pattern, context, point, sample);
  height += edgeRound * (sample.relief * material.relief + region.heightOffset * 0.4 * mm);
  const grain = sandGrain(context, point);
  height += grain * (material.pattern === "polished" ? 0.01 : 0.1) * mm * material.relief;

  const pixel: ConcretePixel = { height, colour: mottledColour(context, point, colour, sample.tone, grain, isBorder), gloss: sample.gloss };
  if (material.pattern === "polished") pixel.colour = withAggregateChips(context, point, pixel.colour);
  applyRepairMarks(context, point, pixel);
  fields.release[index] = antiquingRelease(context, point, edge, sample.release);
  storePixel(fields, index, pixel.height, pixel.colour, pixel.gloss * (0.55 + 0.45 * edge));
}
