import type { Response } from "express";
import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { resolveClientLink } from "./client-links";
import type { Quote } from "../../../shared/schema";
import { conflict } from "../../errors";
import { hasPrice } from "../../../shared/quote-lifecycle";
import { loadQuotePdf } from "./quote-pdf";
import { quoteNotFound } from "./quotes";
import { findQuoteById } from "./storage";
import { answerPdf } from "../../endpoints/answer-pdf";

export function quotePdfRoutes({ db }: RouteDeps) {
  return {
    /** The admin's copy of the quote's PDF. */
    getQuotePdf: async ({ res, params, now }) => {
      const quote = await findQuoteById(db, params.id);
      if (!quote) throw quoteNotFound();
      await sendQuotePdf(res, quote, now);
    },

    /**
     * The quote as a PDF, for anyone holding its link (as the quote page). Never stored by the browser:
     * the quote may change (an edit, an acceptance), and the file with it; the ETag (the file's SHA-256)
     * tells two downloads apart. Opening the PDF does not count as the client's first view of the quote.
     */
    getClientQuotePdf: async ({ res, params, now }) => sendQuotePdf(res, await resolveClientLink(db, params.token), now),
  } satisfies SomeBindings;
}

async function sendQuotePdf(res: Response, quote: Quote, now: Date): Promise<void> {
  if (!hasPrice(quote)) throw conflict("QUOTE_NOT_PRICED", "This quote is still being priced. We will e-mail you as soon as it is ready.");
  const pdf = await loadQuotePdf(quote, now);
  answerPdf(res, { ...pdf, disposition: "inline", cacheControl: "no-store" });
}
