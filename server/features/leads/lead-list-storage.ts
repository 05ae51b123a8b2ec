/**
 * The leads list as SQL: a stage (or every open one), follow-ups due by a day, and the search box
 * (name, e-mail, city, message; phone by its digits), newest first; follow-ups due soonest first.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db";
import { openLeadStages, type FollowUpFilter, type LeadStageFilter } from "../../../shared/lead-stages";
import { cityChoices } from "../../../shared/service-cities";
import { contracts, quoteRequests, quotes, type Quote, type QuoteRequest } from "../../../shared/schema";
import { searchCondition } from "../../storage/list-search";

export type LeadListFilter = { stage?: LeadStageFilter; followUp?: FollowUpFilter; q?: string; today: string };
export type LeadListPage = { offset: number; limit: number };

/** The stored city codes whose name contains the search ("oak" finds the leads stored as "oakville"). */
function citiesNamed(search: string): string[] {
  const needle = search.toLowerCase();
  return cityChoices.filter((choice) => choice.label.toLowerCase().includes(needle)).map((choice) => choice.slug);
}

function leadListWhere({ stage, followUp, q, today }: LeadListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (stage === "open") conditions.push(inArray(quoteRequests.status, [...openLeadStages]));
  else if (stage) conditions.push(eq(quoteRequests.status, stage));
  if (followUp === "due") conditions.push(lte(quoteRequests.followUpOn, today));
  if (followUp === "set") conditions.push(isNotNull(quoteRequests.followUpOn));
  if (q) {
    const search = searchCondition(q, {
      text: [quoteRequests.name, quoteRequests.email, quoteRequests.city, quoteRequests.message],
      phone: [quoteRequests.phone],
    });
    const cities = citiesNamed(q);
    conditions.push(cities.length > 0 ? sql`(${search} or ${inArray(quoteRequests.city, cities)})` : search);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listLeadRows(db: Executor, filter: LeadListFilter, page?: LeadListPage): Promise<QuoteRequest[]> {
  const order = filter.followUp
    ? [asc(quoteRequests.followUpOn), desc(quoteRequests.createdAt), desc(quoteRequests.id)]
    : [desc(quoteRequests.createdAt), desc(quoteRequests.id)];
  const query = db
    .select()
    .from(quoteRequests)
    .where(leadListWhere(filter))
    .orderBy(...order);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countLeadRows(db: Executor, filter: LeadListFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(quoteRequests).where(leadListWhere(filter));
  return row.total;
}

/** The estimate form's requests (stored as quotes from the "estimate" source), newest first, each with whether it was signed. */
export async function listEstimateRequests(db: Executor): Promise<Array<Quote & { hasContract: boolean }>> {
  const rows = await db
    .select({ quote: quotes, contractId: contracts.id })
    .from(quotes)
    .leftJoin(contracts, eq(contracts.quoteId, quotes.id))
    .where(eq(quotes.source, "estimate"))
    .orderBy(desc(quotes.createdAt));
  return rows.map((row) => ({ ...row.quote, hasContract: row.contractId !== null }));
}
