import type { Database, Executor } from "../db";
import { enforce, notFound } from "../errors";
import { quoteEventTypes, type QuoteEventType } from "../../shared/audit-events";
import type { QuoteEventRecord } from "../../shared/api/responses";
import { quoteValidity } from "../../shared/business";
import { canDecide, canEdit, canSend, isVersionSeen } from "../../shared/quote-lifecycle";
import { addDays, isExpired, torontoDate } from "../../shared/quote-rules";
import type { CreateQuote, EstimateQuote, Event, Quote, QuoteDecision, UpdateQuote } from "../../shared/schema";
import { findContractByQuoteId } from "../storage/contracts";
import { listQuoteEvents, recordEvent, type RequestContext } from "../storage/events";
import {
  findQuoteById,
  findQuoteForUpdate,
  insertQuote,
  listQuotes,
  markQuoteFirstViewed,
  markQuoteSent,
  setQuoteDecision,
  updateQuote,
} from "../storage/quotes";
import { queueDecisionNotice, queueEstimateEmails, queueQuoteLink } from "./mail/messages";
import type { MailSettings } from "./mail/settings";
import { markLeadQuoted } from "./quote-requests";

export type QuoteView = Quote & { expired: boolean; contractId?: string | null };

export const quoteNotFound = () => notFound("QUOTE_NOT_FOUND", "Quote not found");

export function withExpiry(quote: Quote, now = new Date()): QuoteView {
  return { ...quote, expired: isExpired(quote.validUntil, now) };
}

/** Every quote for the admin, newest first. */
export async function listQuoteViews(db: Database, now = new Date()): Promise<QuoteView[]> {
  return (await listQuotes(db)).map((quote) => withExpiry(quote, now));
}

/** Queues the link e-mail, stamps sentAt and writes quote.sent, all in the caller's transaction. */
async function emailQuoteLink(tx: Executor, mail: MailSettings, quote: Quote, context: RequestContext): Promise<Quote> {
  const email = await queueQuoteLink(tx, mail, quote);
  const sent = await markQuoteSent(tx, quote.id);
  await recordEvent(tx, { type: "quote.sent", quoteId: quote.id, data: { to: quote.clientEmail, emailId: email.id } }, context);
  return sent;
}

/**
 * A quote priced by the admin, exactly as entered; every new quote starts pending. When it names the
 * lead it was priced from, that lead becomes `quoted`. A sendable quote is e-mailed to the client at
 * once (an unpriced or already expired one is not: its link would lead nowhere useful).
 */
export async function createPricedQuote(
  db: Database,
  mail: MailSettings,
  input: CreateQuote,
  context: RequestContext,
  now = new Date(),
): Promise<Quote> {
  const { quoteRequestId, ...fields } = input;
  return db.transaction(async (tx) => {
    const quote = await insertQuote(tx, { ...fields, status: "pending", source: "admin" });
    await recordEvent(
      tx,
      { type: "quote.created", quoteId: quote.id, quoteRequestId, data: { source: "admin", ...(quoteRequestId ? { quoteRequestId } : {}) } },
      context,
    );
    if (quoteRequestId) await markLeadQuoted(tx, quoteRequestId, quote.id, context);
    // An unpriced or already expired quote is not e-mailed: its link would lead nowhere useful.
    return canSend(quote, now).allowed ? emailQuoteLink(tx, mail, quote, context) : quote;
  });
}

/** The admin (re)sends the quote link; 409 with the reason when the quote is not sendable. */
export async function sendQuote(db: Database, mail: MailSettings, id: string, context: RequestContext, now = new Date()): Promise<Quote> {
  return db.transaction(async (tx) => {
    const quote = await findQuoteForUpdate(tx, id);
    if (!quote) throw quoteNotFound();
    enforce(canSend(quote, now));
    return emailQuoteLink(tx, mail, quote, context);
  });
}

const isQuoteEventType = (type: string): type is QuoteEventType => (quoteEventTypes as readonly string[]).includes(type);

/** The quote's history for the admin, oldest first: the audit log's rows about this quote. */
export async function quoteTimeline(db: Database, id: string): Promise<QuoteEventRecord[]> {
  if (!(await findQuoteById(db, id))) throw quoteNotFound();
  const rows: Event[] = await listQuoteEvents(db, id);
  return rows.flatMap(({ id: eventId, type, at, data }) =>
    // The log's data was written by recordEvent, which takes each type's own shape (shared/audit-events.ts).
    isQuoteEventType(type) ? [{ id: eventId, type, at, data } as QuoteEventRecord] : [],
  );
}

/**
 * A request from the public estimate form. Whatever the body says, it is stored pending, unpriced
 * (0.00) and valid for 30 days: the admin prices it before the client can accept it.
 */
export async function createEstimateQuote(
  db: Database,
  mail: MailSettings,
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
    await queueEstimateEmails(tx, mail, quote);
    return quote;
  });
}

/** The client's view of a quote. Their first view is recorded once; the admin's views are not. */
export async function viewQuote(db: Database, id: string, options: { recordView: boolean; context: RequestContext }): Promise<QuoteView> {
  let quote = await findQuoteById(db, id);
  if (!quote) throw quoteNotFound();
  if (options.recordView && !quote.firstViewedAt && (await markQuoteFirstViewed(db, id))) {
    await recordEvent(db, { type: "quote.viewed", quoteId: id, data: {} }, options.context);
    quote = (await findQuoteById(db, id)) ?? quote;
  }
  // The quote and contract pages show "signed" at once when a contract exists.
  const contract = quote.status === "accepted" ? await findContractByQuoteId(db, id) : undefined;
  return { ...quote, expired: isExpired(quote.validUntil), contractId: contract?.id ?? null };
}

/**
 * Accept or decline. The row is locked while the rules are checked against its current state, so
 * of any number of simultaneous decisions exactly one succeeds and the rest get 409.
 */
export async function decideQuote(
  db: Database,
  mail: MailSettings,
  id: string,
  decision: QuoteDecision,
  context: RequestContext,
  now = new Date(),
): Promise<QuoteView> {
  return db.transaction(async (tx) => {
    const quote = await findQuoteForUpdate(tx, id);
    if (!quote) throw quoteNotFound();
    enforce(canDecide(quote, now));
    enforce(isVersionSeen(quote, decision.version));
    const declineReason = decision.status === "rejected" ? (decision.reason ?? null) : null;
    const updated = await setQuoteDecision(tx, id, { status: decision.status, declineReason });
    if (decision.status === "accepted") await recordEvent(tx, { type: "quote.accepted", quoteId: id, data: {} }, context);
    else await recordEvent(tx, { type: "quote.rejected", quoteId: id, data: declineReason ? { reason: declineReason } : {} }, context);
    await queueDecisionNotice(tx, mail, updated);
    return withExpiry(updated, now);
  });
}

/** The admin's edit of a pending quote (estimate quotes arrive at 0.00 and are priced here). */
export async function editQuote(db: Database, id: string, changes: UpdateQuote, context: RequestContext): Promise<QuoteView> {
  return db.transaction(async (tx) => {
    const existing = await findQuoteForUpdate(tx, id);
    if (!existing) throw quoteNotFound();
    enforce(canEdit(existing));
    const updated = await updateQuote(tx, id, changes);
    await recordEvent(tx, { type: "quote.updated", quoteId: id, data: { fields: Object.keys(changes) } }, context);
    return withExpiry(updated);
  });
}
