import { Router, type RequestHandler } from "express";
import type { Database } from "../db";
import {
  clientQuoteAnswerSchema,
  linkReplacedAnswerSchema,
  messageAnswerSchema,
  quoteAnswerSchema,
  quoteCreatedAnswerSchema,
  quoteEventsAnswerSchema,
  quotesAnswerSchema,
} from "../../shared/api/responses";
import {
  changeRequestSchema,
  createQuoteSchema,
  estimateQuoteSchema,
  quoteDecisionSchema,
  quoteRemindersSchema,
  updateQuoteSchema,
} from "../../shared/schema";
import { badRequest } from "../errors";
import { replaceClientLink, resolveClientLink, viewClientQuote } from "../services/client-links";
import { toQuoteView, type QuoteView } from "../services/quote-views";
import { isAdmin, requireAdmin } from "../middleware/auth";
import { dropHoneypotSubmissions } from "../middleware/honeypot";
import { readJsonTextParts } from "../middleware/multipart-json-fields";
import { refuseSpentBudget, storeChargingPhotos } from "../middleware/photo-budget";
import { readPhotoUpload, receivedPhotos } from "../middleware/photo-upload";
import type { Limits } from "../middleware/rate-limits";
import { requestContext } from "../middleware/request-context";
import { respond } from "../respond";
import type { MailSettings } from "../services/mail/settings";
import type { PhotoBudget } from "../services/photos/budget";
import {
  createEstimateQuote,
  createPricedQuote,
  decideQuote,
  editQuote,
  listQuoteViews,
  quoteTimeline,
  requestQuoteChanges,
  sendQuote,
  switchQuoteReminders,
  viewQuote,
} from "../services/quotes";
import { parseBody } from "../validation";
import { parseQuoteListQuery } from "../../shared/list-query";
import { parseListQuery } from "./list-query";

/** A quote the client just decided or asked changes of was open to them: not signed, not replaced. */
const undecidedClientQuote = (quote: QuoteView) => ({ ...quote, replaced: false, signed: false, currentLinkToken: null });

/** The admin's quote form sends JSON; photos arrive only with the public estimate form. */
const adminMultipartMessage = "Photos are sent with the estimate form only; send a priced quote as JSON.";

export function quoteRoutes(db: Database, mail: MailSettings, publicWrites: RequestHandler, limits: Limits) {
  const router = Router();
  const photoBudget: PhotoBudget = { limiter: limits.limiter, rule: limits.rules.photoBytes };

  /** Anonymous = the public estimate form; with an admin session = a priced quote as entered. */
  const dropHoneypot = dropHoneypotSubmissions((res, quoteId) => respond(res, quoteCreatedAnswerSchema, { success: true, quoteId }, 201));

  /**
   * JSON, or (estimate form) multipart/form-data with the same fields as text, `estimateAnswers` as
   * one text part holding its JSON, and up to the lead form's limits of photos in "photos".
   */
  router.post(
    "/quotes",
    publicWrites,
    refuseSpentBudget(photoBudget),
    readPhotoUpload,
    readJsonTextParts("estimateAnswers"),
    dropHoneypot,
    async (req, res) => {
      const context = requestContext(req);
      if (isAdmin(req)) {
        if (req.is("multipart/form-data")) throw badRequest("UPLOAD_MALFORMED", adminMultipartMessage);
        const quote = await createPricedQuote(db, mail, parseBody(createQuoteSchema, req.body), context);
        return respond(res, quoteCreatedAnswerSchema, { success: true, quoteId: quote.id }, 201);
      }
      const input = parseBody(estimateQuoteSchema, req.body);
      const photos = receivedPhotos(req);
      const quote = await storeChargingPhotos(photoBudget, req, res, photos, () => createEstimateQuote(db, mail, input, photos, context));
      respond(res, quoteCreatedAnswerSchema, { success: true, quoteId: quote.id }, 201);
    },
  );

  /** Every quote, or with ?status=&q=&page=&pageSize= one filtered page of them. */
  router.get("/quotes", requireAdmin, async (req, res) => {
    const query = parseListQuery(req, parseQuoteListQuery);
    respond(res, quotesAnswerSchema, { success: true, ...(await listQuoteViews(db, query)) });
  });

  /** The admin's read; the client reads through their link (GET /links/:token). */
  router.get("/quotes/:id", requireAdmin, async (req, res) => {
    const quote = await viewQuote(db, String(req.params.id), { recordView: false, forAdmin: true, context: requestContext(req) });
    respond(res, quoteAnswerSchema, { success: true, quote });
  });

  /** The client's read of their link (usually answered by the front door, server/routes/client-quote-read.ts). */
  router.get("/links/:token", async (req, res) => {
    const quote = await viewClientQuote(db, String(req.params.token), requestContext(req));
    respond(res, clientQuoteAnswerSchema, { success: true, quote });
  });

  /** The client asks for changes instead of deciding; anyone holding the link, like a decision. */
  router.post("/links/:token/change-requests", publicWrites, async (req, res) => {
    const request = parseBody(changeRequestSchema, req.body);
    const { id } = await resolveClientLink(db, String(req.params.token));
    const quote = await requestQuoteChanges(db, mail, limits, id, request, requestContext(req));
    respond(res, clientQuoteAnswerSchema, { success: true, quote: undecidedClientQuote(quote) });
  });

  /** The owner replaces the client's link (the old one answers 410 from now on) and e-mails the quote again when it can. */
  router.post("/quotes/:id/link", requireAdmin, async (req, res) => {
    const { quote, emailed } = await replaceClientLink(db, mail, String(req.params.id), requestContext(req));
    respond(res, linkReplacedAnswerSchema, { success: true, quote: toQuoteView(quote, { forAdmin: true }), emailed });
  });

  router.put("/quotes/:id/reminders", requireAdmin, async (req, res) => {
    const { enabled } = parseBody(quoteRemindersSchema, req.body);
    const quote = await switchQuoteReminders(db, String(req.params.id), enabled, requestContext(req));
    respond(res, quoteAnswerSchema, { success: true, quote });
  });

  router.patch("/links/:token/status", publicWrites, async (req, res) => {
    const decision = parseBody(quoteDecisionSchema, req.body);
    const { id } = await resolveClientLink(db, String(req.params.token));
    const quote = await decideQuote(db, mail, id, decision, requestContext(req));
    respond(res, clientQuoteAnswerSchema, { success: true, quote: undecidedClientQuote(quote) });
  });

  router.patch("/quotes/:id", requireAdmin, async (req, res) => {
    const changes = parseBody(updateQuoteSchema, req.body);
    const quote = await editQuote(db, String(req.params.id), changes, requestContext(req));
    respond(res, quoteAnswerSchema, { success: true, quote });
  });

  router.post("/quotes/:id/send", requireAdmin, async (req, res) => {
    const quote = await sendQuote(db, mail, String(req.params.id), requestContext(req));
    respond(res, messageAnswerSchema, { success: true, message: `Quote sent to ${quote.clientEmail}` });
  });

  router.get("/quotes/:id/events", requireAdmin, async (req, res) => {
    respond(res, quoteEventsAnswerSchema, { success: true, events: await quoteTimeline(db, String(req.params.id)) });
  });

  return router;
}
