/**
 * Which messages each business event causes. Services call these inside their transactions, so a
 * message exists exactly when the change that caused it was committed.
 */
import type { Executor } from "../../db";
import type { Contract, Email, Quote, QuoteRequest } from "../../../shared/schema";
import type { QuoteSnapshot } from "../contracts/contract-document";
import { contractPdfFilename } from "../contracts/contract-pdf";
import { queueEmail, type QueuedEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { estimateAcknowledgement, quoteRequestAcknowledgement } from "../leads/acknowledgement-mail";
import { hasPrice } from "../../../shared/quote-lifecycle";
import { newEstimateNotice, newLeadNotice, quoteAcceptedNotice, quoteDeclinedNotice } from "../leads/business-notice-mail";
import { quoteLinkEmail } from "./quote-link-mail";
import { expiringReminderEmail, unopenedReminderEmail } from "./quote-reminder-mail";
import { quotePdfFilename } from "../../mail/settings";
import { signedContractForBusiness, signedContractForClient, type SignedContractMail } from "../contracts/signed-contract-mail";

/**
 * The quote link to the client (admin create and send), with the quote as a PDF. Like the contract,
 * the PDF is not stored with the message: the attachment names the quote and its version, and the
 * sender renders it when it delivers.
 */
export function queueQuoteLink(db: Executor, settings: MailSettings, quote: Quote): Promise<Email> {
  const attachments = hasPrice(quote)
    ? [{ filename: quotePdfFilename(quote), contentType: "application/pdf" as const, quoteId: quote.id, quoteVersion: quote.version }]
    : [];
  return queueEmail(db, { kind: "quote-link", to: quote.clientEmail, message: quoteLinkEmail(quote, settings), quoteId: quote.id, attachments });
}

// The client asked for changes: server/features/quotes/change-request-notices.ts gathers those into notices.

export type ReminderKind = "unopened" | "expiring";

/** An automatic reminder to the client (reminders.ts decides when, and that it is the only one). */
export function queueQuoteReminder(db: Executor, settings: MailSettings, quote: Quote, kind: ReminderKind): Promise<Email> {
  return queueEmail(db, {
    kind: kind === "unopened" ? "quote-reminder-unopened" : "quote-reminder-expiring",
    to: quote.clientEmail,
    message: kind === "unopened" ? unopenedReminderEmail(quote, settings) : expiringReminderEmail(quote, settings),
    quoteId: quote.id,
  });
}

/**
 * Anyone can type anyone's address into a form: one recipient gets at most one acknowledgement an
 * hour (counted in the same transaction), so the forms cannot flood an inbox from our domain. The lead
 * itself is stored and the business told either way. Returns whether the acknowledgement was queued.
 */
async function queueAcknowledgement(db: Executor, settings: MailSettings, email: QueuedEmail): Promise<boolean> {
  const limit = settings.acknowledgementLimit;
  if (limit && (await limit.limiter.hit(limit.rule, email.to, 1, db)).exceeded) return false;
  await queueEmail(db, email);
  return true;
}

/** A new quote request: an acknowledgement to the requester, the whole lead to the business. */
export async function queueQuoteRequestEmails(db: Executor, settings: MailSettings, request: QuoteRequest): Promise<void> {
  const acknowledged = await queueAcknowledgement(db, settings, {
    kind: "quote-request-ack",
    to: request.email,
    message: quoteRequestAcknowledgement(request),
  });
  await queueEmail(db, {
    kind: "lead-notice",
    to: settings.businessEmail,
    replyTo: request.email,
    message: newLeadNotice(request, settings, { acknowledged }),
  });
}

/** A new estimate-form quote: an acknowledgement to the client, a notice to the business. */
export async function queueEstimateEmails(db: Executor, settings: MailSettings, quote: Quote): Promise<void> {
  const acknowledged = await queueAcknowledgement(db, settings, {
    kind: "estimate-ack",
    to: quote.clientEmail,
    message: estimateAcknowledgement(quote),
    quoteId: quote.id,
  });
  await queueEmail(db, {
    kind: "estimate-notice",
    to: settings.businessEmail,
    replyTo: quote.clientEmail,
    message: newEstimateNotice(quote, settings, { acknowledged }),
    quoteId: quote.id,
  });
}

/** The client accepted or declined: the business hears of it (with the reason of a decline). */
export async function queueDecisionNotice(db: Executor, settings: MailSettings, quote: Quote): Promise<void> {
  const accepted = quote.status === "accepted";
  await queueEmail(db, {
    kind: accepted ? "quote-accepted-notice" : "quote-declined-notice",
    to: settings.businessEmail,
    replyTo: quote.clientEmail,
    message: accepted ? quoteAcceptedNotice(quote, settings) : quoteDeclinedNotice(quote, settings),
    quoteId: quote.id,
  });
}

/**
 * The signed contract to the signer and to the business. The PDF is not stored: the attachment names
 * the contract, and the sender renders it from the frozen record when it delivers.
 */
export async function queueSignedContractEmails(
  db: Executor,
  settings: MailSettings,
  contract: Contract,
  quote: QuoteSnapshot,
  link: { number: string; linkToken: string },
  chosen?: SignedContractMail["chosen"],
): Promise<void> {
  const attachments = [{ filename: contractPdfFilename(contract.id), contentType: "application/pdf", contractId: contract.id }];
  const mail: SignedContractMail = { contract, quote, link: { number: link.number, linkToken: link.linkToken }, ...(chosen ? { chosen } : {}) };
  const common = { attachments, quoteId: contract.quoteId, contractId: contract.id };
  await queueEmail(db, { kind: "contract-signed-client", to: contract.clientEmail, message: signedContractForClient(mail, settings), ...common });
  await queueEmail(db, {
    kind: "contract-signed-business",
    to: settings.businessEmail,
    replyTo: contract.clientEmail,
    message: signedContractForBusiness(mail, settings),
    ...common,
  });
}
