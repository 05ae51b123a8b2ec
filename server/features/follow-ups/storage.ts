/** Follow-ups after a job, their settings and each address's unsubscribe (shared/follow-ups/schema.ts). */
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, lte, max, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db";
import type { FollowUpKind, FollowUpStatus } from "../../../shared/follow-ups/rules";
import {
  contracts,
  followUpSettings,
  followUps,
  mailPreferences,
  type FollowUp,
  type FollowUpSettingsRow,
  type MailPreference,
} from "../../../shared/schema";
import { isUuid } from "../../storage/ids";

/** A link secret: 32 random bytes, URL-safe (43 characters). */
export const newLinkSecret = () => randomBytes(32).toString("base64url");
/** What a link secret looks like: anything else is refused before the database is asked. */
export const isLinkSecret = (text: string) => /^[A-Za-z0-9_-]{43}$/.test(text);

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

export async function readFollowUpSettingsRow(db: Executor): Promise<FollowUpSettingsRow> {
  const [row] = await db.select().from(followUpSettings).where(eq(followUpSettings.id, 1));
  if (row) return row;
  // The defaults on first read; two first reads at once both end up reading the one row.
  await db.insert(followUpSettings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(followUpSettings).where(eq(followUpSettings.id, 1));
  return created;
}

export async function writeFollowUpSettings(
  db: Executor,
  values: Pick<FollowUpSettingsRow, "googleReviewUrl" | "reviewDelayDays" | "reviewMode" | "resealMonths">,
  now: Date,
): Promise<FollowUpSettingsRow> {
  const [row] = await db
    .insert(followUpSettings)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: followUpSettings.id, set: { ...values, updatedAt: now } })
    .returning();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Follow-ups
// ---------------------------------------------------------------------------------------------

export async function findFollowUp(db: Executor, contractId: string, kind: FollowUpKind): Promise<FollowUp | undefined> {
  const [row] = await db
    .select()
    .from(followUps)
    .where(and(eq(followUps.contractId, contractId), eq(followUps.kind, kind)));
  return row;
}

export async function findFollowUpById(db: Executor, id: string): Promise<FollowUp | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(followUps).where(eq(followUps.id, id.toLowerCase()));
  return row;
}

/** Locks the row for the rest of the transaction: a sweep and the owner's Send never both send it. */
export async function lockFollowUp(db: Executor, id: string): Promise<FollowUp | undefined> {
  const [row] = await db.select().from(followUps).where(eq(followUps.id, id)).for("update");
  return row;
}

/** Inserts the follow-up unless the contract has one of its kind (then answers undefined). */
export async function insertFollowUp(
  db: Executor,
  values: Pick<FollowUp, "contractId" | "kind" | "status" | "dueOn" | "email" | "skipReason">,
  now: Date,
): Promise<FollowUp | undefined> {
  const [row] = await db
    .insert(followUps)
    .values({ ...values, token: newLinkSecret(), createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateFollowUp(
  db: Executor,
  id: string,
  changes: Partial<Pick<FollowUp, "status" | "dueOn" | "skipReason" | "sentAt" | "emailId" | "reviewedAt" | "email">>,
  now: Date,
): Promise<FollowUp> {
  const [row] = await db
    .update(followUps)
    .set({ ...changes, updatedAt: now })
    .where(eq(followUps.id, id))
    .returning();
  return row;
}

/** Cancels what has not gone out yet (the completion was undone); sent ones stay as they are. */
export async function cancelWaitingFollowUps(db: Executor, contractId: string, now: Date): Promise<void> {
  await db
    .update(followUps)
    .set({ status: "cancelled", skipReason: null, updatedAt: now })
    .where(and(eq(followUps.contractId, contractId), inArray(followUps.status, ["scheduled", "held", "skipped"])));
}

/** Scheduled follow-ups due on or before `today`, oldest first. */
export async function listDueFollowUpIds(db: Executor, today: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: followUps.id })
    .from(followUps)
    .where(and(eq(followUps.status, "scheduled"), lte(followUps.dueOn, today)))
    .orderBy(asc(followUps.dueOn))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** When this address was last sent a review request for another job (null: never). */
export async function lastReviewRequestSentTo(db: Executor, email: string, exceptId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(followUps.sentAt) })
    .from(followUps)
    .where(and(eq(followUps.email, email), eq(followUps.kind, "review_request"), ne(followUps.id, exceptId)));
  return row?.at ?? null;
}

/** The review request a link was sent with (sent ones only), or undefined. */
export async function findSentReviewRequest(db: Executor, token: string): Promise<FollowUp | undefined> {
  if (!isLinkSecret(token)) return undefined;
  const [row] = await db
    .select()
    .from(followUps)
    .where(and(eq(followUps.token, token), eq(followUps.kind, "review_request"), eq(followUps.status, "sent")));
  return row;
}

/** Counts one click on the review link; answers the row after it (undefined for an unknown token). */
export async function countReviewClick(db: Executor, token: string, now: Date): Promise<FollowUp | undefined> {
  const [row] = await db
    .update(followUps)
    .set({
      clickCount: sql`${followUps.clickCount} + 1`,
      firstClickedAt: sql`coalesce(${followUps.firstClickedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(followUps.token, token), eq(followUps.kind, "review_request"), inArray(followUps.status, ["sent"])))
    .returning();
  return row;
}

export type FollowUpListRow = FollowUp & { quoteId: string; clientName: string; projectAddress: string };

const statusOrder = sql`case ${followUps.status} when 'held' then 0 when 'scheduled' then 1 when 'skipped' then 2 when 'sent' then 3 else 4 end`;

export async function listFollowUpRows(db: Executor, filter: { contractId?: string; statuses?: FollowUpStatus[] }, limit: number) {
  const rows = await db
    .select({ followUp: followUps, quoteId: contracts.quoteId, clientName: contracts.clientName, projectAddress: contracts.projectAddress })
    .from(followUps)
    .innerJoin(contracts, eq(contracts.id, followUps.contractId))
    .where(
      and(
        filter.contractId ? eq(followUps.contractId, filter.contractId) : undefined,
        filter.statuses ? inArray(followUps.status, filter.statuses) : undefined,
      ),
    )
    // By the kind's name, as when it was text (an enum sorts in its declaration order).
    .orderBy(statusOrder, desc(followUps.dueOn), sql`${followUps.kind}::text`)
    .limit(limit);
  return rows.map((row): FollowUpListRow => ({
    ...row.followUp,
    quoteId: row.quoteId,
    clientName: row.clientName,
    projectAddress: row.projectAddress,
  }));
}

// ---------------------------------------------------------------------------------------------
// Mail preferences (unsubscribe)
// ---------------------------------------------------------------------------------------------

/** The address's preference row, made with a fresh unsubscribe secret the first time. */
export async function ensureMailPreference(db: Executor, email: string): Promise<MailPreference> {
  await db.insert(mailPreferences).values({ email, token: newLinkSecret() }).onConflictDoNothing();
  const [row] = await db.select().from(mailPreferences).where(eq(mailPreferences.email, email));
  return row;
}

/**
 * Sets the opt-out (keeping the first time it was asked) or clears it; answers the row as it was
 * before (undefined for an unknown token). The row is locked, so two clicks at once record one change.
 */
export async function setOptOut(db: Executor, token: string, optedOut: boolean, now: Date): Promise<MailPreference | undefined> {
  const [before] = await db.select().from(mailPreferences).where(eq(mailPreferences.token, token)).for("update");
  if (!before) return undefined;
  const optedOutAt = optedOut ? (before.optedOutAt ?? now) : null;
  await db.update(mailPreferences).set({ optedOutAt, updatedAt: now }).where(eq(mailPreferences.token, token));
  return before;
}

export async function findMailPreferenceByToken(db: Executor, token: string): Promise<MailPreference | undefined> {
  const [row] = await db.select().from(mailPreferences).where(eq(mailPreferences.token, token));
  return row;
}
