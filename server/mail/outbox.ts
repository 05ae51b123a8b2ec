/**
 * Queueing a message: one row in `emails`, written with the caller's executor so it commits or rolls
 * back with the change that caused it. Delivery happens later, in the sender (sender.ts), so a slow
 * or failing mail server never delays or fails a request.
 */
import type { Executor } from "../db";
import type { Email, EmailAttachment } from "../../shared/schema";
import { insertEmail } from "./email-storage";
import type { RenderedEmail } from "./compose";

export const emailKinds = [
  "quote-link",
  "quote-request-ack",
  "estimate-ack",
  "lead-notice",
  "estimate-notice",
  "quote-accepted-notice",
  "quote-declined-notice",
  "quote-changes-notice",
  "quote-reminder-unopened",
  "quote-reminder-expiring",
  "contract-signed-client",
  "contract-signed-business",
  "payment-receipt",
  "payment-voided",
  "balance-request",
  "visit-notice",
  "visit-confirmed",
  "visit-reminder-day-before",
  "visit-confirm-nudge",
  "visit-other-date-notice",
  "schedule-digest",
  "change-order-for-review",
  "change-order-signed-client",
  "change-order-signed-business",
  "change-order-declined-notice",
  "hand-over",
  "warranty-issued",
  "review-request",
  "reseal-reminder",
] as const;
export type EmailKind = (typeof emailKinds)[number];

export type QueuedEmail = {
  kind: EmailKind;
  to: string;
  replyTo?: string;
  message: RenderedEmail;
  attachments?: EmailAttachment[];
  quoteId?: string;
  contractId?: string;
  /** Review and maintenance e-mails only: the one-click unsubscribe address, sent as List-Unsubscribe. */
  listUnsubscribeUrl?: string;
  /** Held back until then (default: due at once). */
  dueAt?: Date;
};

export async function queueEmail(db: Executor, email: QueuedEmail): Promise<Email> {
  return insertEmail(db, {
    kind: email.kind,
    to: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.message.subject,
    text: email.message.text,
    html: email.message.html,
    attachments: email.attachments ?? [],
    quoteId: email.quoteId ?? null,
    contractId: email.contractId ?? null,
    listUnsubscribeUrl: email.listUnsubscribeUrl ?? null,
    ...(email.dueAt ? { nextAttemptAt: email.dueAt } : {}),
  });
}
