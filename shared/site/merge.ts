/**
 * The site's projects as visitors see them: the built-in list with the owner's changes laid over it
 * (a changed project replaced whole, a hidden one left out, published jobs added), in the owner's
 * order. The same function runs in the browser, in the page renderer and on the server (the owner's
 * list, the sitemap), so every view of the site agrees.
 */
import type { SiteContentChanges, SiteProject } from "./content-shapes";

/**
 * The owner's order when there is one, projects it does not name (published since) first; otherwise
 * newest first by date. Ties keep the built-in list's order.
 */
export function orderProjects<T extends { id: string; date: string }>(projects: readonly T[], order: readonly string[] | null): T[] {
  // Dates are YYYY-MM-DD, so their code units order them; localeCompare would load the browser's
  // locale data (shared/lazy-intl.ts) at the start of every page that lists projects.
  const byDate = [...projects].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
  if (!order) return byDate;
  const position = new Map(order.map((id, index) => [id, index]));
  const unnamed = byDate.filter((project) => !position.has(project.id));
  const named = byDate.filter((project) => position.has(project.id)).sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return [...unnamed, ...named];
}

export function mergeSiteProjects(
  builtIns: readonly SiteProject[],
  changes: Pick<SiteContentChanges, "projects" | "hidden" | "order">,
): SiteProject[] {
  const changed = new Map(changes.projects.map((project) => [project.id, project]));
  const hidden = new Set(changes.hidden);
  const merged = builtIns.filter((project) => !hidden.has(project.id)).map((project) => changed.get(project.id) ?? project);
  const builtInIds = new Set(builtIns.map((project) => project.id));
  for (const project of changes.projects) if (!builtInIds.has(project.id)) merged.push(project);
  return orderProjects(merged, changes.order);
}
