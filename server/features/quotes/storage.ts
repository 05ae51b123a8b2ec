import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db";
import type { ClientDecision, QuoteStageFilter } from "../../../shared/quote-lifecycle";
import type { DesignSelection } from "../../../shared/design-catalogue";
import { quotes, revokedLinks, type Quote } from "../../../shared/schema";
import { torontoDate } from "../../../shared/quote-rules";
import { newLinkToken } from "../../link-token";
import { takeQuoteNumber } from "./quote-numbers";
import { isUuid } from "../../storage/ids";
import { searchCondition } from "../../storage/list-search";
import { quoteHasContract, quoteStageFilterCondition } from "./quote-stage-sql";
import { insertUploads, type NewUpload } from "../../photos/photo-storage";

/** A quote's number and link token are given here, never by the caller. */
export type NewQuote = Omit<typeof quotes.$inferInsert, "number" | "linkToken">;

/** Stores a new quote with the next number of this year (Toronto) and a fresh random link token. */
export async function insertQuote(db: Executor, quote: NewQuote, now: Date): Promise<Quote> {
  const number = await takeQuoteNumber(db, Number(torontoDate(now).slice(0, 4)));
  const [created] = await db
    .insert(quotes)
    .values({ ...quote, number, linkToken: newLinkToken() })
    .returning();
  return created;
}

/** Stores an estimate request and its photos together: either all of it is saved or none. */
export async function insertQuoteWithPhotos(db: Executor, quote: NewQuote, photos: NewUpload[], now: Date): Promise<Quote> {
  const created = await insertQuote(db, quote, now);
  if (photos.length === 0) return created;
  const urls = await insertUploads(db, { quoteId: created.id }, photos);
  // Not updateQuote: attaching the photos is part of creating the quote, not an edit of its content.
  const [withPhotos] = await db.update(quotes).set({ photoUrls: urls }).where(eq(quotes.id, created.id)).returning();
  return withPhotos;
}

export type QuoteListFilter = { status?: QuoteStageFilter; q?: string; today: string };
export type QuoteListPage = { offset: number; limit: number };
export type ListedQuote = Quote & { hasContract: boolean };

function quoteListWhere(filter: QuoteListFilter): SQL | undefined {
  return and(
    filter.status ? quoteStageFilterCondition(filter.status, filter.today) : undefined,
    filter.q
      ? searchCondition(filter.q, {
          text: [quotes.clientName, quotes.clientEmail, quotes.projectAddress, quotes.number],
          phone: [quotes.clientPhone],
        })
      : undefined,
  );
}

/**
 * Quotes newest first (the id breaks ties, so pages never overlap), filtered and paged by the
 * database, each with whether it has a contract. Without a page: every matching quote.
 */
export async function listQuotes(db: Executor, filter: QuoteListFilter, page?: QuoteListPage): Promise<ListedQuote[]> {
  const query = db
    .select({ quote: quotes, hasContract: quoteHasContract() })
    .from(quotes)
    .where(quoteListWhere(filter))
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => ({ ...row.quote, hasContract: row.hasContract }));
}

export async function countQuotes(db: Executor, filter: QuoteListFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(quotes).where(quoteListWhere(filter));
  return row.total;
}

const prepareFindQuoteById = (db: Executor) =>
  db
    .select()
    .from(quotes)
    .where(eq(quotes.id, sql.placeholder("id")))
    .prepare("find_quote_by_id");

/**
 * The quote page's read, the busiest query: built once per database handle instead of on every call,
 * and a named statement, so PostgreSQL parses and plans it once per connection.
 */
const findQuoteByIdQueries = new WeakMap<Executor, ReturnType<typeof prepareFindQuoteById>>();

export async function findQuoteById(db: Executor, id: string): Promise<Quote | undefined> {
  if (!isUuid(id)) return undefined;
  let query = findQuoteByIdQueries.get(db);
  if (!query) findQuoteByIdQueries.set(db, (query = prepareFindQuoteById(db)));
  const [quote] = await query.execute({ id });
  return quote;
}

const prepareFindQuoteByLinkToken = (db: Executor) =>
  db
    .select()
    .from(quotes)
    .where(eq(quotes.linkToken, sql.placeholder("token")))
    .prepare("find_quote_by_link_token");

const findQuoteByLinkTokenQueries = new WeakMap<Executor, ReturnType<typeof prepareFindQuoteByLinkToken>>();

/** The client's read: the quote whose current link this is (prepared once per handle, as findQuoteById). */
export async function findQuoteByLinkToken(db: Executor, token: string): Promise<Quote | undefined> {
  let query = findQuoteByLinkTokenQueries.get(db);
  if (!query) findQuoteByLinkTokenQueries.set(db, (query = prepareFindQuoteByLinkToken(db)));
  const [quote] = await query.execute({ token });
  return quote;
}

/** The quote a replaced link belonged to, if `token` is one. */
export async function findRevokedLink(db: Executor, token: string): Promise<{ quoteId: string } | undefined> {
  const [row] = await db.select({ quoteId: revokedLinks.quoteId }).from(revokedLinks).where(eq(revokedLinks.token, token));
  return row;
}

/** Replaces the quote's link: the old token is kept as revoked (it then answers 410), the new one is current. */
export async function replaceLinkToken(db: Executor, quote: Pick<Quote, "id" | "linkToken">, newToken: string): Promise<Quote> {
  await db.insert(revokedLinks).values({ token: quote.linkToken, quoteId: quote.id });
  const [updated] = await db.update(quotes).set({ linkToken: newToken }).where(eq(quotes.id, quote.id)).returning();
  return updated;
}

/**
 * Reads the quote and locks its row until the surrounding transaction ends, so concurrent decisions
 * (or a decision racing a signature) are taken one after the other against the current state.
 */
export async function findQuoteForUpdate(db: Executor, id: string): Promise<Quote | undefined> {
  if (!isUuid(id)) return undefined;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id)).for("update");
  return quote;
}

/** Sets firstViewedAt once; true only for the call that set it (so the view is recorded once). */
export async function markQuoteFirstViewed(db: Executor, id: string): Promise<boolean> {
  const updated = await db
    .update(quotes)
    .set({ firstViewedAt: sql`now()` })
    .where(and(eq(quotes.id, id), isNull(quotes.firstViewedAt)))
    .returning({ id: quotes.id });
  return updated.length === 1;
}

export async function setQuoteDecision(
  db: Executor,
  id: string,
  decision: { status: ClientDecision; declineReason: string | null; chosenOptionIds?: string[]; totalCents?: number; design?: DesignSelection },
): Promise<Quote> {
  const [updated] = await db
    .update(quotes)
    .set({ ...decision, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(quotes.id, id))
    .returning();
  return updated;
}

/** Applies an edit. Whether the quote may still be edited is the lifecycle's rule, checked by the caller on the locked row. */
export async function updateQuote(db: Executor, id: string, changes: Partial<NewQuote>): Promise<Quote> {
  const [updated] = await db
    .update(quotes)
    .set({ ...changes, version: sql`${quotes.version} + 1`, updatedAt: sql`now()` })
    .where(eq(quotes.id, id))
    .returning();
  return updated;
}

/** Records that the quote link was (re)sent at `now`: the app's clock, like the change request it may answer. */
export async function markQuoteSent(db: Executor, id: string, now: Date): Promise<Quote> {
  const [updated] = await db.update(quotes).set({ sentAt: now }).where(eq(quotes.id, id)).returning();
  return updated;
}

/** The quote was revised: `revisionId` replaces it for good. */
export async function markQuoteReplaced(db: Executor, id: string, revisionId: string): Promise<void> {
  await db
    .update(quotes)
    .set({ replacedBy: revisionId, updatedAt: sql`now()` })
    .where(eq(quotes.id, id));
}

export async function setQuoteChangesRequested(db: Executor, id: string, at: Date): Promise<Quote> {
  const [updated] = await db
    .update(quotes)
    .set({ changesRequestedAt: at, updatedAt: sql`now()` })
    .where(eq(quotes.id, id))
    .returning();
  return updated;
}

/** Names the latest change-request notice and when it is due (server/features/quotes/change-request-notices.ts). */
export async function setQuoteChangesNotice(db: Executor, id: string, emailId: string, dueAt: Date): Promise<void> {
  await db.update(quotes).set({ changesNoticeEmailId: emailId, changesNoticeAt: dueAt }).where(eq(quotes.id, id));
}

/** Reminders on or off: not a change to what the client sees, so the version stays. */
export async function setQuoteReminders(db: Executor, id: string, enabled: boolean): Promise<Quote> {
  const [updated] = await db.update(quotes).set({ remindersEnabled: enabled }).where(eq(quotes.id, id)).returning();
  return updated;
}
