import type { Database } from "../db";
import { conflict, notFound } from "../errors";
import { quoteValidity } from "../../shared/business";
import { addDays, decisionBlocker, isExpired, torontoDate } from "../../shared/quote-rules";
import type { EstimateQuote, InsertQuote, Quote, QuoteDecision, UpdateQuote } from "../../shared/schema";
import { recordEvent, type RequestContext } from "../storage/events";
import {
  findQuoteById,
  findQuoteForUpdate,
  insertQuote,
  markQuoteFirstViewed,
  setQuoteDecision,
  updatePendingQuote,
} from "../storage/quotes";

export type QuoteView = Quote & { expired: boolean };

export const quoteNotFound = () => notFound("Quote not found");

export function withExpiry(quote: Quote, now = new Date()): QuoteView {
  return { ...quote, expired: isExpired(quote.validUntil, now) };
}

/** A quote priced by the admin, exactly as entered; every new quote starts pending. */
export async function createPricedQuote(db: Database, input: InsertQuote, context: RequestContext): Promise<Quote> {
  return db.transaction(async (tx) => {
    const quote = await insertQuote(tx, { ...input, status: "pending", source: "admin" });
    await recordEvent(tx, { type: "quote.created", quoteId: quote.id, data: { source: "admin" } }, context);
    return quote;
  });
}

/**
 * A request from the public estimate form. Whatever the body says, it is stored pending, unpriced
 * (0.00) and valid for 30 days: the admin prices it before the client can accept it.
 */
export async function createEstimateQuote(
  db: Database,
  input: EstimateQuote,
  context: RequestContext,
  now = new Date(),
): Promise<Quote> {
  return db.transaction(async (tx) => {
    const quote = await insertQuote(tx, {
      ...input,
      totalCost: "0.00",
      validUntil: addDays(torontoDate(now), quoteValidity.estimateDays),
      status: "pending",
      source: "estimate",
    });
    await recordEvent(tx, { type: "quote.created", quoteId: quote.id, data: { source: "estimate" } }, context);
    return quote;
  });
}

/** The client's view of a quote. Their first view is recorded once; the admin's views are not. */
export async function viewQuote(
  db: Database,
  id: string,
  options: { recordView: boolean; context: RequestContext },
): Promise<QuoteView> {
  const quote = await findQuoteById(db, id);
  if (!quote) throw quoteNotFound();
  if (options.recordView && !quote.firstViewedAt && (await markQuoteFirstViewed(db, id))) {
    await recordEvent(db, { type: "quote.viewed", quoteId: id }, options.context);
    return withExpiry((await findQuoteById(db, id)) ?? quote);
  }
  return withExpiry(quote);
}

/**
 * Accept or decline. The row is locked while the rules are checked against its current state, so
 * of any number of simultaneous decisions exactly one succeeds and the rest get 409.
 */
export async function decideQuote(
  db: Database,
  id: string,
  decision: QuoteDecision,
  context: RequestContext,
  now = new Date(),
): Promise<QuoteView> {
  return db.transaction(async (tx) => {
    const quote = await findQuoteForUpdate(tx, id);
    if (!quote) throw quoteNotFound();
    const blocker = decisionBlocker(quote, now);
    if (blocker) throw conflict(blocker);
    const declineReason = decision.status === "rejected" ? (decision.reason ?? null) : null;
    const updated = await setQuoteDecision(tx, id, { status: decision.status, declineReason });
    await recordEvent(
      tx,
      { type: `quote.${decision.status}`, quoteId: id, data: declineReason ? { reason: declineReason } : {} },
      context,
    );
    return withExpiry(updated, now);
  });
}

/** The admin's edit of a pending quote (estimate quotes arrive at 0.00 and are priced here). */
export async function editQuote(db: Database, id: string, changes: UpdateQuote, context: RequestContext): Promise<QuoteView> {
  return db.transaction(async (tx) => {
    const existing = await findQuoteForUpdate(tx, id);
    if (!existing) throw quoteNotFound();
    const updated = await updatePendingQuote(tx, id, changes);
    if (!updated) throw conflict(`This quote is ${existing.status === "rejected" ? "declined" : existing.status} and can no longer be edited.`);
    await recordEvent(tx, { type: "quote.updated", quoteId: id, data: { fields: Object.keys(changes) } }, context);
    return withExpiry(updated);
  });
}
