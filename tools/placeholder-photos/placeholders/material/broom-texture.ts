/**
 * Broom finish: long bristle striations whose strength and waviness drift across the slab,
 * a smooth trowelled margin along each panel edge with a fine ridge where the edger ends.
 * "weathered" is the same finish worn down.
 */
import { clamp, lerp, smoothstep } from "../math";
import type { PaintContext } from "./paint-context";
import type { PatternSample, TexturePoint } from "./pattern-sample";

/** Distance (plan px) from the pixel to its panel's edge, or far away without a panel. */
function distanceToPanelEdge(point: TexturePoint): number {
  const rect = point.region.panelRect;
  return rect ? Math.min(point.x - rect[0], rect[2] - point.x, point.y - rect[1], rect[3] - point.y) : 1e9;
}

export function broomTexture(context: PaintContext, point: TexturePoint, sample: PatternSample) {
  const { noise, mm, material, marginPx: margin } = context;
  const { X, Y, noiseX, noiseY } = point;
  const dist = distanceToPanelEdge(point);
  const inMargin = margin > 0 ? 1 - smoothstep(margin - 1.5 * mm, margin + 2.5 * mm, dist) : 0;
  const alongY = material.broomAlong === "y";
  const along = alongY ? Y : X;
  const straightAcross = alongY ? X : Y;
  // broom passes: strength and waviness drift smoothly across the slab
  const across = straightAcross + 0.01 * Math.sin(along * 2.3) + noise.soft.sample(1, along * 0.4, straightAcross * 0.4, 1) * 0.012;
  // long, continuous bristle marks (the streak tile is 32x longer than wide; stretch 4x more)
  const bristles = noise.streak.sample(0, across, along * 0.25, 0.0045);
  const coarseBristles = noise.streak.sample(1, across * 1.1, along * 0.3, 0.007);
  const passStrength = clamp(0.8 + 0.35 * noise.soft.sample(0, along * 1.2 + 7, straightAcross * 0.25, 1), 0.35, 1.3);
  const worn = material.pattern === "weathered" ? 0.45 : 1;
  const striation = (bristles * 0.65 + coarseBristles * 0.45) * passStrength * worn;
  const bands = noise.streak.sample(2, across, along, 0.03) * 0.6 + noise.streak.sample(0, across * 0.5, along * 0.5, 0.07) * 0.4;
  const trowelled = noise.fbm.sample(0, noiseX, noiseY, 0.2) * 0.15 * mm;
  sample.relief = lerp((striation * 0.42 + bands * 0.12) * mm, trowelled, inMargin) + noise.fbm.sample(1, noiseX, noiseY, 0.5) * 0.25 * mm;
  // tool edge: a fine ridge where the edger's blade ends
  if (margin > 0) sample.relief += 0.25 * mm * Math.exp(-(((dist - margin) / (1.2 * mm)) ** 2));
  sample.tone = (striation * 0.026 + bands * 0.022 * worn) * (1 - inMargin) - inMargin * 0.05 + noise.fbm.sample(2, noiseX, noiseY, 0.3) * 0.035;
  sample.gloss = material.gloss * (1 + inMargin * 1.5);
  sample.release = 0;
}
