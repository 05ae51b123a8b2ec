/**
 * The business hears of a job's "another date" requests at most once per interval
 * (scheduleLimits.requestNoticeIntervalMinutes), in notices batched by server/mail/batched-notices.ts:
 * each request is kept with the notice that lists it, and a notice is rendered from exactly those
 * requests, so together the notices list every request once.
 */
import type { Executor } from "../../db";
import type { Job, JobVisit } from "../../../shared/schema";
import { scheduleLimits } from "../../../shared/schedule/rules";
import { addToBatchedNotice } from "../../mail/batched-notices";
import { setJobRequestsNotice } from "./job-storage";
import { insertScheduleRequest, listRequestsOfNotice, type JobContext } from "./storage";
import type { MailSettings } from "../../mail/settings";
import { otherDateAskedNotice } from "./schedule-mail";
import { scheduleMailContext } from "./visit-notices";

const intervalMs = scheduleLimits.requestNoticeIntervalMinutes * 60_000;

/**
 * Keeps the client's request and puts it in a notice to the business. Call inside the transaction
 * that holds the job's row lock (`job` read under it).
 */
export async function recordOtherDateRequest(
  tx: Executor,
  mail: MailSettings,
  job: Job,
  context: JobContext,
  visit: JobVisit & { day: string },
  request: { preferredDays: string[]; note: string },
  now: Date,
): Promise<void> {
  await addToBatchedNotice(
    tx,
    {
      latest: { emailId: job.requestsNoticeEmailId, dueAt: job.requestsNoticeAt },
      intervalMs,
      email: {
        kind: "visit-other-date-notice",
        to: mail.businessEmail,
        replyTo: context.clientEmail,
        quoteId: context.quoteId,
        contractId: context.contractId,
      },
      setLatest: (emailId, dueAt) => setJobRequestsNotice(tx, job.id, emailId, dueAt),
      keepRequest: (noticeEmailId) =>
        insertScheduleRequest(tx, {
          jobId: job.id,
          visitId: visit.id,
          kind: visit.kind,
          day: visit.day,
          preferredDays: request.preferredDays,
          note: request.note,
          noticeEmailId,
          createdAt: now,
        }),
      render: async (noticeEmailId) =>
        otherDateAskedNotice(
          { ...scheduleMailContext(context, mail), contractId: context.contractId },
          await listRequestsOfNotice(tx, noticeEmailId),
          mail,
        ),
    },
    now,
  );
}
