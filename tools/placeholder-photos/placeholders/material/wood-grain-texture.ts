/**
 * Wood-plank stamp surface: grain along the plank axis (wandering growth lines, cathedral
 * arches, fibre, drying checks), knots from the blue feature mask and nail holes from the red.
 */
import { smoothstep } from "../math";
import type { PaintContext } from "./paint-context";
import type { PatternSample, TexturePoint } from "./pattern-sample";

export function woodGrainTexture(context: PaintContext, point: TexturePoint, sample: PatternSample) {
  const { noise, mm } = context;
  const { textureU: along, textureV: across, region, index } = point;
  const knot = context.features.blue[index];
  const nailHole = context.features.red[index];
  const warp =
    noise.soft.sample(0, along * 0.3, across * 3, 0.5) * 0.02 + noise.fbm.sample(1, along * 0.2, across * 1.5, 0.12) * 0.006 + knot * 0.015;
  const arch = 0.018 * Math.sin(along * 1.3 + region.textureOffsetY) * Math.sin(along * 0.45 + region.textureOffsetX);
  const growth = (across + warp + arch) * 42;
  const ring = Math.pow(Math.abs(Math.sin(growth * Math.PI)), 0.35);
  const fibre = noise.streak.sample(0, across, along * 0.06, 0.004);
  const check = noise.streak.sample(2, across * 0.7, along * 0.03, 0.006);
  sample.relief = (ring * 0.55 + fibre * 0.18 - smoothstep(1.7, 2.6, check) * 0.7) * mm + noise.soft.sample(2, along, across, 0.6) * 0.4 * mm;
  sample.tone = ring * 0.09 + fibre * 0.02 - knot * 0.12 + region.tone * 0.06;
  sample.release = 0.65 * (1 - ring) + 0.25 * smoothstep(0.6, 2, -fibre) + 0.4 * smoothstep(1.6, 2.5, check) + 0.5 * knot;
  sample.relief -= nailHole * 2.2 * mm;
  sample.release += nailHole;
}
