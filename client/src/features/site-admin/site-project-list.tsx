/**
 * Every project of the site in the order visitors see them, hidden ones included. Move up and Move
 * down save the whole order at once; the list moves before the server answers, and the button just
 * pressed keeps the focus so the owner can tap it again (the saves go one after the other).
 */
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { useOrderSiteProjects, type SiteProjectView } from "@/api/site";
import { serverMessage } from "./form-errors";
import { moveOne } from "./tap-order";
import { SiteProjectRow } from "./site-project-row";

type Moved = { id: string; title: string; step: -1 | 1 };

export function SiteProjectList({ projects }: { projects: SiteProjectView[] }) {
  const [moved, setMoved] = useState<Moved | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const order = useOrderSiteProjects({
    onError: (error) => toast({ title: "Order not saved", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });

  // At the top or the bottom the button just pressed is disabled and loses the focus: give it to the row's other one.
  useEffect(() => {
    if (!moved) return;
    const button = (side: "up" | "down") => list.current?.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(moved.id)}:${side}"]`);
    const pressed = button(moved.step === -1 ? "up" : "down");
    if (pressed && pressed.disabled && (document.activeElement === document.body || document.activeElement === pressed))
      button(moved.step === -1 ? "down" : "up")?.focus();
  }, [moved, projects]);

  const move = (project: SiteProjectView, step: -1 | 1) => {
    const ids = projects.map((each) => each.id);
    const next = moveOne(ids, project.id, step);
    if (next.every((id, index) => id === ids[index])) return;
    setMoved({ id: project.id, title: project.title, step });
    order.mutate(next);
  };

  const position = moved ? projects.findIndex((project) => project.id === moved.id) + 1 : 0;
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {moved && position > 0 ? `${moved.title} is now number ${position} of ${projects.length}.` : ""}
      </p>
      <ol ref={list} className="flex flex-col gap-3" aria-label="Website projects, in the order visitors see them">
        {projects.map((project, index) => (
          <SiteProjectRow key={project.id} project={project} position={index + 1} count={projects.length} onMove={(step) => move(project, step)} />
        ))}
      </ol>
    </>
  );
}
