/**
 * The watermark tool: choose photos, set the text, position, opacity
 * and size, add the mark, then download each photo or all of them. Everything happens in the
 * browser; the photos are never uploaded.
 */
import { useId, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { toolDefaults, type WatermarkOptions } from "@/lib/watermark/watermark-options";
import { useWatermarkTool } from "./use-watermark-tool";
import { WatermarkPreview } from "./watermark-preview";
import { WatermarkResults } from "./watermark-results";
import { WatermarkSettings } from "./watermark-settings";

function PhotoIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="mx-auto block size-8 text-gold-dark"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="8.5" cy="9.5" r="1.5" />
      <path d="M21 16l-5-5-9 9" />
    </svg>
  );
}

function describeFiles(files: File[]): string {
  if (files.length === 0) return "No photos chosen";
  if (files.length === 1) return `1 photo chosen: ${files[0].name}`;
  return `${files.length} photos chosen`;
}

export function WatermarkTool() {
  const inputId = useId();
  const [options, setOptions] = useState<WatermarkOptions>(toolDefaults);
  const [dragging, setDragging] = useState(false);
  const { files, status, results, error, hint, chooseFiles, process } = useWatermarkTool();
  const processing = status === "processing";

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!processing) chooseFiles([...event.dataTransfer.files]);
  };

  return (
    <div className="grid gap-6">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed p-5 text-center transition-colors ${dragging ? "border-gold-dark bg-gold-light/30" : "border-stone-300 bg-stone-50"}`}
      >
        <PhotoIcon />
        <label htmlFor={inputId} className="mt-2 block font-semibold text-stone-950">
          Choose photos to watermark
        </label>
        <p className="mt-1 text-sm text-stone-600">JPEG, PNG or WebP, as many as you like. Photos stay on your device.</p>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={processing}
          onChange={(event) => chooseFiles([...(event.target.files ?? [])])}
          className="mx-auto mt-4 block w-full max-w-sm cursor-pointer rounded-md text-sm text-stone-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-stone-950 file:px-4 file:font-semibold file:text-white hover:file:bg-stone-800"
        />
        <p className="mt-3 text-sm font-medium text-stone-800" aria-live="polite">
          {describeFiles(files)}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <WatermarkSettings options={options} onChange={setOptions} disabled={processing} />
        <WatermarkPreview options={options} photo={files[0]} />
      </div>

      <div className="flex flex-wrap items-center gap-4">
        <Button size="lg" onClick={() => void process(options)} disabled={processing} aria-describedby={hint ? `${inputId}-hint` : undefined}>
          {processing ? "Adding Watermarks..." : "Add Watermarks"}
        </Button>
        <p id={`${inputId}-hint`} role="status" className="text-sm text-stone-700">
          {processing ? `Watermarking ${Math.min(results.length + 1, files.length)} of ${files.length}...` : hint}
        </p>
      </div>

      <div role="alert">{error && <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-800">{error}</p>}</div>

      <WatermarkResults results={results} busy={processing} />
    </div>
  );
}
