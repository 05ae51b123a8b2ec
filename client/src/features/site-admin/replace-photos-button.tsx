/**
 * "Replace photos" on a project of the site: the files chosen (in the order chosen) become its photos.
 * The count and sizes are checked first; whether each file is an image the server can open is the
 * server's to say (HEIC included), and its message shows under the button.
 */
import { useId, useRef, useState } from "react";
import { uploadLimits } from "@shared/business";
import { siteLimits } from "@shared/site/content";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useReplaceSiteProjectPhotos, type SiteProjectView } from "@/api/site";
import { ApiError } from "@/lib/api";
import { serverMessage } from "./form-errors";

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The limits of the endpoint, checked before anything is sent. Null when the files are fine. */
export function filesProblem(files: readonly File[]): string | null {
  if (files.length > siteLimits.maxProjectPhotos) return `Please choose at most ${siteLimits.maxProjectPhotos} photos.`;
  const tooLarge = files.find((file) => file.size > uploadLimits.maxFileBytes);
  if (tooLarge) return `${tooLarge.name} is larger than ${megabytes(uploadLimits.maxFileBytes)} MB.`;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > uploadLimits.maxTotalBytes)
    return `The photos can be at most ${megabytes(uploadLimits.maxTotalBytes)} MB in all. Please send fewer at once.`;
  return null;
}

const failure = (error: unknown) =>
  (error instanceof ApiError ? error.fieldErrors.photos : undefined) ?? serverMessage(error, "The photos could not be replaced. Please try again.");

export function ReplacePhotosButton({ project }: { project: SiteProjectView }) {
  const input = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const replace = useReplaceSiteProjectPhotos(project, {
    onSuccess: (answer, files) => {
      setProblem(null);
      toast({
        title: "Photos replaced",
        description: `“${answer.project.title}” shows ${files.length === 1 ? "the new photo" : `the ${files.length} new photos`}.`,
        variant: "success",
      });
    },
    onError: (error) => setProblem(failure(error)),
  });

  const choose = (files: File[]) => {
    if (input.current) input.current.value = "";
    if (files.length === 0) return;
    const refused = filesProblem(files);
    if (refused) return setProblem(refused);
    setProblem(null);
    replace.mutate(files);
  };

  // Laid out in the row's wrapping actions: the message takes a line of its own under them.
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*,.heic"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`replace-photos-${project.id}`}
        onChange={(event) => choose([...(event.target.files ?? [])])}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={replace.isPending}
        aria-label={`Replace the photos of ${project.title}`}
        aria-describedby={problem ? problemId : undefined}
        onClick={() => input.current?.click()}
      >
        {replace.isPending ? "Uploading..." : "Replace photos"}
      </Button>
      {problem && (
        <p id={problemId} role="alert" className="order-last basis-full text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
    </>
  );
}
