import type { Database, Executor } from "../db";
import { badRequest, notFound, payloadTooLarge } from "../errors";
import { uploadLimits } from "../../shared/business";
import type { InsertQuoteRequest, QuoteRequest, QuoteRequestStatus, Upload } from "../../shared/schema";
import { recordEvent, type RequestContext } from "../storage/events";
import {
  findQuoteRequestForUpdate,
  findUploadById,
  insertQuoteRequest,
  listQuoteRequests,
  setQuoteRequestStatus,
  type NewUpload,
} from "../storage/quote-requests";
import { detectImageType } from "./image-types";
import { queueQuoteRequestEmails } from "./mail/messages";
import type { MailSettings } from "./mail/settings";

export const quoteRequestNotFound = () => notFound("QUOTE_REQUEST_NOT_FOUND", "Quote request not found");

export type IncomingPhoto = { originalName: string; bytes: Buffer };

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[^\w.\- ]+/g, "_")
    .slice(0, 120)
    .trim();
  return cleaned || "photo";
}

/** Checks each photo by content and the limits of the upload hint, then names it safely. */
export function checkPhotos(photos: IncomingPhoto[]): NewUpload[] {
  if (photos.length > uploadLimits.maxFiles) {
    throw badRequest("TOO_MANY_PHOTOS", `Please send at most ${uploadLimits.maxFiles} photos.`, {
      photos: `Please send at most ${uploadLimits.maxFiles} photos.`,
    });
  }
  const total = photos.reduce((sum, photo) => sum + photo.bytes.length, 0);
  if (total > uploadLimits.maxTotalBytes) {
    const message = `Photos can be at most ${megabytes(uploadLimits.maxTotalBytes)}MB in total.`;
    throw payloadTooLarge("PHOTOS_TOO_LARGE", message, { photos: message });
  }
  return photos.map((photo) => {
    const filename = safeFilename(photo.originalName);
    if (photo.bytes.length > uploadLimits.maxFileBytes) {
      const message = `${filename} is larger than ${megabytes(uploadLimits.maxFileBytes)}MB.`;
      throw payloadTooLarge("PHOTOS_TOO_LARGE", message, { photos: message });
    }
    const contentType = detectImageType(photo.bytes);
    if (!contentType) {
      const message = `${filename} is not an image. Please upload JPG, PNG, WebP, GIF or HEIC photos.`;
      throw badRequest("PHOTO_NOT_IMAGE", message, { photos: message });
    }
    return { filename, contentType, data: photo.bytes };
  });
}

/** A new lead, its photos, its event and its two e-mails (acknowledgement, business notice): all or nothing. */
export async function submitQuoteRequest(
  db: Database,
  mail: MailSettings,
  request: InsertQuoteRequest,
  photos: IncomingPhoto[],
  context: RequestContext,
): Promise<QuoteRequest> {
  const uploads = checkPhotos(photos);
  return db.transaction(async (tx) => {
    const created = await insertQuoteRequest(tx, request, uploads);
    await recordEvent(tx, { type: "quote_request.created", quoteRequestId: created.id, data: { photos: uploads.length } }, context);
    await queueQuoteRequestEmails(tx, mail, created);
    return created;
  });
}

/** Sets a locked lead's status; an event is written only when it really changes. */
async function changeStatus(
  tx: Executor,
  lead: QuoteRequest,
  status: QuoteRequestStatus,
  context: RequestContext,
  data: Record<string, unknown> = {},
): Promise<QuoteRequest> {
  if (lead.status === status) return lead;
  const updated = await setQuoteRequestStatus(tx, lead.id, status);
  await recordEvent(tx, { type: "quote_request.status_changed", quoteRequestId: lead.id, data: { from: lead.status, to: status, ...data } }, context);
  return updated;
}

/** The admin moves a lead between new, quoted and closed. */
export async function updateQuoteRequestStatus(db: Database, id: string, status: QuoteRequestStatus, context: RequestContext): Promise<QuoteRequest> {
  return db.transaction(async (tx) => {
    const lead = await findQuoteRequestForUpdate(tx, id);
    if (!lead) throw quoteRequestNotFound();
    return changeStatus(tx, lead, status, context);
  });
}

/** A quote was priced from this lead (inside the quote's own transaction); 404 if it does not exist. */
export async function markLeadQuoted(tx: Executor, id: string, quoteId: string, context: RequestContext): Promise<void> {
  const lead = await findQuoteRequestForUpdate(tx, id);
  if (!lead) throw quoteRequestNotFound();
  await changeStatus(tx, lead, "quoted", context, { quoteId });
}

/** Every lead for the admin, newest first. */
export async function listLeads(db: Database): Promise<QuoteRequest[]> {
  return listQuoteRequests(db);
}

/** A lead's photo for the admin; 404 when there is none with that id. */
export async function findLeadPhoto(db: Database, id: string): Promise<Upload> {
  const upload = await findUploadById(db, id);
  if (!upload) throw notFound("UPLOAD_NOT_FOUND", "Photo not found");
  return upload;
}
