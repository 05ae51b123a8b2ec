/**
 * Edit a project's words, finishes, city, date and type (a built-in project's too), in a dialog over
 * the Website projects list. Its photos are replaced from the list itself.
 */
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { useUpdateSiteProject, type SiteProjectView } from "@/api/site";
import { hasErrors, serverFieldErrors, serverMessage } from "./form-errors";
import { ProjectFields } from "./project-fields";
import { checkProject, draftOf, projectFieldKeys, type ProjectDraft, type ProjectErrors } from "./project-draft";

/** Mounted only while the dialog is open: each opening starts from the project as saved. */
function EditProjectForm({ project, onClose }: { project: SiteProjectView; onClose: () => void }) {
  const [draft, setDraft] = useState<ProjectDraft>(() => draftOf(project));
  const [errors, setErrors] = useState<ProjectErrors>({});
  const change = <Key extends keyof ProjectDraft>(field: Key, value: ProjectDraft[Key]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const save = useUpdateSiteProject(project, {
    onSuccess: (answer) => {
      toast({ title: "Project saved", description: `“${answer.project.title}” shows this way on the site now.`, variant: "success" });
      onClose();
    },
    onError: (error) => {
      const found = serverFieldErrors(error, projectFieldKeys);
      setErrors(found);
      if (!hasErrors(found)) toast({ title: "Not saved", description: serverMessage(error, "Please try again."), variant: "destructive" });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkProject(draft);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.fields);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${project.title}`} className="flex flex-col gap-6">
      <ProjectFields draft={draft} errors={errors} onChange={change} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="dark" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </form>
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
