/**
 * One project of the site in the owner's list: its cover, title, place and finishes, where it came
 * from (built into the site or published from a job), whether it shows, and what the owner can do
 * to it. Every button names the project, so a screen reader's list of buttons makes sense on its own.
 */
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/status-badge";
import type { SiteProjectView } from "@/api/site";
import { formatCalendarDate } from "@/lib/format";
import { EditProjectDialog } from "./edit-project-dialog";
import { projectAnchor } from "./project-anchor";
import { ReplacePhotosButton } from "./replace-photos-button";
import { VisibilityButton } from "./visibility-button";

type Props = {
  project: SiteProjectView;
  position: number;
  count: number;
  onMove: (step: -1 | 1) => void;
};

const photoCount = (count: number) => (count === 1 ? "1 photo" : `${count} photos`);

export function SiteProjectRow({ project, position, count, onMove }: Props) {
  const [editing, setEditing] = useState(false);
  const cover = project.thumbnails[0];
  const place = project.location ?? project.city;
  return (
    <li
      id={projectAnchor(project.id)}
      className="scroll-mt-6 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm target:ring-2 target:ring-gold sm:p-5"
    >
      <div className="flex gap-4">
        <div className="w-24 shrink-0 sm:w-36">
          {cover ? (
            <img src={cover} alt="" width={144} height={108} loading="lazy" className="aspect-[4/3] w-full rounded-lg bg-stone-100 object-cover" />
          ) : (
            <div className="flex aspect-[4/3] w-full items-center justify-center rounded-lg bg-stone-100 text-xs text-stone-500">No photo</div>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap gap-1.5">
            <span className="text-xs font-semibold text-stone-500">
              {position} of {count}
            </span>
            {project.builtIn ? <Badge tone="closed">Built-in</Badge> : <Badge tone="new">From a job</Badge>}
            {!project.published && <Badge tone="pending">Hidden</Badge>}
            {project.builtIn && project.changed && <Badge tone="quoted">Changed</Badge>}
          </div>
          <h2 className="text-base font-bold text-stone-950 wrap-anywhere sm:text-lg">{project.title}</h2>
          <p className="text-sm text-stone-700">{[place, formatCalendarDate(project.date)].filter(Boolean).join(" · ")}</p>
          <p className="text-sm text-stone-600">
            {project.categories.join(" · ")} · {photoCount(project.thumbnails.length)}
          </p>
          {project.contractId && (
            <Link
              href={`/admin/contracts/${encodeURIComponent(project.contractId)}`}
              className="self-start text-sm font-semibold text-stone-700 underline underline-offset-2 hover:text-stone-950"
            >
              The job's contract
            </Link>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-start gap-2 border-t border-stone-100 pt-4">
        <Button
          variant="outline"
          size="sm"
          data-move={`${project.id}:up`}
          disabled={position === 1}
          aria-label={`Move ${project.title} up`}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">↑</span> Up
        </Button>
        <Button
          variant="outline"
          size="sm"
          data-move={`${project.id}:down`}
          disabled={position === count}
          aria-label={`Move ${project.title} down`}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">↓</span> Down
        </Button>
        <Button variant="outline" size="sm" aria-label={`Edit ${project.title}`} onClick={() => setEditing(true)}>
          Edit
        </Button>
        <VisibilityButton project={project} />
        <ReplacePhotosButton project={project} />
        {project.published && (
          <a
            href={project.url}
            target="_blank"
            rel="noreferrer"
            aria-label={`View ${project.title} on the website`}
            className="inline-flex min-h-10 items-center px-2 text-sm font-semibold text-stone-700 underline underline-offset-2 hover:text-stone-950"
          >
            View
          </a>
        )}
      </div>
      <EditProjectDialog project={project} open={editing} onClose={() => setEditing(false)} />
    </li>
  );
}
