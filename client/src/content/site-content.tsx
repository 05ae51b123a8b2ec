/**
 * The site's projects, photos and reviews as every public page reads them: the built-in list merged
 * with the owner's changes (shared/site-merge.ts). The changes reach a page three ways:
 * - the server's page renderer passes them in (server/site-pages), and writes them into the page as
 *   JSON (`#site-content`), so the browser hydrates exactly what the HTML shows;
 * - a page built before any change carries `{"version":0}` and uses the built-in list;
 * - a page without either (the tool's own pages, development) asks /api/site-content once.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { builtInProjects } from "@shared/built-in-projects";
import { noSiteChanges, reviewSummary, type PublicReview, type SiteContentChanges, type SiteImageInfo } from "@shared/site-content";
import { mergeSiteProjects } from "@shared/site-merge";
import { imageManifest } from "./image-manifest";
import { registerSiteImages } from "./image-registry";
import type { Project } from "./types";

export type SiteContent = {
  version: number;
  projects: Project[];
  /** Image sizes by name: the built-in photos' and those made from the owner's uploads. */
  images: Record<string, SiteImageInfo>;
  /** Published reviews whose clients agreed to be quoted, newest first. */
  reviews: PublicReview[];
  /** Count and average of those reviews; null without any. */
  reviewSummary: { count: number; average: number } | null;
};

export const siteContentElementId = "site-content";

export function siteContentFrom(changes: SiteContentChanges): SiteContent {
  registerSiteImages(changes.images);
  return {
    version: changes.version,
    projects: mergeSiteProjects(builtInProjects, changes),
    images: { ...(imageManifest as unknown as Record<string, SiteImageInfo>), ...changes.images },
    reviews: changes.reviews,
    reviewSummary: reviewSummary(changes.reviews),
  };
}

const builtInContent = siteContentFrom(noSiteChanges);
const SiteContentContext = createContext<SiteContent>(builtInContent);

/** The changes written into the page, or undefined when the page has none (see above). */
export function readEmbeddedSiteChanges(): SiteContentChanges | undefined {
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(siteContentElementId);
  if (!element?.textContent) return undefined;
  try {
    return { ...noSiteChanges, ...(JSON.parse(element.textContent) as Partial<SiteContentChanges>) };
  } catch {
    return undefined;
  }
}

/** The JSON a page carries: `<` escaped, so no text in it can close the script element. */
export function embeddedSiteChanges(changes: SiteContentChanges): string {
  const json = changes.version === 0 ? JSON.stringify({ version: 0 }) : JSON.stringify(changes);
  return `<script type="application/json" id="${siteContentElementId}">${json.replace(/</g, "\\u003c")}</script>`;
}

export function SiteContentProvider({ changes, children }: { changes?: SiteContentChanges; children: ReactNode }) {
  const [fetched, setFetched] = useState<SiteContentChanges | undefined>(undefined);
  const [embedded] = useState(() => changes ?? readEmbeddedSiteChanges());
  useEffect(() => {
    if (embedded) return;
    let live = true;
    fetch("/api/site-content", { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ content: SiteContentChanges }>) : undefined))
      .then((answer) => {
        if (live && answer?.content) setFetched(answer.content);
      })
      .catch(() => {
        // The built-in projects stay shown.
      });
    return () => {
      live = false;
    };
  }, [embedded]);
  const source = embedded ?? fetched;
  const value = useMemo(() => (source ? siteContentFrom(source) : builtInContent), [source]);
  return <SiteContentContext.Provider value={value}>{children}</SiteContentContext.Provider>;
}

export function useSiteContent(): SiteContent {
  return useContext(SiteContentContext);
}

/** A photo's size and widths, or undefined for a name the site does not know. */
export function useImageInfo(name: string): SiteImageInfo | undefined {
  return useSiteContent().images[name];
}
