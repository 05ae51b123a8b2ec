/** Hide or Show a project on the site, with a label naming it; the outcome is said in a toast. */
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useProjectVisibility, type SiteProjectView } from "@/api/site";
import { serverMessage } from "./form-errors";

export function VisibilityButton({ project, className = "" }: { project: SiteProjectView; className?: string }) {
  const change = useProjectVisibility(project, {
    onSuccess: (answer, visibility) =>
      toast({
        title: visibility === "hide" ? "Hidden from the website" : "Shown on the website",
        description:
          visibility === "hide"
            ? `“${answer.project.title}” is off every page of the site. It stays in your list.`
            : `“${answer.project.title}” is back on the site.`,
        variant: "success",
      }),
    onError: (error, visibility) =>
      toast({
        title: visibility === "hide" ? "Not hidden" : "Not shown",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const visibility = project.published ? "hide" : "show";
  const word = project.published ? "Hide" : "Show";
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={change.isPending}
      aria-label={`${word} ${project.title} ${project.published ? "from" : "on"} the website`}
      onClick={() => change.mutate(visibility)}
    >
      {change.isPending ? (project.published ? "Hiding..." : "Showing...") : word}
    </Button>
  );
}
