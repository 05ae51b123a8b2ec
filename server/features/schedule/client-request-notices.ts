/**
 * The business hears of a job's "another date" requests at most once per interval
 * (scheduleLimits.requestNoticeIntervalMinutes), and never misses one: the first request is noticed
 * at once; a later one joins the job's latest notice while no sender has tried it yet, else gets a
 * new notice due an interval after the latest one's due time (the outbox holds it back until then
 * and the mail sender's sweep sends it). Each request is kept with the notice that lists it, and a
 * notice is rendered from exactly those requests, so together the notices list every request once.
 *
 * Safe with several servers: the caller holds the job's row lock (requests on one job queue), and
 * joining a notice first holds its `emails` row (holdUntriedEmail), which a sender's claim cannot
 * take meanwhile, and which fails once a sender has it.
 */
import type { Executor } from "../../db";
import type { Job, JobVisit } from "../../../shared/schema";
import { scheduleLimits } from "../../../shared/visit-schedule";
import { holdUntriedEmail, rewriteEmail } from "../../mail/email-storage";
import { setJobRequestsNotice } from "./job-storage";
import { insertScheduleRequest, listRequestsOfNotice, type JobContext } from "./storage";
import { queueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { otherDateAskedNotice } from "./schedule-mail";
import { scheduleMailContext } from "./visit-notices";

const intervalMs = scheduleLimits.requestNoticeIntervalMinutes * 60_000;

/** The notice this request joins, or a new one (queued, its content written below). */
async function noticeFor(tx: Executor, mail: MailSettings, job: Job, context: JobContext, now: Date): Promise<string> {
  if (job.requestsNoticeEmailId && (await holdUntriedEmail(tx, job.requestsNoticeEmailId))) return job.requestsNoticeEmailId;
  const earliest = job.requestsNoticeAt ? new Date(job.requestsNoticeAt.getTime() + intervalMs) : now;
  const dueAt = earliest > now ? earliest : now;
  const email = await queueEmail(tx, {
    kind: "visit-other-date-notice",
    to: mail.businessEmail,
    replyTo: context.clientEmail,
    message: { subject: "Other dates asked", text: "", html: "" },
    quoteId: context.quoteId,
    contractId: context.contractId,
    dueAt,
  });
  await setJobRequestsNotice(tx, job.id, email.id, dueAt);
  return email.id;
}

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
  const noticeEmailId = await noticeFor(tx, mail, job, context, now);
  await insertScheduleRequest(tx, {
    jobId: job.id,
    visitId: visit.id,
    kind: visit.kind,
    day: visit.day,
    preferredDays: request.preferredDays,
    note: request.note,
    noticeEmailId,
    createdAt: now,
  });
  const requests = await listRequestsOfNotice(tx, noticeEmailId);
  const rendered = otherDateAskedNotice({ ...scheduleMailContext(context, mail), contractId: context.contractId }, requests, mail);
  await rewriteEmail(tx, noticeEmailId, { subject: rendered.subject, text: rendered.text, html: rendered.html });
}
