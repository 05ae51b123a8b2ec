/**
 * The business hears of a quote's change requests at most once per interval
 * (changeRequestLimits.noticeIntervalMinutes), and never misses one: the first request is noticed at
 * once; a later one joins the quote's latest notice while no sender has tried it yet, else gets a new
 * notice due an interval after the latest one's due time (the outbox holds it back until then). Each
 * request's event names the notice that lists it, and a notice is rendered from exactly those events,
 * so together the notices list every message once.
 *
 * Safe with several servers: the caller holds the quote's row lock (requests for one quote queue),
 * and joining a notice first holds its `emails` row with a conditional update (holdUntriedEmail),
 * which a sender's claim (SKIP LOCKED) cannot take meanwhile, and which fails once a sender has it.
 */
import type { Executor } from "../../db";
import { changeRequestLimits } from "../../../shared/business";
import type { Quote } from "../../../shared/schema";
import { holdUntriedEmail, rewriteEmail } from "../../mail/email-storage";
import { listChangeRequestsOfNotice, recordEvent, type RequestContext } from "../../storage/events";
import { setQuoteChangesNotice } from "./storage";
import { queueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { changesRequestedNotice } from "../leads/business-notice-mail";

const intervalMs = changeRequestLimits.noticeIntervalMinutes * 60_000;

/** The notice this request joins, or a new one (queued, its content written below). */
async function noticeFor(tx: Executor, mail: MailSettings, quote: Quote, now: Date): Promise<string> {
  if (quote.changesNoticeEmailId && (await holdUntriedEmail(tx, quote.changesNoticeEmailId))) return quote.changesNoticeEmailId;
  const earliest = quote.changesNoticeAt ? new Date(quote.changesNoticeAt.getTime() + intervalMs) : now;
  const dueAt = earliest > now ? earliest : now;
  const email = await queueEmail(tx, {
    kind: "quote-changes-notice",
    to: mail.businessEmail,
    replyTo: quote.clientEmail,
    message: changesRequestedNotice(quote, [], mail),
    quoteId: quote.id,
    dueAt,
  });
  await setQuoteChangesNotice(tx, quote.id, email.id, dueAt);
  return email.id;
}

/**
 * Records the client's change request on the quote's timeline and puts its message in a notice to
 * the business. Call inside the transaction that holds the quote's row lock.
 */
export async function recordChangeRequest(
  tx: Executor,
  mail: MailSettings,
  quote: Quote,
  message: string,
  context: RequestContext,
  now: Date,
): Promise<void> {
  const noticeEmailId = await noticeFor(tx, mail, quote, now);
  await recordEvent(tx, { type: "quote.changes_requested", quoteId: quote.id, data: { message, noticeEmailId } }, context);
  const messages = await listChangeRequestsOfNotice(tx, quote.id, noticeEmailId);
  const rendered = changesRequestedNotice(quote, messages, mail);
  await rewriteEmail(tx, noticeEmailId, { subject: rendered.subject, text: rendered.text, html: rendered.html });
}
