/**
 * The projects pages' vocabulary (categories, their slugs and descriptions) and the lists they show,
 * from the site's projects as merged with the owner's changes (client/src/content/site-content.tsx).
 */
import { listSizes } from "@shared/business";
import { builtInProjects } from "@shared/built-in-projects";
import { categorySlugOf, noSiteChanges } from "@shared/site/content-shapes";
import { mergeSiteProjects } from "@shared/site/merge";
import type { Project, ProjectCategory } from "./types";

/** The projects the site was built with, newest first: the lists' default, before any owner change. */
export const projects: Project[] = mergeSiteProjects(builtInProjects, noSiteChanges);

/** Projects that carry the given category, in the list's order. */
export function projectsByCategory(category: ProjectCategory, list: readonly Project[] = projects): Project[] {
  return list.filter((project) => project.categories.includes(category));
}

/** The most recent projects (6 by default). */
export function recentProjects(limit: number = listSizes.recentProjectsDefault, list: readonly Project[] = projects): Project[] {
  return list.slice(0, Math.max(0, limit));
}

/* ------------------------------------------------------------------------------------------------
 * Category pages: /projects/{slug}
 * ---------------------------------------------------------------------------------------------- */

export type CategorySlug = "stamped" | "polished" | "broom-finish" | "repair-restoration" | "residential" | "commercial";
export type CategoryName = ProjectCategory | "Residential" | "Commercial";

/** The six slugs of /projects/{category} and the names they stand for. */
export const categorySlugs: Record<CategorySlug, CategoryName> = {
  stamped: "Stamped Concrete",
  polished: "Polished Concrete",
  "broom-finish": "Broom Finish",
  "repair-restoration": "Repair & Restoration",
  residential: "Residential",
  commercial: "Commercial",
};

/** Slug (and section id on /projects) of each project category. */
export const categorySlugByName = categorySlugOf as Record<ProjectCategory, CategorySlug>;

export function isCategorySlug(value: string): value is CategorySlug {
  return Object.prototype.hasOwnProperty.call(categorySlugs, value);
}

/** The description shown under each category page's heading. */
export const categoryDescriptions: Record<CategorySlug, string> = {
  stamped:
    "Stamped concrete driveways, patios, walkways and pool decks in patterns such as ashlar slate, European fan, random stone, cobblestone and wood plank. Each one is coloured, textured and sealed to handle Ontario winters.",
  polished:
    "Polished concrete for homes, basements, showrooms and offices: ground, densified and polished to a satin or high-gloss finish that is easy to clean and doesn't create dust.",
  "broom-finish":
    "Broom finish concrete is the hard-wearing, slip-resistant choice for driveways, walkways, steps and commercial sidewalks. It is a clean, simple finish that gives good grip in rain, snow and ice.",
  "repair-restoration":
    "Crack repair, resurfacing and step rebuilds that bring tired, salt-damaged concrete back into service, often for much less than the cost of tearing it out.",
  residential: "Driveways, patios, walkways, steps, pool decks and garage floors we have completed for homeowners across Toronto and the GTA.",
  commercial:
    "Walkways, walkway repairs, and showroom and office floors for property managers and business owners, scheduled to keep disruption to a minimum.",
};

export type RelatedService = { name: string; href: string };

/** "/projects/{lowercased name, spaces to hyphens, ampersand removed}". */
function relatedServiceLink(name: string): RelatedService {
  const slug = name.toLowerCase().replace(/&/g, " ").trim().replace(/\s+/g, "-");
  return { name, href: `/projects/${slug}` };
}

/**
 * Related-services links of each category page. Residential and Commercial have no related
 * services of their own, so those lists are empty.
 */
export const relatedServices: Record<CategorySlug, RelatedService[]> = {
  stamped: [relatedServiceLink("Polished"), relatedServiceLink("Broom Finish")],
  polished: [relatedServiceLink("Stamped"), relatedServiceLink("Broom Finish")],
  "broom-finish": [relatedServiceLink("Polished"), relatedServiceLink("Repair & Restoration")],
  "repair-restoration": [relatedServiceLink("Broom Finish"), relatedServiceLink("Polished")],
  residential: [],
  commercial: [],
};

/**
 * Projects of a /projects/{slug} page, newest first: residential and commercial filter by type,
 * the others by category. An unknown slug gives an empty list.
 */
export function projectsForSlug(slug: string, list: readonly Project[] = projects): Project[] {
  if (!isCategorySlug(slug)) return [];
  if (slug === "residential" || slug === "commercial") {
    return list.filter((project) => project.type === slug);
  }
  return projectsByCategory(categorySlugs[slug] as ProjectCategory, list);
}
