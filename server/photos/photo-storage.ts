/**
 * Photos: each one's row, owned by exactly one lead (a quote request) or one quote (the estimate
 * form) and deleted with it, holding its list thumbnail and either the photo's bytes (PostgreSQL, and
 * every photo stored before files) or the name of its file beside the embedded database
 * (photo-files.ts).
 */
import { and, asc, count, eq, sql, type AnyColumn } from "drizzle-orm";
import type { Database, Executor } from "../db";
import { uploads } from "../../shared/schema";
import { isUuid } from "../storage/ids";
import { photoFolderOf, readPhotoFile, removePhotoFiles, writePhotoFile } from "./photo-files";

/**
 * A processed photo: `data` at `width` x `height` and its list thumbnail (WebP). `file` names the
 * file already holding `data` (keepPhotoFiles); its row then stores the name, not the bytes.
 */
export type NewUpload = { filename: string; contentType: string; data: Buffer; width: number; height: number; thumbnail: Buffer; file?: string };

/** What is served for an upload: the photo or its thumbnail. */
export type StoredImage = { filename: string; contentType: string; data: Buffer };

/** Whose photos these are: a lead's, an estimate quote's or a finished job's (the table's check allows exactly one). */
export type UploadOwner = { quoteRequestId: string } | { quoteId: string } | { contractId: string };

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

/** Stores the photos for their owner, in order, and answers their `/api/uploads/{id}` URLs. */
export async function insertUploads(db: Executor, owner: UploadOwner, photos: NewUpload[]): Promise<string[]> {
  const urls: string[] = [];
  // One statement per photo: on the embedded database no single statement holds the event loop for long.
  for (const photo of photos) {
    const [stored] = await db
      .insert(uploads)
      .values({
        ...owner,
        filename: photo.filename,
        contentType: photo.contentType,
        size: photo.data.length,
        width: photo.width,
        height: photo.height,
        data: photo.file ? null : byteaFrom(photo.data),
        file: photo.file ?? null,
        thumbnail: byteaFrom(photo.thumbnail),
        // The statement's own time, not the transaction's (PostgreSQL's now()): photos stored together
        // keep the order they were sent in, which the lists read by created_at.
        createdAt: sql`clock_timestamp()`,
      })
      .returning({ id: uploads.id });
    urls.push(uploadUrl(stored.id));
  }
  return urls;
}

/**
 * Runs `store` (the lead's transaction) with the photos written to files first when this database
 * keeps them as files; the files of a lead that is not stored are removed again.
 */
export async function keepPhotoFiles<Stored>(db: Database, photos: NewUpload[], store: (photos: NewUpload[]) => Promise<Stored>): Promise<Stored> {
  const folder = photoFolderOf(db);
  if (!folder || photos.length === 0) return store(photos);
  const kept: NewUpload[] = [];
  try {
    for (const photo of photos) kept.push({ ...photo, file: await writePhotoFile(folder, photo.data, photo.contentType) });
    return await store(kept);
  } catch (error) {
    await removePhotoFiles(
      folder,
      kept.map((photo) => photo.file!),
    ).catch(() => {});
    throw error;
  }
}

/** The stored photo (re-encoded; photos stored before that, as they were sent), from its file or its row. */
export async function findUploadPhoto(db: Database, id: string): Promise<StoredImage | undefined> {
  if (!isUuid(id)) return undefined;
  const [upload] = await db
    .select({ filename: uploads.filename, contentType: uploads.contentType, file: uploads.file, data: base64Of(uploads.data) })
    .from(uploads)
    .where(eq(uploads.id, id));
  if (!upload) return undefined;
  if (upload.file === null) return { filename: upload.filename, contentType: upload.contentType, data: Buffer.from(upload.data ?? "", "base64") };
  const folder = photoFolderOf(db);
  const data = folder ? await readPhotoFile(folder, upload.file) : undefined;
  // A row whose file is missing (DATA_DIR copied without uploads/) is a photo that is gone: 404.
  return data && { filename: upload.filename, contentType: upload.contentType, data };
}

/** The list thumbnail (WebP), read without the photo; the photo itself for uploads stored before thumbnails existed. */
export async function findUploadThumbnail(db: Database, id: string): Promise<StoredImage | undefined> {
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

/** A job's photo as the owner's list shows it. */
export type JobPhotoRow = { id: string; filename: string; width: number | null; height: number | null; createdAt: Date };

/** A finished job's photos, oldest first (the order they were added). */
export async function listContractPhotos(db: Executor, contractId: string): Promise<JobPhotoRow[]> {
  return db
    .select({ id: uploads.id, filename: uploads.filename, width: uploads.width, height: uploads.height, createdAt: uploads.createdAt })
    .from(uploads)
    .where(eq(uploads.contractId, contractId))
    .orderBy(asc(uploads.createdAt), asc(uploads.id));
}

export async function countContractPhotos(db: Executor, contractId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(uploads).where(eq(uploads.contractId, contractId));
  return row?.total ?? 0;
}

/** Removes one of the job's photos (its row, then its file if it has one); false when it is not the job's. */
export async function deleteContractPhoto(db: Database, contractId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [removed] = await db
    .delete(uploads)
    .where(and(eq(uploads.id, id.toLowerCase()), eq(uploads.contractId, contractId)))
    .returning({ file: uploads.file });
  if (!removed) return false;
  const folder = photoFolderOf(db);
  if (folder && removed.file) await removePhotoFiles(folder, [removed.file]).catch(() => {});
  return true;
}
