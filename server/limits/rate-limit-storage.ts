import { lte, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { rateLimitCounters } from "../../shared/schema";

export type Counter = { count: number; resetAt: Date };

/**
 * Adds `amount` to the counter `key` in one statement (so servers sharing the database count
 * together, and two hits at once never lose one). A counter whose window has ended starts again
 * from `amount` with a new window of `windowMs`.
 */
export async function addToCounter(db: Executor, key: string, amount: number, windowMs: number, now: Date): Promise<Counter> {
  const resetAt = new Date(now.getTime() + windowMs);
  const expired = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: amount, resetAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then excluded.count else ${rateLimitCounters.count} + excluded.count end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  return row;
}

/**
 * Counts one more in `key` only while the window holds fewer than `max`, in one statement: of any
 * number of parallel callers at most `max` get a row back (the row lock orders them), the rest get
 * undefined and nothing is counted. An ended window starts again at 1.
 */
export async function reserveInCounter(db: Executor, key: string, max: number, windowMs: number, now: Date): Promise<Counter | undefined> {
  const resetAt = new Date(now.getTime() + windowMs);
  const expired = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
      },
      setWhere: sql`${expired} or ${rateLimitCounters.count} < ${max}`,
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  return row;
}

/** The counter as it stands, without counting; an ended window reads as zero. */
export async function readCounter(db: Executor, key: string, now: Date): Promise<Counter | undefined> {
  const [row] = await db
    .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.resetAt} > ${now.toISOString()}::timestamptz`);
  return row;
}

/** Takes `amount` back from a window that is still running (an ended one has nothing to take back). */
export async function subtractFromCounter(db: Executor, key: string, amount: number, now: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(0, ${rateLimitCounters.count} - ${amount})` })
    .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.resetAt} > ${now.toISOString()}::timestamptz`);
}

export async function deleteCounter(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
}

/** Deletes every counter of the limits whose names start with `prefix` (the operator's reset of the sign-in limits). */
export async function deleteCountersNamed(db: Executor, prefix: string): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`starts_with(${rateLimitCounters.key}, ${prefix})`);
}

export async function deleteEndedCounters(db: Executor, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, now));
}
