/**
 * The business hears of a quote's change requests at most once per interval
 * (changeRequestLimits.noticeIntervalMinutes), in notices batched by server/mail/batched-notices.ts:
 * each request's event names the notice that lists it, and a notice is rendered from exactly those
 * events, so together the notices list every message once.
 */
import type { Executor } from "../../db";
import { changeRequestLimits } from "../../../shared/business";
import type { Quote } from "../../../shared/schema";
import { addToBatchedNotice } from "../../mail/batched-notices";
import { listChangeRequestsOfNotice, recordEvent, type RequestContext } from "../../storage/events";
import { setQuoteChangesNotice } from "./storage";
import type { MailSettings } from "../../mail/settings";
import { changesRequestedNotice } from "../leads/business-notice-mail";

const intervalMs = changeRequestLimits.noticeIntervalMinutes * 60_000;

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
  await addToBatchedNotice(
    tx,
    {
      latest: { emailId: quote.changesNoticeEmailId, dueAt: quote.changesNoticeAt },
      intervalMs,
      email: { kind: "quote-changes-notice", to: mail.businessEmail, replyTo: quote.clientEmail, quoteId: quote.id },
      setLatest: (emailId, dueAt) => setQuoteChangesNotice(tx, quote.id, emailId, dueAt),
      keepRequest: (noticeEmailId) =>
        recordEvent(tx, { type: "quote.changes_requested", quoteId: quote.id, data: { message, noticeEmailId } }, context),
      render: async (noticeEmailId) => changesRequestedNotice(quote, await listChangeRequestsOfNotice(tx, quote.id, noticeEmailId), mail),
    },
    now,
  );
}
