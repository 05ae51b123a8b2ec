import type { RequestHandler } from "express";
import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { badRequest } from "../../errors";
import { replaceClientLink, resolveClientLink, viewClientQuote } from "./client-links";
import { toQuoteView, type QuoteView } from "./quote-views";
import {
  createPricedQuote,
  decideQuote,
  editQuote,
  listQuoteViews,
  quoteTimeline,
  requestQuoteChanges,
  sendQuote,
  switchQuoteReminders,
  viewQuote,
} from "./quotes";
import { parseQuoteListQuery } from "../../../shared/list-query";
import { parseListQuery } from "../../endpoints/list-query";

/** A quote the client just decided or asked changes of was open to them: not signed, not replaced. */
const undecidedClientQuote = (quote: QuoteView) => ({ ...quote, replaced: false, signed: false, currentLinkToken: null });

/** The admin's quote form sends JSON; photos arrive only with the public estimate form. */
const adminMultipartMessage = "Photos are sent with the estimate form only; send a priced quote as JSON.";
const refuseMultipart: RequestHandler = (req, _res, next) =>
  next(req.is("multipart/form-data") ? badRequest("UPLOAD_MALFORMED", adminMultipartMessage) : undefined);

export function quoteRoutes({ db, mail, limits, publicWrites }: RouteDeps) {
  return {
    /** The admin's priced quote; anonymous callers of this path are answered by submitEstimate (server/features/leads/estimate-routes.ts). */
    createQuote: {
      before: [refuseMultipart],
      handle: async ({ body, context, now }) => {
        const quote = await createPricedQuote(db, mail, body, context, now);
        return { success: true, quoteId: quote.id };
      },
    },

    /** Every quote, or with ?status=&q=&page=&pageSize= one filtered page of them. */
    listQuotes: async ({ req, now }) => ({ success: true, ...(await listQuoteViews(db, parseListQuery(req, parseQuoteListQuery), now)) }),

    /** The admin's read; the client reads through their link (GET /links/:token). */
    getQuote: async ({ params, context, now }) => ({
      success: true,
      quote: await viewQuote(db, params.id, { recordView: false, forAdmin: true, context, now }),
    }),

    /** The client's read of their link, the busiest request: through the same chain as every other (decision 0152). */
    readClientQuote: async ({ params, context, now }) => ({ success: true, quote: await viewClientQuote(db, params.token, context, now) }),

    /** The client asks for changes instead of deciding; anyone holding the link, like a decision. */
    requestQuoteChanges: {
      before: [publicWrites],
      handle: async ({ params, body, context, now }) => {
        const { id } = await resolveClientLink(db, params.token);
        const quote = await requestQuoteChanges(db, mail, limits, id, body, context, now);
        return { success: true, quote: undecidedClientQuote(quote) };
      },
    },

    /** The owner replaces the client's link (the old one answers 410 from now on) and e-mails the quote again when it can. */
    replaceQuoteLink: async ({ params, context, now }) => {
      const { quote, emailed } = await replaceClientLink(db, mail, params.id, context, now);
      return { success: true, quote: toQuoteView(quote, { forAdmin: true, now }), emailed };
    },

    switchQuoteReminders: async ({ params, body, context, now }) => ({
      success: true,
      quote: await switchQuoteReminders(db, params.id, body.enabled, context, now),
    }),

    decideQuote: {
      before: [publicWrites],
      handle: async ({ params, body, context, now }) => {
        const { id } = await resolveClientLink(db, params.token);
        const quote = await decideQuote(db, mail, id, body, context, now);
        return { success: true, quote: undecidedClientQuote(quote) };
      },
    },

    editQuote: async ({ params, body, context, now }) => ({ success: true, quote: await editQuote(db, params.id, body, context, now) }),

    sendQuote: async ({ params, context, now }) => {
      const quote = await sendQuote(db, mail, params.id, context, now);
      return { success: true, message: `Quote sent to ${quote.clientEmail}` };
    },

    getQuoteEvents: async ({ params }) => ({ success: true, events: await quoteTimeline(db, params.id) }),
  } satisfies SomeBindings;
}
