import { uploadLimits } from "@shared/business";

const acceptedFormats = "JPG, PNG, WebP or GIF";

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The same limits the server enforces, checked before anything is sent. Null when the photos are fine. */
export function photoProblem(files: File[]): string | null {
  if (files.length > uploadLimits.maxFiles) return `Please choose at most ${uploadLimits.maxFiles} photos.`;
  const notImage = files.find((file) => file.type && !file.type.startsWith("image/"));
  if (notImage) return `${notImage.name} is not an image. Please choose ${acceptedFormats} photos.`;
  // The server re-encodes every photo and cannot open HEIC; iPhones send JPEG when sharing to the web.
  const heic = files.find((file) => /^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name));
  if (heic) return `${heic.name} is a HEIC photo, which we cannot open. Please choose ${acceptedFormats} photos.`;
  const tooLarge = files.find((file) => file.size > uploadLimits.maxFileBytes);
  if (tooLarge) return `${tooLarge.name} is larger than ${megabytes(uploadLimits.maxFileBytes)}MB.`;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > uploadLimits.maxTotalBytes) return `Photos can be at most ${megabytes(uploadLimits.maxTotalBytes)}MB in total.`;
  return null;
}
