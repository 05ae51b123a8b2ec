/**
 * Build-time rendering of one page to HTML, used by scripts/prerender.ts.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { App } from "./app/app";
import { preloadPage } from "./app/route-table";
import { HeadCollectorProvider, renderHeadTags, type HeadCollector } from "./lib/page-meta";

export { publicPaths } from "./app/public-paths";

export async function render(path: string, origin?: string): Promise<{ html: string; head: string }> {
  await preloadPage(path);
  const collector: HeadCollector = {};
  const html = renderToString(
    <StrictMode>
      <HeadCollectorProvider collector={collector}>
        <App ssrPath={path} />
      </HeadCollectorProvider>
    </StrictMode>,
  );
  if (!collector.meta) throw new Error(`The page at ${path} rendered no <PageMeta>`);
  return { html, head: renderHeadTags(collector.meta, origin) };
}
