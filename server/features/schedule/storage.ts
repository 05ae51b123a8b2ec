/**
 * Storage of the schedule around the visits: the job's contract (who, where, the deposit), visit
 * updates, crews, holidays, the notices sent and the reminders claimed. Only reads and writes; the
 * rules are in shared/schedule/rules.ts and server/features/schedule/.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db";
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
  scheduleRequests,
  type Crew,
  type JobVisit,
  type ScheduledMessageKind,
  type ScheduledMessageSkipReason,
} from "../../../shared/schema";
import { collectedCentsSql, paymentStateSql, totalCentsSql } from "../contracts/contract-balance-sql";
import { isUuid } from "../../storage/ids";

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

/** A visit of the owner's feed with what its entry names: the client, the address, the schedule link. */
export type FeedVisitRow = Pick<
  JobVisit,
  | "id"
  | "kind"
  | "day"
  | "startTime"
  | "windowMinutes"
  | "spanDays"
  | "clientNote"
  | "internalNote"
  | "icalUid"
  | "icalSequence"
  | "status"
  | "crewId"
> & { day: string; contractId: string; linkToken: string; clientName: string; clientPhone: string; address: string };

/**
 * One page of the feed's visits: dated in [from, to], neither cancelled nor on hold, by day and id,
 * after the last one of the page before (keyset paging: each page is its own short query). The page
 * is chosen on the visits alone and then joined to its jobs' clients: joined first, every visit of
 * the window was joined before the sort kept a page of them.
 */
export async function listFeedVisitsPage(
  db: Executor,
  range: { from: string; to: string },
  after: { day: string; id: string } | undefined,
  limit: number,
): Promise<FeedVisitRow[]> {
  const visits = await db
    .select({
      id: jobVisits.id,
      jobId: jobVisits.jobId,
      kind: jobVisits.kind,
      day: jobVisits.day,
      startTime: jobVisits.startTime,
      windowMinutes: jobVisits.windowMinutes,
      spanDays: jobVisits.spanDays,
      clientNote: jobVisits.clientNote,
      internalNote: jobVisits.internalNote,
      icalUid: jobVisits.icalUid,
      icalSequence: jobVisits.icalSequence,
      status: jobVisits.status,
      crewId: jobVisits.crewId,
    })
    .from(jobVisits)
    .where(
      and(
        isNotNull(jobVisits.day),
        gte(jobVisits.day, range.from),
        lte(jobVisits.day, range.to),
        sql`${jobVisits.status} not in ('cancelled', 'on_hold')`,
        after ? sql`(${jobVisits.day}, ${jobVisits.id}) > (${after.day}::date, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(jobVisits.day), asc(jobVisits.id))
    .limit(limit);
  const jobIds = [...new Set(visits.map((visit) => visit.jobId))];
  const parties =
    jobIds.length === 0
      ? []
      : await db
          .select({
            jobId: jobs.id,
            contractId: contracts.id,
            linkToken: jobs.linkToken,
            clientName: contracts.clientName,
            clientPhone: contracts.clientPhone,
            address: contracts.projectAddress,
          })
          .from(jobs)
          .innerJoin(contracts, eq(contracts.id, jobs.contractId))
          .where(inArray(jobs.id, jobIds));
  const partyOf = new Map(parties.map(({ jobId, ...party }) => [jobId, party]));
  return visits.flatMap(({ jobId, day, ...visit }) => {
    const party = partyOf.get(jobId);
    return day === null || !party ? [] : [{ ...visit, day, ...party }];
  });
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

export async function insertScheduleRequest(db: Executor, request: typeof scheduleRequests.$inferInsert): Promise<void> {
  await db.insert(scheduleRequests).values(request);
}

/** The client's date requests one notice to the business lists, oldest first. */
export async function listRequestsOfNotice(db: Executor, emailId: string) {
  return db
    .select()
    .from(scheduleRequests)
    .where(eq(scheduleRequests.noticeEmailId, emailId))
    .orderBy(asc(scheduleRequests.createdAt), asc(scheduleRequests.id));
}

/**
 * Claims a reminder by its key: true for the one caller that inserted it, false for every other
 * server, sweep or restart (the key is the primary key).
 */
export async function claimScheduledMessage(
  db: Executor,
  message: { key: string; kind: ScheduledMessageKind; visitId: string | null; status: "sent" | "skipped"; skipReason?: ScheduledMessageSkipReason },
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

/**
 * A visit of the week or month as the grid and its warnings need it. The client's name is read apart
 * (listJobClients) for the visits shown only: the month holds a thousand visits in a busy season and
 * shows a few a day, and the join to the contracts was most of the query's time.
 */
export type ScheduleVisitRow = Pick<
  JobVisit,
  "id" | "jobId" | "kind" | "clientVisible" | "day" | "startTime" | "windowMinutes" | "spanDays" | "crewId" | "status" | "lastDelayReason"
>;

const scheduleVisitColumns = {
  id: jobVisits.id,
  jobId: jobVisits.jobId,
  kind: jobVisits.kind,
  clientVisible: jobVisits.clientVisible,
  day: jobVisits.day,
  startTime: jobVisits.startTime,
  windowMinutes: jobVisits.windowMinutes,
  spanDays: jobVisits.spanDays,
  crewId: jobVisits.crewId,
  status: jobVisits.status,
  lastDelayReason: jobVisits.lastDelayReason,
};

/** Dated visits (not cancelled) overlapping [from, to]: a visit of several days counts on each of them. */
export async function listScheduleVisits(db: Executor, from: string, to: string): Promise<ScheduleVisitRow[]> {
  return (
    db
      .select(scheduleVisitColumns)
      .from(jobVisits)
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
      // The visit_kind enum sorts in the trade's order (visitKinds: excavation, forms, the pour...).
      .orderBy(asc(jobVisits.day), asc(jobVisits.startTime), asc(jobVisits.kind), asc(jobVisits.id))
  );
}

/** Visits waiting for a date (on hold, or asked for another), oldest change first. */
export async function listScheduleVisitsAwaitingDate(db: Executor, limit: number): Promise<ScheduleVisitRow[]> {
  return db
    .select(scheduleVisitColumns)
    .from(jobVisits)
    .where(inArray(jobVisits.status, ["on_hold", "change_requested"]))
    .orderBy(asc(jobVisits.updatedAt))
    .limit(limit);
}

/** Each job's contract and client name, for the visits a view shows. */
export async function listJobClients(db: Executor, jobIds: string[]): Promise<Map<string, { contractId: string; clientName: string }>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ jobId: jobs.id, contractId: contracts.id, clientName: contracts.clientName })
    .from(jobs)
    .innerJoin(contracts, eq(contracts.id, jobs.contractId))
    .where(inArray(jobs.id, jobIds));
  return new Map(rows.map(({ jobId, ...client }) => [jobId, client]));
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
