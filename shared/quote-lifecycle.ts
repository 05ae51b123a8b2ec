/**
 * The quote's life in one place: its statuses, what each is called, and one rule per action
 * (decide, send, edit, sign) answering "allowed", or the error code and message that refuse it.
 *
 * The server's services enforce these rules inside the transaction that changes the quote, and the
 * pages ask the same functions which buttons to offer, so a rule is never worked out twice. Pure
 * functions, no zod or database code: the browser imports them at no cost.
 *
 *   pending ──accept──▶ accepted ──sign──▶ (contract exists)
 *      │
 *      ├─────reject──▶ rejected (shown to people as "Declined")
 *      │
 *      └─request changes─▶ pending (the business is told; nothing else changes)
 *
 * Expiry is derived, never stored: a pending quote is expired after its validUntil day (Toronto).
 * A quote that is not accepted can be revised: the revision is a new quote, and the old one is
 * `replaced` (replacedBy set) for good; only the current revision can be decided.
 */
import type { CodeWithStatus } from "./api-errors";
import { isExpired } from "./quote-rules";

/** A quote priced at 0.00 (an estimate request awaiting its price) cannot be sent or accepted. */
export const hasPrice = (quote: { totalCents: number }): boolean => quote.totalCents > 0;

export const quoteStatuses = ["pending", "accepted", "rejected"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** What a client may decide on a pending quote. */
export const clientDecisions = ["accepted", "rejected"] as const;
export type ClientDecision = (typeof clientDecisions)[number];

/** How each status is written: the badge's label and the word used inside a sentence. */
export const quoteStatusWording: Record<QuoteStatus, { label: string; inSentence: string }> = {
  pending: { label: "Pending", inSentence: "pending" },
  accepted: { label: "Accepted", inSentence: "accepted" },
  rejected: { label: "Declined", inSentence: "declined" },
};

/** The fields the rules read. `expired`, when the server already worked it out, wins over the clock. */
/** `replaced`: the client's answer says whether the quote was revised without naming the revision (replacedBy). */
export type LifecycleQuote = {
  status: QuoteStatus;
  validUntil: string;
  /** The price in cents; 0 while an estimate request waits for its price. */
  totalCents: number;
  expired?: boolean;
  replacedBy?: string | null;
  replaced?: boolean;
};

export const quoteReplacedMessage = "This quote has been replaced by a newer version. Please review the current quote.";

/** A refusal is always a 409: the record's state refused the action. */
export type Verdict = { allowed: true } | { allowed: false; code: CodeWithStatus<409>; message: string };

const allowed: Verdict = { allowed: true };
const refused = (code: CodeWithStatus<409>, message: string): Verdict => ({ allowed: false, code, message });

/** The server's `expired` is the truth (a browser's clock may be off); else the calendar decides. */
export function quoteIsExpired(quote: LifecycleQuote, now: Date): boolean {
  return quote.expired ?? isExpired(quote.validUntil, now);
}

/** The client accepts or declines: only a pending, unexpired quote with a price above 0.00. */
export function canDecide(quote: LifecycleQuote, now: Date): Verdict {
  if (quote.status === "accepted") return refused("QUOTE_ALREADY_ACCEPTED", "This quote has already been accepted.");
  if (quote.replacedBy || quote.replaced) return refused("QUOTE_REPLACED", quoteReplacedMessage);
  if (quote.status === "rejected") return refused("QUOTE_ALREADY_DECLINED", "This quote has already been declined.");
  if (quoteIsExpired(quote, now)) return refused("QUOTE_EXPIRED", "This quote has expired. Please contact us for an updated quote.");
  if (!hasPrice(quote)) {
    return refused("QUOTE_NOT_PRICED", "This quote is still being priced. We will e-mail you as soon as it is ready.");
  }
  return allowed;
}

/** The admin e-mails the quote link: only a pending, priced and unexpired quote is worth a client's click. */
export function canSend(quote: LifecycleQuote, now: Date): Verdict {
  if (quote.replacedBy) return refused("QUOTE_REPLACED", "This quote has been replaced by a revision; send the revision instead.");
  if (quote.status !== "pending") {
    return refused("QUOTE_NOT_PENDING", `This quote is ${quoteStatusWording[quote.status].inSentence} and can no longer be sent.`);
  }
  if (!hasPrice(quote)) return refused("QUOTE_NOT_PRICED", "Set a price above $0.00 before sending this quote.");
  if (quoteIsExpired(quote, now)) return refused("QUOTE_EXPIRED", "This quote has expired. Extend its valid-until date before sending it.");
  return allowed;
}

/** The admin edits a quote until the client has decided (an expired quote can be extended). */
export function canEdit(quote: Pick<LifecycleQuote, "status" | "replacedBy">): Verdict {
  if (quote.replacedBy) return refused("QUOTE_REPLACED", "This quote has been replaced by a revision; edit the revision instead.");
  if (quote.status !== "pending") {
    return refused("QUOTE_NOT_PENDING", `This quote is ${quoteStatusWording[quote.status].inSentence} and can no longer be edited.`);
  }
  return allowed;
}

/**
 * The admin revises a quote into a new version: a pending (sent or not, expired or not) or declined
 * quote can be revised, once; an accepted one is a contract in the making and cannot.
 */
export function canRevise(quote: Pick<LifecycleQuote, "status" | "replacedBy">): Verdict {
  if (quote.replacedBy) return refused("QUOTE_REPLACED", "This quote has already been revised; revise the current version instead.");
  if (quote.status === "accepted") return refused("QUOTE_ALREADY_ACCEPTED", "This quote has been accepted and can no longer be revised.");
  return allowed;
}

/** The client asks for changes on a quote they could still decide: it stays pending. */
export const canRequestChanges = canDecide;

export const quoteChangedMessage = "This quote was changed after you opened it. Please review the current quote before you decide.";

export const versionRequiredMessage =
  "Say which version of the quote you are answering (version, or quoteVersion when signing): it may have changed since you saw it.";

/**
 * The client acts on the version they were shown: if the admin changed the quote since (its version
 * went up), the action is refused and the page shows the current quote instead. A caller that does
 * not say which version it saw is refused too (409 VERSION_REQUIRED), so no decision, change
 * request or signature can be made on a quote its sender never saw; our pages always say.
 */
export function isVersionSeen(quote: { version: number }, seenVersion: number | undefined): Verdict {
  if (seenVersion === undefined) return refused("VERSION_REQUIRED", versionRequiredMessage);
  if (seenVersion !== quote.version) return refused("QUOTE_CHANGED", quoteChangedMessage);
  return allowed;
}

export const contractExistsMessage = "A contract has already been signed for this quote.";

/** The client signs the contract of an accepted quote, once. Acceptance locked the price, so expiry no longer matters. */
export function canSign(quote: Pick<LifecycleQuote, "status">, contract: { exists: boolean }): Verdict {
  if (contract.exists) return refused("CONTRACT_EXISTS", contractExistsMessage);
  if (quote.status !== "accepted") return refused("QUOTE_NOT_ACCEPTED", "This quote has not been accepted yet.");
  return allowed;
}

/**
 * The one stage a quote is shown at, everywhere the admin sees it (lists, badges, the dashboard).
 * Derived from the row, whether a contract exists and the clock; never stored. The order decides
 * which stage wins when several facts hold: a signed contract outranks everything, a replaced quote
 * is history, then the client's decision, then expiry, then how far a pending quote has travelled.
 * server/features/quotes/quote-stage-sql.ts filters by the same order in SQL; tests keep the two in step.
 */
export const quoteStages = [
  "unpriced",
  "draft",
  "sent",
  "viewed",
  "changes_requested",
  "accepted",
  "signed",
  "declined",
  "expired",
  "replaced",
] as const;
export type QuoteStage = (typeof quoteStages)[number];

export const quoteStageLabels: Record<QuoteStage, string> = {
  unpriced: "Not priced",
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  changes_requested: "Changes requested",
  accepted: "Accepted",
  signed: "Signed",
  declined: "Declined",
  expired: "Expired",
  replaced: "Replaced",
};

/** The fields the stage reads; timestamps may be Dates (server) or ISO text (browser). */
export type StagedQuote = LifecycleQuote & {
  sentAt?: Date | string | null;
  firstViewedAt?: Date | string | null;
  changesRequestedAt?: Date | string | null;
};

const timeOf = (at: Date | string) => (typeof at === "string" ? Date.parse(at) : at.getTime());

/**
 * The client asked for changes and the owner has not answered yet: no sending since the request (a
 * revision replaces the quote, which its stage says first). Both times come from the app's clock.
 */
export function changeRequestUnanswered(quote: Pick<StagedQuote, "sentAt" | "changesRequestedAt">): boolean {
  if (!quote.changesRequestedAt) return false;
  return !quote.sentAt || timeOf(quote.sentAt) < timeOf(quote.changesRequestedAt);
}

export function quoteStage(quote: StagedQuote, contract: { exists: boolean }, now: Date): QuoteStage {
  if (contract.exists) return "signed";
  if (quote.replacedBy) return "replaced";
  if (quote.status === "accepted") return "accepted";
  if (quote.status === "rejected") return "declined";
  if (quoteIsExpired(quote, now)) return "expired";
  if (!hasPrice(quote)) return "unpriced";
  if (changeRequestUnanswered(quote)) return "changes_requested";
  if (quote.firstViewedAt) return "viewed";
  if (quote.sentAt) return "sent";
  return "draft";
}

/** Quotes still waiting on the owner or the client: the dashboard's "Pending" opens these. */
export const openQuoteStages = ["unpriced", "draft", "sent", "viewed", "changes_requested"] as const satisfies readonly QuoteStage[];

/** What the admin's quote list can be filtered by: one stage, or every open one. */
export const quoteStageFilters = [...quoteStages, "open"] as const;
export type QuoteStageFilter = (typeof quoteStageFilters)[number];
