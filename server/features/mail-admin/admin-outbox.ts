/**
 * The outbox as the owner sees it: each message's status in the owner's terms (sent, waiting, or
 * failing: not sent and its last attempt failed, to be retried), and "send again now", which makes a
 * waiting message due at once; the background sender (sender.ts) then delivers it on its next poll.
 */
import type { Database } from "../../db";
import { conflict, notFound } from "../../errors";
import type { EmailListItemView } from "../../../shared/api/responses";
import type { EmailListQuery, EmailListStatus } from "../../../shared/mail-list";
import { findEmailSummary, listEmailSummaries, makeEmailDueNow, type EmailSummary } from "../../mail/email-storage";

type EmailListItem = Omit<EmailListItemView, "createdAt" | "sentAt" | "nextAttemptAt"> & {
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
};

function listStatus(email: EmailSummary): EmailListStatus {
  if (email.stored === "sent") return "sent";
  return email.lastError ? "failed" : "pending";
}

function toListItem(email: EmailSummary): EmailListItem {
  const status = listStatus(email);
  return {
    id: email.id,
    kind: email.kind,
    to: email.to,
    subject: email.subject,
    status,
    attempts: email.attempts,
    lastError: email.lastError,
    createdAt: email.createdAt,
    sentAt: email.sentAt,
    nextAttemptAt: status === "sent" ? null : email.nextAttemptAt,
    quoteId: email.quoteId,
    contractId: email.contractId,
  };
}

export async function listOutgoingEmails(db: Database, query: EmailListQuery): Promise<{ emails: EmailListItem[]; total: number }> {
  const { rows, total } = await listEmailSummaries(db, query);
  return { emails: rows.map(toListItem), total };
}

/**
 * 404 when there is no such message; 409 when it was already sent or a live sender is delivering it
 * right now. A message whose sender died (its lease ran out, mailLease) is taken over: due at once.
 */
export async function sendEmailAgainNow(db: Database, id: string, now: Date): Promise<EmailListItem> {
  const due = await makeEmailDueNow(db, id, now);
  if (due) return toListItem(due);
  const email = await findEmailSummary(db, id);
  if (!email) throw notFound("EMAIL_NOT_FOUND", "E-mail not found");
  if (email.stored === "sent") throw conflict("EMAIL_ALREADY_SENT", "This e-mail was already sent.");
  throw conflict("EMAIL_BEING_SENT", "This e-mail is being sent right now.");
}
