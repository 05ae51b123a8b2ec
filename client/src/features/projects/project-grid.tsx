import { lazy, Suspense, useRef, useState } from "react";
import type { Project } from "@/content/types";
import { ProjectCard } from "./project-card";

// The lightbox (and its dialog library) is downloaded when a visitor first opens a project.
const ProjectLightbox = lazy(() => import("./project-lightbox").then((module) => ({ default: module.ProjectLightbox })));

/** Project cards (1 column on phones, 2 on tablets, 3 on desktops) and their shared lightbox. */
export function ProjectGrid({ projects, headingLevel = 3 }: { projects: Project[]; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState<Project | null>(null);
  const [lightboxWanted, setLightboxWanted] = useState(false);
  // The card button that opened the lightbox gets the focus back when it closes.
  const trigger = useRef<HTMLElement | null>(null);
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 sm:gap-8 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              headingLevel={headingLevel}
              onOpen={(button) => {
                trigger.current = button;
                setLightboxWanted(true);
                setOpen(project);
              }}
            />
          </li>
        ))}
      </ul>
      {lightboxWanted && (
        <Suspense fallback={null}>
          <ProjectLightbox project={open} onClose={() => setOpen(null)} returnFocus={() => trigger.current} />
        </Suspense>
      )}
    </>
  );
}
