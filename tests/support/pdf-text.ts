/**
 * The text drawn on each page of a PDF we produced: pdf-lib loads it, each page's content streams are
 * inflated, and the strings of its text operators decoded (WinAnsi, as the standard fonts use).
 * One drawn line per output line.
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from "pdf-lib";

// WinAnsi 0x80-0x9f differ from Latin-1; the rest is Latin-1.
const winAnsiHigh: Record<number, string> = {
  0x80: "€",
  0x82: "‚",
  0x83: "ƒ",
  0x84: "„",
  0x85: "…",
  0x86: "†",
  0x87: "‡",
  0x88: "ˆ",
  0x89: "‰",
  0x8a: "Š",
  0x8b: "‹",
  0x8c: "Œ",
  0x8e: "Ž",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
  0x98: "˜",
  0x99: "™",
  0x9a: "š",
  0x9b: "›",
  0x9c: "œ",
  0x9e: "ž",
  0x9f: "Ÿ",
};

function decodeWinAnsi(hex: string): string {
  const bytes = Buffer.from(hex.replace(/\s+/g, ""), "hex");
  return [...bytes].map((byte) => winAnsiHigh[byte] ?? String.fromCharCode(byte)).join("");
}

function streamBytes(doc: PDFDocument, object: PDFObject | undefined): Uint8Array[] {
  const resolved = object ? doc.context.lookup(object) : undefined;
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((item) => streamBytes(doc, item));
  if (resolved instanceof PDFRawStream) return [decodePDFRawStream(resolved).decode()];
  return [];
}

export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const content = streamBytes(doc, page.node.Contents())
      .map((chunk) => Buffer.from(chunk).toString("latin1"))
      .join("\n");
    return [...content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)].map((match) => decodeWinAnsi(match[1])).join("\n");
  });
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPagesText(bytes)).join("\n");
}
