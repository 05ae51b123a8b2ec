/**
 * A self-hosted responsive image: AVIF and WebP variants at several widths (built by
 * scripts/images), intrinsic width/height so nothing shifts, lazy unless it is the page's main image.
 */
import type { Ref, SyntheticEvent } from "react";
import { imageManifest, type ImageName } from "@/content/image-manifest";

type ResponsiveImageProps = {
  name: ImageName;
  alt: string;
  /** The CSS sizes attribute: how wide the image is shown. */
  sizes: string;
  className?: string;
  /** The page's main (LCP) image: loaded at once with high priority. */
  priority?: boolean;
  imgRef?: Ref<HTMLImageElement>;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
};

/** The URL of one variant; `v` changes when the photo does, so year-long caching stays safe. */
export function imageUrl(name: ImageName, width: number, format: "avif" | "webp" | "jpg"): string {
  return `/api/assets/${name}-${width}.${format}?v=${imageManifest[name].version}`;
}

export function imageSrcSet(name: ImageName, format: "avif" | "webp"): string {
  return imageManifest[name].widths.map((width) => `${imageUrl(name, width, format)} ${width}w`).join(", ");
}

export function ResponsiveImage({ name, alt, sizes, className = "", priority = false, imgRef, onError }: ResponsiveImageProps) {
  const image = imageManifest[name];
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
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}
