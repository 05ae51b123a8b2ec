/**
 * The reminder sweep's queries. Each reminder is claimed by one conditional UPDATE that stamps its
 * column only while it is still empty and the quote still qualifies: with any number of servers
 * sweeping at once, exactly one claims it, and the e-mail is queued in the same transaction.
 */
import { and, eq, gte, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../db";
import { quotes, type Quote } from "../../../shared/schema";

export type ReminderWindow = {
  /** Now, as the sweep sees it. */
  now: Date;
  /** Quotes sent at or before this and never opened are due an "unopened" reminder. */
  sentBefore: Date;
  /** Toronto's today, and the last valid-until day that is due an "expiring" reminder. */
  today: string;
  expiringBy: string;
  /** No expiry reminder within a day of the link e-mail or of the other reminder. */
  quietSince: Date;
};

const remindable = and(eq(quotes.status, "pending"), isNull(quotes.replacedBy), eq(quotes.remindersEnabled, true), isNotNull(quotes.sentAt));

const dueUnopened = (window: ReminderWindow): SQL =>
  and(
    remindable,
    isNull(quotes.unopenedReminderAt),
    isNull(quotes.expiryReminderAt),
    isNull(quotes.firstViewedAt),
    lte(quotes.sentAt, window.sentBefore),
    gte(quotes.validUntil, window.today),
  )!;

const dueExpiring = (window: ReminderWindow): SQL =>
  and(
    remindable,
    isNull(quotes.expiryReminderAt),
    gte(quotes.validUntil, window.today),
    lte(quotes.validUntil, window.expiringBy),
    lte(quotes.sentAt, window.quietSince),
    or(isNull(quotes.unopenedReminderAt), lte(quotes.unopenedReminderAt, window.quietSince)),
  )!;

export type ReminderKind = "unopened" | "expiring";

const dueCondition = (kind: ReminderKind, window: ReminderWindow) => (kind === "unopened" ? dueUnopened(window) : dueExpiring(window));

/** Ids of quotes due the reminder, oldest sent first, at most `limit` per sweep. */
export async function findQuotesDueReminder(db: Executor, kind: ReminderKind, window: ReminderWindow, limit: number): Promise<string[]> {
  const rows = await db.select({ id: quotes.id }).from(quotes).where(dueCondition(kind, window)).orderBy(quotes.sentAt).limit(limit);
  return rows.map((row) => row.id);
}

/** Stamps the reminder if the quote is still due it; the quote when this call claimed it, else undefined. */
export async function claimReminder(db: Executor, id: string, kind: ReminderKind, window: ReminderWindow): Promise<Quote | undefined> {
  const stamp = kind === "unopened" ? { unopenedReminderAt: window.now } : { expiryReminderAt: window.now };
  const [claimed] = await db
    .update(quotes)
    .set(stamp)
    .where(and(eq(quotes.id, id), dueCondition(kind, window)))
    .returning();
  return claimed;
}
