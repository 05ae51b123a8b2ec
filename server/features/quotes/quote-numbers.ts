import { sql } from "drizzle-orm";
import type { Executor } from "../../db";
import { quoteNumberCounters } from "../../../shared/schema";
import { formatQuoteNumber } from "../../../shared/quote-reference";

/**
 * The next number of `year`: one statement that creates or increments the year's counter row and
 * returns it. The row stays locked until the caller's transaction ends, so parallel quotes (on any
 * number of servers) take 1, 2, 3... one after the other, and a rolled-back quote gives its number back.
 */
export async function takeQuoteNumber(db: Executor, year: number): Promise<string> {
  const [row] = await db
    .insert(quoteNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: quoteNumberCounters.year, set: { last: sql`${quoteNumberCounters.last} + 1` } })
    .returning({ last: quoteNumberCounters.last });
  return formatQuoteNumber(year, row.last);
}

/** `count` consecutive numbers of `year` at once (the seeding script's bulk inserts): the first position taken. */
export async function takeQuoteNumberBlock(db: Executor, year: number, count: number): Promise<number> {
  const [row] = await db
    .insert(quoteNumberCounters)
    .values({ year, last: count })
    .onConflictDoUpdate({ target: quoteNumberCounters.year, set: { last: sql`${quoteNumberCounters.last} + ${count}` } })
    .returning({ last: quoteNumberCounters.last });
  return row.last - count + 1;
}
