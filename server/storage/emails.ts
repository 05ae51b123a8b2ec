import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { emails, type Email } from "../../shared/schema";

export type NewEmail = typeof emails.$inferInsert;

export async function insertEmail(db: Executor, email: NewEmail): Promise<Email> {
  const [created] = await db.insert(emails).values(email).returning();
  return created;
}

/**
 * Takes up to `limit` messages that are due (pending, or "sending" whose lease ran out because a
 * sender died mid-delivery) and leases them until `leaseUntil`. SKIP LOCKED lets several server
 * processes share one outbox without delivering a message twice.
 */
export async function claimDueEmails(db: Executor, now: Date, leaseUntil: Date, limit: number): Promise<Email[]> {
  const due = db
    .select({ id: emails.id })
    .from(emails)
    .where(and(inArray(emails.status, ["pending", "sending"]), lte(emails.nextAttemptAt, now)))
    .orderBy(asc(emails.nextAttemptAt), asc(emails.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db.update(emails).set({ status: "sending", nextAttemptAt: leaseUntil }).where(inArray(emails.id, due)).returning();
}

export async function markEmailSent(db: Executor, id: string, sentAt: Date): Promise<void> {
  await db
    .update(emails)
    .set({ status: "sent", sentAt, attempts: sql`${emails.attempts} + 1` })
    .where(eq(emails.id, id));
}

/** A failed attempt: counted, explained, and scheduled again; the message is never dropped. */
export async function markEmailFailed(db: Executor, id: string, error: string, retryAt: Date): Promise<void> {
  await db
    .update(emails)
    .set({ status: "pending", lastError: error, nextAttemptAt: retryAt, attempts: sql`${emails.attempts} + 1` })
    .where(eq(emails.id, id));
}
