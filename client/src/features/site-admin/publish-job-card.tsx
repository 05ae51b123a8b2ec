/**
 * "On the website" on the owner's contract page, once the job is complete: the form that publishes
 * it as a project of the site, or, once published, the project as it shows, a link to it, Hide or
 * Show, and where to change it (the Website projects page).
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/panels";
import { Badge } from "@/components/ui/status-badge";
import { completionQuery } from "@/api/completion";
import { jobSiteProjectQuery, type SiteProjectView } from "@/api/site";
import { PublishJobForm } from "./publish-job-form";
import { projectAnchor } from "./project-anchor";
import { VisibilityButton } from "./visibility-button";

const linkClasses = "inline-flex min-h-11 items-center text-sm font-semibold text-stone-800 underline underline-offset-2 hover:text-stone-950";

function Published({ project }: { project: SiteProjectView }) {
  const cover = project.thumbnails[0];
  return (
    <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
      {cover && (
        <img
          src={cover}
          alt=""
          width={160}
          height={120}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-lg bg-stone-100 object-cover sm:w-40"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-lg font-semibold text-stone-950 wrap-anywhere">{project.title}</p>
        <p className="text-sm text-stone-600">{[project.location ?? project.city, project.categories.join(" · ")].filter(Boolean).join(" — ")}</p>
        <p className="text-sm text-stone-600">
          {project.published ? "Visitors see it on the site's project pages." : "Hidden: visitors do not see it. It stays in your list."}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
          {project.published && (
            <a href={project.url} target="_blank" rel="noreferrer" className={linkClasses}>
              View on the website
            </a>
          )}
          <Link
            href={`/admin/site#${projectAnchor(project.id)}`}
            className={linkClasses}
            aria-label={`Edit ${project.title} on the Website projects page`}
          >
            Edit
          </Link>
          <VisibilityButton project={project} />
        </div>
      </div>
    </div>
  );
}

const useJobProject = (contractId: string, enabled: boolean) => useQuery({ ...jobSiteProjectQuery(contractId), enabled });

function PublishState({ contractId, completedOn, read }: { contractId: string; completedOn: string; read: ReturnType<typeof useJobProject> }) {
  if (read.isPending)
    return (
      <p className="mt-4 text-stone-600" role="status">
        Loading...
      </p>
    );
  if (read.isError)
    return (
      <div
        className="mt-4 flex flex-col gap-3 rounded-md border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        role="alert"
      >
        <p className="text-sm text-red-900">Whether this job is on the website could not load.</p>
        <Button size="sm" variant="outline" onClick={() => void read.refetch()}>
          Try again
        </Button>
      </div>
    );
  const project = read.data.project;
  if (project) return <Published project={project} />;
  return (
    <>
      <p className="mt-2 text-sm text-stone-600">Show this job on the site's project pages, with the photos you choose.</p>
      <PublishJobForm contractId={contractId} completedOn={completedOn} />
    </>
  );
}

/** Nothing until the job is complete: only a finished job goes on the site. */
export function PublishJobCard({ contractId }: { contractId: string }) {
  // The completion card beside this one reads the completion already: use what the page holds.
  const completion = useQuery({ ...completionQuery(contractId), refetchOnMount: false }).data?.completion;
  const read = useJobProject(contractId, Boolean(completion));
  const project = read.data?.project;
  if (!completion) return null;
  return (
    <Card aria-labelledby="site-project-heading">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
        <h2 id="site-project-heading" className="text-lg font-bold text-stone-950">
          On the website
        </h2>
        {project !== undefined &&
          (project === null ? (
            <Badge tone="closed">Not published</Badge>
          ) : project.published ? (
            <Badge tone="accepted">Published</Badge>
          ) : (
            <Badge tone="expired">Hidden</Badge>
          ))}
      </div>
      <PublishState contractId={contractId} completedOn={completion.completedOn} read={read} />
    </Card>
  );
}
