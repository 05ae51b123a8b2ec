import { Router } from "express";
import type { Database } from "../db";
import { conflict } from "../errors";
import { isPriced } from "../../shared/quote-rules";
import { loadQuotePdf } from "../services/quote-pdf";
import { quoteNotFound } from "../services/quotes";
import { findQuoteById } from "../storage/quotes";

export function quotePdfRoutes(db: Database) {
  const router = Router();

  /**
   * The quote as a PDF, for anyone holding its link (as the quote page). Never stored by the browser:
   * the quote may change (an edit, an acceptance), and the file with it; the ETag (the file's SHA-256)
   * tells two downloads apart. Opening the PDF does not count as the client's first view of the quote.
   */
  router.get("/quotes/:id/pdf", async (req, res) => {
    const quote = await findQuoteById(db, String(req.params.id));
    if (!quote) throw quoteNotFound();
    if (!isPriced(quote.totalCost))
      throw conflict("QUOTE_NOT_PRICED", "This quote is still being priced. We will e-mail you as soon as it is ready.");
    const pdf = await loadQuotePdf(quote);
    res.set({
      "Cache-Control": "no-store",
      ETag: `"${pdf.sha256}"`,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${pdf.filename}"`,
      "Content-Length": String(pdf.bytes.length),
    });
    res.end(Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength));
  });

  return router;
}
