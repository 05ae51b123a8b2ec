/** The dashboard's figures: money signed, collected and owed; quotes by status; mail that keeps failing. */
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db";
import { emails, quotes } from "../../../shared/schema";
import { quoteStages, type QuoteStage } from "../../../shared/quote-lifecycle";
import { quoteStageCondition } from "../quotes/quote-stage-sql";
import { torontoDate } from "../../../shared/quote-rules";
import { contractBalances } from "../payments/payments";

/** Quotes by their lifecycle stage (shared/quote-lifecycle.ts), counted by the database in one pass. */
async function quoteCounts(db: Database, today: string): Promise<Record<QuoteStage, number> & { total: number }> {
  const columns = Object.fromEntries(
    quoteStages.map((stage) => [stage, sql<string>`count(*) filter (where ${quoteStageCondition(stage, today)})`]),
  ) as Record<QuoteStage, SQL<string>>;
  const [row] = await db.select({ total: sql<string>`count(*)`, ...columns }).from(quotes);
  // count() is a bigint, which the drivers hand back as text.
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as Record<QuoteStage, number> & { total: number };
}

/** Messages waiting to be tried again after a failed attempt (the outbox never gives up on one). */
async function failingMail(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(emails)
    .where(and(eq(emails.status, "pending"), gt(emails.attempts, 0)));
  return Number(row.count);
}

export async function adminSummary(db: Database, now: Date) {
  const balances = [...(await contractBalances(db)).values()];
  const sum = (pick: (balance: (typeof balances)[number]) => number) => balances.reduce((total, balance) => total + pick(balance), 0);
  return {
    signedValueCents: sum((balance) => balance.totalCents),
    collectedCents: sum((balance) => balance.collectedCents),
    outstandingCents: sum((balance) => balance.outstandingCents),
    quotes: await quoteCounts(db, torontoDate(now)),
    mailFailing: await failingMail(db),
  };
}
