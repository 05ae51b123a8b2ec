/**
 * Every kind of row the append-only audit log (`events` table) holds, with the data each carries.
 * The server writes only these; the admin's quote timeline reads the quote's own kinds.
 */

/** What each event on a quote's timeline carries in its `data`. */
export type QuoteEventData = {
  /** A priced quote made by the admin (optionally from a lead), or a request from the estimate form. */
  "quote.created": { source: "admin" | "estimate"; quoteRequestId?: string; revisionOf?: string };
  /** The admin edited these fields of a pending quote. */
  "quote.updated": { fields: string[] };
  /** The quote link was e-mailed (queued in the outbox as `emailId`). */
  "quote.sent": { to: string; emailId: string };
  /** The client opened the quote for the first time. */
  "quote.viewed": Record<string, never>;
  /** `choices`: what the client chose in the quote's choice groups, as "Finish: Stamped" (absent without groups). */
  "quote.accepted": { choices?: string[] };
  "quote.rejected": { reason?: string };
  /** The client asked for changes; the quote stays pending. `noticeEmailId`: the notice that lists this message. */
  "quote.changes_requested": { message: string; noticeEmailId?: string };
  /** The admin revised this quote: `revisionId` replaces it, and its old link points there. */
  "quote.revised": { revisionId: string };
  /** An automatic reminder was queued: not opened 3 days after sending, or 3 days before expiry. */
  "quote.reminder_sent": { kind: "unopened" | "expiring"; to: string; emailId: string };
  /** The admin switched this quote's automatic reminders on or off. */
  "quote.reminders_switched": { enabled: boolean };
  /** An admin's note on the quote (never shown to the client). */
  "quote.note": { text: string };
  /** The admin replaced the client's link: the old one answers 410 LINK_REPLACED; `emailed` when the quote went out again with the new one. */
  "quote.link_replaced": { emailed: boolean };
  "contract.signed": { hash: string };
  /** A payment recorded against the quote's signed contract. */
  "payment.recorded": { paymentId: string; kind: string; amountCents: number; method: string; paidOn: string; receiptNumber?: string };
  /** The admin voided a payment recorded by mistake (its reversing entry); the client was told. `voidedBy`: the admin's e-mail. */
  "payment.voided": { paymentId: string; receiptNumber: string; amountCents: number; reason: string; voidedBy: string };
  /** The admin e-mailed the client the balance still owed, with how to pay it. `requestedAt`: the app's clock. */
  "payment.balance_requested": { amountCents: number; to: string; emailId: string; requestedAt: string };
  /** The owner added a visit to the signed contract's job (shared/schedule/rules.ts). */
  "visit.created": { visitId: string; kind: string; by: string };
  /** The owner proposed (or proposed again) a visit's date; `notified` when the client was e-mailed. */
  "visit.proposed": { visitId: string; kind: string; day: string; startTime?: string; windowMinutes?: number; by: string; notified: boolean };
  /** The client confirmed the date on their schedule page. */
  "visit.confirmed": { visitId: string; kind: string; day: string };
  /** The client asked for another date: one to three dates they prefer, and a note. */
  "visit.other_date_asked": { visitId: string; kind: string; day: string; preferredDays: string[]; note?: string };
  /** The owner moved a visit (weather, supplier...): from, to (null: to be decided), why. */
  "visit.moved": {
    visitId: string;
    kind: string;
    from: string | null;
    to: string | null;
    reason: string;
    note?: string;
    by: string;
    keptConfirmation: boolean;
  };
  /** The owner put a visit on hold (date to be decided) or cancelled it. */
  "visit.held": { visitId: string; kind: string; from: string | null; reason: string; note?: string; by: string };
  "visit.cancelled": { visitId: string; kind: string; from: string | null; note?: string; by: string };
  "visit.completed": { visitId: string; kind: string; day: string | null; by: string };
  /** An automatic message about a visit: the day-before reminder or the "please confirm" nudge. */
  "visit.reminder_sent": { visitId: string; kind: "day_before" | "confirm_nudge"; to: string; emailId: string };
  /** A change order to the signed contract: drafted, sent (numbered), signed, declined or voided. `totalCents` with HST. */
  "change_order.created": { changeOrderId: string; by: string };
  "change_order.sent": { changeOrderId: string; number: string; totalCents: number; to: string; by: string };
  "change_order.signed": { changeOrderId: string; number: string; totalCents: number; context: "remote" | "in_person"; hash: string };
  "change_order.declined": { changeOrderId: string; number: string; message?: string };
  "change_order.voided": { changeOrderId: string; number: string; reason: string; by: string };
  /** The owner marked the job complete (the hand-over); `completedOn` is the Toronto day. */
  "job.completed": { completionId: string; completedOn: string; by: string };
  /** The owner undid a completion, with why (an issued certificate is voided with it). */
  "job.completion_undone": { completionId: string; reason: string; by: string };
  /** A warranty certificate was issued; `override` names the admin who issued it before the balance was paid. */
  "warranty.issued": { certificateId: string; number: string; startsOn: string; endsOn: string; override?: string };
  "warranty.voided": { certificateId: string; number: string; reason: string };
  /** A review request or reseal reminder e-mailed; `by` names the admin who pressed Send (none when sent on its day). */
  "follow_up.sent": { followUpId: string; kind: "review_request" | "reseal_reminder"; to: string; emailId: string; by?: string };
  /** Not sent, with why (the client unsubscribed, no consent, a review asked this year, the owner's choice...). */
  "follow_up.skipped": { followUpId: string; kind: "review_request" | "reseal_reminder"; reason: string; by?: string };
  /** The client opened the review link for the first time (later opens are counted on the follow-up). */
  "follow_up.review_link_opened": { followUpId: string };
  /** The owner marked the job as reviewed on Google (there is no Google API to tell). */
  "follow_up.marked_reviewed": { followUpId: string; by: string };
  /** The client wrote a review on our own page (kept unpublished for the owner). */
  "site.review_left": { consentToQuote: boolean };
};

export type QuoteEventType = keyof QuoteEventData;

/**
 * Every kind on a quote's timeline with its plain label: the one exhaustive record of the timeline's
 * kinds. A kind added to QuoteEventData without a label here fails the typecheck; the server's
 * timeline reads the kinds listed here, the answer schema (shared/api/responses.ts) and the admin's
 * timeline (client/src/features/admin/quote-event-descriptions.ts) are records over the same keys.
 */
export const quoteEventLabels = {
  "quote.created": "Quote created",
  "quote.updated": "Quote edited",
  "quote.sent": "Quote e-mailed",
  "quote.viewed": "Viewed by the client",
  "quote.accepted": "Accepted by the client",
  "quote.rejected": "Declined by the client",
  "quote.changes_requested": "Changes requested by the client",
  "quote.revised": "Revised: replaced by a new version",
  "quote.reminder_sent": "Reminder sent",
  "quote.reminders_switched": "Automatic reminders switched",
  "quote.note": "Note",
  "quote.link_replaced": "Client link replaced: the old link no longer works",
  "contract.signed": "Contract signed",
  "payment.recorded": "Payment recorded",
  "payment.voided": "Payment voided",
  "payment.balance_requested": "Balance requested from the client",
  "visit.created": "Visit added to the job",
  "visit.proposed": "Visit date proposed",
  "visit.confirmed": "Visit date confirmed by the client",
  "visit.other_date_asked": "Another date asked by the client",
  "visit.moved": "Visit moved",
  "visit.held": "Visit on hold (date to be decided)",
  "visit.cancelled": "Visit cancelled",
  "visit.completed": "Visit completed",
  "visit.reminder_sent": "Visit reminder sent",
  "change_order.created": "Change order drafted",
  "change_order.sent": "Change order sent to the client",
  "change_order.signed": "Change order signed",
  "change_order.declined": "Change order declined by the client",
  "change_order.voided": "Change order voided",
  "job.completed": "Job marked complete",
  "job.completion_undone": "Completion undone",
  "warranty.issued": "Warranty certificate issued",
  "warranty.voided": "Warranty certificate voided",
  "follow_up.sent": "Follow-up e-mail sent",
  "follow_up.skipped": "Follow-up e-mail not sent",
  "follow_up.review_link_opened": "Review link opened by the client",
  "follow_up.marked_reviewed": "Marked as reviewed on Google",
  "site.review_left": "Review written by the client on our site",
} as const satisfies Record<QuoteEventType, string>;

/** Whether an audit row of this type belongs on a quote's timeline. */
export const isQuoteEventType = (type: string): type is QuoteEventType => Object.hasOwn(quoteEventLabels, type);

/** The kinds on a quote's timeline, from the record above. */
export const quoteEventTypes: readonly QuoteEventType[] = Object.keys(quoteEventLabels).filter(isQuoteEventType);

/** Events about leads and the admin's sign-ins: audited, but not on any quote's timeline. */
export type OtherEventData = {
  "quote_request.created": { photos: number };
  /**
   * The lead moved along its pipeline. `by`: the admin's e-mail, or "client" when the client's signing
   * won it; `quoteId` the quote that moved it (created: quoted; signed: won); the stage's facts.
   */
  "quote_request.status_changed": {
    from: string;
    to: string;
    by?: string;
    quoteId?: string;
    siteVisitOn?: string;
    siteVisitTime?: string;
    lostReason?: string;
    lostNote?: string;
  };
  /** The owner set (a Toronto day) or cleared (null) the lead's follow-up date. */
  "quote_request.follow_up_changed": { followUpOn: string | null; by: string };
  /** An admin's note on the lead. */
  "quote_request.note": { text: string };
  /**
   * The admin changed the password in the app. `configuredPasswordHash`: a scrypt hash of the
   * password the configuration named at that moment (ADMIN_PASSWORD, or the demo's), so a restart
   * re-applies the configured password only once it differs from this (docs/decisions/0095).
   */
  "admin.password_changed": { email: string; configuredPasswordHash?: string };
  "admin.signed_out_everywhere": { email: string };
  "admin.login": { email: string };
  "admin.login_failed": { email: string };
  "admin.logout": { email: string };
  /** An address unsubscribed from review and maintenance e-mails (the link, or a mail app's one-click), or subscribed again. */
  "mail.unsubscribed": { email: string; via: "link" | "one-click" };
  "mail.resubscribed": { email: string };
};

export type AuditEventData = QuoteEventData & OtherEventData;
export type AuditEventType = keyof AuditEventData;

/** The kinds off the timeline, as a record so a kind added to OtherEventData without it fails the typecheck. */
const otherEventKinds = {
  "quote_request.created": true,
  "quote_request.status_changed": true,
  "quote_request.note": true,
  "quote_request.follow_up_changed": true,
  "admin.password_changed": true,
  "admin.signed_out_everywhere": true,
  "admin.login": true,
  "admin.login_failed": true,
  "admin.logout": true,
  "mail.unsubscribed": true,
  "mail.resubscribed": true,
} as const satisfies Record<keyof OtherEventData, true>;

/** Every kind the log holds: the values of the database's `event_type` enum (shared/schema.ts). */
export const auditEventTypes = [
  ...(Object.keys(quoteEventLabels) as QuoteEventType[]),
  ...(Object.keys(otherEventKinds) as Array<keyof OtherEventData>),
] as [AuditEventType, ...AuditEventType[]];
