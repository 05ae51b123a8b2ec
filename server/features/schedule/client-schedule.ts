/**
 * The client's schedule page, through the job's own link: the visits they see (never a draft, never
 * an internal one), each date in words with the preparation list, and their two actions: confirm the
 * proposed date, or ask for another (one to three dates and a note; the business is told in at most
 * one notice per job per interval, client-request-notices.ts).
 *
 * The API refuses what the page does not offer, each with its code (409): a completed or cancelled
 * visit, a visit whose day is before today (Toronto), a visit already waiting for another date. And
 * the accepted actions on one job are limited (scheduleLimits.clientRequestsPerJob per window, 429
 * SCHEDULE_REQUESTS_LIMITED with Retry-After), counted in the action's transaction: a refused or
 * failed action counts nothing, and parallel ones queue on the counter's row.
 */
import type { Database, Executor } from "../../db";
import { conflict, notFound, RateLimitedError, unprocessable } from "../../errors";
import type { Limits } from "../../middleware/rate-limits";
import { business } from "../../../shared/business";
import { torontoDate } from "../../../shared/quote-rules";
import { preferredDaysProblem, scheduleMessages, type OtherDateInput } from "../../../shared/schedule/input";
import type { Job, JobVisit } from "../../../shared/schema";
import {
  delayReasonExplanations,
  describeVisitTime,
  preparationList,
  scheduleLimits,
  visitKindLabels,
  visitStatusLabels,
} from "../../../shared/schedule/rules";
import { recordEvent, type RequestContext } from "../../storage/events";
import { listJobVisits, lockJob } from "./job-storage";
import { updateVisitRow } from "./storage";
import type { RateLimit } from "../../limits/rate-limiter";
import { queueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { visitConfirmedEmail } from "./schedule-mail";
import { undecidedVisitTime } from "./visit-view";
import { allowed, withLockedVisit, type Locked } from "./visit-actions";
import { isWithdrawn, visitCalendarFile } from "./visit-calendar";
import { scheduleMailContext } from "./visit-notices";
import { recordOtherDateRequest } from "./client-request-notices";
import { resolveScheduleLink } from "./schedule-link";

const seenByClient = (visit: JobVisit) => visit.clientVisible && visit.status !== "draft";

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

/** The per-job limit of the client's actions (the subject is the job's id). */
export const clientRequestLimit: RateLimit = {
  name: "schedule-request-job",
  max: scheduleLimits.clientRequestsPerJob,
  windowMs: scheduleLimits.clientRequestsWindowMinutes * 60_000,
};

export const tooManyScheduleRequestsMessage = `We already have ${scheduleLimits.clientRequestsPerJob} answers on this schedule within the hour and will be in touch. Please call us at ${business.phoneDisplay} if it is urgent.`;

type ClientAction = "confirm" | "ask_other_date";

/**
 * What the page would not offer, refused with its own code: completed, cancelled, passed (its day
 * before today in Toronto), already waiting for another date. Other states keep the rule's VISIT_STATE.
 */
function assertClientCan(visit: JobVisit, action: ClientAction, now: Date): asserts visit is JobVisit & { day: string } {
  if (visit.status === "completed") throw conflict("VISIT_COMPLETED", "This visit is completed, so there is nothing to confirm or move.");
  if (visit.status === "cancelled") throw conflict("VISIT_CANCELLED", "This visit is cancelled, so there is nothing to confirm or move.");
  if (visit.day && visit.day < torontoDate(now)) {
    throw conflict("VISIT_DATE_PASSED", `This date has passed. Please call us at ${business.phoneDisplay} about this visit.`);
  }
  if (visit.status === "change_requested") {
    throw conflict("VISIT_CHANGE_PENDING", "You already asked for another date for this visit. We will propose one soon.");
  }
  allowed(visit, action);
  if (!visit.day) throw conflict("VISIT_STATE", "This visit has no date yet");
}

/**
 * A visit of this job the client sees, locked, at the version they saw, allowed for this action;
 * then the job locked (the client's actions on one job queue) and one action counted against its limit.
 */
async function withClientVisit<T>(
  db: Database,
  limits: Limits,
  token: string,
  visitId: string,
  version: number,
  action: ClientAction,
  now: Date,
  change: (tx: Executor, locked: Locked & { visit: JobVisit & { day: string }; jobRow: Job }) => Promise<T>,
): Promise<T> {
  const job = await resolveScheduleLink(db, token);
  return withLockedVisit(db, visitId, null, async (tx, locked) => {
    if (locked.job.jobId !== job.jobId || !seenByClient(locked.visit)) throw notFound("VISIT_NOT_FOUND", "No such visit on this schedule");
    if (locked.visit.version !== version) throw conflict("VISIT_CHANGED", "The date changed since you opened this page. Here it is as it is now.");
    const visit = locked.visit;
    assertClientCan(visit, action, now);
    const jobRow = await lockJob(tx, job.jobId);
    if (!jobRow) throw notFound("VISIT_NOT_FOUND", "No such visit on this schedule");
    const state = await limits.limiter.hit(clientRequestLimit, job.jobId, 1, tx);
    if (state.exceeded) throw new RateLimitedError("SCHEDULE_REQUESTS_LIMITED", tooManyScheduleRequestsMessage, state.retryAfterSeconds);
    return change(tx, { job: locked.job, visit, jobRow });
  });
}

export async function confirmVisitDate(
  db: Database,
  mail: MailSettings,
  limits: Limits,
  token: string,
  visitId: string,
  version: number,
  context: RequestContext,
  now: Date,
) {
  await withClientVisit(db, limits, token, visitId, version, "confirm", now, async (tx, { visit, job }) => {
    const status = allowed(visit, "confirm");
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
  limits: Limits,
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
  await withClientVisit(db, limits, token, visitId, input.version, "ask_other_date", now, async (tx, { visit, job, jobRow }) => {
    const status = allowed(visit, "ask_other_date");
    await updateVisitRow(tx, visit, { status, confirmedAt: null }, { bumpSequence: false, now });
    const note = input.note ?? "";
    await recordOtherDateRequest(tx, mail, jobRow, job, visit, { preferredDays: input.preferredDays, note }, now);
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
