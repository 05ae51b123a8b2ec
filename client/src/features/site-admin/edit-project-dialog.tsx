/**
 * Edit a project's words, finishes, city, date and type (a built-in project's too), in a dialog over
 * the Website projects list. Its photos are replaced from the list itself.
 */
import { FormProvider } from "react-hook-form";
import { siteProjectFieldsSchema } from "@shared/site/content";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { useUpdateSiteProject, type SiteProjectView } from "@/api/site";
import { fieldErrorsOf, showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import { serverMessage } from "./form-errors";
import { ProjectFields } from "./project-fields";
import { draftOf, projectFieldKeys } from "./project-draft";

/** Mounted only while the dialog is open: each opening starts from the project as saved. */
function EditProjectForm({ project, onClose }: { project: SiteProjectView; onClose: () => void }) {
  const form = useZodForm(siteProjectFieldsSchema, { ...messagesOnSubmit, defaultValues: draftOf(project) });
  const save = useUpdateSiteProject(project, {
    onSuccess: (answer) => {
      toast({ title: "Project saved", description: `“${answer.project.title}” shows this way on the site now.`, variant: "success" });
      onClose();
    },
    onError: (error) => {
      if (!showFieldErrors(form, fieldErrorsOf(error), projectFieldKeys, { focus: false })) {
        toast({ title: "Not saved", description: serverMessage(error, "Please try again."), variant: "destructive" });
      }
    },
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={form.handleSubmit((fields) => save.mutate(fields))}
        noValidate
        aria-label={`Edit ${project.title}`}
        className="flex flex-col gap-6"
      >
        <ProjectFields />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="dark" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save changes"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

export function EditProjectDialog({ project, open, onClose }: { project: SiteProjectView; open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Edit project"
      description={project.builtIn ? "A project built into the site: your changes show instead of the original." : undefined}
      size="lg"
    >
      <EditProjectForm project={project} onClose={onClose} />
    </Dialog>
  );
}
