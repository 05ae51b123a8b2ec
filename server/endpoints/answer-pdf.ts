/**
 * A PDF answer: the same headers for every document the API hands out (its SHA-256 as the ETag, the
 * exact length, a file name), with the caching and the disposition each route states: a signed
 * document never changes and may be kept; a quote is rendered again when it changes.
 */
import type { Response } from "express";

export type PdfAnswer = {
  bytes: Uint8Array;
  sha256: string;
  filename: string;
  /** "attachment" downloads it; "inline" opens it in the browser's viewer. */
  disposition: "attachment" | "inline";
  cacheControl: string;
};

export function answerPdf(res: Response, pdf: PdfAnswer): void {
  res.set({
    "Cache-Control": pdf.cacheControl,
    ETag: `"${pdf.sha256}"`,
    "Content-Type": "application/pdf",
    "Content-Disposition": `${pdf.disposition}; filename="${pdf.filename}"`,
    "Content-Length": String(pdf.bytes.length),
  });
  res.end(Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength));
}
