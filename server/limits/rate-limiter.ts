/**
 * Rate limits counted in the database: every server on one PostgreSQL counts together, and a restart
 * forgets nothing (on the embedded database too). What is counted for whom is a `RateLimit` and a
 * subject (an address, an account, a recipient); subjects are stored hashed, so the table holds no
 * addresses or e-mails.
 */
import { createHash } from "node:crypto";
import type { Database, Executor } from "../db";
import { addToCounter, deleteCounter, deleteEndedCounters, readCounter, reserveInCounter, subtractFromCounter } from "./rate-limit-storage";
import { systemClock } from "../clock";

export type RateLimit = {
  /** Names the counter; part of its key. */
  name: string;
  /** Allowed within one window (a count, or bytes). */
  max: number;
  windowMs: number;
};

export type LimitState = {
  /** Counted so far in this window, this hit included. */
  count: number;
  resetAt: Date;
  /** Past the limit: the caller refuses. */
  exceeded: boolean;
  /** Whole seconds until the window ends (the Retry-After header). */
  retryAfterSeconds: number;
};

export type RateLimiter = {
  /**
   * Counts `amount` (1 by default) and tells whether the limit is now passed. Given a transaction,
   * the count commits or rolls back with it.
   */
  hit: (limit: RateLimit, subject: string, amount?: number, executor?: Executor) => Promise<LimitState>;
  /**
   * Takes one attempt only while fewer than `max` are counted, in one statement, so parallel callers
   * can never pass the limit together. Refused (`exceeded`), nothing is counted.
   */
  reserve: (limit: RateLimit, subject: string) => Promise<LimitState>;
  /** Whether one more `amount` would pass the limit, without counting it. */
  wouldExceed: (limit: RateLimit, subject: string, amount?: number) => Promise<LimitState>;
  /** Takes back a hit that turned out not to count (a failed submission). */
  refund: (limit: RateLimit, subject: string, amount?: number) => Promise<void>;
  clear: (limit: RateLimit, subject: string) => Promise<void>;
  /** Deletes ended windows; servers call it now and then. */
  prune: () => Promise<void>;
};

function keyOf(limit: RateLimit, subject: string): string {
  return `${limit.name}:${createHash("sha256").update(subject.toLowerCase()).digest("base64url").slice(0, 32)}`;
}

function stateOf(count: number, resetAt: Date, now: Date, exceeded: boolean): LimitState {
  return { count, resetAt, exceeded, retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) };
}

export function createRateLimiter(db: Database, clock: () => Date = systemClock): RateLimiter {
  return {
    async hit(limit, subject, amount = 1, executor = db) {
      const now = clock();
      const counter = await addToCounter(executor, keyOf(limit, subject), amount, limit.windowMs, now);
      return stateOf(counter.count, counter.resetAt, now, counter.count > limit.max);
    },
    async reserve(limit, subject) {
      const now = clock();
      const key = keyOf(limit, subject);
      const taken = await reserveInCounter(db, key, limit.max, limit.windowMs, now);
      if (taken) return stateOf(taken.count, taken.resetAt, now, false);
      const counter = await readCounter(db, key, now);
      return stateOf(counter?.count ?? limit.max, counter?.resetAt ?? new Date(now.getTime() + limit.windowMs), now, true);
    },
    async wouldExceed(limit, subject, amount = 1) {
      const now = clock();
      const counter = await readCounter(db, keyOf(limit, subject), now);
      const count = counter?.count ?? 0;
      const resetAt = counter?.resetAt ?? new Date(now.getTime() + limit.windowMs);
      return stateOf(count, resetAt, now, count + amount > limit.max);
    },
    async refund(limit, subject, amount = 1) {
      await subtractFromCounter(db, keyOf(limit, subject), amount, clock());
    },
    async clear(limit, subject) {
      await deleteCounter(db, keyOf(limit, subject));
    },
    async prune() {
      await deleteEndedCounters(db, clock());
    },
  };
}
