/**
 * "Photos of the finished job" on the completion card: the owner adds the hand-over photos from a
 * phone (several at once; the server re-encodes them upright and drops their location), sees them as
 * thumbnails and removes one. The server's limits are checked first in the browser (count, size,
 * type) and again by the server, whose message is shown under the button.
 */
import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { jobPhotosQuery, useAddJobPhotos, useRemoveJobPhoto, type JobPhoto } from "@/api/completion";
import { ApiError } from "@/lib/api";
import { photoProblem } from "@/lib/photo-limits";

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.fieldErrors.photos ?? error.serverMessage ?? fallback) : fallback;

function PhotoTile({ contractId, photo, index }: { contractId: string; photo: JobPhoto; index: number }) {
  const remove = useRemoveJobPhoto(contractId, {
    onSuccess: () => toast({ title: "Photo removed", variant: "success" }),
    onError: (error) => toast({ title: "Not removed", description: errorText(error, "The photo could not be removed."), variant: "destructive" }),
  });
  return (
    <li className="flex flex-col gap-2">
      <a href={photo.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg border border-stone-200 bg-stone-100">
        <img
          src={photo.thumbnailUrl}
          alt={`Job photo ${index + 1}`}
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          loading="lazy"
          className="aspect-[4/3] w-full object-cover"
        />
      </a>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-800 hover:bg-red-50"
        disabled={remove.isPending}
        aria-label={`Remove job photo ${index + 1}`}
        onClick={() => remove.mutate(photo.id)}
      >
        Remove
      </Button>
    </li>
  );
}

export function JobPhotos({ contractId }: { contractId: string }) {
  const read = useQuery(jobPhotosQuery(contractId));
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const problemId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddJobPhotos(contractId, {
    onSuccess: (_answer, files) => {
      setProblem(null);
      toast({ title: files.length === 1 ? "Photo added" : `${files.length} photos added`, variant: "success" });
    },
    onError: (error) => setProblem(errorText(error, "The photos could not be added. Please try again.")),
  });
  const photos = read.data?.photos ?? [];

  const choose = (files: File[]) => {
    if (input.current) input.current.value = "";
    if (files.length === 0) return;
    const refused = photoProblem(files);
    if (refused) return setProblem(refused);
    add.mutate(files);
  };

  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="mb-1 text-sm font-bold uppercase tracking-wide text-stone-600">
        Photos of the finished job
      </h3>
      <p className="mb-3 text-sm text-stone-600">For your records and your projects. Their location is removed when they are saved.</p>
      {read.isError && (
        <p role="alert" className="mb-3 text-sm text-red-800">
          The photos could not load.
        </p>
      )}
      {photos.length > 0 && (
        <ul className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Job photos">
          {photos.map((photo, index) => (
            <PhotoTile key={photo.id} contractId={contractId} photo={photo} index={index} />
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="job-photos-input"
        onChange={(event) => choose([...(event.target.files ?? [])])}
      />
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        disabled={add.isPending}
        aria-describedby={problem ? problemId : undefined}
        onClick={() => input.current?.click()}
      >
        {add.isPending ? "Adding photos…" : photos.length > 0 ? "Add more photos" : "Add photos"}
      </Button>
      {problem && (
        <p id={problemId} role="alert" className="mt-2 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
    </section>
  );
}
