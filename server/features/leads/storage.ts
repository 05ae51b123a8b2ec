import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db";
import { contracts, events, quoteRequests, quotes, type InsertQuoteRequest, type QuoteRequest } from "../../../shared/schema";
import { isUuid } from "../../storage/ids";
import { insertUploads, type NewUpload } from "../../photos/photo-storage";

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

/** What a stage change or a follow-up sets on a lead. */
export type LeadChanges = Partial<
  Pick<QuoteRequest, "status" | "siteVisitOn" | "siteVisitTime" | "lostReason" | "lostNote" | "followUpOn" | "stageChangedAt">
>;

/** Changes a locked lead and counts the change in its version. */
export async function updateLead(db: Executor, id: string, changes: LeadChanges): Promise<QuoteRequest> {
  const [updated] = await db
    .update(quoteRequests)
    .set({ ...changes, version: sql`${quoteRequests.version} + 1` })
    .where(eq(quoteRequests.id, id))
    .returning();
  return updated;
}

/** Every lead's contact, for grouping the leads of one person (server/features/leads/lead-groups.ts). */
export async function listLeadContacts(db: Executor): Promise<Pick<QuoteRequest, "id" | "name" | "email" | "phone" | "createdAt">[]> {
  return db
    .select({
      id: quoteRequests.id,
      name: quoteRequests.name,
      email: quoteRequests.email,
      phone: quoteRequests.phone,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .orderBy(desc(quoteRequests.createdAt));
}

export type LeadHistoryRow = { id: string; type: string; at: Date; data: Record<string, unknown> };

/** A lead's stage changes and follow-up changes, oldest first (events_quote_request_id_idx). */
export async function listLeadHistory(db: Executor, leadId: string): Promise<LeadHistoryRow[]> {
  return db
    .select({ id: events.id, type: events.type, at: events.at, data: events.data })
    .from(events)
    .where(and(eq(events.quoteRequestId, leadId), inArray(events.type, ["quote_request.status_changed", "quote_request.follow_up_changed"])))
    .orderBy(asc(events.at), asc(events.id));
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

/** The quotes priced from these leads, oldest first (quotes_quote_request_id_idx). */
export async function listQuotesFromLeads(db: Executor, leadIds: string[]): Promise<LeadQuoteRow[]> {
  if (leadIds.length === 0) return [];
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
    .where(inArray(quotes.quoteRequestId, leadIds))
    .orderBy(asc(quotes.createdAt));
}

export type LeadNoteRow = { id: string; quoteRequestId: string | null; at: Date; data: Record<string, unknown> };

/** The admin's notes on these leads, oldest first (audit events quote_request.note). */
export async function listLeadNotes(db: Executor, leadIds: string[]): Promise<LeadNoteRow[]> {
  if (leadIds.length === 0) return [];
  return db
    .select({ id: events.id, quoteRequestId: events.quoteRequestId, at: events.at, data: events.data })
    .from(events)
    .where(and(eq(events.type, "quote_request.note"), inArray(events.quoteRequestId, leadIds)))
    .orderBy(asc(events.at));
}

/** The lead a quote was priced from, locked (a signed contract wins it); undefined when the quote names none. */
export async function findLeadOfQuoteForUpdate(db: Executor, quoteId: string): Promise<QuoteRequest | undefined> {
  const [row] = await db
    .select({ lead: quoteRequests })
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.quoteRequestId))
    .where(eq(quotes.id, quoteId))
    .for("update", { of: quoteRequests });
  return row?.lead;
}

export async function findQuoteRequestById(db: Executor, id: string): Promise<QuoteRequest | undefined> {
  if (!isUuid(id)) return undefined;
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  return request;
}
