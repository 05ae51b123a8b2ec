/**
 * Rendering of one page to HTML: by scripts/prerender.ts at build time (the site as built), and by
 * the server (server/site-pages) with the owner's changes once there are any. The page's HTML then
 * carries the same changes as JSON for the browser to hydrate from.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { noSiteChanges, type SiteContentChanges } from "@shared/site/content-shapes";
import { App } from "./app/app";
import { publicPaths as publicPathsOf } from "./app/public-paths";
import { preloadPage } from "./app/route-table";
import { embeddedSiteChanges } from "./content/site-content";
import { siteContentFrom } from "./content/site-projects";
import { HeadCollectorProvider, renderHeadTags, type HeadCollector } from "./lib/page-meta";

export async function render(
  path: string,
  origin?: string,
  changes: SiteContentChanges = noSiteChanges,
): Promise<{ html: string; head: string; data: string }> {
  await preloadPage(path);
  const collector: HeadCollector = {};
  const html = renderToString(
    <StrictMode>
      <HeadCollectorProvider collector={collector}>
        <App ssrPath={path} siteChanges={changes} />
      </HeadCollectorProvider>
    </StrictMode>,
  );
  if (!collector.meta) throw new Error(`The page at ${path} rendered no <PageMeta>`);
  return { html, head: renderHeadTags(collector.meta, origin), data: embeddedSiteChanges(changes) };
}

/** Every public path of the site with these changes (the sitemap's list). */
export function publicPaths(changes: SiteContentChanges = noSiteChanges): string[] {
  return publicPathsOf(siteContentFrom(changes).projects);
}
