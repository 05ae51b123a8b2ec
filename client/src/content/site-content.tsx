/**
 * The owner's changes to the site (projects, photos, reviews) as every public page receives them.
 * They reach a page three ways:
 * - the server's page renderer passes them in (server/site-pages), and writes them into the page as
 *   JSON (`#site-content`), so the browser hydrates exactly what the HTML shows;
 * - a page built before any change carries `{"version":0}`;
 * - a page without either (the tool's own pages, development) asks /api/site-content once.
 * This module is in every page's code, so it holds the changes only: the built-in projects they are
 * merged with load with the pages that list projects (site-projects.ts).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { noSiteChanges, type SiteContentChanges } from "@shared/site/content-shapes";

export const siteContentElementId = "site-content";

const SiteChangesContext = createContext<SiteContentChanges>(noSiteChanges);

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
  const [embedded] = useState(() => changes ?? readEmbeddedSiteChanges());
  const [fetched, setFetched] = useState<SiteContentChanges | undefined>(undefined);
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
  return <SiteChangesContext.Provider value={embedded ?? fetched ?? noSiteChanges}>{children}</SiteChangesContext.Provider>;
}

export function useSiteChanges(): SiteContentChanges {
  return useContext(SiteChangesContext);
}
