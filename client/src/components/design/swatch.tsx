import type { CatalogueEntry } from "@shared/design-catalogue";

/** A swatch beside a picker, so the owner sees the colour he picks. */
export function Swatch({ entry, size = "size-12" }: { entry: CatalogueEntry | undefined; size?: string }) {
  if (!entry?.swatchUrl)
    return <span className={`block ${size} shrink-0 rounded-md border border-dashed border-stone-300 bg-stone-100`} aria-hidden="true" />;
  return <img src={entry.swatchUrl} alt="" className={`block ${size} shrink-0 rounded-md border border-stone-300 object-cover`} loading="lazy" />;
}
