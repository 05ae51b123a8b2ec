/**
 * Surface of stamped stones: slate cleft for ashlar (flaky layers with ragged, chipped edges),
 * bumps and pits for fieldstone, cobbles and fans, and the smooth border band around a slab.
 */
import { fract, smoothstep } from "../math";
import type { PaintContext } from "./paint-context";
import type { PatternSample, TexturePoint } from "./pattern-sample";

export function borderTexture(context: PaintContext, point: TexturePoint, sample: PatternSample) {
  const { noise, mm } = context;
  const { noiseX, noiseY } = point;
  sample.relief = noise.fbm.sample(0, noiseX, noiseY, 0.15) * 0.25 * mm + noise.fbm.sample(1, noiseX, noiseY, 0.04) * 0.12 * mm;
  sample.tone = noise.fbm.sample(2, noiseX, noiseY, 0.3) * 0.03;
  sample.release = 0.15;
}

export function slateCleftTexture(context: PaintContext, point: TexturePoint, sample: PatternSample) {
  const { noise, mm } = context;
  const { textureU: u, textureV: v } = point;
  const cleftWarp = noise.fbm.sample(1, u, v, 0.3) * 0.05;
  const cleft = noise.fbm.sample(0, u + cleftWarp, (v - cleftWarp) * 1.6, 0.5) * 0.9 + noise.soft.sample(1, u, v, 0.8) * 0.6;
  const layer = cleft * 1.3 + noise.fbm.sample(2, u * 1.3, v * 1.3, 0.06) * 0.22;
  const terrace = Math.floor(layer) + smoothstep(0.25, 0.75, fract(layer));
  const pits = noise.turb.sample(2, u, v, 0.12);
  sample.relief = terrace * 0.55 * mm + noise.fbm.sample(1, u, v, 0.1) * 0.3 * mm - smoothstep(1.2, 2.6, pits) * 0.5 * mm;
  sample.tone = terrace * 0.015 + noise.fbm.sample(2, u, v, 0.25) * 0.035;
  sample.release = 0.35 * smoothstep(0.2, -1.0, cleft) + 0.3 * smoothstep(1.0, 2.4, pits);
}

export function fieldstoneTexture(context: PaintContext, point: TexturePoint, sample: PatternSample) {
  const { noise, mm } = context;
  const { textureU: u, textureV: v } = point;
  const bump = noise.fbm.sample(0, u, v, 0.25);
  const pits = noise.turb.sample(1, u, v, 0.16);
  sample.relief = bump * 0.7 * mm - smoothstep(1.0, 2.5, pits) * 0.5 * mm + noise.fbm.sample(2, u, v, 0.05) * 0.22 * mm;
  sample.tone = bump * 0.025 + noise.fbm.sample(2, u, v, 0.3) * 0.03;
  sample.release = 0.3 * smoothstep(0.3, -1.2, bump) + 0.3 * smoothstep(1.0, 2.4, pits);
}
