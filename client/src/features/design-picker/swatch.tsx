/** A catalogue entry's swatch image at a size the eye can judge, or a neutral tile when it has none. */
import type { CatalogueEntry } from "@shared/design-catalogue";

export function Swatch({ entry, size = "md" }: { entry: CatalogueEntry; size?: "md" | "lg" }) {
  const box = size === "lg" ? "size-20 sm:size-24" : "size-16 sm:size-20";
  if (!entry.swatchUrl) {
    return (
      <span
        aria-hidden="true"
        className={`${box} flex shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-stone-100 text-xs text-stone-500`}
      >
        No image
      </span>
    );
  }
  // The name is read next to the image: the image itself is decoration for a screen reader.
  return (
    <img src={entry.swatchUrl} alt="" loading="lazy" decoding="async" className={`${box} shrink-0 rounded-lg border border-stone-300 object-cover`} />
  );
}
