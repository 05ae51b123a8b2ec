/**
 * The preview of a page's main image: a small AVIF, inlined in the page's HTML, that the first paint
 * shows until the full variant arrives (decision 0145). Made by the build for the built-in photos
 * (dist/images/<name>-preview.avif) and by the server for the owner's (site_images.preview).
 *
 * - 412 px wide, the width of the phone Lighthouse's mobile profile emulates: a preview shown wider
 *   than it is made counts as less of the page for the browser's largest-paint measure, so on that
 *   phone the preview, not the later full variant, is the page's largest paint.
 * - At least 0.052 bits per pixel of the preview (never less than the area it is shown at on that
 *   phone): Chrome ignores images under 0.05 bits per shown pixel (placeholders) for that measure.
 *   The lowest AVIF quality that reaches it is used, so the preview costs the fewest bytes of the
 *   page's first round trip (about 2.3 KB for the home page's hero, 0.9 KB for a 3:2 photo).
 * - Hero photos (named hero-*) fill a tall box on a phone (412 x 796 px on that phone): their preview
 *   is cropped to 1:2, tall enough to cover it without being stretched, and shown on phones only
 *   (see mainImagePreviewRule); other photos keep their own shape.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { MainImagePreview } from "./first-paint/fast-first-paint";

export const previewWidth = 412;
const phoneHeroHeight = 824;
const minimumBitsPerPixel = 0.052;
const lowestQuality = 1;
const highestQuality = 40;

export const isHeroPhoto = (name: string) => name.startsWith("hero-");

/** The preview of an upright photo (its EXIF orientation already applied, or applied here). */
export async function makeMainImagePreview(photo: Buffer | string, options: { hero: boolean }): Promise<Buffer> {
  const meta = await sharp(photo).autoOrient().metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? previewWidth;
  const height = meta.autoOrient?.height ?? meta.height ?? previewWidth;
  const size = options.hero
    ? { width: previewWidth, height: phoneHeroHeight }
    : { width: previewWidth, height: Math.max(1, Math.round((previewWidth * height) / width)) };
  const resized = await sharp(photo)
    .autoOrient()
    .resize({ ...size, fit: "cover", position: "centre", kernel: "lanczos3" })
    .toBuffer();
  const wanted = (size.width * size.height * minimumBitsPerPixel) / 8;
  // Effort 3: six encodings of a 412 px photo take about a second on a busy 2-core server (measured).
  const encode = (quality: number) => sharp(resized).avif({ quality, effort: 3 }).toBuffer();
  // The lowest quality whose file reaches the wanted size (sizes grow with quality): a bisection.
  let [low, high] = [lowestQuality, highestQuality];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if ((await encode(middle)).length >= wanted) high = middle;
    else low = middle + 1;
  }
  return encode(low);
}

/** The file the build writes a built-in photo's preview to. */
export const builtInPreviewFile = (imagesDir: string, name: string) => path.join(imagesDir, `${name}-preview.avif`);

/** A built-in photo's preview from the build's files, read once; undefined when the build made none. */
export function builtInPreviews(imagesDir: string): (name: string) => MainImagePreview | undefined {
  const read = new Map<string, MainImagePreview | undefined>();
  return (name) => {
    if (!read.has(name)) {
      const file = builtInPreviewFile(imagesDir, name);
      read.set(name, fs.existsSync(file) ? { avif: fs.readFileSync(file), phoneOnly: isHeroPhoto(name) } : undefined);
    }
    return read.get(name);
  };
}
