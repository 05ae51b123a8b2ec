import type { Database } from "../db";
import { badRequest, payloadTooLarge } from "../errors";
import { uploadLimits } from "../../shared/business";
import type { InsertQuoteRequest, QuoteRequest } from "../../shared/schema";
import { recordEvent, type RequestContext } from "../storage/events";
import { insertQuoteRequest, type NewUpload } from "../storage/quote-requests";
import { detectImageType } from "./image-types";

export type IncomingPhoto = { originalName: string; bytes: Buffer };

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[^\w.\- ]+/g, "_").slice(0, 120).trim();
  return cleaned || "photo";
}

/** Checks each photo by content and the limits of the upload hint, then names it safely. */
export function checkPhotos(photos: IncomingPhoto[]): NewUpload[] {
  if (photos.length > uploadLimits.maxFiles) {
    throw badRequest(`Please send at most ${uploadLimits.maxFiles} photos.`, { photos: `Please send at most ${uploadLimits.maxFiles} photos.` });
  }
  const total = photos.reduce((sum, photo) => sum + photo.bytes.length, 0);
  if (total > uploadLimits.maxTotalBytes) {
    const message = `Photos can be at most ${megabytes(uploadLimits.maxTotalBytes)}MB in total.`;
    throw payloadTooLarge(message, { photos: message });
  }
  return photos.map((photo) => {
    const filename = safeFilename(photo.originalName);
    if (photo.bytes.length > uploadLimits.maxFileBytes) {
      const message = `${filename} is larger than ${megabytes(uploadLimits.maxFileBytes)}MB.`;
      throw payloadTooLarge(message, { photos: message });
    }
    const contentType = detectImageType(photo.bytes);
    if (!contentType) {
      const message = `${filename} is not an image. Please upload JPG, PNG, WebP, GIF or HEIC photos.`;
      throw badRequest(message, { photos: message });
    }
    return { filename, contentType, data: photo.bytes };
  });
}

export async function submitQuoteRequest(
  db: Database,
  request: InsertQuoteRequest,
  photos: IncomingPhoto[],
  context: RequestContext,
): Promise<QuoteRequest> {
  const uploads = checkPhotos(photos);
  return db.transaction(async (tx) => {
    const created = await insertQuoteRequest(tx, request, uploads);
    await recordEvent(tx, { type: "quote_request.created", quoteRequestId: created.id, data: { photos: uploads.length } }, context);
    return created;
  });
}
