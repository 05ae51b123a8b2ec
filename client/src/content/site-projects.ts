/**
 * The site's projects as the pages that list them read them: the built-in list merged with the
 * owner's changes (shared/site/merge.ts), the sizes of every photo they name, and the reviews.
 * Loaded with those pages only: the built-in projects' words are not in every page's code.
 */
import { useMemo } from "react";
import { builtInProjects } from "@shared/built-in-projects";
import { reviewSummary, type PublicReview, type SiteContentChanges } from "@shared/site/content-shapes";
import { mergeSiteProjects } from "@shared/site/merge";
import { registerSiteImages } from "./image-registry";
import { useSiteChanges } from "./site-content";
import type { Project } from "./types";

export type SiteContent = {
  version: number;
  projects: Project[];
  /** Published reviews whose clients agreed to be quoted, newest first. */
  reviews: PublicReview[];
  /** Count and average of those reviews; null without any. */
  reviewSummary: { count: number; average: number } | null;
};

export function siteContentFrom(changes: SiteContentChanges): SiteContent {
  registerSiteImages(changes.images);
  return {
    version: changes.version,
    projects: mergeSiteProjects(builtInProjects, changes),
    reviews: changes.reviews,
    reviewSummary: reviewSummary(changes.reviews),
  };
}

export function useSiteContent(): SiteContent {
  const changes = useSiteChanges();
  return useMemo(() => siteContentFrom(changes), [changes]);
}
