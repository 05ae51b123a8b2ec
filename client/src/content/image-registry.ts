/**
 * Sizes and widths of every photo a page may show: the built-in ones (the generated manifest) and
 * those made from the owner's uploads (named `site-<uuid>`, registered as the site's content
 * arrives). A made photo never changes under its name, so the registry only grows and any page
 * rendering, whatever version of the site it shows, reads the same facts for a name.
 */
import { siteImagePrefix, type SiteImageInfo } from "@shared/site/content-shapes";
import { imageManifest } from "./image-manifest";

const made = new Map<string, SiteImageInfo>();

export function registerSiteImages(images: Record<string, SiteImageInfo>): void {
  for (const [name, info] of Object.entries(images)) made.set(name, info);
}

export function imageInfo(name: string): SiteImageInfo | undefined {
  return Object.prototype.hasOwnProperty.call(imageManifest, name) ? (imageManifest as Record<string, SiteImageInfo>)[name] : made.get(name);
}

/** Where a variant is served: built-in photos as static assets, made ones from the database. */
export function imageVariantPath(name: string, width: number, format: "avif" | "webp" | "jpg"): string {
  return name.startsWith(siteImagePrefix)
    ? `/api/site-images/${name.slice(siteImagePrefix.length)}-${width}.${format}`
    : `/api/assets/${name}-${width}.${format}`;
}
