/**
 * Storage of the job after the signature (issue 24): one job per signed contract, made on first read,
 * its visits, and the schedule's one settings row, made on first read with a random feed secret.
 * The rules (states, transitions, dates) are in shared/schedule/rules.ts; this file only reads and writes.
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db";
import { newLinkToken } from "../../link-token";
import { jobs, jobVisits, revokedScheduleLinks, scheduleSettings, type Job, type JobVisit } from "../../../shared/schema";
import { isUuid } from "../../storage/ids";

export type ScheduleSettingsRow = typeof scheduleSettings.$inferSelect;
export type NewJobVisit = typeof jobVisits.$inferInsert;

/**
 * The contract's job, made the first time anyone asks. Two first reads at once both land on the one
 * row: the insert does nothing on a conflict with the unique contract id, and the read after it finds
 * whichever row won.
 */
export async function findOrCreateJob(db: Executor, contract: { id: string; quoteId: string }): Promise<Job> {
  await db
    .insert(jobs)
    .values({ contractId: contract.id, quoteId: contract.quoteId, linkToken: newLinkToken() })
    .onConflictDoNothing({ target: jobs.contractId });
  const [job] = await db.select().from(jobs).where(eq(jobs.contractId, contract.id));
  return job;
}

export async function findJobById(db: Executor, id: string): Promise<Job | undefined> {
  if (!isUuid(id)) return undefined;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job;
}

/** The job a signed quote became, if any (the schedule link is replaced with the quote's). */
export async function findJobByQuoteId(db: Executor, quoteId: string): Promise<Job | undefined> {
  if (!isUuid(quoteId)) return undefined;
  const [job] = await db.select().from(jobs).where(eq(jobs.quoteId, quoteId));
  return job;
}

/** The job, locked until the transaction ends: the client's requests on one job queue here. */
export async function lockJob(db: Executor, id: string): Promise<Job | undefined> {
  if (!isUuid(id)) return undefined;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id)).for("update");
  return job;
}

/** The business's latest notice of the job's date requests, and when it is due. */
export async function setJobRequestsNotice(db: Executor, id: string, emailId: string, dueAt: Date): Promise<void> {
  await db.update(jobs).set({ requestsNoticeEmailId: emailId, requestsNoticeAt: dueAt }).where(eq(jobs.id, id));
}

/** The job a replaced schedule link belonged to, if `token` is one. */
export async function findRevokedScheduleLink(db: Executor, token: string): Promise<{ jobId: string } | undefined> {
  const [row] = await db.select({ jobId: revokedScheduleLinks.jobId }).from(revokedScheduleLinks).where(eq(revokedScheduleLinks.token, token));
  return row;
}

/** Replaces the job's schedule link: the old token is kept as revoked (it then answers 410), the new one is current. */
export async function replaceJobLinkToken(db: Executor, job: Pick<Job, "id" | "linkToken">, newToken: string, now: Date): Promise<Job> {
  await db.insert(revokedScheduleLinks).values({ token: job.linkToken, jobId: job.id, revokedAt: now });
  const [updated] = await db.update(jobs).set({ linkToken: newToken }).where(eq(jobs.id, job.id)).returning();
  return updated;
}

/** A job's visits in the order they were made (the page sorts dated ones by day itself). */
export async function listJobVisits(db: Executor, jobId: string): Promise<JobVisit[]> {
  return db.select().from(jobVisits).where(eq(jobVisits.jobId, jobId)).orderBy(asc(jobVisits.createdAt), asc(jobVisits.id));
}

/** A new visit, a draft until a date is proposed; its calendar UID is fixed here for its whole life. */
export async function insertJobVisit(db: Executor, visit: Omit<NewJobVisit, "icalUid">): Promise<JobVisit> {
  const [created] = await db
    .insert(jobVisits)
    .values({ ...visit, icalUid: `visit-${randomUUID()}@formaconcrete` })
    .returning();
  return created;
}

/** One visit, locked for the state change that follows (call inside a transaction). */
export async function lockJobVisit(db: Executor, id: string): Promise<JobVisit | undefined> {
  if (!isUuid(id)) return undefined;
  const [visit] = await db.select().from(jobVisits).where(eq(jobVisits.id, id)).for("update");
  return visit;
}

/** The schedule's settings, the row made on first read (deposit waited for, a random feed secret). */
export async function findScheduleSettings(db: Executor): Promise<ScheduleSettingsRow> {
  await db.insert(scheduleSettings).values({ id: 1, feedToken: newLinkToken() }).onConflictDoNothing({ target: scheduleSettings.id });
  const [settings] = await db.select().from(scheduleSettings).where(eq(scheduleSettings.id, 1));
  return settings;
}

export async function updateScheduleSettings(
  db: Executor,
  changes: { waitForDeposit?: boolean; feedToken?: string },
  now: Date,
): Promise<ScheduleSettingsRow> {
  await findScheduleSettings(db);
  const [settings] = await db
    .update(scheduleSettings)
    .set({ ...changes, updatedAt: now })
    .where(eq(scheduleSettings.id, 1))
    .returning();
  return settings;
}
