/**
 * The photos of a lead, from the bytes received to what is stored: limits checked again (the
 * multipart reader holds them while reading; this keeps the service safe for any caller), each one
 * recognised by its bytes, named safely and processed one at a time in the process-wide queue.
 */
import { uploadLimits } from "../../shared/business";
import { badRequest, payloadTooLarge } from "../errors";
import type { NewUpload } from "./photo-storage";
import { detectImageType } from "./image-types";
import { acceptedFormats, canDecode } from "./formats";
import { processPhoto } from "./process-photo";
import { photoJobs } from "./queue";

export type IncomingPhoto = { originalName: string; bytes: Buffer };

type CheckedPhoto = { filename: string; bytes: Buffer };

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[^\w.\- ]+/g, "_")
    .slice(0, 120)
    .trim();
  return cleaned || "photo";
}

/** The stored name ends as the stored format does ("patio.heic" saved as JPEG is "patio.jpg"). */
function renamed(filename: string, contentType: string): string {
  const stem = filename.replace(/\.[^.]*$/, "") || "photo";
  return `${stem}.${contentType === "image/webp" ? "webp" : "jpg"}`;
}

/** Counts, sizes and types; throws the first problem in the words the form shows under the photo field. */
export function checkPhotos(photos: IncomingPhoto[]): CheckedPhoto[] {
  if (photos.length > uploadLimits.maxFiles) {
    const message = `Please send at most ${uploadLimits.maxFiles} photos.`;
    throw badRequest("TOO_MANY_PHOTOS", message, { photos: message });
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
      const message = `${filename} is not an image. Please upload ${acceptedFormats} photos.`;
      throw badRequest("PHOTO_NOT_IMAGE", message, { photos: message });
    }
    if (!canDecode(contentType)) {
      const kind = contentType === "image/heic" ? "a HEIC photo" : `an ${contentType.slice("image/".length).toUpperCase()} image`;
      const message = `${filename} is ${kind}, which we cannot open. Please upload ${acceptedFormats} photos.`;
      throw badRequest("PHOTO_NOT_IMAGE", message, { photos: message });
    }
    return { filename, bytes: photo.bytes };
  });
}

/** Checked and processed photos, ready to store. Runs before any database transaction opens. */
export async function preparePhotos(photos: IncomingPhoto[]): Promise<NewUpload[]> {
  const prepared: NewUpload[] = [];
  // One after another: a lead's first bad photo stops the rest, and leads arriving together take turns.
  for (const photo of checkPhotos(photos)) {
    const processed = await photoJobs.run(() => processPhoto(photo.filename, photo.bytes));
    prepared.push({ filename: renamed(photo.filename, processed.contentType), ...processed });
  }
  return prepared;
}
