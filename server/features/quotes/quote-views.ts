/**
 * What a quote looks like to its readers: the stored row plus what is derived from it (expiry by the
 * Toronto calendar, the item totals in cents, the signed contract, the current revision). The
 * estimate form's answers and photos, and the lead the quote was priced from, are for the admin and
 * never reach the client's page.
 */
import type { Executor } from "../../db";
import { quoteTotalRangeOf, type TotalRange } from "../../../shared/choice-groups";
import { quoteTotalsOf, type QuoteTotals } from "../../../shared/line-items";
import { centsToTotalCost } from "../../../shared/money";
import { isExpired } from "../../../shared/quote-rules";
import type { Quote } from "../../../shared/schema";
import { findQuoteById } from "./storage";

export type QuoteView = Omit<Quote, "estimateAnswers" | "photoUrls" | "quoteRequestId"> & {
  totalCost: string;
  estimateAnswers?: Quote["estimateAnswers"];
  photoUrls?: Quote["photoUrls"];
  quoteRequestId?: Quote["quoteRequestId"];
  expired: boolean;
  totals: QuoteTotals | null;
  /** The total with HST from the cheapest to the dearest choice (add-ons left out); null without items. */
  totalRange: TotalRange | null;
  contractId?: string | null;
  currentQuoteId?: string | null;
};

/** Totals with the client's frozen choice once accepted; before that, the required items only. */
export function totalsOf(quote: Pick<Quote, "lineItems" | "chosenOptionIds" | "discountCents" | "discountBasisPoints">): QuoteTotals | null {
  return quote.lineItems.length > 0 ? quoteTotalsOf(quote) : null;
}

export function toQuoteView(quote: Quote, options: { forAdmin: boolean; now: Date }): QuoteView {
  const { estimateAnswers, photoUrls, quoteRequestId, ...rest } = quote;
  return {
    ...rest,
    ...(options.forAdmin ? { estimateAnswers, photoUrls, quoteRequestId } : {}),
    totalCost: centsToTotalCost(quote.totalCents),
    expired: isExpired(quote.validUntil, options.now),
    totals: totalsOf(quote),
    totalRange: quote.lineItems.length > 0 ? quoteTotalRangeOf(quote) : null,
  };
}

/** A revision chain is short; the bound only guards against a cycle nobody should be able to make. */
const maxRevisionHops = 100;

/** The newest revision of a replaced quote (its old link points there), or undefined when it is current. */
export async function currentRevision(db: Executor, quote: Pick<Quote, "replacedBy">): Promise<Quote | undefined> {
  let nextId = quote.replacedBy;
  let current: Quote | undefined;
  for (let hop = 0; nextId && hop < maxRevisionHops; hop++) {
    current = (await findQuoteById(db, nextId)) ?? current;
    nextId = current?.id === nextId ? current.replacedBy : null;
  }
  return current;
}

/** The newest revision's id, or null when the quote is current. */
export async function currentRevisionId(db: Executor, quote: Pick<Quote, "replacedBy">): Promise<string | null> {
  return (await currentRevision(db, quote))?.id ?? null;
}
