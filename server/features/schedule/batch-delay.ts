/**
 * "Rain on Tuesday": every pour of one day moved to the next working day (Sundays and the owner's
 * holidays skipped) for one reason. A preview lists each client's new date; applying moves each
 * visit through the same move as the owner's own (one transaction each, at the version read), so
 * each client gets one notice (the job's changes within ten minutes make one e-mail) and the
 * contract is never touched. A visit changed meanwhile is left as it is and not listed.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db";
import { HttpError } from "../../errors";
import { torontoDate } from "../../../shared/quote-rules";
import type { BatchDelayInput } from "../../../shared/schedule/input";
import { jobVisits } from "../../../shared/schema";
import { moveKeepsConfirmation } from "../../../shared/schedule/rules";
import { listJobContexts } from "./storage";
import type { MailSettings } from "../../mail/settings";
import { moveVisit, type Actor } from "./visit-actions";
import { assertBookableDay, holidaySet, nextBookableWorkingDay } from "./visit-dates";

export async function batchDelay(db: Database, mail: MailSettings, input: BatchDelayInput, actor: Actor, now: Date) {
  assertBookableDay(input.day, now);
  const today = torontoDate(now);
  const pours = await db
    .select()
    .from(jobVisits)
    .where(
      and(
        eq(jobVisits.day, input.day),
        eq(jobVisits.kind, "pour"),
        inArray(jobVisits.status, ["proposed", "confirmed", "rescheduled", "change_requested"]),
      ),
    )
    .orderBy(jobVisits.startTime, jobVisits.id);
  const holidays = await holidaySet(db, input.day);
  const jobs = await listJobContexts(db, [...new Set(pours.map((visit) => visit.jobId))]);
  const moves = [];
  for (const visit of pours) {
    const toDay = nextBookableWorkingDay(input.day, today, holidays);
    const job = jobs.get(visit.jobId);
    if (input.apply) {
      try {
        await moveVisit(
          db,
          mail,
          visit.id,
          { version: visit.version, reason: input.reason, note: input.note, target: "next_working_day" },
          actor,
          now,
        );
      } catch (error) {
        // Changed meanwhile (409), or its time falls in a clock change on the new day: left for the owner.
        if (error instanceof HttpError && (error.status === 409 || error.code === "VISIT_TIME_REFUSED")) continue;
        throw error;
      }
    }
    moves.push({
      visitId: visit.id,
      clientName: job?.clientName ?? "",
      address: job?.address ?? "",
      fromDay: input.day,
      toDay,
      keepsConfirmation: moveKeepsConfirmation(visit.status, input.day, toDay, holidays),
    });
  }
  return { applied: input.apply, moves };
}
