/** The tool's results: a preview of each watermarked photo with its download, or why it failed. */
import { Button } from "@/components/ui/button";
import { downloadAll, downloadUrl } from "./downloads";
import type { ToolResult } from "./use-watermark-tool";

function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 20h14" />
    </svg>
  );
}

export function WatermarkResults({ results, busy }: { results: ToolResult[]; busy: boolean }) {
  const done = results.filter((result) => result.status === "done");
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="watermark-results-title" className="border-t border-stone-200 pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="watermark-results-title" className="text-lg font-bold text-stone-950">
          Watermarked photos
        </h3>
        {done.length > 0 && (
          <Button
            variant="dark"
            disabled={busy}
            onClick={() => void downloadAll(done.map((result) => ({ url: result.url, fileName: result.downloadName })))}
          >
            <DownloadIcon />
            Download All ({done.length})
          </Button>
        )}
      </div>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {results.map((result) =>
          result.status === "done" ? (
            <li key={result.key} className="overflow-hidden rounded-lg border border-stone-200 bg-white">
              <img
                src={result.previewUrl}
                alt={`Watermarked ${result.fileName}`}
                width={result.width}
                height={result.height}
                decoding="async"
                className="aspect-[3/2] w-full bg-stone-100 object-contain"
              />
              <div className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold text-stone-950" title={result.downloadName}>
                    {result.downloadName}
                  </p>
                  <p className="text-xs text-stone-600">
                    {result.width.toLocaleString("en-CA")} × {result.height.toLocaleString("en-CA")} px
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => downloadUrl(result.url, result.downloadName)}
                  aria-label={`Download ${result.downloadName}`}
                >
                  <DownloadIcon />
                  Download
                </Button>
              </div>
            </li>
          ) : (
            <li key={result.key} className="flex flex-col justify-center rounded-lg border border-red-200 bg-red-50 p-4">
              <p className="truncate text-sm font-semibold text-stone-950" title={result.fileName}>
                {result.fileName}
              </p>
              <p className="mt-1 text-sm font-medium text-red-800">{result.message}</p>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
