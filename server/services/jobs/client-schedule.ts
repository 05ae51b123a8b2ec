/**
 * The client's schedule page, through the job's own link: the visits they see (never a draft, never
 * an internal one), each date in words with the preparation list, and their two actions: confirm the
 * proposed date, or ask for another (one to three dates and a note; the business is told at once).
 */
import type { Database, Executor } from "../../db";
import { conflict, notFound, unprocessable } from "../../errors";
import { isLinkTokenShape } from "../../link-token";
import { torontoDate } from "../../../shared/quote-rules";
import { preferredDaysProblem, scheduleMessages, type OtherDateInput } from "../../../shared/schedule-input";
import type { JobVisit } from "../../../shared/schema";
import { delayReasonExplanations, describeVisitTime, preparationList, visitKindLabels, visitStatusLabels } from "../../../shared/visit-schedule";
import { recordEvent, type RequestContext } from "../../storage/events";
import { listJobVisits } from "../../storage/jobs";
import { findJobContextByLinkToken, updateVisitRow, type JobContext } from "../../storage/schedule";
import { queueEmail } from "../mail/outbox";
import type { MailSettings } from "../mail/settings";
import { otherDateAskedNotice, visitConfirmedEmail } from "../mail/templates/schedule";
import { undecidedVisitTime } from "./visit-view";
import { allowed, withLockedVisit, type Locked } from "./visit-actions";
import { isWithdrawn, visitCalendarFile } from "./visit-calendar";
import { scheduleMailContext } from "./visit-notices";

export const scheduleLinkNotFound = () => notFound("JOB_NOT_FOUND", "This schedule link is not valid. Please use the link in our latest e-mail.");

const seenByClient = (visit: JobVisit) => visit.clientVisible && visit.status !== "draft";

export async function resolveScheduleLink(db: Database, token: string): Promise<JobContext> {
  if (!isLinkTokenShape(token)) throw scheduleLinkNotFound();
  const job = await findJobContextByLinkToken(db, token);
  if (!job) throw scheduleLinkNotFound();
  return job;
}

function clientVisit(visit: JobVisit, today: string) {
  const upcoming = visit.day !== null && visit.day >= today;
  const moved = visit.lastDelayReason && (visit.status === "rescheduled" || visit.status === "on_hold" || visit.status === "confirmed");
  return {
    id: visit.id,
    kindLabel: visitKindLabels[visit.kind],
    status: visit.status,
    statusLabel: visitStatusLabels[visit.status],
    day: visit.day,
    when: visit.day ? describeVisitTime({ ...visit, day: visit.day }) : undecidedVisitTime,
    clientNote: visit.clientNote,
    preparation: visit.status === "cancelled" || visit.status === "completed" ? [] : preparationList(visit.kind),
    delayExplanation: moved && visit.lastDelayReason ? delayReasonExplanations[visit.lastDelayReason] : null,
    canConfirm: upcoming && (visit.status === "proposed" || visit.status === "rescheduled"),
    canAskOtherDate: upcoming && (visit.status === "proposed" || visit.status === "rescheduled" || visit.status === "confirmed"),
    hasCalendarFile: visit.day !== null && visit.status !== "completed",
    version: visit.version,
  };
}

export async function readClientSchedule(db: Database, token: string, now: Date) {
  const job = await resolveScheduleLink(db, token);
  const today = torontoDate(now);
  const visits = (await listJobVisits(db, job.jobId)).filter(seenByClient);
  visits.sort((a, b) => (a.day ?? "9999").localeCompare(b.day ?? "9999"));
  return { clientName: job.clientName, address: job.address, visits: visits.map((visit) => clientVisit(visit, today)) };
}

/** A visit of this job the client sees, locked, at the version they saw. */
async function withClientVisit<T>(
  db: Database,
  token: string,
  visitId: string,
  version: number,
  change: (tx: Executor, locked: Locked) => Promise<T>,
): Promise<T> {
  const job = await resolveScheduleLink(db, token);
  return withLockedVisit(db, visitId, null, async (tx, locked) => {
    if (locked.job.jobId !== job.jobId || !seenByClient(locked.visit)) throw notFound("VISIT_NOT_FOUND", "No such visit on this schedule");
    if (locked.visit.version !== version) throw conflict("VISIT_CHANGED", "The date changed since you opened this page. Here it is as it is now.");
    return change(tx, locked);
  });
}

export async function confirmVisitDate(
  db: Database,
  mail: MailSettings,
  token: string,
  visitId: string,
  version: number,
  context: RequestContext,
  now: Date,
) {
  await withClientVisit(db, token, visitId, version, async (tx, { visit, job }) => {
    const status = allowed(visit, "confirm");
    if (!visit.day || visit.day < torontoDate(now)) throw conflict("VISIT_STATE", "This date has passed");
    // CONFIRMED instead of TENTATIVE is a change the client's calendar follows: a new sequence.
    const updated = await updateVisitRow(tx, visit, { status, confirmedAt: now }, { bumpSequence: true, now });
    const when = describeVisitTime({ ...updated, day: visit.day });
    const file = visitCalendarFile(updated, job, mail.publicUrl, now);
    await queueEmail(tx, {
      kind: "visit-confirmed",
      to: job.clientEmail,
      message: visitConfirmedEmail(scheduleMailContext(job, mail), { kind: visit.kind, when }),
      attachments: file ? [{ filename: file.filename, contentType: file.contentType, content: file.text }] : [],
      quoteId: job.quoteId,
      contractId: job.contractId,
    });
    await recordEvent(
      tx,
      { type: "visit.confirmed", quoteId: job.quoteId, contractId: job.contractId, data: { visitId: visit.id, kind: visit.kind, day: visit.day } },
      context,
    );
  });
  return readClientSchedule(db, token, now);
}

export async function askOtherVisitDate(
  db: Database,
  mail: MailSettings,
  token: string,
  visitId: string,
  input: OtherDateInput,
  context: RequestContext,
  now: Date,
) {
  const problem = preferredDaysProblem(input.preferredDays);
  if (problem) throw unprocessable("PREFERRED_DAYS_INVALID", problem, { preferredDays: problem });
  const today = torontoDate(now);
  if (input.preferredDays.some((day) => day < today)) {
    throw unprocessable("PREFERRED_DAYS_INVALID", scheduleMessages.dayInPast, { preferredDays: scheduleMessages.dayInPast });
  }
  await withClientVisit(db, token, visitId, input.version, async (tx, { visit, job }) => {
    const status = allowed(visit, "ask_other_date");
    if (!visit.day) throw conflict("VISIT_STATE", "This visit has no date yet");
    await updateVisitRow(tx, visit, { status, confirmedAt: null }, { bumpSequence: false, now });
    const note = input.note ?? "";
    await queueEmail(tx, {
      kind: "visit-other-date-notice",
      to: mail.businessEmail,
      replyTo: job.clientEmail,
      message: otherDateAskedNotice(
        { ...scheduleMailContext(job, mail), contractId: job.contractId },
        { kind: visit.kind, day: visit.day },
        input.preferredDays,
        note,
        mail,
      ),
      quoteId: job.quoteId,
      contractId: job.contractId,
    });
    await recordEvent(
      tx,
      {
        type: "visit.other_date_asked",
        quoteId: job.quoteId,
        contractId: job.contractId,
        data: { visitId: visit.id, kind: visit.kind, day: visit.day, preferredDays: input.preferredDays, ...(note ? { note } : {}) },
      },
      context,
    );
  });
  return readClientSchedule(db, token, now);
}

/** The visit's calendar file for the client's download; 404 while it has no date. */
export async function clientVisitCalendarFile(db: Database, mail: MailSettings, token: string, visitId: string, now: Date) {
  const job = await resolveScheduleLink(db, token);
  const visit = (await listJobVisits(db, job.jobId)).find((candidate) => candidate.id === visitId.toLowerCase());
  if (!visit || !seenByClient(visit) || !visit.day || (isWithdrawn(visit) && visit.status !== "cancelled")) {
    throw notFound("VISIT_NOT_FOUND", "This visit has no date to add to a calendar yet");
  }
  const file = visitCalendarFile(visit, job, mail.publicUrl, now);
  if (!file) throw notFound("VISIT_NOT_FOUND", "This visit has no date to add to a calendar yet");
  return file;
}
