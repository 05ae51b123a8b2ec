import { useEffect, useRef, useState } from "react";
import { photoCardClasses, photoCardImageClasses } from "@/components/ui/card-styles";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { imageInfo } from "@/content/image-registry";
import type { GalleryItem } from "./gallery-items";
import { watermarkSourceUrl } from "./use-gallery-watermarks";

export const cardImageSizes = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

export function CategoryBadge({ category, className = "" }: { category: string; className?: string }) {
  return <span className={`inline-flex rounded-full bg-gold px-3 py-1 text-xs font-semibold text-stone-950 shadow-sm ${className}`}>{category}</span>;
}

/**
 * One gallery photo: a 256 px image, the category badge, title and description. The title is a
 * button stretched over the card, so a click anywhere opens the dialog. The original shows at once
 * and the watermarked copy takes its place when ready. A photo that fails to load turns the card
 * light red and its alt text says so ('Failed to load: ' and the title).
 */
export function GalleryCard({ item, watermarkedUrl, onOpen }: { item: GalleryItem; watermarkedUrl?: string; onOpen: (item: GalleryItem) => void }) {
  const shown = watermarkedUrl ?? "original";
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const failed = failedFor === shown;
  const originalImage = useRef<HTMLImageElement>(null);

  const reportFailure = () => {
    if (failedFor === shown) return;
    console.error(`Failed to load gallery image: ${item.title}`);
    setFailedFor(shown);
  };

  // A prerendered image can fail before the page's code runs, when React is not yet listening:
  // check once, on arrival, for an image that finished loading with no pixels.
  useEffect(() => {
    const image = originalImage.current;
    if (image?.complete && image.naturalWidth === 0) reportFailure();
    // Once, on mount: later failures arrive as the image's error event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const alt = failed ? `Failed to load: ${item.title}` : item.alt;
  const { width, height } = imageInfo(item.image) ?? { width: 4, height: 3 };
  // A broken image stays in the page (its alt text tells screen readers) but is not painted: the
  // browser's own broken-image rendering would overlap the badge.
  const imageClasses = `${photoCardImageClasses} object-right-bottom ${failed ? "opacity-0" : ""}`;

  return (
    <article
      data-state={failed ? "failed" : watermarkedUrl ? "watermarked" : "original"}
      className={`${photoCardClasses} ${failed ? "border-red-200 bg-red-50" : "border-stone-200 bg-white"}`}
    >
      <div className={`relative h-64 overflow-hidden ${failed ? "bg-red-100 text-red-900" : "bg-stone-200"}`}>
        {watermarkedUrl ? (
          <img
            src={watermarkedUrl}
            alt={alt}
            width={width}
            height={height}
            className={imageClasses}
            decoding="async"
            data-watermarked="true"
            data-original-src={watermarkSourceUrl(item.image)}
            onError={reportFailure}
          />
        ) : (
          <ResponsiveImage
            name={item.image}
            alt={alt}
            sizes={cardImageSizes}
            className={imageClasses}
            imgRef={originalImage}
            onError={reportFailure}
          />
        )}
        {failed && (
          <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-red-800">
            <svg
              viewBox="0 0 24 24"
              className="size-10"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <rect x="3" y="4" width="18" height="16" rx="2" />
              <path d="M3 4l18 16M8.5 9.5h.01M21 15l-4-4-2.5 2.5" />
            </svg>
            <span className="text-sm font-semibold">Photo unavailable</span>
          </div>
        )}
        <CategoryBadge category={item.category} className="absolute left-4 top-4" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold leading-snug tracking-tight text-stone-950">
          <button
            type="button"
            onClick={() => onOpen(item)}
            aria-haspopup="dialog"
            className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {item.title}
          </button>
        </h3>
        <p className="mt-3 line-clamp-3 leading-relaxed text-stone-600">{item.description}</p>
      </div>
    </article>
  );
}
