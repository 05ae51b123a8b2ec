/**
 * Which recognised image types this server can decode, and how the refusal names the ones it
 * accepts. sharp's prebuilt libvips reads AVIF but not HEIC (its HEVC decoder is left out for
 * patent reasons); a libvips built with one reads both, and the message then names HEIC too.
 */
import sharp from "sharp";

const heifSuffixes = sharp.format.heif.input.fileSuffix ?? [];
const readsHeic = sharp.format.heif.input.buffer && heifSuffixes.includes(".heic");
const readsAvif = sharp.format.heif.input.buffer && heifSuffixes.includes(".avif");

/** As the quote request form words it, so the two never disagree. */
export const acceptedFormats = readsHeic ? "JPG, PNG, WebP, GIF or HEIC" : "JPG, PNG, WebP or GIF";

/** Whether a type from detectImageType can be decoded here. */
export function canDecode(contentType: string): boolean {
  if (contentType === "image/heic") return readsHeic;
  if (contentType === "image/avif") return readsAvif;
  return ["image/jpeg", "image/png", "image/webp", "image/gif"].includes(contentType);
}
