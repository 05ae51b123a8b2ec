import type { GalleryWatermarks } from "./use-gallery-watermarks";

/**
 * What visitors are told about the marks on the photos: one small caption line that is always
 * there (the photos are our own work, marked with our name), and, for screen readers, a status
 * that announces the marking while it runs and is empty before and after. The status is in the
 * page from the start so screen readers hear it change; it takes no room on screen, so nothing
 * moves when the run starts or ends.
 */
export function WatermarkNotice({ run }: { run: GalleryWatermarks }) {
  const running = run.status === "running";
  return (
    <>
      <p className="text-sm text-stone-600">Photos of our own work, marked with our name.</p>
      <div role="status" className="sr-only">
        {running && (
          <>
            Adding watermarks to protect our work... {run.completed} of {run.total}
          </>
        )}
      </div>
    </>
  );
}
