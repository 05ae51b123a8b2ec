/**
 * WCAG contrast arithmetic for the watermark: how well the gold mark (drawn at its opacity) and
 * its dark outline stand out from the photo behind them. Pure functions, used by
 * scripts/measure-watermark-contrast.ts and the unit tests.
 *
 * Canvas blends colours in gamma-encoded sRGB, so blending happens on 0-255 channel values and
 * only the result is turned into a luminance.
 */

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join("") : value;
  const number = Number.parseInt(full, 16);
  return [(number >> 16) & 255, (number >> 8) & 255, number & 255];
}

/** WCAG 2 relative luminance of an sRGB colour (channels 0-255): 0 for black, 1 for white. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two luminances, from 1 (same) to 21 (black on white). */
export function contrastRatio(luminanceA: number, luminanceB: number): number {
  const [light, dark] = luminanceA >= luminanceB ? [luminanceA, luminanceB] : [luminanceB, luminanceA];
  return (light + 0.05) / (dark + 0.05);
}

/** `top` painted over `bottom` at `alpha` (0-1), as canvas source-over does. */
export function blend(top: Rgb, bottom: Rgb, alpha: number): Rgb {
  return [0, 1, 2].map((index) => top[index] * alpha + bottom[index] * (1 - alpha)) as unknown as Rgb;
}

/** The `fraction` (0-1) percentile of a list of numbers, by nearest rank. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) throw new Error("percentile of an empty list");
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank];
}

export type MarkColours = { fill: Rgb; fillAlpha: number; outline: Rgb; outlineAlpha: number };

export type MarkContrast = {
  /** Gold fill against the photo, as if there were no outline. */
  fillOnly: number;
  /** The outline's outer edge against the photo. */
  outline: number;
  /** The gold fill against its own outline (the glyph's shape inside the halo). */
  fillOnOutline: number;
  /** How well the outlined mark stands out: the better of its fill and its outline edge. */
  withOutline: number;
};

/** Contrast of the mark over one background colour. */
export function markContrast(background: Rgb, colours: MarkColours): MarkContrast {
  const backgroundLuminance = relativeLuminance(background);
  const fillOver = (under: Rgb) => relativeLuminance(blend(colours.fill, under, colours.fillAlpha));
  const outlineColour = blend(colours.outline, background, colours.outlineAlpha);
  const fillOnly = contrastRatio(fillOver(background), backgroundLuminance);
  const outline = contrastRatio(relativeLuminance(outlineColour), backgroundLuminance);
  const fillOnOutline = contrastRatio(fillOver(outlineColour), relativeLuminance(outlineColour));
  return { fillOnly, outline, fillOnOutline, withOutline: Math.max(fillOnly, outline) };
}
