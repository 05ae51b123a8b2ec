/**
 * A document as a list of blocks: what a layout decides (a heading, a labelled field, a paragraph,
 * the signature image), before any page exists. Layouts are pure functions producing blocks, so what
 * becomes a heading or a field is fixed by the layout's code and can be checked without a PDF; the
 * renderer (render.ts) prepares the fonts from the blocks' texts and draws them with a PageWriter.
 */
import type { PDFImage } from "pdf-lib";
import type { FontStyle } from "./fonts";
import type { Colour, LabelledOptions, PageWriter, TableCell, TextStyle } from "./page-writer";

export type Block =
  | { type: "text"; text: string; style?: TextStyle }
  | { type: "heading"; text: string; size?: number }
  | { type: "labelled"; label: string; value: string; options?: LabelledOptions }
  | { type: "space"; points: number }
  /** The signature image; when it cannot be embedded, `fallback` is drawn instead. */
  | { type: "signature"; maxWidth: number; maxHeight: number; fallback: string }
  | { type: "newPage" }
  /** One row of a table: cells side by side, each wrapped in its column, and a note under the first. */
  | { type: "row"; cells: TableCell[]; size?: number; note?: string }
  /** A thin line across the text column (under a table's header, above its totals). */
  | { type: "rule"; colour?: Colour };

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
      case "row":
        return [
          ...block.cells.map((cell): [FontStyle, string] => [cell.font ?? "regular", cell.text]),
          ...(block.note ? [["regular", block.note] as [FontStyle, string]] : []),
        ];
      default:
        return [];
    }
  });
}

export function drawBlocks(writer: PageWriter, blocks: readonly Block[], signature: PDFImage | null): void {
  for (const block of blocks) {
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
      case "newPage":
        writer.newPage();
        break;
      case "row":
        writer.row(block.cells, { size: block.size, note: block.note });
        break;
      case "rule":
        writer.rule(block.colour);
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
