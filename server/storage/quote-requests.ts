import { desc, eq } from "drizzle-orm";
import type { Executor } from "../db";
import { quoteRequests, uploads, type InsertQuoteRequest, type QuoteRequest, type QuoteRequestStatus, type Upload } from "../../shared/schema";
import { isUuid } from "./ids";

export type NewUpload = { filename: string; contentType: string; data: Buffer };

export function uploadUrl(uploadId: string): string {
  return `/api/uploads/${uploadId}`;
}

/** Stores the request and its photos together: either all of it is saved or none. */
export async function insertQuoteRequest(db: Executor, request: InsertQuoteRequest, photos: NewUpload[]): Promise<QuoteRequest> {
  const [created] = await db.insert(quoteRequests).values(request).returning();
  if (photos.length === 0) return created;
  const stored = await db
    .insert(uploads)
    .values(photos.map((photo) => ({ ...photo, size: photo.data.length, quoteRequestId: created.id })))
    .returning({ id: uploads.id });
  const [withPhotos] = await db
    .update(quoteRequests)
    .set({ photoUrls: stored.map((upload) => uploadUrl(upload.id)) })
    .where(eq(quoteRequests.id, created.id))
    .returning();
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

export async function findUploadById(db: Executor, id: string): Promise<Upload | undefined> {
  if (!isUuid(id)) return undefined;
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, id));
  return upload;
}
