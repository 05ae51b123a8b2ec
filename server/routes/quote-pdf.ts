import { Router, type Response } from "express";
import { requireAdmin } from "../middleware/auth";
import { resolveClientLink } from "../services/client-links";
import type { Quote } from "../../shared/schema";
import type { Database } from "../db";
import { conflict } from "../errors";
import { hasPrice } from "../../shared/quote-lifecycle";
import { loadQuotePdf } from "../services/quote-pdf";
import { quoteNotFound } from "../services/quotes";
import { findQuoteById } from "../storage/quotes";

export function quotePdfRoutes(db: Database) {
  const router = Router();

  /** The admin's copy of the quote's PDF. */
  router.get("/quotes/:id/pdf", requireAdmin, async (req, res) => {
    const quote = await findQuoteById(db, String(req.params.id));
    if (!quote) throw quoteNotFound();
    await sendQuotePdf(res, quote);
  });

  /**
   * The quote as a PDF, for anyone holding its link (as the quote page). Never stored by the browser:
   * the quote may change (an edit, an acceptance), and the file with it; the ETag (the file's SHA-256)
   * tells two downloads apart. Opening the PDF does not count as the client's first view of the quote.
   */
  router.get("/links/:token/pdf", async (req, res) => {
    await sendQuotePdf(res, await resolveClientLink(db, String(req.params.token)));
  });

  return router;
}

async function sendQuotePdf(res: Response, quote: Quote): Promise<void> {
  if (!hasPrice(quote)) throw conflict("QUOTE_NOT_PRICED", "This quote is still being priced. We will e-mail you as soon as it is ready.");
  const pdf = await loadQuotePdf(quote);
  res.set({
    "Cache-Control": "no-store",
    ETag: `"${pdf.sha256}"`,
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${pdf.filename}"`,
    "Content-Length": String(pdf.bytes.length),
  });
  res.end(Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength));
}
