/**
 * The photo parts every lead form shares: the picker (same label, hint and limits everywhere) and the
 * upload's progress with a way to cancel it. The form keeps the photos and the request; these only show them.
 */
import { useId } from "react";
import type { UploadProgress as Progress } from "@/lib/api";
import { uploadProgressText } from "@/lib/lead-submission";
import { Button } from "./button";
import { Field } from "./field";
import { lazyNumberFormat } from "@shared/lazy-intl";

const sizeFormat = lazyNumberFormat("en-CA", { maximumFractionDigits: 1 });

function chosenText(photos: readonly File[]): string {
  const bytes = photos.reduce((sum, photo) => sum + photo.size, 0);
  const count = photos.length === 1 ? "1 photo" : `${photos.length} photos`;
  return `${count} chosen (${sizeFormat.format(bytes / (1024 * 1024))} MB)`;
}

export function PhotoPicker({
  photos,
  error,
  onChoose,
  className = "",
}: {
  photos: readonly File[];
  error: string | null;
  onChoose: (files: File[]) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Field label="Upload Photos (Optional)" hint="PNG, JPG up to 10MB each (max 20MB total)" error={error ?? undefined}>
        <input
          type="file"
          accept="image/*"
          multiple
          className="block w-full text-sm text-stone-700 file:mr-4 file:rounded-md file:border-0 file:bg-stone-900 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-stone-800"
          onChange={(event) => onChoose(Array.from(event.target.files ?? []))}
        />
      </Field>
      {photos.length > 0 && !error && <p className="mt-1.5 text-sm text-stone-600">{chosenText(photos)}</p>}
    </div>
  );
}

/** Shown while photos are on their way: how much has gone, and a button to stop. */
export function UploadProgress({ progress, onCancel, className = "" }: { progress: Progress; onCancel: () => void; className?: string }) {
  const labelId = useId();
  return (
    <div className={`rounded-lg border border-stone-200 bg-stone-50 p-4 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={labelId} className="text-sm font-medium text-stone-800">
          {uploadProgressText(progress)}
        </p>
        {/* Once every byte has gone the server may already be storing the request: too late to cancel. */}
        {progress.loaded < progress.total && (
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancel upload
          </Button>
        )}
      </div>
      <progress
        aria-labelledby={labelId}
        max={progress.total || 1}
        value={progress.loaded}
        className="mt-3 block h-2 w-full overflow-hidden rounded-full bg-stone-200 accent-stone-900 [&::-moz-progress-bar]:bg-stone-900 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-stone-900"
      />
    </div>
  );
}

/**
 * The end of a lead form: the upload's progress while photos travel, the submit button ("Submitting..."
 * and disabled while sending, or before the page's code has loaded) and the note of a cancelled upload.
 */
export function LeadSubmitFooter({
  label,
  pending,
  ready,
  progress,
  onCancel,
  cancelledText,
}: {
  label: string;
  pending: boolean;
  ready: boolean;
  progress: Progress | null;
  onCancel: () => void;
  cancelledText: string | null;
}) {
  return (
    <div className="flex flex-col sm:col-span-2">
      {progress && <UploadProgress progress={progress} onCancel={onCancel} className="mb-4" />}
      <Button type="submit" size="lg" disabled={!ready || pending}>
        {pending ? "Submitting..." : label}
      </Button>
      <p role="status" className="text-sm font-medium text-stone-800 not-empty:mt-3">
        {cancelledText ?? ""}
      </p>
    </div>
  );
}
