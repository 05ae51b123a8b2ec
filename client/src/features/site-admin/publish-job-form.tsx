/**
 * "Publish on the website" for a finished job: the project's words (project-fields.tsx) and the
 * job's photos to show, in the order tapped. Checked in the browser with the shared schema first;
 * the server checks again, and its messages show under each field.
 */
import { useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { FormProvider } from "react-hook-form";
import { publishJobSchema, siteLimits } from "@shared/site/content";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { jobPhotosQuery } from "@/api/completion";
import { usePublishJob } from "@/api/site";
import { fieldMessage } from "@/lib/field-message";
import { fieldErrorsOf, showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import { serverMessage } from "./form-errors";
import { PhotoPicker } from "./photo-picker";
import { stillThere, togglePhoto } from "./tap-order";
import { ProjectFields } from "./project-fields";
import { blankProject, projectFieldKeys } from "./project-draft";

const publishKeys = [...projectFieldKeys, "photoIds"] as const;

const subheading = "text-sm font-bold uppercase tracking-wide text-stone-600";

const useJobPhotos = (contractId: string) => useQuery(jobPhotosQuery(contractId));
type PhotosRead = ReturnType<typeof useJobPhotos>;

/** `chosen` holds only photos the job still has (one removed in the completion card drops out). */
function JobPhotoChoice({
  read,
  chosen,
  onToggle,
  error,
}: {
  read: PhotosRead;
  chosen: string[];
  onToggle: (photoId: string) => void;
  error?: string;
}) {
  const headingId = useId();
  const errorId = useId();
  const photos = read.data?.photos ?? [];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className={subheading}>
        Photos on the website
      </h3>
      {read.isPending ? (
        <p className="text-sm text-stone-600" role="status">
          Loading the job's photos...
        </p>
      ) : read.isError ? (
        <div className="flex flex-wrap items-center gap-3" role="alert">
          <p className="text-sm text-red-800">The job's photos could not load.</p>
          <Button size="sm" variant="outline" onClick={() => void read.refetch()}>
            Try again
          </Button>
        </div>
      ) : photos.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 bg-stone-50 px-4 py-4 text-sm text-stone-700">
          This job has no photos yet.{" "}
          <a href="#completion-heading" className="font-semibold text-stone-950 underline underline-offset-2">
            Add photos in Completion and warranty
          </a>
          , then choose them here.
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600">
            Tap the photos to show, in the order you want them. Number 1 is the cover. Up to {siteLimits.maxProjectPhotos}.
          </p>
          <PhotoPicker photos={photos} chosen={chosen} onToggle={onToggle} error={error} errorId={errorId} />
          <p className="text-sm text-stone-600" aria-live="polite">
            {chosen.length === 0 ? "No photo chosen yet." : `${chosen.length} ${chosen.length === 1 ? "photo" : "photos"} chosen.`}
          </p>
        </>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

export function PublishJobForm({ contractId, completedOn }: { contractId: string; completedOn: string }) {
  // The photos are chosen by tapping them (below), not typed: they join the form's values when it is sent.
  const form = useZodForm(publishJobSchema, { ...messagesOnSubmit, defaultValues: { ...blankProject(completedOn), photoIds: [] } });
  const [chosen, setChosen] = useState<string[]>([]);
  const photos = useJobPhotos(contractId);
  const available = (photos.data?.photos ?? []).map((photo) => photo.id);
  const chosenNow = stillThere(chosen, available);
  const toggle = (photoId: string) => {
    setChosen((current) => togglePhoto(stillThere(current, available), photoId, siteLimits.maxProjectPhotos));
    form.clearErrors("photoIds");
  };

  const publish = usePublishJob(contractId, {
    onSuccess: (answer) =>
      toast({ title: "Published on the website", description: `“${answer.project.title}” is on the site's project pages now.`, variant: "success" }),
    onError: (error) => {
      if (!showFieldErrors(form, fieldErrorsOf(error), publishKeys, { focus: false })) {
        toast({ title: "Not published", description: serverMessage(error, "Please try again."), variant: "destructive" });
      }
    },
  });

  const submit = (event: FormEvent) => {
    form.setValue("photoIds", chosenNow);
    void form.handleSubmit((input) => publish.mutate(input))(event);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Publish on the website" className="mt-5 flex flex-col gap-6">
        <ProjectFields />
        <JobPhotoChoice read={photos} chosen={chosenNow} onToggle={toggle} error={fieldMessage(form.formState.errors.photoIds)} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" variant="dark" disabled={publish.isPending} className="w-full shrink-0 sm:w-auto">
            {/* The server makes the photos' sizes for the site first: a few seconds per photo. */}
            {publish.isPending ? "Preparing the photos..." : "Publish on the website"}
          </Button>
          <p className="text-sm text-stone-600">It shows on the site's project pages at once. You can hide it or change it later.</p>
        </div>
      </form>
    </FormProvider>
  );
}
