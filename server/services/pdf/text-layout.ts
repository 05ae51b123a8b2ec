/**
 * Text for pdf-lib's standard fonts: they can only draw WinAnsi characters, and they do not wrap.
 */
import type { PDFFont } from "pdf-lib";

/**
 * Makes text drawable in the font: tabs become spaces, control characters go, accents the font lacks
 * are dropped from their letter ("ő" → "o"), and anything else becomes "?". `replaced` tells whether
 * the drawn text differs from the stored one, so the document can say so.
 */
const characterSets = new WeakMap<PDFFont, Set<number>>();

function supportedBy(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

export function drawableText(font: PDFFont, text: string): { text: string; replaced: boolean } {
  const supported = supportedBy(font);
  let replaced = false;
  let out = "";
  for (const char of text.replace(/\t/g, "    ")) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) {
      replaced = true;
      continue;
    }
    if (supported.has(code)) {
      out += char;
      continue;
    }
    replaced = true;
    const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += base && [...base].every((c) => supported.has(c.codePointAt(0) ?? 0)) ? base : "?";
  }
  return { text: out, replaced };
}

/** Splits a word wider than the line into pieces that fit (hashes, long URLs, user agents). */
function splitLongWord(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && font.widthOfTextAtSize(piece + char, size) > maxWidth) {
      pieces.push(piece);
      piece = "";
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Greedy word wrap measured with the font itself. `firstLineWidth` lets a line start after a label.
 * Always returns at least one line (possibly empty), so blank input still takes its place.
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number, firstLineWidth = maxWidth): string[] {
  const lines: string[] = [];
  let line = "";
  const widthOf = (value: string) => font.widthOfTextAtSize(value, size);
  const limit = () => (lines.length === 0 ? firstLineWidth : maxWidth);
  const words = text.split(/ +/).filter((word) => word !== "");
  for (const word of words.length > 0 ? words : [""]) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate) <= limit()) {
      line = candidate;
      continue;
    }
    if (line) {
      lines.push(line);
      line = "";
    }
    if (widthOf(word) <= limit()) {
      line = word;
      continue;
    }
    const pieces = splitLongWord(word, font, size, Math.min(limit(), maxWidth));
    line = pieces.pop() ?? "";
    lines.push(...pieces);
  }
  lines.push(line);
  return lines;
}
