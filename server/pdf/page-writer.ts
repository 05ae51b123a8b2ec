/**
 * A top-to-bottom writer over pdf-lib pages: it keeps the cursor, wraps text, starts a new page
 * (with the business header) when the next block would not fit, and numbers the pages at the end.
 * Text is drawn through the document's FontSet, one run per font (fonts.ts). Each drawing method has
 * a measuring twin (the same wrapping, nothing drawn), so a heading can ask for room for itself and
 * what follows it before it is drawn (blocks.ts).
 */
import { rgb, type PDFDocument, type PDFImage, type PDFPage } from "pdf-lib";
import { business } from "../../shared/business";
import type { FontSet, FontStyle } from "./fonts";
import { wrapText } from "./text-layout";

const pageSize: [number, number] = [612, 792]; // US Letter, as used in Ontario
const margin = 54;
const headerHeight = 64;
const footerHeight = 36;

export const colours = {
  stone: rgb(0x1c / 255, 0x19 / 255, 0x17 / 255),
  stoneMuted: rgb(0x57 / 255, 0x53 / 255, 0x4e / 255),
  stoneLight: rgb(0xe7 / 255, 0xe5 / 255, 0xe4 / 255),
  gold: rgb(0xc4 / 255, 0xa4 / 255, 0x48 / 255),
  white: rgb(1, 1, 1),
};
export type Colour = keyof typeof colours;

export type TextStyle = { font?: FontStyle; size?: number; colour?: Colour; indent?: number };
export type LabelledOptions = { labelWidth?: number; valueFont?: FontStyle; size?: number };
/** A table cell: its column's width in points; amounts are right-aligned so their digits line up. */
export type TableCell = { text: string; width: number; align?: "left" | "right"; font?: FontStyle; colour?: Colour };

/** One party's signature: the image (none: a blank line to sign on, or `fallback` when it could not be embedded) and the lines under it. */
export type SignatureColumn = {
  image: PDFImage | null;
  fallback: string | null;
  caption: { text: string; font?: FontStyle; size?: number; colour?: Colour }[];
};

/** A line of text beside a swatch, or under a signature. */
export type CaptionLine = { text: string; font?: FontStyle; size?: number; colour?: Colour };

/** The swatch's square and the gap between it and its lines. */
const swatchGap = 12;

/** Between two signature columns. */
const signatureGap = 24;

/** Space kept between a cell's text and the next column. */
const cellGap = 8;

/** A paragraph or a field as it will be drawn: its wrapped lines and the height of each. */
export type Measured = { lines: number; lineHeight: number };

const headerContact = `${business.phoneDisplay}  ·  ${business.email}  ·  ${business.host}`;

export class PageWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: FontSet,
    private readonly headerTitle: string,
  ) {}

  /** The texts every page draws (header and footer), for FontSet.prepare. */
  static ownTexts(headerTitle: string, footer: string): [FontStyle, string][] {
    return [
      ["bold", business.brand.toUpperCase()],
      ["regular", headerContact],
      ["bold", headerTitle],
      ["regular", footer],
      ["regular", "Page 0123456789 of"],
    ];
  }

  static create(doc: PDFDocument, fonts: FontSet, headerTitle: string): PageWriter {
    const writer = new PageWriter(doc, fonts, headerTitle);
    writer.newPage();
    return writer;
  }

  get contentWidth(): number {
    return pageSize[0] - 2 * margin;
  }

  /** Draws one line of text, run by run (a run per font), from x. */
  private draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; font: FontStyle; colour: Colour }): void {
    let x = at.x;
    for (const run of this.fonts.runs(at.font, text)) {
      page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color: colours[at.colour] });
      x += run.font.widthOfTextAtSize(run.text, at.size);
    }
  }

  private wrap(text: string, font: FontStyle, size: number, width: number): string[] {
    return wrapText(text, (value) => this.fonts.widthOf(font, value, size), width);
  }

  /** Starts a page: dark stone band with the business name, a gold rule, and the document title. */
  newPage(): void {
    this.page = this.doc.addPage(pageSize);
    const [width, height] = pageSize;
    this.page.drawRectangle({ x: 0, y: height - headerHeight, width, height: headerHeight, color: colours.stone });
    this.page.drawRectangle({ x: 0, y: height - headerHeight - 4, width, height: 4, color: colours.gold });
    this.draw(this.page, business.brand.toUpperCase(), { x: margin, y: height - 38, size: 16, font: "bold", colour: "white" });
    this.draw(this.page, headerContact, { x: margin, y: height - 53, size: 8.5, font: "regular", colour: "stoneLight" });
    const titleWidth = this.fonts.widthOf("bold", this.headerTitle, 10);
    this.draw(this.page, this.headerTitle, { x: width - margin - titleWidth, y: height - 38, size: 10, font: "bold", colour: "gold" });
    this.y = height - headerHeight - 4 - 28;
  }

  /** Moves to a new page unless `height` points still fit above the footer. */
  ensureSpace(height: number): void {
    if (this.y - height < margin + footerHeight) this.newPage();
  }

  /** The height a fresh page offers between its header and its footer. */
  get pageHeight(): number {
    return pageSize[1] - headerHeight - 4 - 28 - margin - footerHeight;
  }

  private textLines(text: string, style: TextStyle): string[] {
    const size = style.size ?? 10;
    return text.split(/\r?\n/).flatMap((paragraph) => this.wrap(paragraph, style.font ?? "regular", size, this.contentWidth - (style.indent ?? 0)));
  }

  private labelledLines(value: string, options: LabelledOptions): string[] {
    const size = options.size ?? 9.5;
    return this.wrap(value.replace(/\s*\r?\n\s*/g, " "), options.valueFont ?? "regular", size, this.contentWidth - (options.labelWidth ?? 150));
  }

  measureText(text: string, style: TextStyle = {}): Measured {
    return { lines: this.textLines(text, style).length, lineHeight: (style.size ?? 10) * 1.35 };
  }

  /** A heading's whole height: the space above it, its lines, and the space under its rule. */
  measureHeading(text: string, size = 12): number {
    return 8 + this.measureText(text, { font: "bold", size }).lines * size * 1.35 + 8;
  }

  measureLabelled(value: string, options: LabelledOptions = {}): Measured {
    return { lines: this.labelledLines(value, options).length, lineHeight: (options.size ?? 9.5) * 1.4 };
  }

  space(points: number): void {
    this.y -= points;
  }

  /** A paragraph, wrapped to the content width (minus its indent), paginating line by line. */
  text(text: string, style: TextStyle = {}): void {
    const font = style.font ?? "regular";
    const size = style.size ?? 10;
    const indent = style.indent ?? 0;
    const lineHeight = size * 1.35;
    for (const line of this.textLines(text, style)) {
      this.ensureSpace(lineHeight);
      this.y -= lineHeight;
      this.draw(this.page, line, { x: margin + indent, y: this.y + size * 0.3, size, font, colour: style.colour ?? "stone" });
    }
  }

  /**
   * A section heading with a gold rule under it. It asks for room for itself only: keeping it with
   * what follows is drawBlocks' work, which knows what follows (blocks.ts).
   */
  heading(text: string, size = 12): void {
    this.ensureSpace(this.measureHeading(text, size));
    this.space(8);
    this.text(text, { font: "bold", size });
    this.page.drawRectangle({ x: margin, y: this.y - 2, width: this.contentWidth, height: 1, color: colours.gold });
    this.space(8);
  }

  /**
   * "Label  value" with the label in a fixed column and the value wrapped beside it; the pair stays
   * on one page when it can. The value is one field: line breaks in it are drawn as spaces.
   */
  labelled(label: string, value: string, options: LabelledOptions = {}): void {
    const size = options.size ?? 9.5;
    const labelWidth = options.labelWidth ?? 150;
    const valueFont = options.valueFont ?? "regular";
    const lineHeight = size * 1.4;
    const lines = this.labelledLines(value, options);
    this.ensureSpace(Math.min(lines.length, 4) * lineHeight);
    lines.forEach((line, index) => {
      this.ensureSpace(lineHeight);
      this.y -= lineHeight;
      if (index === 0) this.draw(this.page, label, { x: margin, y: this.y + size * 0.3, size, font: "bold", colour: "stoneMuted" });
      this.draw(this.page, line, { x: margin + labelWidth, y: this.y + size * 0.3, size, font: valueFont, colour: "stone" });
    });
    this.space(3);
  }

  /**
   * A table row: each cell wrapped within its column, all starting on the same line, and an optional
   * note in small muted type under the first cell. The row stays on one page: a row split across
   * pages would separate an item from its price.
   */
  row(cells: readonly TableCell[], options: { size?: number; note?: string } = {}): void {
    const size = options.size ?? 9.5;
    const lineHeight = size * 1.35;
    const noteSize = size - 1;
    const noteLineHeight = noteSize * 1.35;
    const { wrapped, noteLines, height } = this.layOutRow(cells, options);
    this.ensureSpace(height);
    const top = this.y - 2;
    let x = margin;
    cells.forEach((cell, index) => {
      const font = cell.font ?? "regular";
      wrapped[index].forEach((line, lineIndex) => {
        const y = top - (lineIndex + 1) * lineHeight + size * 0.3;
        const lineX = cell.align === "right" ? x + cell.width - this.fonts.widthOf(font, line, size) : x;
        this.draw(this.page, line, { x: lineX, y, size, font, colour: cell.colour ?? "stone" });
      });
      x += cell.width;
    });
    const noteTop = top - (wrapped[0]?.length ?? 0) * lineHeight;
    noteLines.forEach((line, lineIndex) => {
      this.draw(this.page, line, {
        x: margin,
        y: noteTop - (lineIndex + 1) * noteLineHeight + noteSize * 0.3,
        size: noteSize,
        font: "regular",
        colour: "stoneMuted",
      });
    });
    this.y -= height;
  }

  private layOutRow(cells: readonly TableCell[], options: { size?: number; note?: string }) {
    const size = options.size ?? 9.5;
    const lineHeight = size * 1.35;
    const noteSize = size - 1;
    const wrapped = cells.map((cell) => (cell.text ? this.wrap(cell.text, cell.font ?? "regular", size, cell.width - cellGap) : []));
    const noteLines = options.note && cells.length > 0 ? this.wrap(options.note, "regular", noteSize, cells[0].width - cellGap) : [];
    const firstCellHeight = (wrapped[0]?.length ?? 0) * lineHeight + noteLines.length * noteSize * 1.35;
    const height = Math.max(firstCellHeight, ...wrapped.map((lines) => lines.length * lineHeight)) + 4;
    return { wrapped, noteLines, height };
  }

  /** The height of a table row (it is never split across pages). */
  measureRow(cells: readonly TableCell[], options: { size?: number; note?: string } = {}): number {
    return this.layOutRow(cells, options).height;
  }

  /** A thin line across the text column. */
  rule(colour: Colour = "stoneLight"): void {
    this.ensureSpace(6);
    this.space(2);
    this.page.drawRectangle({ x: margin, y: this.y, width: this.contentWidth, height: 0.75, color: colours[colour] });
    this.space(2);
  }

  /** An image scaled to fit the box, keeping its proportions, on a white ground with a rule under it. */
  image(image: PDFImage, maxWidth: number, maxHeight: number): void {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensureSpace(maxHeight + 12);
    this.y -= maxHeight;
    this.page.drawRectangle({ x: margin, y: this.y, width: maxWidth, height: maxHeight, color: colours.white });
    this.page.drawImage(image, { x: margin + (maxWidth - width) / 2, y: this.y + (maxHeight - height) / 2, width, height });
    this.page.drawRectangle({ x: margin, y: this.y - 2, width: maxWidth, height: 0.75, color: colours.stone });
    this.space(6);
  }

  private layOutSignatureColumns(columns: readonly SignatureColumn[], boxHeight: number) {
    // Two columns always, so a single signature (a contract signed before the business signed) keeps its size.
    const width = (this.contentWidth - signatureGap) / 2;
    const laidOut = columns.map((column) => {
      const fallback = column.fallback ? this.wrap(column.fallback, "regular", 8.5, width - 8) : [];
      const caption = column.caption.map((line) => {
        const size = line.size ?? 9.5;
        return { ...line, size, lines: this.wrap(line.text, line.font ?? "regular", size, width) };
      });
      const captionHeight = caption.reduce((sum, line) => sum + line.lines.length * line.size * 1.35, 0);
      return { ...column, fallbackLines: fallback, caption, captionHeight };
    });
    // The box, the rule under it with a little air, then the tallest caption.
    const height = boxHeight + 8 + Math.max(...laidOut.map((column) => column.captionHeight)) + 4;
    return { width, laidOut, height };
  }

  private layOutSwatch(lines: readonly CaptionLine[], size: number) {
    const width = this.contentWidth - size - swatchGap;
    const laidOut = lines.map((line) => {
      const lineSize = line.size ?? 9.5;
      return { ...line, size: lineSize, lines: this.wrap(line.text, line.font ?? "regular", lineSize, width) };
    });
    const textHeight = laidOut.reduce((sum, line) => sum + line.lines.length * line.size * 1.35, 0);
    return { laidOut, height: Math.max(size, textHeight) + 10 };
  }

  /** The height of a swatch with its lines (never split across pages). */
  measureSwatch(lines: readonly CaptionLine[], size: number): number {
    return this.layOutSwatch(lines, size).height;
  }

  /**
   * A catalogue entry: its swatch in a `size`-point square on the left (the image fitted whole, with a
   * thin frame; a light square with `fallback` when there is no image)
   * and its lines beside it, top-aligned. Kept on one page.
   */
  swatch(image: PDFImage | null, lines: readonly CaptionLine[], size: number, fallback: string): void {
    const { laidOut, height } = this.layOutSwatch(lines, size);
    this.ensureSpace(height);
    const top = this.y - 2;
    const bottom = top - size;
    if (image) {
      // Fitted whole into the square, centred on white (a swatch is usually square already).
      const scale = Math.min(size / image.width, size / image.height);
      const width = image.width * scale;
      const imageHeight = image.height * scale;
      this.page.drawRectangle({ x: margin, y: bottom, width: size, height: size, color: colours.white });
      this.page.drawImage(image, { x: margin + (size - width) / 2, y: bottom + (size - imageHeight) / 2, width, height: imageHeight });
    } else {
      this.page.drawRectangle({ x: margin, y: bottom, width: size, height: size, color: colours.stoneLight });
      const fallbackLines = this.wrap(fallback, "regular", 7, size - 8);
      fallbackLines.forEach((line, index) => {
        const y = bottom + size / 2 + ((fallbackLines.length - 1) / 2 - index) * 7 * 1.35 - 2;
        this.draw(this.page, line, { x: margin + 4, y, size: 7, font: "regular", colour: "stoneMuted" });
      });
    }
    this.page.drawRectangle({ x: margin, y: bottom, width: size, height: size, borderColor: colours.stoneMuted, borderWidth: 0.5 });
    let y = top;
    for (const line of laidOut) {
      for (const text of line.lines) {
        y -= line.size * 1.35;
        this.draw(this.page, text, {
          x: margin + size + swatchGap,
          y: y + line.size * 0.3,
          size: line.size,
          font: line.font ?? "regular",
          colour: line.colour ?? "stone",
        });
      }
    }
    this.y -= height;
  }

  /** The height of a row of signatures (never split across pages). */
  measureSignatureColumns(columns: readonly SignatureColumn[], boxHeight: number): number {
    return this.layOutSignatureColumns(columns, boxHeight).height;
  }

  /**
   * Signatures side by side, one column per party: the image scaled into its box on a white ground
   * (or a blank box to sign by hand), a dark rule under it, and its caption lines under the rule.
   */
  signatureColumns(columns: readonly SignatureColumn[], boxHeight: number): void {
    const { width, laidOut, height } = this.layOutSignatureColumns(columns, boxHeight);
    this.ensureSpace(height);
    const top = this.y;
    laidOut.forEach((column, index) => {
      const x = margin + index * (width + signatureGap);
      const boxBottom = top - boxHeight;
      this.page.drawRectangle({ x, y: boxBottom, width, height: boxHeight, color: colours.white });
      if (column.image) {
        const scale = Math.min(width / column.image.width, boxHeight / column.image.height, 1);
        const drawnWidth = column.image.width * scale;
        const drawnHeight = column.image.height * scale;
        this.page.drawImage(column.image, {
          x: x + (width - drawnWidth) / 2,
          y: boxBottom + (boxHeight - drawnHeight) / 2,
          width: drawnWidth,
          height: drawnHeight,
        });
      }
      column.fallbackLines.forEach((line, lineIndex) => {
        this.draw(this.page, line, { x: x + 4, y: top - 14 - lineIndex * 8.5 * 1.35, size: 8.5, font: "regular", colour: "stoneMuted" });
      });
      this.page.drawRectangle({ x, y: boxBottom - 2, width, height: 0.75, color: colours.stone });
      let y = boxBottom - 8;
      for (const line of column.caption) {
        for (const text of line.lines) {
          y -= line.size * 1.35;
          this.draw(this.page, text, { x, y: y + line.size * 0.3, size: line.size, font: line.font ?? "regular", colour: line.colour ?? "stone" });
        }
      }
    });
    this.y -= height;
  }

  /** Footer on every page: a fixed left text and "Page n of N". */
  finish(footer: string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const size = 7.5;
      page.drawRectangle({ x: margin, y: margin + 14, width: this.contentWidth, height: 0.5, color: colours.stoneLight });
      this.draw(page, footer, { x: margin, y: margin, size, font: "regular", colour: "stoneMuted" });
      const pageLabel = `Page ${index + 1} of ${pages.length}`;
      const width = this.fonts.widthOf("regular", pageLabel, size);
      this.draw(page, pageLabel, { x: pageSize[0] - margin - width, y: margin, size, font: "regular", colour: "stoneMuted" });
    });
  }
}
