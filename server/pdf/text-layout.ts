/**
 * Word wrap for the PDF: pdf-lib draws a line where it is told and never wraps, so lines are broken
 * here, measured with the fonts that will draw them (fonts.ts).
 */

/** The width of a text at the size being laid out, in points. */
export type Measure = (text: string) => number;

/** Splits a word wider than the line into pieces that fit (hashes, long URLs, user agents, Chinese). */
function splitLongWord(word: string, widthOf: Measure, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && widthOf(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = "";
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Greedy word wrap. `firstLineWidth` lets a line start after a label. Always returns at least one
 * line (possibly empty), so blank input still takes its place.
 */
export function wrapText(text: string, widthOf: Measure, maxWidth: number, firstLineWidth = maxWidth): string[] {
  const lines: string[] = [];
  let line = "";
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
    const pieces = splitLongWord(word, widthOf, Math.min(limit(), maxWidth));
    line = pieces.pop() ?? "";
    lines.push(...pieces);
  }
  lines.push(line);
  return lines;
}
