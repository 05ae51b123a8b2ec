/**
 * The client hears of schedule changes in one e-mail per ten minutes, per job: a change queues a
 * notice e-mail held back ten minutes, and every further change to any visit of the job within those
 * ten minutes joins it (while no sender has tried it), so a rain delay corrected twice, or a batch
 * delay of a client's two visits, is one e-mail. Each change is kept as a notice row naming the
 * e-mail; the e-mail is rendered again from all its notices and the visits as they are now, with one
 * calendar file per visit (PUBLISH, or CANCEL once withdrawn).
 *
 * Safe with several servers: the caller holds the visit's row lock, and joining first holds the
 * e-mail's row (holdUntriedEmail), which a sender's claim cannot take meanwhile.
 */
import type { Executor } from "../../db";
import type { EmailAttachment, JobVisit, ScheduleNotice, VisitNoticeKind } from "../../../shared/schema";
import { describeVisitTime, scheduleLimits, type DelayReason } from "../../../shared/schedule/rules";
import { holdUntriedEmail, rewriteEmail } from "../../mail/email-storage";
import { findRecentNoticeEmail, findVisitById, insertNotice, listNoticesOfEmail, type JobContext, type JobParty } from "./storage";
import { queueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { visitNoticeEmail, type VisitChange } from "./schedule-mail";
import { schedulePagePath, visitCalendarFile } from "./visit-calendar";

export type VisitNotice = { kind: VisitNoticeKind; reason?: DelayReason | null; note?: string; fromDay: string | null; toDay: string | null };

const coalesceMs = scheduleLimits.noticeCoalesceMinutes * 60_000;

export const scheduleMailContext = (context: JobParty, mail: MailSettings) => ({
  clientName: context.clientName,
  address: context.address,
  schedulePageUrl: `${mail.publicUrl}${schedulePagePath(context.linkToken)}`,
});

/** What one visit's notices in an e-mail add up to, told from the visit as it is now. */
function changeOf(visit: JobVisit, notices: ScheduleNotice[]): VisitChange {
  const first = notices[0];
  const latestWithReason = [...notices].reverse().find((notice) => notice.reason);
  const change: VisitChange["change"] =
    visit.status === "cancelled" ? "cancelled" : visit.status === "on_hold" || !visit.day ? "held" : first.fromDay ? "moved" : "proposed";
  return {
    kind: visit.kind,
    change,
    fromDay: first.fromDay,
    when: visit.day && change !== "cancelled" ? describeVisitTime({ ...visit, day: visit.day }) : null,
    reason: latestWithReason?.reason ?? null,
    note: notices.at(-1)?.note ?? "",
    needsConfirmation: visit.status !== "confirmed",
  };
}

/** Renders a notice e-mail from all its notices and the visits as they are now. */
async function renderNoticeEmail(tx: Executor, mail: MailSettings, context: JobContext, emailId: string, now: Date): Promise<void> {
  const notices = await listNoticesOfEmail(tx, emailId);
  const byVisit = new Map<string, ScheduleNotice[]>();
  for (const notice of notices) byVisit.set(notice.visitId, [...(byVisit.get(notice.visitId) ?? []), notice]);
  const changes: VisitChange[] = [];
  const attachments: EmailAttachment[] = [];
  for (const [visitId, visitNotices] of byVisit) {
    const visit = await findVisitById(tx, visitId);
    if (!visit) continue;
    changes.push(changeOf(visit, visitNotices));
    // A withdrawn visit's CANCEL names the date the client had, so their calendar finds the entry.
    const lastDay = [...visitNotices].reverse().find((notice) => notice.fromDay)?.fromDay ?? null;
    const file = visitCalendarFile(visit, context, mail.publicUrl, now, lastDay);
    if (file) attachments.push({ filename: file.filename, contentType: file.contentType, content: file.text });
  }
  const rendered = visitNoticeEmail(scheduleMailContext(context, mail), changes);
  await rewriteEmail(tx, emailId, { ...rendered, attachments });
}

/**
 * Records a change the client must hear of and puts it in the job's waiting notice, or a new one due
 * in ten minutes. Call inside the transaction that holds the visit's row lock, after the update.
 */
export async function queueVisitNotice(
  tx: Executor,
  mail: MailSettings,
  context: JobContext,
  visit: JobVisit,
  notice: VisitNotice,
  now: Date,
): Promise<void> {
  const recent = await findRecentNoticeEmail(tx, context.jobId, new Date(now.getTime() - coalesceMs));
  let emailId = recent && (await holdUntriedEmail(tx, recent)) ? recent : undefined;
  if (!emailId) {
    const email = await queueEmail(tx, {
      kind: "visit-notice",
      to: context.clientEmail,
      message: { subject: "Your schedule", text: "", html: "" },
      quoteId: context.quoteId,
      contractId: context.contractId,
      dueAt: new Date(now.getTime() + coalesceMs),
    });
    emailId = email.id;
  }
  await insertNotice(tx, {
    visitId: visit.id,
    kind: notice.kind,
    reason: notice.reason ?? null,
    note: notice.note ?? "",
    fromDay: notice.fromDay,
    toDay: notice.toDay,
    sequence: visit.icalSequence,
    emailId,
    createdAt: now,
  });
  await renderNoticeEmail(tx, mail, context, emailId, now);
}
