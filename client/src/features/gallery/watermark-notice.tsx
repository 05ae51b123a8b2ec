import type { GalleryWatermarks } from "./use-gallery-watermarks";

/**
 * The notice shown while the gallery's photos are being watermarked. The live region is always in the page so screen
 * readers hear it appear; it is empty (and invisible) before and after the run.
 */
export function WatermarkNotice({ run }: { run: GalleryWatermarks }) {
  const running = run.status === "running";
  return (
    <div role="status" className="min-h-11">
      {running && (
        <p className="inline-flex items-center gap-3 rounded-full border border-gold/40 bg-gold-light/40 px-4 py-2 text-sm font-semibold text-stone-900">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-gold-dark border-t-transparent motion-reduce:animate-none"
          />
          Adding watermarks to protect our work...
          <span className="font-normal text-stone-700">
            {run.completed} of {run.total}
          </span>
        </p>
      )}
    </div>
  );
}
