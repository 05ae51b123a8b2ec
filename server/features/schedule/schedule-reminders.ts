/**
 * The schedule's timed messages, swept with the quote reminders (every five minutes by default):
 * - the day-before reminder, from 16:00 Toronto on the calendar day before a visit the client sees,
 *   unless the visit was booked or moved after 16:00 that day (its booking e-mail just told them);
 * - one "please confirm" nudge from 10:00 three days before a visit still unconfirmed, unless it was
 *   booked within those three days;
 * - the owner's digest of tomorrow's visits, from 18:00 Toronto.
 * Each is claimed once by a key naming the visit and its calendar sequence
 * (`visit:{id}:seq:{n}:day_before`), inside the transaction that queues it: any number of servers,
 * sweeps and restarts send it once, and a visit moved since gets a new key for its new date.
 */
import { and, eq, gte, inArray, isNotNull, lte, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { torontoDate } from "../../../shared/quote-rules";
import { contractBalance } from "../../../shared/contract-balance";
import { jobVisits, type JobVisit, type ScheduledMessageSkipReason } from "../../../shared/schema";
import { addCalendarDays } from "../../../shared/toronto-wall-clock";
import {
  confirmNudgeAt,
  dayBeforeReminderApplies,
  dayBeforeReminderAt,
  describeVisitTime,
  ownerDigestAt,
  scheduleLimits,
  visitStatusLabels,
} from "../../../shared/schedule/rules";
import { recordEvent, type RequestContext } from "../../storage/events";
import { claimScheduledMessage, listContractMoney, listJobContexts, setScheduledMessageEmail, type JobParty } from "./storage";
import { queueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { scheduleDigestEmail, visitReminderEmail, type DigestVisit } from "./schedule-mail";
import { crewNameMap } from "./job-view";
import { scheduleMailContext } from "./visit-notices";

const sweepContext: RequestContext = { ip: null, userAgent: null };
const batchSize = 500;

export const reminderKey = (visit: Pick<JobVisit, "id" | "icalSequence">, kind: "day_before" | "confirm_nudge") =>
  `visit:${visit.id}:seq:${visit.icalSequence}:${kind}`;

async function visitsOn(db: Database, days: string[], statuses: JobVisit["status"][]): Promise<JobVisit[]> {
  if (days.length === 0) return [];
  return db
    .select()
    .from(jobVisits)
    .where(and(inArray(jobVisits.day, days), inArray(jobVisits.status, statuses), eq(jobVisits.clientVisible, true)))
    .limit(batchSize);
}

/** Claims and queues one client message; false when it was claimed before (or skipped, with why). */
async function sendVisitMessage(
  db: Database,
  mail: MailSettings,
  visit: JobVisit,
  kind: "day_before" | "confirm_nudge",
  job: JobParty,
  skip?: ScheduledMessageSkipReason,
): Promise<boolean> {
  const key = reminderKey(visit, kind);
  if (skip) {
    await claimScheduledMessage(db, { key, kind, visitId: visit.id, status: "skipped", skipReason: skip });
    return false;
  }
  return db.transaction(async (tx) => {
    if (!(await claimScheduledMessage(tx, { key, kind, visitId: visit.id, status: "sent" }))) return false;
    const when = describeVisitTime({ ...visit, day: visit.day as string });
    const email = await queueEmail(tx, {
      kind: kind === "day_before" ? "visit-reminder-day-before" : "visit-confirm-nudge",
      to: job.clientEmail,
      message: visitReminderEmail(scheduleMailContext(job, mail), { kind: visit.kind, when }, kind),
      quoteId: job.quoteId,
      contractId: job.contractId,
    });
    await setScheduledMessageEmail(tx, key, email.id);
    await recordEvent(
      tx,
      {
        type: "visit.reminder_sent",
        quoteId: job.quoteId,
        contractId: job.contractId,
        data: { visitId: visit.id, kind, to: job.clientEmail, emailId: email.id },
      },
      sweepContext,
    );
    return true;
  });
}

async function sendDayBeforeReminders(db: Database, mail: MailSettings, now: Date, today: string): Promise<number> {
  const tomorrow = addCalendarDays(today, 1);
  if (now < dayBeforeReminderAt(tomorrow)) return 0;
  const visits = await visitsOn(db, [tomorrow], ["proposed", "confirmed", "rescheduled"]);
  const jobs = await listJobContexts(db, [...new Set(visits.map((visit) => visit.jobId))]);
  let sent = 0;
  for (const visit of visits) {
    const job = jobs.get(visit.jobId);
    if (!job) continue;
    const skip = visit.datedAt && !dayBeforeReminderApplies(tomorrow, visit.datedAt) ? "booked after the reminder was due" : undefined;
    if (await sendVisitMessage(db, mail, visit, "day_before", job, skip)) sent += 1;
  }
  return sent;
}

async function sendConfirmNudges(db: Database, mail: MailSettings, now: Date, today: string): Promise<number> {
  // Visits in one to three days whose nudge time (10:00, three days before) has come.
  const days = [1, 2, 3].map((ahead) => addCalendarDays(today, ahead)).filter((day) => now >= confirmNudgeAt(day) && now < dayBeforeReminderAt(day));
  const visits = await visitsOn(db, days, ["proposed", "rescheduled"]);
  const jobs = await listJobContexts(db, [...new Set(visits.map((visit) => visit.jobId))]);
  let sent = 0;
  for (const visit of visits) {
    const job = jobs.get(visit.jobId);
    if (!job || !visit.day) continue;
    const skip = visit.datedAt && visit.datedAt >= confirmNudgeAt(visit.day) ? "booked within three days of the visit" : undefined;
    if (await sendVisitMessage(db, mail, visit, "confirm_nudge", job, skip)) sent += 1;
  }
  return sent;
}

/** The owner's digest of tomorrow, from 18:00 today; once per day (`digest:{day}`), none for an empty day. */
async function sendOwnerDigest(db: Database, mail: MailSettings, now: Date, today: string): Promise<number> {
  const tomorrow = addCalendarDays(today, 1);
  if (now < ownerDigestAt(tomorrow)) return 0;
  const visits = await db
    .select()
    .from(jobVisits)
    .where(
      and(
        isNotNull(jobVisits.day),
        lte(jobVisits.day, tomorrow),
        gte(jobVisits.day, addCalendarDays(tomorrow, -(scheduleLimits.maxSpanDays - 1))),
        sql`${jobVisits.day} + ${jobVisits.spanDays} - 1 >= ${tomorrow}::date`,
        notInArray(jobVisits.status, ["cancelled", "on_hold", "completed", "draft"]),
      ),
    )
    .orderBy(jobVisits.startTime)
    .limit(batchSize);
  const key = `digest:${tomorrow}`;
  if (visits.length === 0) {
    await claimScheduledMessage(db, { key, kind: "owner_digest", visitId: null, status: "skipped", skipReason: "no visits tomorrow" });
    return 0;
  }
  const [jobs, { names }] = await Promise.all([listJobContexts(db, [...new Set(visits.map((visit) => visit.jobId))]), crewNameMap(db)]);
  const money = await listContractMoney(
    db,
    [...jobs.values()].map((job) => job.contractId),
  );
  const digest: DigestVisit[] = visits.flatMap((visit) => {
    const job = jobs.get(visit.jobId);
    if (!job || !visit.day) return [];
    const balance = money.get(job.contractId);
    return [
      {
        kind: visit.kind,
        clientName: job.clientName,
        address: job.address,
        when: describeVisitTime({ ...visit, day: visit.day }),
        crewName: visit.crewId ? (names.get(visit.crewId) ?? null) : null,
        statusLabel: visitStatusLabels[visit.status],
        clientNote: visit.clientNote,
        internalNote: visit.internalNote,
        balanceCents: balance ? contractBalance(balance.totalCents, balance.collectedCents).outstandingCents : null,
        contractId: job.contractId,
      },
    ];
  });
  return db.transaction(async (tx) => {
    if (!(await claimScheduledMessage(tx, { key, kind: "owner_digest", visitId: null, status: "sent" }))) return 0;
    const email = await queueEmail(tx, { kind: "schedule-digest", to: mail.businessEmail, message: scheduleDigestEmail(tomorrow, digest, mail) });
    await setScheduledMessageEmail(tx, key, email.id);
    return 1;
  });
}

/** One sweep of the schedule's messages due at `now`; how many were queued by this call. */
export async function sendDueScheduleMessages(db: Database, mail: MailSettings, now: Date): Promise<number> {
  const today = torontoDate(now);
  return (
    (await sendDayBeforeReminders(db, mail, now, today)) +
    (await sendConfirmNudges(db, mail, now, today)) +
    (await sendOwnerDigest(db, mail, now, today))
  );
}
