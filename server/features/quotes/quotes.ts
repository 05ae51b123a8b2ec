import type { Database, Executor } from "../../db";
import { badRequest, conflict, enforce, notFound, RateLimitedError } from "../../errors";
import type { Limits } from "../../middleware/rate-limits";
import { recordChangeRequest } from "./change-request-notices";
import { isQuoteEventType } from "../../../shared/audit-events";
import type { QuoteEventRecord } from "../../../shared/api/responses";
import { quoteValidity } from "../../../shared/business";
import {
  discountInputOf,
  discountOf,
  discountProblem,
  parseDiscount,
  quoteTotals,
  type DiscountInput,
  type LineItem,
  type QuoteDiscount,
} from "../../../shared/line-items";
import { type QuoteListQuery } from "../../../shared/list-query";
import { quoteTotalRange, type ChoiceGroup } from "../../../shared/choice-groups";
import { designMessages, type DesignInput, type DesignSelection } from "../../../shared/design-catalogue";
import { canDecide, canEdit, canRevise, canSend, hasPrice, isVersionSeen, quoteStage, type QuoteStage } from "../../../shared/quote-lifecycle";
import { addDays, parseAmountCents, torontoDate } from "../../../shared/quote-rules";
import type { ChangeRequest, CreateQuote, EstimateQuote, Event, Quote, QuoteDecision, UpdateQuote } from "../../../shared/schema";
import { findContractByQuoteId } from "../contracts/storage";
import { listQuoteEvents, recordEvent, type RequestContext } from "../../storage/events";
import {
  findQuoteById,
  findQuoteForUpdate,
  countQuotes,
  insertQuote,
  insertQuoteWithPhotos,
  listQuotes,
  markQuoteFirstViewed,
  markQuoteReplaced,
  markQuoteSent,
  setQuoteChangesRequested,
  setQuoteDecision,
  setQuoteReminders,
  updateQuote,
} from "./storage";
import { queueDecisionNotice, queueEstimateEmails, queueQuoteLink } from "./messages";
import type { MailSettings } from "../../mail/settings";
import { lockLeadToQuote, markLeadQuoted } from "../leads/quote-requests";
import { keepPhotoFiles } from "../../photos/photo-storage";
import { preparePhotos, type IncomingPhoto } from "../../photos/prepare";
import { currentRevisionId, toQuoteView, type QuoteView } from "./quote-views";
import {
  checkAcceptedChoice,
  choiceLabels,
  designIds,
  refuseDanglingOptions,
  refuseDesignOutsideCatalogue,
  refuseIncompleteChoices,
  sameDesign,
} from "./quote-choices";

export type { QuoteView };

export const quoteNotFound = () => notFound("QUOTE_NOT_FOUND", "Quote not found");

export const pastValidUntilMessage = "Valid until date cannot be in the past";

/** A quote the admin dates before today (Toronto) would be born expired: refused like any bad field. */
function refusePastValidUntil(validUntil: string | undefined, now: Date): void {
  if (validUntil !== undefined && validUntil < torontoDate(now)) {
    throw badRequest("VALIDATION_FAILED", pastValidUntilMessage, { validUntil: pastValidUntilMessage });
  }
}

/** The discount as stored: its two columns, both null without one. */
function discountColumns(discount: QuoteDiscount | null) {
  return {
    discountCents: discount?.kind === "amount" ? discount.cents : null,
    discountBasisPoints: discount?.kind === "percent" ? discount.basisPoints : null,
  };
}

/** The discount sent (already checked to read), checked against the items it applies to: 400 with its own message. */
function checkedDiscount(lineItems: LineItem[], input: DiscountInput | null): QuoteDiscount | null {
  const discount = input ? parseDiscount(input) : null;
  const problem = discountProblem(lineItems, discount);
  if (problem) throw badRequest("VALIDATION_FAILED", problem, { discount: problem });
  return discount;
}

/**
 * An itemised quote's price is always the server's sum (with its discount and HST) of its required
 * items; otherwise the totalCost typed (already checked to read as an amount) in cents. Never a figure
 * the browser worked out.
 */
function priceOf(
  lineItems: LineItem[],
  discount: QuoteDiscount | null,
  givenTotalCost: string | undefined,
  choiceGroups: readonly ChoiceGroup[] = [],
): { totalCents?: number } {
  // With choices still open, the lowest total of the range (shared/choice-groups.ts).
  if (lineItems.length > 0) return { totalCents: quoteTotalRange(lineItems, choiceGroups, discount).lowCents };
  return givenTotalCost === undefined ? {} : { totalCents: parseAmountCents(givenTotalCost) ?? 0 };
}

/** A design the owner sets: recorded as the owner's; null for none. */
const ownerDesign = (design: DesignInput | null | undefined): DesignSelection | null => (design ? { ...design, selectedBy: "owner" } : null);

/**
 * The design a revision starts with: the one the owner's form sends, checked against the catalogue
 * (entries the revised quote already named stay valid when retired). The client's pick on the revised
 * quote is not carried over, even when the form sends it back: the revision's choice starts afresh.
 */
async function revisionDesign(tx: Executor, design: DesignInput | null | undefined, revised: Quote | undefined): Promise<DesignSelection | null> {
  if (!design) return null;
  if (revised?.design?.selectedBy === "client" && sameDesign(design, revised.design)) return null;
  await refuseDesignOutsideCatalogue(tx, design, designIds(revised?.design));
  return ownerDesign(design);
}

export type ListedQuoteView = QuoteView & { stage: QuoteStage };
export type QuoteListAnswer = { quotes: ListedQuoteView[]; total: number; page: number; pageSize: number };

/**
 * The admin's quote list, newest first, each at its lifecycle stage. Filtered, searched and paged by
 * the database; without any list parameter (query.paged false) every quote, as the dashboard reads it.
 */
export async function listQuoteViews(db: Database, query: QuoteListQuery, now: Date): Promise<QuoteListAnswer> {
  const filter = { status: query.status, q: query.q, today: torontoDate(now) };
  const page = query.paged ? { offset: (query.page - 1) * query.pageSize, limit: query.pageSize } : undefined;
  const [rows, total] = await Promise.all([listQuotes(db, filter, page), page ? countQuotes(db, filter) : undefined]);
  const quotes = rows.map(({ hasContract, ...quote }) => ({
    ...toQuoteView(quote, { forAdmin: true, now }),
    stage: quoteStage(quote, { exists: hasContract }, now),
  }));
  return page
    ? { quotes, total: total ?? 0, page: query.page, pageSize: query.pageSize }
    : { quotes, total: quotes.length, page: 1, pageSize: Math.max(quotes.length, 1) };
}

/** Queues the link e-mail, stamps sentAt (answering any change request before `now`) and writes quote.sent, all in the caller's transaction. */
export async function emailQuoteLink(tx: Executor, mail: MailSettings, quote: Quote, context: RequestContext, now: Date): Promise<Quote> {
  const email = await queueQuoteLink(tx, mail, quote);
  const sent = await markQuoteSent(tx, quote.id, now);
  await recordEvent(tx, { type: "quote.sent", quoteId: quote.id, data: { to: quote.clientEmail, emailId: email.id } }, context);
  return sent;
}

/** The quote being revised, locked: it must exist and be revisable (not accepted, not already revised). */
async function lockQuoteToRevise(tx: Executor, id: string): Promise<Quote> {
  const quote = await findQuoteForUpdate(tx, id);
  if (!quote) throw quoteNotFound();
  enforce(canRevise(quote));
  return quote;
}

/**
 * A quote priced by the admin; every new quote starts pending. When it names the lead it was priced
 * from, that lead becomes `quoted`. When it revises an earlier quote, it is that quote's next revision
 * and the earlier one is replaced in the same transaction (its link then points here). A sendable
 * quote is e-mailed to the client at once (an unpriced one is not: its link would lead nowhere useful)
 * unless `send` is false: the admin's form saves a draft and the owner sends it from the quote's page.
 */
export async function createPricedQuote(db: Database, mail: MailSettings, input: CreateQuote, context: RequestContext, now: Date): Promise<Quote> {
  const {
    quoteRequestId,
    revisionOf,
    lineItems = [],
    totalCost,
    discount: discountInput = null,
    send = true,
    choiceGroups = [],
    design,
    ...fields
  } = input;
  refusePastValidUntil(fields.validUntil, now);
  const discount = checkedDiscount(lineItems, discountInput);
  refuseDanglingOptions(lineItems, choiceGroups);
  if (send) refuseIncompleteChoices(lineItems, choiceGroups);
  return db.transaction(async (tx) => {
    const revised = revisionOf ? await lockQuoteToRevise(tx, revisionOf) : undefined;
    if (quoteRequestId) await lockLeadToQuote(tx, quoteRequestId);
    const quote = await insertQuote(
      tx,
      {
        ...fields,
        lineItems,
        choiceGroups,
        // A revision starts with no choice made (chosenOptionIds defaults to none).
        design: await revisionDesign(tx, design, revised),
        ...discountColumns(discount),
        totalCents: priceOf(lineItems, discount, totalCost, choiceGroups).totalCents ?? 0,
        status: "pending",
        source: "admin",
        revision: revised ? revised.revision + 1 : 1,
        revisionOf: revised?.id ?? null,
        remindersEnabled: revised?.remindersEnabled ?? true,
        // A revision of an estimate still shows the photos the client sent with it.
        photoUrls: revised?.photoUrls ?? [],
        quoteRequestId: quoteRequestId ?? revised?.quoteRequestId ?? null,
      },
      now,
    );
    const createdData = { source: "admin" as const, ...(quoteRequestId ? { quoteRequestId } : {}), ...(revised ? { revisionOf: revised.id } : {}) };
    await recordEvent(tx, { type: "quote.created", quoteId: quote.id, quoteRequestId, data: createdData }, context);
    if (revised) {
      await markQuoteReplaced(tx, revised.id, quote.id);
      await recordEvent(tx, { type: "quote.revised", quoteId: revised.id, data: { revisionId: quote.id } }, context);
    }
    if (quoteRequestId) await markLeadQuoted(tx, quoteRequestId, quote.id, context, now);
    return send && canSend(quote, now).allowed ? emailQuoteLink(tx, mail, quote, context, now) : quote;
  });
}

/** The admin (re)sends the quote link; 409 with the reason when the quote is not sendable. */
export async function sendQuote(db: Database, mail: MailSettings, id: string, context: RequestContext, now: Date): Promise<Quote> {
  return db.transaction(async (tx) => {
    const quote = await findQuoteForUpdate(tx, id);
    if (!quote) throw quoteNotFound();
    enforce(canSend(quote, now));
    refuseIncompleteChoices(quote.lineItems, quote.choiceGroups);
    return emailQuoteLink(tx, mail, quote, context, now);
  });
}

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
 * (0.00) and valid for 30 days: the admin prices it before the client can accept it. The visitor's
 * answers are kept apart as facts for the admin; only their own description is the quote's text.
 */
export async function createEstimateQuote(
  db: Database,
  mail: MailSettings,
  input: EstimateQuote,
  photos: IncomingPhoto[],
  context: RequestContext,
  now: Date,
): Promise<Quote> {
  // Decoding and re-encoding happen first, off the event loop; then the photo files (embedded database), and
  // the transaction only writes the small results.
  const prepared = await preparePhotos(photos);
  return keepPhotoFiles(db, prepared, (uploads) =>
    db.transaction(async (tx) => {
      const quote = await insertQuoteWithPhotos(
        tx,
        {
          ...input,
          estimateAnswers: input.estimateAnswers ?? null,
          totalCents: 0,
          validUntil: addDays(torontoDate(now), quoteValidity.estimateDays),
          status: "pending",
          source: "estimate",
        },
        uploads,
        now,
      );
      await recordEvent(tx, { type: "quote.created", quoteId: quote.id, data: { source: "estimate" } }, context);
      await queueEstimateEmails(tx, mail, quote);
      return quote;
    }),
  );
}

/**
 * A view counts as the client's first only once there is something to see: the quote is priced and
 * its link was e-mailed. The admin's own views never count.
 */
export const countsAsClientView = (quote: Quote) => !quote.firstViewedAt && quote.sentAt !== null && hasPrice(quote);

/** The quote as its reader may see it; the client's first view of a sent, priced quote is recorded once. */
export async function viewQuote(
  db: Database,
  id: string,
  options: { recordView: boolean; forAdmin: boolean; context: RequestContext; now: Date },
): Promise<QuoteView> {
  let quote = await findQuoteById(db, id);
  if (!quote) throw quoteNotFound();
  if (options.recordView && countsAsClientView(quote) && (await markQuoteFirstViewed(db, id))) {
    await recordEvent(db, { type: "quote.viewed", quoteId: id, data: {} }, options.context);
    quote = (await findQuoteById(db, id)) ?? quote;
  }
  return completeQuoteView(db, quote, { forAdmin: options.forAdmin, now: options.now });
}

/** With what a single read adds: the signed contract, and the current revision of a replaced quote. */
async function completeQuoteView(db: Database, quote: Quote, options: { forAdmin: boolean; now: Date }): Promise<QuoteView> {
  // The quote and contract pages show "signed" at once when a contract exists.
  const contract = quote.status === "accepted" ? await findContractByQuoteId(db, quote.id) : undefined;
  const currentQuoteId = quote.replacedBy ? await currentRevisionId(db, quote) : null;
  return { ...toQuoteView(quote, options), contractId: contract?.id ?? null, currentQuoteId };
}

/**
 * The quote a client acts on (decides, or asks changes of), locked until the transaction ends: it
 * must still be open to a decision (canDecide, the same rule as canRequestChanges) and at the version
 * the client was shown.
 */
async function lockQuoteTheClientSaw(tx: Executor, id: string, seenVersion: number | undefined, now: Date): Promise<Quote> {
  const quote = await findQuoteForUpdate(tx, id);
  if (!quote) throw quoteNotFound();
  enforce(canDecide(quote, now));
  enforce(isVersionSeen(quote, seenVersion));
  return quote;
}

/**
 * Accept or decline. The row is locked while the rules are checked against its current state, so
 * of any number of simultaneous decisions exactly one succeeds and the rest get 409. Acceptance
 * freezes the client's options: the price becomes the total with them, as the contract will say.
 */
export async function decideQuote(
  db: Database,
  mail: MailSettings,
  id: string,
  decision: QuoteDecision,
  context: RequestContext,
  now: Date,
): Promise<QuoteView> {
  return db.transaction(async (tx) => {
    const quote = await lockQuoteTheClientSaw(tx, id, decision.version, now);
    const accepted = decision.status === "accepted" ? await checkAcceptedChoice(tx, quote, decision.options ?? [], decision.design) : undefined;
    const declineReason = decision.status === "rejected" ? (decision.reason ?? null) : null;
    // Every amount is the server's, from the stored items and the checked choice: never a figure sent.
    const frozenPrice =
      accepted && quote.lineItems.length > 0
        ? {
            chosenOptionIds: accepted.chosenOptionIds,
            totalCents: quoteTotals(quote.lineItems, accepted.chosenOptionIds, discountOf(quote)).totalCents,
          }
        : {};
    const clientDesign = accepted?.design ? { design: accepted.design } : {};
    const updated = await setQuoteDecision(tx, id, { status: decision.status, declineReason, ...frozenPrice, ...clientDesign });
    if (accepted) {
      const choices = choiceLabels(quote.choiceGroups, accepted.chosenOptionIds);
      await recordEvent(tx, { type: "quote.accepted", quoteId: id, data: choices.length ? { choices } : {} }, context);
    } else await recordEvent(tx, { type: "quote.rejected", quoteId: id, data: declineReason ? { reason: declineReason } : {} }, context);
    await queueDecisionNotice(tx, mail, updated);
    return toQuoteView(updated, { forAdmin: false, now });
  });
}

/**
 * The client asks for changes instead of deciding: the quote stays pending and open to a decision,
 * the timeline keeps the message, and the business gets it in a notice (change-request-notices.ts).
 * At most changeRequestLimits.perQuotePerDay per quote and perAddressPerDay per address are accepted
 * (429 CHANGE_REQUESTS_LIMITED), counted in the transaction: a refused or failed request counts nothing.
 */
export async function requestQuoteChanges(
  db: Database,
  mail: MailSettings,
  limits: Limits,
  id: string,
  request: ChangeRequest,
  context: RequestContext,
  now: Date,
): Promise<QuoteView> {
  return db.transaction(async (tx) => {
    await lockQuoteTheClientSaw(tx, id, request.version, now);
    const { limiter, rules } = limits;
    for (const [rule, subject] of [
      [rules.changeRequestsPerQuote, id],
      [rules.changeRequestsPerAddress, context.ip ?? "unknown"],
    ] as const) {
      const state = await limiter.hit(rule, subject, 1, tx);
      if (state.exceeded) throw new RateLimitedError("CHANGE_REQUESTS_LIMITED", tooManyChangeRequestsMessage, state.retryAfterSeconds);
    }
    const updated = await setQuoteChangesRequested(tx, id, now);
    await recordChangeRequest(tx, mail, updated, request.message, context, now);
    return toQuoteView(updated, { forAdmin: false, now });
  });
}

const tooManyChangeRequestsMessage =
  "We already have several change requests for this quote today and will be in touch. Please call us if it is urgent.";

/** The admin switches the quote's automatic reminders on or off; what the client sees is unchanged. */
export async function switchQuoteReminders(db: Database, id: string, enabled: boolean, context: RequestContext, now: Date): Promise<QuoteView> {
  return db.transaction(async (tx) => {
    const quote = await findQuoteForUpdate(tx, id);
    if (!quote) throw quoteNotFound();
    const updated = quote.remindersEnabled === enabled ? quote : await setQuoteReminders(tx, id, enabled);
    if (updated !== quote) await recordEvent(tx, { type: "quote.reminders_switched", quoteId: id, data: { enabled } }, context);
    return toQuoteView(updated, { forAdmin: true, now });
  });
}

/** The admin's edit of a pending quote (estimate quotes arrive at 0.00 and are priced here). */
export async function editQuote(db: Database, id: string, changes: UpdateQuote, context: RequestContext, now: Date): Promise<QuoteView> {
  refusePastValidUntil(changes.validUntil, now);
  return db.transaction(async (tx) => {
    const existing = await findQuoteForUpdate(tx, id);
    if (!existing) throw quoteNotFound();
    // Said before "no longer editable": the owner should learn why the design in particular is fixed.
    if (changes.design !== undefined && (await findContractByQuoteId(tx, id))) throw conflict("DESIGN_LOCKED", designMessages.lockedAfterSigning);
    enforce(canEdit(existing));
    const { totalCost, lineItems, discount: discountInput, choiceGroups, design, ...rest } = changes;
    const items = lineItems ?? existing.lineItems;
    const groups = choiceGroups ?? existing.choiceGroups;
    refuseDanglingOptions(items, groups);
    // The client may already have the link: what they read must stay choosable.
    if (existing.sentAt && (lineItems || choiceGroups)) refuseIncompleteChoices(items, groups);
    if (design) await refuseDesignOutsideCatalogue(tx, design, designIds(existing.design));
    // The discount kept when not sent, and checked again when the items change under it.
    const discount = checkedDiscount(items, discountInput === undefined ? discountInputOf(discountOf(existing)) : discountInput);
    const updated = await updateQuote(tx, id, {
      ...rest,
      ...(lineItems ? { lineItems } : {}),
      ...(choiceGroups ? { choiceGroups } : {}),
      ...(design !== undefined ? { design: ownerDesign(design) } : {}),
      ...discountColumns(discount),
      ...priceOf(items, discount, totalCost, groups),
    });
    await recordEvent(tx, { type: "quote.updated", quoteId: id, data: { fields: Object.keys(changes) } }, context);
    return toQuoteView(updated, { forAdmin: true, now });
  });
}
