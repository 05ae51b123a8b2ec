/**
 * Storage of the schedule around the visits: the job's contract (who, where, the deposit), visit
 * updates, crews, holidays, the notices sent and the reminders claimed. Only reads and writes; the
 * rules are in shared/visit-schedule.ts and server/services/jobs/.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../db";
import {
  contracts,
  crews,
  emails,
  jobs,
  jobVisits,
  quotes,
  scheduledMessages,
  scheduleHolidays,
  scheduleNotices,
  type Crew,
  type JobVisit,
} from "../../shared/schema";
import { collectedCentsSql, paymentStateSql, totalCentsSql } from "./contract-balance-sql";
import { isUuid } from "./ids";

/** Who the job is for and where: what every notice, page and digest names. */
export type JobContext = {
  jobId: string;
  linkToken: string;
  contractId: string;
  quoteId: string;
  quoteNumber: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  address: string;
  /** The deposit is recorded (payments reach the deposit, or more). */
  depositReceived: boolean;
};

const contextColumns = {
  jobId: jobs.id,
  linkToken: jobs.linkToken,
  contractId: contracts.id,
  quoteId: contracts.quoteId,
  quoteNumber: quotes.number,
  clientName: contracts.clientName,
  clientEmail: contracts.clientEmail,
  clientPhone: contracts.clientPhone,
  address: contracts.projectAddress,
  paymentState: paymentStateSql,
};

type ContextRow = Omit<JobContext, "depositReceived"> & { paymentState: string };
const toContext = ({ paymentState, ...row }: ContextRow): JobContext => ({ ...row, depositReceived: paymentState !== "deposit_due" });

function contextQuery(db: Executor) {
  return db
    .select(contextColumns)
    .from(jobs)
    .innerJoin(contracts, eq(contracts.id, jobs.contractId))
    .leftJoin(quotes, eq(quotes.id, contracts.quoteId));
}

export async function findJobContext(db: Executor, jobId: string): Promise<JobContext | undefined> {
  if (!isUuid(jobId)) return undefined;
  const [row] = await contextQuery(db).where(eq(jobs.id, jobId));
  return row && toContext(row);
}

export async function findJobContextByLinkToken(db: Executor, token: string): Promise<JobContext | undefined> {
  const [row] = await contextQuery(db).where(eq(jobs.linkToken, token));
  return row && toContext(row);
}

/** Who and where, for many jobs at once (the week, the feed, the digest): without the deposit's sums. */
export type JobParty = Omit<JobContext, "depositReceived">;

export async function listJobContexts(db: Executor, jobIds: string[]): Promise<Map<string, JobParty>> {
  if (jobIds.length === 0) return new Map();
  const { paymentState: _paymentState, ...partyColumns } = contextColumns;
  const rows = await db
    .select(partyColumns)
    .from(jobs)
    .innerJoin(contracts, eq(contracts.id, jobs.contractId))
    .leftJoin(quotes, eq(quotes.id, contracts.quoteId))
    .where(inArray(jobs.id, jobIds));
  return new Map(rows.map((row) => [row.jobId, row]));
}

export async function findVisitById(db: Executor, id: string): Promise<JobVisit | undefined> {
  if (!isUuid(id)) return undefined;
  const [visit] = await db.select().from(jobVisits).where(eq(jobVisits.id, id));
  return visit;
}

/** Writes a visit's changes and moves its version on by one (and the calendar's sequence when asked). */
export async function updateVisitRow(
  db: Executor,
  visit: JobVisit,
  changes: Partial<Omit<JobVisit, "id" | "jobId" | "icalUid" | "version" | "icalSequence" | "createdAt">>,
  options: { bumpSequence: boolean; now: Date },
): Promise<JobVisit> {
  const [updated] = await db
    .update(jobVisits)
    .set({
      ...changes,
      version: visit.version + 1,
      icalSequence: options.bumpSequence ? visit.icalSequence + 1 : visit.icalSequence,
      updatedAt: options.now,
    })
    .where(eq(jobVisits.id, visit.id))
    .returning();
  return updated;
}

/** Whether any visit of the job was ever given a date (the deposit gate is for the first one). */
export async function jobHasDatedVisit(db: Executor, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobVisits.id })
    .from(jobVisits)
    .where(and(eq(jobVisits.jobId, jobId), isNotNull(jobVisits.datedAt)))
    .limit(1);
  return Boolean(row);
}

export async function listCrews(db: Executor): Promise<Crew[]> {
  return db.select().from(crews).orderBy(asc(crews.position), asc(crews.createdAt));
}

export async function findCrew(db: Executor, id: string): Promise<Crew | undefined> {
  if (!isUuid(id)) return undefined;
  const [crew] = await db.select().from(crews).where(eq(crews.id, id));
  return crew;
}

export async function insertCrew(db: Executor, crew: { name: string; colour?: string; position: number }): Promise<Crew> {
  const [created] = await db.insert(crews).values(crew).returning();
  return created;
}

export async function listHolidays(db: Executor, from: string, to: string): Promise<{ day: string; name: string }[]> {
  return db
    .select()
    .from(scheduleHolidays)
    .where(and(gte(scheduleHolidays.day, from), lte(scheduleHolidays.day, to)))
    .orderBy(asc(scheduleHolidays.day));
}

export async function upsertHoliday(db: Executor, day: string, name: string): Promise<void> {
  await db.insert(scheduleHolidays).values({ day, name }).onConflictDoUpdate({ target: scheduleHolidays.day, set: { name } });
}

export async function deleteHoliday(db: Executor, day: string): Promise<void> {
  await db.delete(scheduleHolidays).where(eq(scheduleHolidays.day, day));
}

export type NoticeRecord = typeof scheduleNotices.$inferSelect & { emailStatus: string | null };

/** The notices the client of a job was sent (or is about to be), newest first. */
export async function listJobNotices(db: Executor, jobId: string): Promise<NoticeRecord[]> {
  return db
    .select({
      id: scheduleNotices.id,
      visitId: scheduleNotices.visitId,
      kind: scheduleNotices.kind,
      reason: scheduleNotices.reason,
      note: scheduleNotices.note,
      fromDay: scheduleNotices.fromDay,
      toDay: scheduleNotices.toDay,
      sequence: scheduleNotices.sequence,
      emailId: scheduleNotices.emailId,
      createdAt: scheduleNotices.createdAt,
      emailStatus: emails.status,
    })
    .from(scheduleNotices)
    .innerJoin(jobVisits, eq(jobVisits.id, scheduleNotices.visitId))
    .leftJoin(emails, eq(emails.id, scheduleNotices.emailId))
    .where(eq(jobVisits.jobId, jobId))
    .orderBy(desc(scheduleNotices.createdAt), desc(scheduleNotices.id));
}

/** The job's latest notice e-mail made at or after `since` (a change within ten minutes may join it). */
export async function findRecentNoticeEmail(db: Executor, jobId: string, since: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ emailId: scheduleNotices.emailId })
    .from(scheduleNotices)
    .innerJoin(jobVisits, eq(jobVisits.id, scheduleNotices.visitId))
    .where(and(eq(jobVisits.jobId, jobId), isNotNull(scheduleNotices.emailId), gte(scheduleNotices.createdAt, since)))
    .orderBy(desc(scheduleNotices.createdAt))
    .limit(1);
  return row?.emailId ?? undefined;
}

export async function insertNotice(db: Executor, notice: typeof scheduleNotices.$inferInsert): Promise<void> {
  await db.insert(scheduleNotices).values(notice);
}

/** The notices one e-mail carries, oldest first (a coalesced e-mail is rendered from all of them). */
export async function listNoticesOfEmail(db: Executor, emailId: string) {
  return db
    .select()
    .from(scheduleNotices)
    .where(eq(scheduleNotices.emailId, emailId))
    .orderBy(asc(scheduleNotices.createdAt), asc(scheduleNotices.id));
}

/**
 * Claims a reminder by its key: true for the one caller that inserted it, false for every other
 * server, sweep or restart (the key is the primary key).
 */
export async function claimScheduledMessage(
  db: Executor,
  message: { key: string; kind: string; visitId: string | null; status: "sent" | "skipped"; skipReason?: string },
): Promise<boolean> {
  const rows = await db
    .insert(scheduledMessages)
    .values({ ...message, skipReason: message.skipReason ?? null })
    .onConflictDoNothing({ target: scheduledMessages.key })
    .returning({ key: scheduledMessages.key });
  return rows.length === 1;
}

export async function setScheduledMessageEmail(db: Executor, key: string, emailId: string): Promise<void> {
  await db.update(scheduledMessages).set({ emailId }).where(eq(scheduledMessages.key, key));
}

/** A visit of the week or month with its client: one query joined on the job's contract. */
export type ScheduleRow = Pick<
  JobVisit,
  "id" | "kind" | "clientVisible" | "day" | "startTime" | "windowMinutes" | "spanDays" | "crewId" | "status" | "lastDelayReason"
> & { contractId: string; clientName: string };

const scheduleRowColumns = {
  id: jobVisits.id,
  kind: jobVisits.kind,
  clientVisible: jobVisits.clientVisible,
  day: jobVisits.day,
  startTime: jobVisits.startTime,
  windowMinutes: jobVisits.windowMinutes,
  spanDays: jobVisits.spanDays,
  crewId: jobVisits.crewId,
  status: jobVisits.status,
  lastDelayReason: jobVisits.lastDelayReason,
  contractId: contracts.id,
  clientName: contracts.clientName,
};

function scheduleRows(db: Executor) {
  return db
    .select(scheduleRowColumns)
    .from(jobVisits)
    .innerJoin(jobs, eq(jobs.id, jobVisits.jobId))
    .innerJoin(contracts, eq(contracts.id, jobs.contractId));
}

/** Dated visits (not cancelled) overlapping [from, to]: a visit of several days counts on each of them. */
export async function listScheduleRows(db: Executor, from: string, to: string): Promise<ScheduleRow[]> {
  return scheduleRows(db)
    .where(
      and(
        isNotNull(jobVisits.day),
        lte(jobVisits.day, to),
        // The last day of a visit is day + span - 1; a visit starts at most 9 days before `from`.
        gte(jobVisits.day, sql`(${from}::date - 9)`),
        sql`${jobVisits.day} + ${jobVisits.spanDays} - 1 >= ${from}::date`,
        sql`${jobVisits.status} <> 'cancelled'`,
      ),
    )
    .orderBy(asc(jobVisits.day), asc(jobVisits.startTime), asc(jobVisits.id));
}

/** Visits waiting for a date (on hold, or asked for another), oldest change first. */
export async function listScheduleRowsAwaitingDate(db: Executor, limit: number): Promise<ScheduleRow[]> {
  return scheduleRows(db)
    .where(inArray(jobVisits.status, ["on_hold", "change_requested"]))
    .orderBy(asc(jobVisits.updatedAt))
    .limit(limit);
}

/** Each contract's total and what was received (as the contract list works them out), for the owner's digest. */
export async function listContractMoney(
  db: Executor,
  contractIds: string[],
): Promise<Map<string, { totalCents: number | null; collectedCents: number }>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .select({ contractId: contracts.id, totalCents: totalCentsSql, collectedCents: collectedCentsSql })
    .from(contracts)
    .leftJoin(quotes, eq(quotes.id, contracts.quoteId))
    .where(inArray(contracts.id, contractIds));
  return new Map(
    rows.map((row) => [
      row.contractId,
      { totalCents: row.totalCents === null ? null : Number(row.totalCents), collectedCents: Number(row.collectedCents) },
    ]),
  );
}
