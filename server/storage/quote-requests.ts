import { and, asc, desc, eq, isNotNull, sql, type AnyColumn } from "drizzle-orm";
import type { Executor } from "../db";
import {
  contracts,
  events,
  quoteRequests,
  quotes,
  uploads,
  type InsertQuoteRequest,
  type QuoteRequest,
  type QuoteRequestStatus,
} from "../../shared/schema";
import { isUuid } from "./ids";

/** A processed photo: `data` at `width` x `height` and its list thumbnail (WebP). */
export type NewUpload = { filename: string; contentType: string; data: Buffer; width: number; height: number; thumbnail: Buffer };

/** What is served for an upload: the photo or its thumbnail. */
export type StoredImage = { filename: string; contentType: string; data: Buffer };

/**
 * Photo bytes travel as base64 text. The embedded database (PGlite, on the event loop) converts a
 * bytea parameter or result byte by byte, about 0.4 s per MB written and 0.1 s per MB read, and the
 * whole server waits; as base64 text the same megabyte takes a few milliseconds on either driver.
 */
const byteaFrom = (bytes: Buffer) => sql`decode(${bytes.toString("base64")}, 'base64')`;
const base64Of = (column: AnyColumn) => sql<string | null>`encode(${column}, 'base64')`;

export function uploadUrl(uploadId: string): string {
  return `/api/uploads/${uploadId}`;
}

/** Stores the request and its photos together: either all of it is saved or none. */
export async function insertQuoteRequest(db: Executor, request: InsertQuoteRequest, photos: NewUpload[]): Promise<QuoteRequest> {
  const [created] = await db.insert(quoteRequests).values(request).returning();
  if (photos.length === 0) return created;
  const urls: string[] = [];
  // One statement per photo: on the embedded database no single statement holds the event loop for long.
  for (const photo of photos) {
    const [stored] = await db
      .insert(uploads)
      .values({
        quoteRequestId: created.id,
        filename: photo.filename,
        contentType: photo.contentType,
        size: photo.data.length,
        width: photo.width,
        height: photo.height,
        data: byteaFrom(photo.data),
        thumbnail: byteaFrom(photo.thumbnail),
      })
      .returning({ id: uploads.id });
    urls.push(uploadUrl(stored.id));
  }
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

/** The stored photo (re-encoded; photos stored before that, as they were sent). */
export async function findUploadPhoto(db: Executor, id: string): Promise<StoredImage | undefined> {
  if (!isUuid(id)) return undefined;
  const [upload] = await db
    .select({ filename: uploads.filename, contentType: uploads.contentType, data: base64Of(uploads.data) })
    .from(uploads)
    .where(eq(uploads.id, id));
  return upload && { filename: upload.filename, contentType: upload.contentType, data: Buffer.from(upload.data ?? "", "base64") };
}

/** The list thumbnail (WebP), read without the photo; the photo itself for uploads stored before thumbnails existed. */
export async function findUploadThumbnail(db: Executor, id: string): Promise<StoredImage | undefined> {
  if (!isUuid(id)) return undefined;
  const [upload] = await db
    .select({ filename: uploads.filename, thumbnail: base64Of(uploads.thumbnail) })
    .from(uploads)
    .where(eq(uploads.id, id));
  if (!upload) return undefined;
  if (upload.thumbnail === null) return findUploadPhoto(db, id);
  const filename = `${upload.filename.replace(/\.[^.]*$/, "")}-thumbnail.webp`;
  return { filename, contentType: "image/webp", data: Buffer.from(upload.thumbnail, "base64") };
}

/** A quote priced from a lead, with the fields its lifecycle stage is derived from. */
export type LeadQuoteRow = Pick<
  typeof quotes.$inferSelect,
  | "id"
  | "quoteRequestId"
  | "status"
  | "totalCost"
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
      totalCost: quotes.totalCost,
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
