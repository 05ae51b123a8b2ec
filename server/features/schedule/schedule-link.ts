/**
 * The client's schedule link, a secret like the quote's link: replaced together with the quote's
 * link (server/features/quotes/client-links.ts) or on its own by the owner, the old token is kept as revoked and
 * answers 410 LINK_REPLACED for ever, as a replaced quote link does (docs/decisions/0147).
 */
import type { Database, Executor } from "../../db";
import { gone, notFound } from "../../errors";
import { isLinkTokenShape, newLinkToken } from "../../link-token";
import { business } from "../../../shared/business";
import { findJobById, findJobByQuoteId, findRevokedScheduleLink, lockJob, replaceJobLinkToken } from "./job-storage";
import { findJobContextByLinkToken, type JobContext } from "./storage";

export const scheduleLinkNotFound = () => notFound("JOB_NOT_FOUND", "This schedule link is not valid. Please use the link in our latest e-mail.");

export const scheduleLinkReplacedMessage = `This schedule link has been replaced by a newer one. Please use the link in our latest e-mail, or call us at ${business.phoneDisplay} (${business.email}).`;

/** The job whose current schedule link this is; 410 LINK_REPLACED for a replaced one, 404 for anything else. */
export async function resolveScheduleLink(db: Executor, token: string): Promise<JobContext> {
  if (!isLinkTokenShape(token)) throw scheduleLinkNotFound();
  const job = await findJobContextByLinkToken(db, token);
  if (job) return job;
  if (await findRevokedScheduleLink(db, token)) throw gone("LINK_REPLACED", scheduleLinkReplacedMessage);
  throw scheduleLinkNotFound();
}

/** Replaces a job's link inside the caller's transaction, the job's row locked first (two replacements at once queue). */
async function replaceLocked(tx: Executor, jobId: string, now: Date): Promise<void> {
  const job = await lockJob(tx, jobId);
  if (job) await replaceJobLinkToken(tx, job, newLinkToken(), now);
}

/** With the quote's link: the signed quote's job, if it has one, gets a new schedule link in the same transaction. */
export async function replaceScheduleLinkOfQuote(tx: Executor, quoteId: string, now: Date): Promise<void> {
  const job = await findJobByQuoteId(tx, quoteId);
  if (job) await replaceLocked(tx, job.id, now);
}

/** The owner replaces the schedule link alone (shared too widely, a phone lost); the quote's link is left as it is. */
export async function replaceScheduleLink(db: Database, jobId: string, now: Date): Promise<{ contractId: string }> {
  return db.transaction(async (tx) => {
    const job = await findJobById(tx, jobId);
    if (!job) throw notFound("JOB_NOT_FOUND", "No such job");
    await replaceLocked(tx, job.id, now);
    return { contractId: job.contractId };
  });
}
