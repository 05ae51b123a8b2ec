/**
 * A document as a list of blocks: what a layout decides (a heading, a labelled field, a paragraph,
 * the signature image), before any page exists. Layouts are pure functions producing blocks, so what
 * becomes a heading or a field is fixed by the layout's code and can be checked without a PDF; the
 * renderer (render.ts) prepares the fonts from the blocks' texts and draws them with a PageWriter.
 *
 * A heading is never the last thing on a page: it is kept with what follows it, and so is any block
 * marked `keepWithNext` (a term's title, a table's header row, the signature image with the line
 * naming the signer, every row of a totals block but its last). Before such a run of blocks is drawn, drawBlocks measures it and the first part
 * of the block after it (two lines of a paragraph, a field's first four lines, a whole table row, the
 * whole signature image), and starts a new page when they do not fit together on this one.
 */
import type { PDFImage } from "pdf-lib";
import type { FontStyle } from "./fonts";
import type { CaptionLine, Colour, LabelledOptions, PageWriter, SignatureColumn, TableCell, TextStyle } from "./page-writer";

/** Whose drawn signature an image is: the client's, or the business's (decision 0129). */
export type SignatureParty = "client" | "business";
/** The embedded signature images (null: none given, or pdf-lib could not decode it). */
export type SignatureImages = Partial<Record<SignatureParty, PDFImage | null>>;
/**
 * Every image a document draws: the signatures, and the design's swatches keyed by their SHA-256
 * (decision 0134; null: given, but pdf-lib could not decode it).
 */
export type DocumentImages = SignatureImages & { swatches?: ReadonlyMap<string, PDFImage | null> };

/** One column of a `signatures` block, before its image is embedded. */
export type SignatureColumnBlock = Omit<SignatureColumn, "image"> & { party: SignatureParty };

/** Drawn on the same page as the first part of the block that follows (headings always are). */
type Keep = { keepWithNext?: boolean };

export type Block =
  | ({ type: "text"; text: string; style?: TextStyle } & Keep)
  | { type: "heading"; text: string; size?: number }
  | ({ type: "labelled"; label: string; value: string; options?: LabelledOptions } & Keep)
  | { type: "space"; points: number }
  /** The signature image; when it cannot be embedded, `fallback` is drawn instead. */
  | ({ type: "signature"; maxWidth: number; maxHeight: number; fallback: string } & Keep)
  /**
   * Both parties' signatures side by side, each over its caption (name and date), never split across
   * pages. A column whose party has no image shows a blank line to sign on, or its `fallback` when
   * the image could not be embedded.
   */
  | ({ type: "signatures"; columns: SignatureColumnBlock[]; boxHeight: number } & Keep)
  | { type: "newPage" }
  /** One row of a table: cells side by side, each wrapped in its column, and a note under the first. */
  | ({ type: "row"; cells: TableCell[]; size?: number; note?: string } & Keep)
  /** A thin line across the text column (under a table's header, above its totals). */
  | ({ type: "rule"; colour?: Colour } & Keep)
  /**
   * A design entry: the swatch whose SHA-256 is `sha256` in a `size`-point square, its lines beside
   * it; `fallback` in the square when there is no such image. Never split across pages.
   */
  | ({ type: "swatch"; sha256: string | null; size: number; lines: CaptionLine[]; fallback: string } & Keep);

/** Every text the blocks draw, with its font style (for FontSet.prepare). */
export function blockTexts(blocks: readonly Block[]): [FontStyle, string][] {
  return blocks.flatMap((block): [FontStyle, string][] => {
    switch (block.type) {
      case "text":
        return [[block.style?.font ?? "regular", block.text]];
      case "heading":
        return [["bold", block.text]];
      case "labelled":
        return [
          ["bold", block.label],
          [block.options?.valueFont ?? "regular", block.value],
        ];
      case "signature":
        return [["regular", block.fallback]];
      case "signatures":
        return block.columns.flatMap((column): [FontStyle, string][] => [
          ...(column.fallback ? [["regular", column.fallback] as [FontStyle, string]] : []),
          ...column.caption.map((line): [FontStyle, string] => [line.font ?? "regular", line.text]),
        ]);
      case "row":
        return [
          ...block.cells.map((cell): [FontStyle, string] => [cell.font ?? "regular", cell.text]),
          ...(block.note ? [["regular", block.note] as [FontStyle, string]] : []),
        ];
      case "swatch":
        return [["regular", block.fallback], ...block.lines.map((line): [FontStyle, string] => [line.font ?? "regular", line.text])];
      default:
        return [];
    }
  });
}

/**
 * How much room a block asks for before it draws (`fits`, from the cursor) and how far it moves the
 * cursor (`advance`), drawn whole; `first` is the room its first part needs after a heading.
 */
type Extent = { fits: number; advance: number; first: number };

/**
 * A `signatures` block's columns with their images, as the writer draws them: an image given but not
 * embedded (null) shows the column's fallback; a party with no image at all, a blank line to sign on.
 */
const signatureColumns = (block: Extract<Block, { type: "signatures" }>, images: DocumentImages): SignatureColumn[] =>
  block.columns.map(({ party, fallback, caption }) => ({
    caption,
    image: images[party] ?? null,
    fallback: images[party] === null ? fallback : null,
  }));

const swatchOf = (block: Extract<Block, { type: "swatch" }>, images: DocumentImages): PDFImage | null =>
  block.sha256 ? (images.swatches?.get(block.sha256) ?? null) : null;

function measure(writer: PageWriter, block: Block, images: DocumentImages): Extent | null {
  const signature = images.client ?? null;
  const lines = ({ lines, lineHeight }: { lines: number; lineHeight: number }, firstLines: number): Extent => ({
    fits: lines * lineHeight,
    advance: lines * lineHeight,
    first: Math.min(lines, firstLines) * lineHeight,
  });
  switch (block.type) {
    case "text":
      return lines(writer.measureText(block.text, block.style), 2);
    case "heading": {
      const height = writer.measureHeading(block.text, block.size);
      return { fits: height, advance: height, first: height };
    }
    case "labelled": {
      const measured = writer.measureLabelled(block.value, block.options);
      return { ...lines(measured, 4), advance: measured.lines * measured.lineHeight + 3 };
    }
    case "space":
      return { fits: 0, advance: block.points, first: 0 };
    case "signature": {
      if (!signature) return lines(writer.measureText(block.fallback, { size: 9 }), 2);
      return { fits: block.maxHeight + 12, advance: block.maxHeight + 6, first: block.maxHeight + 12 };
    }
    case "signatures": {
      const height = writer.measureSignatureColumns(signatureColumns(block, images), block.boxHeight);
      return { fits: height, advance: height, first: height };
    }
    case "row": {
      const height = writer.measureRow(block.cells, { size: block.size, note: block.note });
      return { fits: height, advance: height, first: height };
    }
    case "rule":
      return { fits: 6, advance: 4, first: 6 };
    case "swatch": {
      const height = writer.measureSwatch(block.lines, block.size);
      return { fits: height, advance: height, first: height };
    }
    case "newPage":
      return null;
  }
}

/**
 * A group drawn on one page: every block but the last is kept with the next, so the run is measured
 * whole before it is drawn (the totals under an items table: Subtotal to Balance). A row added to the
 * group is kept with it without anything else changing.
 */
export function keptTogether(blocks: readonly Block[]): Block[] {
  return blocks.map((block, index) =>
    index === blocks.length - 1 || block.type === "space" || block.type === "heading" || block.type === "newPage"
      ? block
      : { ...block, keepWithNext: true },
  );
}

const keepsWithNext = (block: Block) => block.type === "heading" || ("keepWithNext" in block && block.keepWithNext === true);

/**
 * The room the run of kept blocks starting at `start` needs, with the first part of the block after
 * it: the most any of them asks for, from where the run begins. Spaces inside the run count as they
 * move the cursor; a new page or the end of the document ends it.
 */
function roomForRun(writer: PageWriter, blocks: readonly Block[], start: number, images: DocumentImages): number {
  let room = 0;
  let offset = 0;
  for (let index = start; index < blocks.length; index++) {
    const block = blocks[index];
    const extent = measure(writer, block, images);
    if (!extent) break;
    if (keepsWithNext(block) || block.type === "space") {
      room = Math.max(room, offset + extent.fits);
      offset += extent.advance;
      continue;
    }
    return Math.max(room, offset + extent.first);
  }
  return room;
}

export function drawBlocks(writer: PageWriter, blocks: readonly Block[], images: DocumentImages): void {
  const signature = images.client ?? null;
  let inRun = false;
  for (const [index, block] of blocks.entries()) {
    if (keepsWithNext(block)) {
      // Room for the whole run is asked for once, at its start. A run taller than a page starts on a
      // fresh page and is split where it must be.
      if (!inRun) writer.ensureSpace(Math.min(roomForRun(writer, blocks, index, images), writer.pageHeight));
      inRun = true;
    } else if (block.type !== "space") {
      inRun = false;
    }
    switch (block.type) {
      case "text":
        writer.text(block.text, block.style);
        break;
      case "heading":
        writer.heading(block.text, block.size);
        break;
      case "labelled":
        writer.labelled(block.label, block.value, block.options);
        break;
      case "space":
        writer.space(block.points);
        break;
      case "signature":
        if (signature) writer.image(signature, block.maxWidth, block.maxHeight);
        else writer.text(block.fallback, { size: 9 });
        break;
      case "signatures":
        writer.signatureColumns(signatureColumns(block, images), block.boxHeight);
        break;
      case "newPage":
        writer.newPage();
        break;
      case "row":
        writer.row(block.cells, { size: block.size, note: block.note });
        break;
      case "rule":
        writer.rule(block.colour);
        break;
      case "swatch":
        writer.swatch(swatchOf(block, images), block.lines, block.size, block.fallback);
        break;
    }
  }
}

/** Who signed and the quote's times, as the certificate page shows them (any layout). */
export type CertificateFacts = {
  host: string;
  signer: { name: string; email: string; phone: string; ip: string | null; userAgent: string | null };
  /** Each time already written out in Toronto time, or null when not recorded. */
  times: { sent: string | null; viewed: string | null; accepted: string | null; signed: string };
};

/** The certificate page up to its record section: title, what it is, the signer, the timeline. */
export function certificateOpening({ host, signer, times }: CertificateFacts): Block[] {
  const orNone = (value: string | null) => value ?? "Not recorded";
  return [
    { type: "newPage" },
    { type: "text", text: "Certificate of Signature", style: { font: "bold", size: 17 } },
    { type: "space", points: 4 },
    {
      type: "text",
      text: `This page records how the contract on the preceding pages was signed electronically through ${host}. Times are Toronto time (America/Toronto).`,
      style: { size: 9.5, colour: "stoneMuted" },
    },
    { type: "heading", text: "SIGNER", size: 11 },
    { type: "labelled", label: "Name", value: signer.name },
    { type: "labelled", label: "E-mail", value: signer.email },
    { type: "labelled", label: "Phone", value: signer.phone },
    { type: "labelled", label: "IP address", value: orNone(signer.ip) },
    { type: "labelled", label: "User agent", value: orNone(signer.userAgent) },
    { type: "heading", text: "TIMELINE", size: 11 },
    { type: "labelled", label: "Quote sent", value: orNone(times.sent) },
    { type: "labelled", label: "Quote first viewed", value: orNone(times.viewed) },
    { type: "labelled", label: "Quote accepted", value: orNone(times.accepted) },
    { type: "labelled", label: "Contract signed", value: times.signed },
  ];
}
