import { Router, type RequestHandler } from "express";
import type { Database } from "../db";
import { estimateQuoteSchema, insertQuoteSchema, quoteDecisionSchema, updateQuoteSchema } from "../../shared/schema";
import { isAdmin, requireAdmin } from "../middleware/auth";
import { requestContext } from "../middleware/request-context";
import { listQuotes } from "../storage/quotes";
import { createEstimateQuote, createPricedQuote, decideQuote, editQuote, viewQuote, withExpiry } from "../services/quotes";
import { parseBody } from "../validation";

export function quoteRoutes(db: Database, publicWrites: RequestHandler) {
  const router = Router();

  /** Anonymous = the public estimate form; with an admin session = a priced quote as entered. */
  router.post("/quotes", publicWrites, async (req, res) => {
    const context = requestContext(req);
    const quote = isAdmin(req)
      ? await createPricedQuote(db, parseBody(insertQuoteSchema, req.body), context)
      : await createEstimateQuote(db, parseBody(estimateQuoteSchema, req.body), context);
    res.status(201).json({ success: true, quoteId: quote.id });
  });

  router.get("/quotes", requireAdmin, async (_req, res) => {
    const now = new Date();
    res.json({ success: true, quotes: (await listQuotes(db)).map((quote) => withExpiry(quote, now)) });
  });

  router.get("/quotes/:id", async (req, res) => {
    const quote = await viewQuote(db, String(req.params.id), { recordView: !isAdmin(req), context: requestContext(req) });
    res.json({ success: true, quote });
  });

  router.patch("/quotes/:id/status", publicWrites, async (req, res) => {
    const decision = parseBody(quoteDecisionSchema, req.body);
    const quote = await decideQuote(db, String(req.params.id), decision, requestContext(req));
    res.json({ success: true, quote });
  });

  router.patch("/quotes/:id", requireAdmin, async (req, res) => {
    const changes = parseBody(updateQuoteSchema, req.body);
    const quote = await editQuote(db, String(req.params.id), changes, requestContext(req));
    res.json({ success: true, quote });
  });

  return router;
}
