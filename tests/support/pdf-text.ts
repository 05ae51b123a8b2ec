/**
 * The text of a PDF as a reader would copy it: pdf.js (its Node build) decodes each text-showing
 * operator through the font's ToUnicode map, so embedded subset fonts of any script read back as
 * typed. Items drawn on the same baseline are joined into one line, left to right: pieces drawn
 * side by side (one run per font) join directly, a gap (label and value) becomes a space.
 */
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

/** One piece of drawn text, in PDF points from the page's bottom left. */
export type PdfTextItem = { text: string; x: number; y: number; width: number; size: number; fontName: string };

type RawItem = { str?: string; transform?: number[]; width?: number; fontName?: string };

export async function pdfTextItems(bytes: Uint8Array): Promise<PdfTextItem[][]> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const pages: PdfTextItem[][] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        (content.items as RawItem[])
          .filter((item) => typeof item.str === "string" && item.str !== "" && item.transform)
          .map((item) => {
            const [a, b, , , x, y] = item.transform as number[];
            return { text: item.str as string, x, y, width: item.width ?? 0, size: Math.hypot(a, b), fontName: item.fontName ?? "" };
          }),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** Each page's lines, top to bottom. */
export function linesOf(items: PdfTextItem[]): string[] {
  const rows = new Map<number, PdfTextItem[]>();
  for (const item of items) {
    const key = Math.round(item.y * 2) / 2;
    rows.set(key, [...(rows.get(key) ?? []), item]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) => {
      const sorted = row.sort((a, b) => a.x - b.x);
      let line = "";
      let end = -Infinity;
      for (const item of sorted) {
        if (line && item.x - end > 1) line += " ";
        line += item.text;
        end = item.x + item.width;
      }
      return line;
    });
}

export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  return (await pdfTextItems(bytes)).map((items) => linesOf(items).join("\n"));
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPagesText(bytes)).join("\n");
}

/** The pages (numbered from 1) on which an image is painted, once per image drawn. */
export async function pdfImagePages(bytes: Uint8Array): Promise<number[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const pages: number[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const { fnArray } = await (await document.getPage(number)).getOperatorList();
      for (const operator of fnArray) if (operator === OPS.paintImageXObject || operator === OPS.paintInlineImageXObject) pages.push(number);
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
