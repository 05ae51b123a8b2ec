/**
 * Colour of a concrete pixel: large-scale mottling, per-stone tone, the pattern's tone, sand
 * specks, and for polished floors the exposed aggregate chips.
 */
import { clamp01, hexToLinear, mixRgb, scaleRgb, smoothstep, type RGB } from "../math";
import type { PaintContext, PlanPoint } from "./paint-context";

const CHIP_LIGHT_DEFAULT = hexToLinear("#d9d5cc");
const CHIP_DARK_DEFAULT = hexToLinear("#3c3936");

/** Mottling toward the secondary colour, brightness from tones and grain, dark / light sand specks. */
export function mottledColour(context: PaintContext, point: PlanPoint, colour: RGB, patternTone: number, grain: number, isBorder: boolean): RGB {
  const { noise, material } = context;
  const { noiseX, noiseY } = point;
  const variation = material.variation;
  const mottle = noise.soft.sample(0, noiseX, noiseY, 1.6) * 0.6 + noise.fbm.sample(1, noiseX, noiseY, 0.45) * 0.4;
  const broadMottle = noise.soft.sample(1, noiseX, noiseY, 2.4);
  colour = mixRgb(colour, material.secondaryColour, clamp01(0.5 + 0.3 * broadMottle * variation) * (isBorder ? 0 : 0.5));
  const brightness = 1 + variation * (0.06 * mottle + 0.06 * point.region.tone) + patternTone + 0.04 * grain;
  colour = scaleRgb(colour, Math.max(0.05, brightness));
  const speck = noise.fine.sample(2, noiseX * 1.7, noiseY * 1.7, 0.004);
  const speckStrength = material.pattern === "polished" ? 0.45 : material.pattern === "weathered" ? 0.35 : 0.16;
  if (speck > 1.6) colour = scaleRgb(colour, 1 - speckStrength * smoothstep(1.6, 2.3, speck));
  else if (speck < -1.8) colour = scaleRgb(colour, 1 + speckStrength * 0.7 * smoothstep(-1.8, -2.5, speck));
  return colour;
}

/** Polished floors: light (red mask) and dark (green mask) aggregate chips ground flush. */
export function withAggregateChips(context: PaintContext, point: PlanPoint, colour: RGB): RGB {
  const { noise, material, features } = context;
  const { noiseX, noiseY, index } = point;
  const light = features.red[index];
  const dark = features.green[index];
  if (light > 0)
    colour = mixRgb(colour, scaleRgb(material.chipLight ?? CHIP_LIGHT_DEFAULT, 1 + 0.15 * noise.fine.sample(0, noiseX * 3, noiseY * 3, 0.01)), light);
  if (dark > 0)
    colour = mixRgb(colour, scaleRgb(material.chipDark ?? CHIP_DARK_DEFAULT, 1 + 0.3 * noise.fine.sample(1, noiseX * 3, noiseY * 3, 0.01)), dark);
  return colour;
}
