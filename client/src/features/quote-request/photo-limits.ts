import { uploadLimits } from "@shared/business";

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The same limits the server enforces, checked before anything is sent. Null when the photos are fine. */
export function photoProblem(files: File[]): string | null {
  if (files.length > uploadLimits.maxFiles) return `Please choose at most ${uploadLimits.maxFiles} photos.`;
  const notImage = files.find((file) => file.type && !file.type.startsWith("image/"));
  if (notImage) return `${notImage.name} is not an image. Please choose JPG, PNG, WebP or HEIC photos.`;
  const tooLarge = files.find((file) => file.size > uploadLimits.maxFileBytes);
  if (tooLarge) return `${tooLarge.name} is larger than ${megabytes(uploadLimits.maxFileBytes)}MB.`;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > uploadLimits.maxTotalBytes) return `Photos can be at most ${megabytes(uploadLimits.maxTotalBytes)}MB in total.`;
  return null;
}
