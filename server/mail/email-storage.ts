import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db";
import { isUuid } from "../storage/ids";
import type { EmailListQuery, EmailListStatus } from "../../shared/mail-list";
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

/**
 * Holds a message that no sender has tried yet, so the caller's transaction can still rewrite it: the
 * row stays locked until that transaction ends (a sender's claim skips it meanwhile). False when it was
 * taken, tried or sent already; it must then be left as it is.
 */
export async function holdUntriedEmail(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(emails)
    .set({ status: "pending" })
    .where(and(eq(emails.id, id), eq(emails.status, "pending"), eq(emails.attempts, 0)))
    .returning({ id: emails.id });
  return rows.length === 1;
}

/** Rewrites a held message's subject and bodies (see holdUntriedEmail). */
export async function rewriteEmail(
  db: Executor,
  id: string,
  message: { subject: string; text: string; html: string; attachments?: Email["attachments"] },
): Promise<void> {
  await db.update(emails).set(message).where(eq(emails.id, id));
}

/** Extends the lease of the messages a sender still holds; one already marked sent or failed is left as it is. */
export async function renewEmailLeases(db: Executor, ids: string[], leaseUntil: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emails)
    .set({ nextAttemptAt: leaseUntil })
    .where(and(inArray(emails.id, ids), eq(emails.status, "sending")));
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

// ---------------------------------------------------------------------------------------------
// The admin's view of the outbox: reads, and "send again now"
// ---------------------------------------------------------------------------------------------

/** What the admin's list shows of a message: never its body or attachments. */
export type EmailSummary = Pick<
  Email,
  "id" | "kind" | "to" | "subject" | "attempts" | "lastError" | "createdAt" | "sentAt" | "nextAttemptAt" | "quoteId" | "contractId"
> & { stored: string };

const summaryColumns = {
  id: emails.id,
  kind: emails.kind,
  to: emails.to,
  subject: emails.subject,
  stored: emails.status,
  attempts: emails.attempts,
  lastError: emails.lastError,
  createdAt: emails.createdAt,
  sentAt: emails.sentAt,
  nextAttemptAt: emails.nextAttemptAt,
  quoteId: emails.quoteId,
  contractId: emails.contractId,
};

/** The list's status as a condition: "failed" is not sent with a last error; "pending" not sent without one. */
function statusCondition(status: EmailListStatus): SQL | undefined {
  if (status === "sent") return eq(emails.status, "sent");
  if (status === "failed") return and(ne(emails.status, "sent"), isNotNull(emails.lastError));
  return and(ne(emails.status, "sent"), isNull(emails.lastError));
}

/** One page of messages, newest first, and how many match in all. */
export async function listEmailSummaries(db: Executor, query: EmailListQuery): Promise<{ rows: EmailSummary[]; total: number }> {
  const where = query.status ? statusCondition(query.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(emails)
      .where(where)
      .orderBy(desc(emails.createdAt), desc(emails.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(emails).where(where),
  ]);
  return { rows, total };
}

export async function findEmailSummary(db: Executor, id: string): Promise<EmailSummary | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(summaryColumns).from(emails).where(eq(emails.id, id));
  return row;
}

/**
 * Makes a message that is waiting for its next attempt due at `now`, so the sender takes it on its
 * next poll. A pending message changes, and so does one whose lease has run out (its sender stopped
 * renewing it: it died mid-delivery), which goes back to pending. A sent one is done, and one whose
 * lease is live is being delivered right now (making it due again could deliver it twice). Its
 * attempts and last error stay.
 */
export async function makeEmailDueNow(db: Executor, id: string, now: Date): Promise<EmailSummary | undefined> {
  if (!isUuid(id)) return undefined;
  const waiting = eq(emails.status, "pending");
  const staleLease = and(eq(emails.status, "sending"), lte(emails.nextAttemptAt, now));
  const [row] = await db
    .update(emails)
    .set({ status: "pending", nextAttemptAt: now })
    .where(and(eq(emails.id, id), or(waiting, staleLease)))
    .returning(summaryColumns);
  return row;
}
