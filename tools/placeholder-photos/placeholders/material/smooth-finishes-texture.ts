/**
 * Low-relief finishes: polished concrete (cloudy tone only), knockdown resurfacing (flattened
 * islands of trowelled topping) and form-finished risers (smooth, with bug holes in red).
 */
import { smoothstep } from "../math";
import type { PaintContext } from "./paint-context";
import type { PatternSample, TexturePoint } from "./pattern-sample";

export function polishedTexture(context: PaintContext, point: TexturePoint, sample: PatternSample) {
  const { noise, mm } = context;
  const { noiseX, noiseY } = point;
  const cloud = noise.soft.sample(0, noiseX, noiseY, 1.3) * 0.6 + noise.fbm.sample(1, noiseX, noiseY, 0.4) * 0.4;
  sample.tone = cloud * 0.07 + noise.fbm.sample(2, noiseX, noiseY, 0.08) * 0.015;
  sample.relief = noise.fbm.sample(0, noiseX, noiseY, 0.3) * 0.05 * mm;
}

export function knockdownTexture(context: PaintContext, point: TexturePoint, sample: PatternSample) {
  const { noise, mm, material } = context;
  const { noiseX, noiseY } = point;
  const splatter = noise.fbm.sample(0, noiseX, noiseY, 0.05) + 0.4 * noise.fbm.sample(1, noiseX, noiseY, 0.018);
  const island = smoothstep(0.45, 0.75, splatter);
  sample.relief = island * 0.6 * mm + noise.fbm.sample(2, noiseX, noiseY, 0.015) * 0.1 * mm * (1 + island);
  sample.tone = island * 0.025 + noise.soft.sample(1, noiseX, noiseY, 0.8) * 0.04;
  sample.release = (1 - island) * 0.25;
  sample.gloss = material.gloss * (0.6 + 0.6 * island);
}

export function formedTexture(context: PaintContext, point: TexturePoint, sample: PatternSample) {
  const { noise, mm } = context;
  const { noiseX, noiseY, index } = point;
  const bugHole = context.features.red[index];
  sample.relief = noise.fbm.sample(0, noiseX, noiseY, 0.2) * 0.12 * mm - bugHole * 1.5 * mm;
  sample.tone = noise.soft.sample(0, noiseX, noiseY, 0.5) * 0.05 - bugHole * 0.3;
}
