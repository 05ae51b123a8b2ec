/**
 * A catalogue swatch, from the bytes received to what is stored: recognised by its first bytes (a
 * renamed text file is refused, whatever its name or declared type), refused before decoding when it
 * declares more pixels than a phone photo has (an image bomb), then decoded and written afresh:
 * upright from its EXIF orientation, at most `swatchLimits.storedPixels` on each side, without any
 * metadata, as JPEG (PNG when it has transparency), with the SHA-256 of the stored bytes. The work
 * waits its turn in the process-wide photo queue, so a burst of uploads cannot take every core.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { catalogueEntryMessages } from "../../../shared/design-catalogue-entry";
import { swatchLimits } from "../../../shared/design-catalogue";
import { badRequest, payloadTooLarge } from "../../errors";
import { detectImageType } from "../../photos/image-types";
import { canDecode } from "../../photos/formats";
import { photoLimits } from "../../photos/limits";
import { photoJobs } from "../../photos/queue";

export type StoredSwatch = { bytes: Buffer; type: "image/jpeg" | "image/png"; sha256: string; width: number; height: number };

const swatchTypes = ["image/jpeg", "image/png", "image/webp", "image/heic"];
const refuse = (code: "SWATCH_NOT_IMAGE" | "SWATCH_TOO_MANY_PIXELS", message: string) => badRequest(code, message, { swatch: message });
const notImage = () => refuse("SWATCH_NOT_IMAGE", catalogueEntryMessages.swatchNotImage);
const unreadable = () => refuse("SWATCH_NOT_IMAGE", catalogueEntryMessages.swatchUnreadable);
const tooManyPixels = () => refuse("SWATCH_TOO_MANY_PIXELS", catalogueEntryMessages.swatchTooManyPixels);

/** The decoder for every step: a canvas over the pixel limit is refused as its header is read. */
const decode = (bytes: Buffer) => sharp(bytes, { limitInputPixels: photoLimits.maxInputPixels, failOn: "error" });
const refusalFor = (error: unknown) => (error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels() : unreadable());

/** Checks the bytes, then re-encodes them in the photo queue; throws the refusal the form shows under the swatch field. */
export async function prepareSwatch(bytes: Buffer): Promise<StoredSwatch> {
  if (bytes.length > swatchLimits.maxBytes) {
    throw payloadTooLarge("SWATCH_TOO_LARGE", catalogueEntryMessages.swatchTooLarge, { swatch: catalogueEntryMessages.swatchTooLarge });
  }
  const type = detectImageType(bytes);
  if (!type || !swatchTypes.includes(type)) throw notImage();
  if (!canDecode(type)) {
    const message =
      "This server cannot open HEIC images. Please choose a JPEG, PNG or WebP image (on an iPhone: Settings, Camera, Formats, Most Compatible).";
    throw refuse("SWATCH_NOT_IMAGE", message);
  }
  return photoJobs.run(() => reencode(bytes));
}

async function reencode(bytes: Buffer): Promise<StoredSwatch> {
  let header: sharp.Metadata;
  try {
    header = await decode(bytes).metadata();
  } catch (error) {
    throw refusalFor(error);
  }
  if (!header.width || !header.height) throw unreadable();
  if (header.width * header.height > photoLimits.maxInputPixels) throw tooManyPixels();

  const side = swatchLimits.storedPixels;
  try {
    // Without keepMetadata/withMetadata sharp writes no EXIF, XMP or ICC profile (colours converted to sRGB).
    const upright = () => decode(bytes).rotate().resize({ width: side, height: side, fit: "inside", withoutEnlargement: true });
    // An alpha channel that is opaque everywhere (a screenshot) is no reason for a PNG.
    const transparent = header.hasAlpha ? !(await upright().stats()).isOpaque : false;
    const encoded = transparent
      ? upright().png({ compressionLevel: 9 })
      : upright().flatten({ background: "#ffffff" }).jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      type: transparent ? "image/png" : "image/jpeg",
      sha256: createHash("sha256").update(data).digest("hex"),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw refusalFor(error);
  }
}
