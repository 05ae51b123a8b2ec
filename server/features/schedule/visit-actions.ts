/**
 * The owner's actions on a job's visits: add, edit details, propose a date, move (for weather or any
 * other reason, to a date, the next working day or "to be decided"), cancel and complete. Each runs in
 * one transaction holding the visit's row lock, checks the version the owner saw (409 VISIT_CHANGED)
 * and the state rule (shared/schedule/rules.ts, 409 VISIT_STATE), writes the visit, puts the event on
 * the quote's timeline and, when the client's calendar must follow, queues their notice. The contract
 * is never touched.
 */
import type { Database, Executor } from "../../db";
import { conflict, notFound, unprocessable } from "../../errors";
import { torontoDate } from "../../../shared/quote-rules";
import type { MoveVisitInput, NewVisitInput, ProposeVisitInput, VisitDetailsInput } from "../../../shared/schedule/input";
import { scheduleMessages } from "../../../shared/schedule/input";
import type { JobVisit } from "../../../shared/schema";
import { clientVisibleByDefault, moveKeepsConfirmation, visitTransition, type DelayReason, type VisitAction } from "../../../shared/schedule/rules";
import { recordEvent, type RequestContext } from "../../storage/events";
import { findJobById, findScheduleSettings, insertJobVisit, lockJobVisit } from "./job-storage";
import { findCrew, findJobContext, jobHasDatedVisit, updateVisitRow, type JobContext } from "./storage";
import type { MailSettings } from "../../mail/settings";
import { assertBookableDay, assertBookableTime, holidaySet, nextBookableWorkingDay } from "./visit-dates";
import { queueVisitNotice } from "./visit-notices";

export const jobNotFound = () => notFound("JOB_NOT_FOUND", "No such job");
export const visitNotFound = () => notFound("VISIT_NOT_FOUND", "No such visit");
const visitChanged = () => conflict("VISIT_CHANGED", "This visit changed since you opened it. Please look at it again.");
export const depositMessage = "The deposit is not recorded yet. Record it first, or turn off waiting for the deposit in the schedule's settings.";

/** Who did it, for the timeline: the admin's e-mail, or "client". */
export type Actor = { by: string; context: RequestContext };

export type Locked = { visit: JobVisit; job: JobContext };

/** Locks the visit, checks the version the caller saw and loads its job; then runs the change. */
export async function withLockedVisit<T>(
  db: Database,
  visitId: string,
  version: number | null,
  change: (tx: Executor, locked: Locked) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const visit = await lockJobVisit(tx, visitId);
    if (!visit) throw visitNotFound();
    if (version !== null && visit.version !== version) throw visitChanged();
    const job = await findJobContext(tx, visit.jobId);
    if (!job) throw visitNotFound();
    return change(tx, { visit, job });
  });
}

/** The state a rule allows, or 409 VISIT_STATE with the rule's message. */
export function allowed(visit: JobVisit, action: VisitAction, options: { keepsConfirmation?: boolean } = {}) {
  const verdict = visitTransition(visit.status, action, options);
  if (!verdict.allowed) throw conflict("VISIT_STATE", verdict.message);
  return verdict.status;
}

async function assertCrew(db: Executor, crewId: string | null | undefined): Promise<void> {
  if (crewId && !(await findCrew(db, crewId))) throw notFound("CREW_NOT_FOUND", "No such crew");
}

const event = (job: JobContext) => ({ quoteId: job.quoteId, contractId: job.contractId });

export async function addVisit(db: Database, jobId: string, input: NewVisitInput, actor: Actor, now: Date): Promise<JobVisit> {
  return db.transaction(async (tx) => {
    const job = await findJobById(tx, jobId);
    if (!job) throw jobNotFound();
    const context = await findJobContext(tx, job.id);
    if (!context) throw jobNotFound();
    if (input.day) {
      assertBookableDay(input.day, now);
      assertBookableTime(input.day, input.startTime ?? null, input.startTime ? (input.windowMinutes ?? null) : null);
    }
    await assertCrew(tx, input.crewId);
    const visit = await insertJobVisit(tx, {
      jobId: job.id,
      kind: input.kind,
      clientVisible: input.clientVisible ?? clientVisibleByDefault[input.kind],
      day: input.day ?? null,
      startTime: input.startTime ?? null,
      windowMinutes: input.startTime ? (input.windowMinutes ?? null) : null,
      spanDays: input.spanDays ?? 1,
      crewId: input.crewId ?? null,
      clientNote: input.clientNote ?? "",
      internalNote: input.internalNote ?? "",
    });
    await recordEvent(tx, { type: "visit.created", ...event(context), data: { visitId: visit.id, kind: visit.kind, by: actor.by } }, actor.context);
    return visit;
  });
}

export async function updateVisitDetails(db: Database, visitId: string, input: VisitDetailsInput, now: Date): Promise<JobVisit> {
  return withLockedVisit(db, visitId, input.version, async (tx, { visit }) => {
    if (visit.status === "completed" || visit.status === "cancelled") allowed(visit, "move");
    await assertCrew(tx, input.crewId);
    return updateVisitRow(
      tx,
      visit,
      {
        ...(input.crewId !== undefined ? { crewId: input.crewId } : {}),
        ...(input.clientVisible !== undefined ? { clientVisible: input.clientVisible } : {}),
        ...(input.clientNote !== undefined ? { clientNote: input.clientNote } : {}),
        ...(input.internalNote !== undefined ? { internalNote: input.internalNote } : {}),
      },
      { bumpSequence: false, now },
    );
  });
}

/** Whether the client hears of it: a visit they see, unless the owner said not to. */
const notifies = (visit: JobVisit, notify: boolean | undefined) => visit.clientVisible && notify !== false;

export async function proposeVisit(
  db: Database,
  mail: MailSettings,
  visitId: string,
  input: ProposeVisitInput,
  actor: Actor,
  now: Date,
): Promise<JobVisit> {
  return withLockedVisit(db, visitId, input.version, async (tx, { visit, job }) => {
    const status = allowed(visit, "propose");
    assertBookableDay(input.day, now);
    const settings = await findScheduleSettings(tx);
    if (settings.waitForDeposit && !job.depositReceived && !(await jobHasDatedVisit(tx, job.jobId))) {
      throw conflict("DEPOSIT_NOT_RECEIVED", depositMessage);
    }
    const startTime = input.startTime ?? null;
    assertBookableTime(input.day, startTime, startTime ? (input.windowMinutes ?? null) : null);
    const updated = await updateVisitRow(
      tx,
      visit,
      {
        status,
        day: input.day,
        startTime,
        windowMinutes: startTime ? (input.windowMinutes ?? null) : null,
        spanDays: input.spanDays ?? visit.spanDays,
        datedAt: now,
        confirmedAt: null,
      },
      // The first date starts the calendar entry at SEQUENCE 0; any later one is a change to it.
      { bumpSequence: visit.datedAt !== null, now },
    );
    const notified = notifies(updated, input.notify);
    if (notified) {
      const fromDay = visit.status === "draft" ? null : visit.day;
      await queueVisitNotice(tx, mail, job, updated, { kind: "proposed", fromDay, toDay: input.day }, now);
    }
    await recordEvent(
      tx,
      {
        type: "visit.proposed",
        ...event(job),
        data: {
          visitId: visit.id,
          kind: visit.kind,
          day: input.day,
          ...(startTime ? { startTime } : {}),
          ...(updated.windowMinutes ? { windowMinutes: updated.windowMinutes } : {}),
          by: actor.by,
          notified,
        },
      },
      actor.context,
    );
    return updated;
  });
}

/** Where a move takes the visit: a chosen day, or the next working day (today or later). */
async function moveTarget(tx: Executor, visit: JobVisit & { day: string }, input: MoveVisitInput, now: Date): Promise<string> {
  const today = torontoDate(now);
  if (input.target === "next_working_day") {
    return nextBookableWorkingDay(visit.day, today, await holidaySet(tx, visit.day < today ? visit.day : today));
  }
  const day = input.day as string;
  assertBookableDay(day, now);
  const sameTime =
    (input.startTime === undefined || input.startTime === visit.startTime) &&
    (input.windowMinutes === undefined || input.windowMinutes === visit.windowMinutes) &&
    (input.spanDays === undefined || input.spanDays === visit.spanDays);
  if (day === visit.day && sameTime) throw unprocessable("VISIT_DATE_REFUSED", scheduleMessages.sameDay, { day: scheduleMessages.sameDay });
  return day;
}

export async function moveVisit(
  db: Database,
  mail: MailSettings,
  visitId: string,
  input: MoveVisitInput,
  actor: Actor,
  now: Date,
): Promise<JobVisit> {
  return withLockedVisit(db, visitId, input.version, async (tx, { visit, job }) => {
    if (!visit.day) throw conflict("VISIT_STATE", "This visit has no date yet: propose one instead");
    const from = visit.day;
    const reason: DelayReason = input.reason;
    const note = input.note ?? "";
    if (input.target === "to_be_decided") {
      const status = allowed(visit, "hold");
      const updated = await updateVisitRow(
        tx,
        visit,
        { status, day: null, confirmedAt: null, lastDelayReason: reason },
        { bumpSequence: visit.datedAt !== null, now },
      );
      if (visit.status !== "draft" && notifies(updated, input.notify)) {
        await queueVisitNotice(tx, mail, job, updated, { kind: "held", reason, note, fromDay: from, toDay: null }, now);
      }
      await recordEvent(
        tx,
        { type: "visit.held", ...event(job), data: { visitId: visit.id, kind: visit.kind, from, reason, ...(note ? { note } : {}), by: actor.by } },
        actor.context,
      );
      return updated;
    }
    const to = await moveTarget(tx, { ...visit, day: from }, input, now);
    const keepsConfirmation = moveKeepsConfirmation(visit.status, from, to, await holidaySet(tx, from < to ? from : to));
    const status = allowed(visit, "move", { keepsConfirmation });
    const startTime = input.startTime === undefined ? visit.startTime : input.startTime;
    const windowMinutes = !startTime ? null : input.windowMinutes === undefined ? visit.windowMinutes : input.windowMinutes;
    assertBookableTime(to, startTime, windowMinutes);
    const updated = await updateVisitRow(
      tx,
      visit,
      {
        status,
        day: to,
        startTime,
        windowMinutes,
        spanDays: input.spanDays ?? visit.spanDays,
        datedAt: now,
        confirmedAt: keepsConfirmation ? visit.confirmedAt : null,
        lastDelayReason: reason,
      },
      { bumpSequence: visit.datedAt !== null, now },
    );
    if (visit.status !== "draft" && notifies(updated, input.notify)) {
      await queueVisitNotice(tx, mail, job, updated, { kind: "moved", reason, note, fromDay: from, toDay: to }, now);
    }
    await recordEvent(
      tx,
      {
        type: "visit.moved",
        ...event(job),
        data: { visitId: visit.id, kind: visit.kind, from, to, reason, ...(note ? { note } : {}), by: actor.by, keptConfirmation: keepsConfirmation },
      },
      actor.context,
    );
    return updated;
  });
}

export async function cancelVisit(
  db: Database,
  mail: MailSettings,
  visitId: string,
  input: { version: number; note?: string; notify?: boolean },
  actor: Actor,
  now: Date,
): Promise<JobVisit> {
  return withLockedVisit(db, visitId, input.version, async (tx, { visit, job }) => {
    const status = allowed(visit, "cancel");
    const updated = await updateVisitRow(tx, visit, { status }, { bumpSequence: visit.datedAt !== null, now });
    const note = input.note ?? "";
    // Only a client who was given a date has an entry to remove.
    if (visit.datedAt !== null && visit.status !== "draft" && notifies(updated, input.notify)) {
      await queueVisitNotice(tx, mail, job, updated, { kind: "cancelled", note, fromDay: visit.day, toDay: null }, now);
    }
    await recordEvent(
      tx,
      {
        type: "visit.cancelled",
        ...event(job),
        data: { visitId: visit.id, kind: visit.kind, from: visit.day, ...(note ? { note } : {}), by: actor.by },
      },
      actor.context,
    );
    return updated;
  });
}

export async function completeVisit(db: Database, visitId: string, input: { version: number }, actor: Actor, now: Date): Promise<JobVisit> {
  return withLockedVisit(db, visitId, input.version, async (tx, { visit, job }) => {
    const status = allowed(visit, "complete");
    const updated = await updateVisitRow(tx, visit, { status }, { bumpSequence: false, now });
    await recordEvent(
      tx,
      { type: "visit.completed", ...event(job), data: { visitId: visit.id, kind: visit.kind, day: visit.day, by: actor.by } },
      actor.context,
    );
    return updated;
  });
}
