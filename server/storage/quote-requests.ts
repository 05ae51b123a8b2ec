import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../db";
import { contracts, events, quoteRequests, quotes, type InsertQuoteRequest, type QuoteRequest, type QuoteRequestStatus } from "../../shared/schema";
import { isUuid } from "./ids";
import { insertUploads, type NewUpload } from "./uploads";

/** Stores the request and its photos together: either all of it is saved or none. */
export async function insertQuoteRequest(db: Executor, request: InsertQuoteRequest, photos: NewUpload[]): Promise<QuoteRequest> {
  const [created] = await db.insert(quoteRequests).values(request).returning();
  if (photos.length === 0) return created;
  const urls = await insertUploads(db, { quoteRequestId: created.id }, photos);
  const [withPhotos] = await db.update(quoteRequests).set({ photoUrls: urls }).where(eq(quoteRequests.id, created.id)).returning();
  return withPhotos;
}

export async function listQuoteRequests(db: Executor): Promise<QuoteRequest[]> {
  return db.select().from(quoteRequests).orderBy(desc(quoteRequests.createdAt));
}

/** Reads the lead and locks its row until the transaction ends (status changes one at a time). */
export async function findQuoteRequestForUpdate(db: Executor, id: string): Promise<QuoteRequest | undefined> {
  if (!isUuid(id)) return undefined;
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for("update");
  return request;
}

export async function setQuoteRequestStatus(db: Executor, id: string, status: QuoteRequestStatus): Promise<QuoteRequest> {
  const [updated] = await db.update(quoteRequests).set({ status }).where(eq(quoteRequests.id, id)).returning();
  return updated;
}

/** A quote priced from a lead, with the fields its lifecycle stage is derived from. */
export type LeadQuoteRow = Pick<
  typeof quotes.$inferSelect,
  | "id"
  | "quoteRequestId"
  | "status"
  | "totalCents"
  | "validUntil"
  | "sentAt"
  | "firstViewedAt"
  | "changesRequestedAt"
  | "replacedBy"
  | "revision"
  | "createdAt"
> & { contractId: string | null };

/** Every quote that names the lead it was priced from, oldest first (quotes_quote_request_id_idx). */
export async function listQuotesFromLeads(db: Executor): Promise<LeadQuoteRow[]> {
  return db
    .select({
      id: quotes.id,
      quoteRequestId: quotes.quoteRequestId,
      status: quotes.status,
      totalCents: quotes.totalCents,
      validUntil: quotes.validUntil,
      sentAt: quotes.sentAt,
      firstViewedAt: quotes.firstViewedAt,
      changesRequestedAt: quotes.changesRequestedAt,
      replacedBy: quotes.replacedBy,
      revision: quotes.revision,
      createdAt: quotes.createdAt,
      contractId: contracts.id,
    })
    .from(quotes)
    .leftJoin(contracts, eq(contracts.quoteId, quotes.id))
    .where(isNotNull(quotes.quoteRequestId))
    .orderBy(asc(quotes.createdAt));
}

export type LeadNoteRow = { id: string; quoteRequestId: string | null; at: Date; data: Record<string, unknown> };

/** Every admin note on a lead, oldest first (audit events quote_request.note). */
export async function listLeadNotes(db: Executor): Promise<LeadNoteRow[]> {
  return db
    .select({ id: events.id, quoteRequestId: events.quoteRequestId, at: events.at, data: events.data })
    .from(events)
    .where(and(eq(events.type, "quote_request.note"), isNotNull(events.quoteRequestId)))
    .orderBy(asc(events.at));
}

export async function findQuoteRequestById(db: Executor, id: string): Promise<QuoteRequest | undefined> {
  if (!isUuid(id)) return undefined;
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  return request;
}
