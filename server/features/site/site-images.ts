/**
 * Photos made for the site from the owner's photos (a job's, or new ones for a project): the same
 * variants the build makes of the built-in photos (scripts/images/build-variants.ts): AVIF and WebP
 * at 480, 800, 1200 and 1600 px (never wider than the photo), a JPEG at 800 px and the preview a page
 * paints first when the photo is its main image (stored at width 0), so a published
 * job's page weighs and paints like the rest. The input is already re-encoded upright without its
 * metadata (server/photos/), so no location leaves with it. The work runs in the photo queue,
 * one photo at a time, on libuv's threads: the event loop never waits for it.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Database } from "../../db";
import { siteImagePrefix } from "../../../shared/site/content";
import {
  deleteSiteImages,
  insertSiteImage,
  insertSiteImageVariantOnce,
  isSiteImageShown,
  listSiteImages,
  readSiteImageVariant,
  type SiteImageFormat,
} from "./storage";
import { photoJobs } from "../../photos/queue";
import { makeMainImagePreview } from "../../site-pages/main-image-preview";

/** The width a photo's first-paint preview is stored under (no file of that width is ever served). */
export const previewVariantWidth = 0;

const widthsMade = [480, 800, 1200, 1600];
const fallbackWidth = 800;
const encoders: Record<SiteImageFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  // Effort 2, not the build's 4: about 3 s rather than 15 s for a phone photo's four widths on a busy 2-core server
  // (measured), for files a few per cent larger. The owner waits for this when publishing.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

type MadeImage = {
  info: { width: number; height: number; widths: number[]; version: string };
  variants: { width: number; format: SiteImageFormat; bytes: Buffer }[];
};

async function makeVariants(photo: Buffer): Promise<MadeImage> {
  const meta = await sharp(photo).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error("A stored photo has no size");
  let widths = widthsMade.filter((candidate) => candidate <= width);
  if (!widths.length) widths = [width];
  const fallback = widths.includes(fallbackWidth) ? fallbackWidth : widths[0];
  const variants: MadeImage["variants"] = [];
  for (const target of widths) {
    const formats: SiteImageFormat[] = target === fallback ? ["avif", "webp", "jpg"] : ["avif", "webp"];
    for (const format of formats) {
      let image = sharp(photo).autoOrient();
      if (target < width) image = image.resize({ width: target, kernel: "lanczos3" });
      variants.push({ width: target, format, bytes: await encoders[format](image).toBuffer() });
    }
  }
  variants.push({ width: previewVariantWidth, format: "avif", bytes: await makeMainImagePreview(photo, { hero: false }) });
  const version = createHash("sha256").update(photo).digest("hex").slice(0, 10);
  return { info: { width, height, widths, version }, variants };
}

/**
 * Makes and stores the site's photos, in order, and answers their image names. Stored before the
 * project that shows them: a publish that fails later deletes them again (discardSiteImages), and
 * until a project names them no page shows them.
 */
export async function makeSiteImages(db: Database, photos: Buffer[]): Promise<string[]> {
  const names: string[] = [];
  try {
    for (const photo of photos) {
      const made = await photoJobs.run(() => makeVariants(photo));
      const id = await db.transaction((tx) => insertSiteImage(tx, made.info, made.variants));
      names.push(`${siteImagePrefix}${id}`);
    }
    return names;
  } catch (error) {
    await discardSiteImages(db, names).catch(() => {});
    throw error;
  }
}

export async function discardSiteImages(db: Database, names: string[]): Promise<void> {
  await deleteSiteImages(
    db,
    names.filter((name) => name.startsWith(siteImagePrefix)).map((name) => name.slice(siteImagePrefix.length)),
  );
}

const variantFile = /^([0-9a-f-]{36})-(\d{2,4})\.(avif|webp|jpg)$/;
const mediaTypes: Record<SiteImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/** A site photo's stored first-paint preview, or undefined. */
export async function readSiteImagePreview(db: Database, id: string): Promise<Buffer | undefined> {
  return readSiteImageVariant(db, id, previewVariantWidth, "avif");
}

/**
 * A site photo's first-paint preview, made now if the photo has none: a photo published before
 * previews were made gets one from its widest stored WebP (the original is not kept) the first time
 * a page shows it, and its page paints like the rest from then on. Servers that make it at the same
 * time store the first one, and every server answers the stored bytes, so they render the same page.
 * Undefined for an unknown photo, or when its stored file does not decode (the page then paints without a preview).
 */
export async function siteImagePreview(db: Database, id: string): Promise<Buffer | undefined> {
  const stored = await readSiteImagePreview(db, id);
  if (stored) return stored;
  const [image] = await listSiteImages(db, [id]);
  if (!image?.widths.length) return undefined;
  const widest = await readSiteImageVariant(db, id, Math.max(...image.widths), "webp");
  if (!widest) return undefined;
  // A stored file that no longer decodes leaves the page without a preview; a database error is thrown (the page is not kept).
  const preview = await photoJobs.run(() => makeMainImagePreview(widest, { hero: false })).catch(() => undefined);
  if (!preview) return undefined;
  await insertSiteImageVariantOnce(db, id, { width: previewVariantWidth, format: "avif", bytes: preview });
  return readSiteImagePreview(db, id);
}

/**
 * How long a visitor's browser (or a shared cache) may keep a shown project's photo without asking
 * again: hiding a project takes effect everywhere within this time. After it, the browser asks with
 * its ETag and gets a 304 with no bytes while the project still shows (decision 0148).
 */
export const siteImageMaxAgeSeconds = 300;

/**
 * Whether a variant may be served and how it may be cached, before its bytes are read: a photo of a
 * shown project to anyone (public, for siteImageMaxAgeSeconds); one of a hidden or unpublished
 * project to the owner only, never stored. Undefined: answer 404. A variant never changes under its
 * file name, so the name is its ETag.
 */
export async function siteImageAnswer(
  db: Database,
  file: string,
  viewer: { owner: boolean },
): Promise<{ shown: boolean; cacheControl: string; etag: string } | undefined> {
  const match = variantFile.exec(file);
  if (!match) return undefined;
  const shown = await isSiteImageShown(db, match[1]);
  if (!shown && !viewer.owner) return undefined;
  return {
    shown,
    cacheControl: shown ? `public, max-age=${siteImageMaxAgeSeconds}` : "private, no-store",
    etag: `"${file}"`,
  };
}

/** One variant by its file name (`<id>-<width>.<format>`), or undefined. */
export async function readSiteImageFile(db: Database, file: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const match = variantFile.exec(file);
  if (!match) return undefined;
  const format = match[3] as SiteImageFormat;
  const bytes = await readSiteImageVariant(db, match[1], Number(match[2]), format);
  return bytes && { bytes, contentType: mediaTypes[format] };
}
