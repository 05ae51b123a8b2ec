/**
 * The drawn signature, checked as an image and not trusted as bytes: the PNG is fully decoded (its
 * header's size checked first, so a small file claiming 10,000 x 10,000 pixels is refused before
 * anything is decoded), refused when blank, and re-encoded, so what is stored and signed is a
 * normalised PNG without any metadata. sharp does the work on libuv's thread pool, off the event loop.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { signatureLimits } from "../../../shared/business";
import { badRequest, payloadTooLarge } from "../../errors";
import { detectImageType } from "../../photos/image-types";

const pngPrefix = "data:image/png;base64,";
const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;

export type NormalisedSignature = { png: Buffer; dataUrl: string; sha256: string; width: number; height: number };

const invalid = (message: string) => badRequest("SIGNATURE_INVALID", message, { signatureData: message });
const unreadable = () => invalid("The signature could not be read. Please clear the box and sign again.");

export async function normaliseSignature(dataUrl: string): Promise<NormalisedSignature> {
  const base64 = dataUrl.startsWith(pngPrefix) ? dataUrl.slice(pngPrefix.length) : "";
  if (Math.floor((base64.length * 3) / 4) > signatureLimits.maxBytes) {
    const message = `The signature image is too large (limit ${signatureLimits.maxBytes / 1024} KB).`;
    throw payloadTooLarge("SIGNATURE_TOO_LARGE", message, { signatureData: message });
  }
  const bytes = base64Pattern.test(base64) ? Buffer.from(base64, "base64") : Buffer.alloc(0);
  if (detectImageType(bytes) !== "image/png") throw invalid("The signature must be a PNG image");

  let header: sharp.Metadata;
  try {
    header = await sharp(bytes).metadata();
  } catch {
    throw unreadable();
  }
  if (header.format !== "png" || !header.width || !header.height) throw invalid("The signature must be a PNG image");
  if (header.width * header.height > signatureLimits.maxPixels) {
    const message = `The signature image is too large (at most ${signatureLimits.maxPixels.toLocaleString("en-CA")} pixels).`;
    throw badRequest("SIGNATURE_TOO_MANY_PIXELS", message, { signatureData: message });
  }

  let png: Buffer;
  let stats: sharp.Stats;
  try {
    // Decodes every pixel (a truncated or corrupt PNG fails here), then writes a fresh PNG.
    const decode = () => sharp(bytes, { limitInputPixels: signatureLimits.maxPixels, failOn: "error" });
    // Blankness is judged as a person would see the image: on white paper. (stats() reads its input,
    // not the pipeline's result, so the flattened pixels are made first.)
    const [reencoded, paper] = await Promise.all([
      decode().png({ compressionLevel: 9 }).toBuffer(),
      decode().flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true }),
    ]);
    png = reencoded;
    stats = await sharp(paper.data, { raw: { width: paper.info.width, height: paper.info.height, channels: paper.info.channels } }).stats();
  } catch {
    throw unreadable();
  }
  if (isBlank(stats)) throw invalid("The signature box is empty. Please sign before submitting.");
  return {
    png,
    dataUrl: `${pngPrefix}${png.toString("base64")}`,
    sha256: createHash("sha256").update(png).digest("hex"),
    width: header.width,
    height: header.height,
  };
}

/** Nothing drawn: on white paper every pixel is the same colour (an untouched pad, white or transparent). */
function isBlank(onPaper: sharp.Stats): boolean {
  return onPaper.channels.slice(0, 3).every((channel) => channel.min === channel.max);
}
