/**
 * A self-hosted responsive image: AVIF and WebP variants at several widths (built by
 * scripts/images), intrinsic width/height so nothing shifts, lazy unless it is the page's main image
 * or shown on demand (priority).
 */
import type { Ref, SyntheticEvent } from "react";
import { imageInfo, imageVariantPath } from "@/content/image-registry";

type ResponsiveImageProps = {
  /** A built-in photo's name, or one made from the owner's upload (`site-<uuid>`). */
  name: string;
  alt: string;
  /** The CSS sizes attribute: how wide the image is shown. */
  sizes: string;
  className?: string;
  /** An image shown on demand (a dialog): loaded at once with high priority. */
  priority?: boolean;
  /**
   * The page's main image (one per page). The page's HTML paints it first from a small preview the
   * server inlines (server/site-pages/main-image-preview.ts); the full variant, loaded at once but at
   * low priority, covers it when it arrives, and the app starts after that.
   */
  main?: boolean;
  imgRef?: Ref<HTMLImageElement>;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
};

/** The URL of one variant; `v` changes when the photo does, so year-long caching stays safe. */
export function imageUrl(name: string, width: number, format: "avif" | "webp" | "jpg"): string {
  return `${imageVariantPath(name, width, format)}?v=${imageInfo(name)?.version ?? ""}`;
}

export function imageSrcSet(name: string, format: "avif" | "webp"): string {
  return (imageInfo(name)?.widths ?? []).map((width) => `${imageUrl(name, width, format)} ${width}w`).join(", ");
}

export function ResponsiveImage({ name, alt, sizes, className = "", priority = false, main = false, imgRef, onError }: ResponsiveImageProps) {
  const image = imageInfo(name);
  // A name the site does not know (a photo removed since the page was made) shows nothing rather than a broken image.
  if (!image) return null;
  const fallbackWidth = image.widths.includes(800) ? 800 : image.widths[0];
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(name, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(name, "webp")} sizes={sizes} />
      <img
        ref={imgRef}
        onError={onError}
        src={imageUrl(name, fallbackWidth, "jpg")}
        alt={alt}
        width={image.width}
        height={image.height}
        className={className}
        loading={priority || main ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : main ? "low" : "auto"}
        data-main-image={main ? "" : undefined}
      />
    </picture>
  );
}
