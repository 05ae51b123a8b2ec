import { cityLinks } from "@/content/city-links";
import { categorySlugs, projects as builtInList, projectsForSlug, type CategorySlug } from "@/content/projects";
import type { Project } from "@/content/types";
import { projectPagePath } from "@shared/site/content-shapes";

/**
 * Every public, indexable path for the site's projects: prerendered at build time (the built-in
 * projects) or rendered by the server once the owner changed them, and listed in sitemap.xml. A
 * category page exists while it has projects; each project has its own page.
 */
export function publicPaths(projects: readonly Project[] = builtInList): string[] {
  const categories = (Object.keys(categorySlugs) as CategorySlug[]).filter((slug) => projectsForSlug(slug, projects).length > 0);
  return [
    "/",
    "/projects",
    ...categories.map((slug) => `/projects/${slug}`),
    ...projects.map(projectPagePath),
    "/gallery",
    "/pricing",
    "/faq",
    "/about",
    "/contact",
    "/estimate",
    "/service-areas",
    ...cityLinks.map((link) => `/service-areas/${link.slug}`),
    "/privacy",
    "/terms",
    "/verify",
  ];
}
