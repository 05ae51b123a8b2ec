/**
 * Watermark settings: what the tool starts with, what the gallery uses,
 * and the fixed parts of the mark (colour, margin, the host line, JPEG quality).
 */
import { business } from "@shared/business";

export const watermarkPositions = ["bottom-right", "bottom-left", "top-right", "top-left", "center"] as const;
export type WatermarkPosition = (typeof watermarkPositions)[number];

export const positionLabels: Record<WatermarkPosition, string> = {
  "bottom-right": "Bottom right",
  "bottom-left": "Bottom left",
  "top-right": "Top right",
  "top-left": "Top left",
  center: "Center",
};

export type WatermarkOptions = {
  text: string;
  position: WatermarkPosition;
  /** 0.1 to 1. */
  opacity: number;
  /** Pixels on photos up to `referenceWidth` wide (see watermark-layout.ts). */
  fontSize: number;
  color: string;
  fontFamily: string;
};

export const watermarkStyle = {
  color: "#C4A448",
  fontFamily: "Arial, Helvetica, sans-serif",
  /** Distance from the photo's edges, in pixels at the reference width. */
  margin: 20,
  /** The second line (the site's host) is this fraction of the main line's size. */
  secondLineScale: 0.6,
  /** Space between the two lines, as a fraction of the main line's size. */
  lineGap: 0.2,
  /** Sizes are pixels on photos up to this wide; wider photos get proportionally larger marks. */
  referenceWidth: 1200,
  jpegQuality: 0.9,
  secondLine: business.host,
  /**
   * A dark outline under the gold, so the mark reads on pale concrete as well as dark (gold alone
   * is about 1.3:1 on light grey). `alpha` is the outline's opacity when the mark is at the
   * gallery's 0.8 and follows the tool's opacity slider; width is a fraction of each line's font
   * size, half of it outside the glyphs. Measured by scripts/measure-watermark-contrast.ts.
   */
  outline: { color: "#000000", alpha: 1, widthRatio: 0.14 },
} as const;

/** The tool's starting settings. Opacity starts at 0.8, the same as the gallery's mark. */
export const toolDefaults: WatermarkOptions = {
  text: business.brand,
  position: "bottom-right",
  opacity: 0.8,
  fontSize: 24,
  color: watermarkStyle.color,
  fontFamily: watermarkStyle.fontFamily,
};

export const galleryWatermark: WatermarkOptions = { ...toolDefaults, opacity: 0.8, fontSize: 40 };

/** The outline's opacity for a mark drawn at `opacity`: a fainter mark gets a fainter outline. */
export function outlineAlphaFor(opacity: number): number {
  return Math.min(1, (watermarkStyle.outline.alpha * opacity) / galleryWatermark.opacity);
}

/** The tool's sliders: opacity 10-100% in steps of 5, font size 12-60 px in steps of 2. */
export const sliderRanges = {
  opacityPercent: { min: 10, max: 100, step: 5 },
  fontSize: { min: 12, max: 60, step: 2 },
} as const;

export const downloadPrefix = "watermarked_";
/** Pause between files when downloading all, so the browser accepts each one. */
export const downloadAllGapMs = 100;
