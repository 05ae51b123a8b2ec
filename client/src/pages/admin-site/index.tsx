/**
 * The "Website projects" page (/admin/site): every project of the public site, built-in ones and
 * finished jobs published from their contract page, in the order visitors see them, with the owner's
 * Move up and down, Hide or Show, Edit and Replace photos.
 */
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { AdminPage } from "@/components/layout/admin-page";
import { EmptyNote } from "@/components/ui/empty-note";
import { ReadPending } from "@/components/ui/read-pending";
import { siteProjectsQuery } from "@/api/site";
import { SiteProjectList } from "@/features/site-admin/site-project-list";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Projects() {
  const list = useQuery(siteProjectsQuery());
  const loaded = list.isSuccess;
  // The contract page's Edit link names a project (#project-…): the list arrives after the page, so scroll to it then.
  useEffect(() => {
    if (!loaded || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView({ block: "start" });
  }, [loaded]);

  if (!list.isSuccess) return <ReadPending read={list} noun="projects" />;
  const { projects } = list.data;
  if (projects.length === 0)
    return <EmptyNote>No projects yet. Publish a finished job from its contract page, in the “On the website” card.</EmptyNote>;
  const hidden = projects.filter((project) => !project.published).length;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        {plural(projects.length, "project", "projects")}
        {hidden > 0 && `, ${hidden} hidden`}
      </p>
      <SiteProjectList projects={projects} />
    </div>
  );
}

export default function AdminSitePage() {
  return (
    <AdminPage
      title="Website projects"
      description="The projects shown on the website."
      path="/admin/site"
      intro={
        <p>
          The projects on the site, in the order visitors see them. To add one, open a finished job's contract and use “On the website”. Hidden
          projects stay here and can be shown again.
        </p>
      }
    >
      <Projects />
    </AdminPage>
  );
}
