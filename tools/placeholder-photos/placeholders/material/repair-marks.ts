/**
 * Damage and repairs on flat slabs: hairline cracks (red mask), routed cracks filled with a
 * domed sealant bead (green mask), saw cuts (blue mask) and the stains of an old slab.
 */
import { clamp01, hexToLinear, lerp, mixRgb, scaleRgb, smoothstep, type RGB } from "../math";
import type { PaintContext, PlanPoint } from "./paint-context";

const SEALANT_DEFAULT = hexToLinear("#6c6a66");

/** The concrete pixel being painted; repair marks change all three. */
export interface ConcretePixel {
  height: number;
  colour: RGB;
  gloss: number;
}

function applyCracks(context: PaintContext, point: PlanPoint, pixel: ConcretePixel) {
  const { noise, mm, material, features } = context;
  const index = point.index;
  const hairline = features.red[index];
  if (hairline > 0) {
    pixel.height -= hairline * 1.5 * mm;
    pixel.colour = scaleRgb(pixel.colour, 1 - 0.55 * hairline);
  }
  const routed = context.crackBlur[index];
  if (routed > 0.01) {
    // routed crack, chipped edges, filled with a slightly domed sealant bead
    const bead = features.green[index];
    const sealant = scaleRgb(material.sealant ?? SEALANT_DEFAULT, 1 + 0.05 * noise.fine.sample(2, point.noiseX * 4, point.noiseY * 4, 0.01));
    pixel.height += bead * 0.6 * mm - (routed - bead) * 0.8 * mm;
    pixel.colour = mixRgb(scaleRgb(pixel.colour, 1 - 0.25 * clamp01(routed - bead)), sealant, bead);
    pixel.gloss = lerp(pixel.gloss, 0.55, bead);
  }
}

/** Cracks, saw cuts and stains for the patterns that have them. */
export function applyRepairMarks(context: PaintContext, point: PlanPoint, pixel: ConcretePixel) {
  const { noise, mm, material, features } = context;
  const pattern = material.pattern;
  if (pattern === "weathered" || pattern === "knockdown" || pattern === "broom") applyCracks(context, point, pixel);
  const sawCut = features.blue[point.index];
  if (sawCut > 0 && (pattern === "polished" || pattern === "weathered" || pattern === "knockdown")) {
    pixel.height -= sawCut * 3 * mm;
    pixel.colour = scaleRgb(pixel.colour, 1 - 0.6 * sawCut);
  }
  if (pattern === "weathered") {
    // old slab: darker traffic / drip stains and lighter worn patches
    const { noiseX, noiseY } = point;
    const stain = noise.soft.sample(2, noiseX * 1.3, noiseY * 1.3, 0.6) + 0.5 * noise.fbm.sample(0, noiseX, noiseY, 0.12);
    pixel.colour = scaleRgb(pixel.colour, 1 - 0.13 * smoothstep(0.6, 1.6, stain) + 0.05 * smoothstep(-0.6, -1.6, stain));
  }
}
