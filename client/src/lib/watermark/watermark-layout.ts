/**
 * Where the watermark goes on a photo: pure arithmetic, shared by the gallery, the tool and the
 * unit tests. The mark is two lines, the text and below it the site's host at 60% of the size,
 * aligned to the chosen corner (or centred) with a 20 px margin.
 *
 * Sizes are pixels on photos up to `referenceWidth` (1200 px) wide; wider photos get a
 * proportionally larger mark, so a 4000 px phone photo gets the same-looking mark as the 1200 px
 * gallery image instead of a speck. Smaller photos keep the stated pixels (scaling them down would
 * make the text unreadable); a mark too wide for the photo shrinks to fit between the margins.
 */
import { watermarkStyle, type WatermarkOptions } from "./watermark-options";

/** Width of `text` drawn in the watermark font at `fontSize` px (canvas measureText in practice). */
export type MeasureText = (text: string, fontSize: number) => number;

export type WatermarkLine = {
  text: string;
  fontSize: number;
  /** The anchor of the line for the given `align`: its left edge, right edge or centre. */
  x: number;
  /** Top of the line (canvas textBaseline "top"). */
  y: number;
  width: number;
  align: "left" | "right" | "center";
};

export type Box = { x: number; y: number; width: number; height: number };

export type WatermarkLayout = {
  /** Photo pixels per reference pixel. */
  scale: number;
  margin: number;
  lines: WatermarkLine[];
  /** The rectangle the two lines occupy. */
  box: Box;
};

type LayoutInput = {
  width: number;
  height: number;
  options: Pick<WatermarkOptions, "text" | "position" | "fontSize">;
  measure: MeasureText;
  secondLine?: string;
};

export function layoutWatermark({ width, height, options, measure, secondLine = watermarkStyle.secondLine }: LayoutInput): WatermarkLayout {
  const texts = [options.text.trim(), secondLine.trim()];
  const sizeFactors = [1, watermarkStyle.secondLineScale];
  const present = [0, 1].filter((index) => texts[index] !== "");

  let scale = Math.max(1, width / watermarkStyle.referenceWidth);
  const widthAt = (index: number, lineScale: number) => measure(texts[index], options.fontSize * sizeFactors[index] * lineScale);
  const blockWidth = (lineScale: number) => Math.max(0, ...present.map((index) => widthAt(index, lineScale)));
  // Text width and margins grow linearly with the scale, so one correction makes the block fit:
  // widthPerScale * s + 2 * margin * s = width.
  const natural = blockWidth(scale);
  if (natural > 0 && natural + 2 * watermarkStyle.margin * scale > width) {
    scale = width / (natural / scale + 2 * watermarkStyle.margin);
  }

  const margin = watermarkStyle.margin * scale;
  const sizes = present.map((index) => options.fontSize * sizeFactors[index] * scale);
  const gap = present.length > 1 ? options.fontSize * watermarkStyle.lineGap * scale : 0;
  const blockHeight = sizes.reduce((sum, size) => sum + size, 0) + gap;
  const widths = present.map((index) => widthAt(index, scale));
  const boxWidth = Math.max(0, ...widths);

  const [vertical, horizontal] = options.position === "center" ? ["center", "center"] : options.position.split("-");
  const top = vertical === "top" ? margin : vertical === "bottom" ? height - margin - blockHeight : (height - blockHeight) / 2;
  const align: WatermarkLine["align"] = horizontal === "left" ? "left" : horizontal === "right" ? "right" : "center";
  const anchorX = align === "left" ? margin : align === "right" ? width - margin : width / 2;
  const boxX = align === "left" ? anchorX : align === "right" ? anchorX - boxWidth : anchorX - boxWidth / 2;

  let y = top;
  const lines = present.map((index, order) => {
    const line: WatermarkLine = { text: texts[index], fontSize: sizes[order], x: anchorX, y, width: widths[order], align };
    y += sizes[order] + gap;
    return line;
  });

  return { scale, margin, lines, box: { x: boxX, y: top, width: boxWidth, height: blockHeight } };
}

/** The canvas font string for a line. */
export function watermarkFont(fontSize: number, fontFamily: string): string {
  return `bold ${Math.round(fontSize * 100) / 100}px ${fontFamily}`;
}
