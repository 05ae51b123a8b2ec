/**
 * Every kind of row the append-only audit log (`events` table) holds, with the data each carries.
 * The server writes only these; the admin's quote timeline reads the quote's own kinds.
 */

/** What each event on a quote's timeline carries in its `data`. */
export type QuoteEventData = {
  /** A priced quote made by the admin (optionally from a lead), or a request from the estimate form. */
  "quote.created": { source: "admin" | "estimate"; quoteRequestId?: string };
  /** The admin edited these fields of a pending quote. */
  "quote.updated": { fields: string[] };
  /** The quote link was e-mailed (queued in the outbox as `emailId`). */
  "quote.sent": { to: string; emailId: string };
  /** The client opened the quote for the first time. */
  "quote.viewed": Record<string, never>;
  "quote.accepted": Record<string, never>;
  "quote.rejected": { reason?: string };
  "contract.signed": { hash: string };
};

export type QuoteEventType = keyof QuoteEventData;

export const quoteEventTypes = [
  "quote.created",
  "quote.updated",
  "quote.sent",
  "quote.viewed",
  "quote.accepted",
  "quote.rejected",
  "contract.signed",
] as const satisfies readonly QuoteEventType[];

/** Events about leads and the admin's sign-ins: audited, but not on any quote's timeline. */
export type OtherEventData = {
  "quote_request.created": { photos: number };
  "quote_request.status_changed": { from: string; to: string; quoteId?: string };
  "admin.login": { email: string };
  "admin.login_failed": { email: string };
  "admin.logout": { email: string };
};

export type AuditEventData = QuoteEventData & OtherEventData;
export type AuditEventType = keyof AuditEventData;

/** One timeline entry as the admin's browser receives it. */
export type QuoteEvent = {
  [Type in QuoteEventType]: { id: string; type: Type; at: string; data: QuoteEventData[Type] };
}[QuoteEventType];
