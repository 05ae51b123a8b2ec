/**
 * One lead photo, decoded and written afresh: turned upright from its EXIF orientation, at most
 * `maxLongSide` pixels on its longest side (never enlarged), and without any metadata, so what is
 * stored holds no GPS position, camera serial or anything hidden after the image data. Opaque images
 * become JPEG; images with an alpha channel become WebP, which keeps the transparency. A small WebP
 * thumbnail is made from the result. sharp runs on libuv's thread pool; callers queue this through
 * `photoJobs`.
 */
import sharp from "sharp";
import { badRequest } from "../errors";
import { acceptedFormats } from "./formats";
import { photoLimits } from "./limits";

export type ProcessedPhoto = {
  contentType: "image/jpeg" | "image/webp";
  data: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
};

const unreadable = (filename: string) => {
  const message = `${filename} could not be read as a photo. Please upload ${acceptedFormats} photos.`;
  return badRequest("PHOTO_NOT_IMAGE", message, { photos: message });
};

const tooManyPixels = (filename: string) => {
  const message = `${filename} has too many pixels (at most ${photoLimits.maxInputPixels / 1_000_000} megapixels). Please send a smaller version.`;
  return badRequest("PHOTO_TOO_MANY_PIXELS", message, { photos: message });
};

/** sharp refuses a canvas over `limitInputPixels` as soon as it reads the header. */
const refusalFor = (error: unknown, filename: string) =>
  error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels(filename) : unreadable(filename);

/** The decoder for every step: a canvas over the pixel limit is refused before any pixel is decoded. */
function decode(bytes: Buffer) {
  // "error" rather than the default "warning": a phone photo with a slightly damaged tail still opens.
  return sharp(bytes, { limitInputPixels: photoLimits.maxInputPixels, failOn: "error" });
}

export async function processPhoto(filename: string, bytes: Buffer): Promise<ProcessedPhoto> {
  let header: sharp.Metadata;
  try {
    header = await decode(bytes).metadata();
  } catch (error) {
    throw refusalFor(error, filename);
  }
  if (!header.width || !header.height) throw unreadable(filename);
  if (header.width * header.height > photoLimits.maxInputPixels) throw tooManyPixels(filename);

  const side = photoLimits.maxLongSide;
  try {
    // Without keepMetadata/withMetadata sharp writes no EXIF, XMP, IPTC or ICC profile (colours are converted to sRGB).
    const upright = decode(bytes).rotate().resize({ width: side, height: side, fit: "inside", withoutEnlargement: true });
    const encoded = header.hasAlpha
      ? upright.webp({ quality: photoLimits.webpQuality })
      : upright.jpeg({ quality: photoLimits.jpegQuality, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    // From the stored photo, not the original: a 2560 px JPEG or WebP shrinks on load, so this is cheap.
    const thumb = photoLimits.thumbnailLongSide;
    const thumbnail = await sharp(data)
      .resize({ width: thumb, height: thumb, fit: "inside", withoutEnlargement: true })
      .webp({ quality: photoLimits.thumbnailQuality })
      .toBuffer();
    return { contentType: header.hasAlpha ? "image/webp" : "image/jpeg", data, width: info.width, height: info.height, thumbnail };
  } catch (error) {
    throw refusalFor(error, filename);
  }
}
