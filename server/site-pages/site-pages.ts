/**
 * Public pages once the owner has changed the site's content: rendered by the server from the same
 * page renderer and template as the build (dist/ssr/entry-server.js, dist/client/page-kit.json), with
 * the owner's changes, instead of the files the build prerendered.
 *
 * - Each request reads the site's version (one small query). Version 0 means nothing changed: the
 *   build's files are served as they are.
 * - Pages are rendered once per version and path, on first request, and kept; requests that arrive
 *   together for the same page share one rendering. A new version drops the old pages. Several
 *   servers sharing one database each see the new version on their next request, so none serves an
 *   old page for longer than a request, and all render the same HTML.
 * - The changes are read in one snapshot (server/features/site/site-changes.ts), so a page never
 *   shows half a publish.
 * - When the database cannot answer, the build's pages are served: a visitor sees the site as built
 *   rather than an error.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import type { Database } from "../db";
import type { Logger } from "../logger";
import type { SiteContentChanges } from "../../shared/site/content";
import { readSiteChanges } from "../features/site/site-changes";
import { readSiteState } from "../features/site/storage";
import { mainImageName, type MainImagePreview } from "./first-paint/fast-first-paint";
import { siteImageIdOf } from "../features/site/site-changes";
import { siteImagePreview } from "../features/site/site-images";
import { builtInPreviews } from "./main-image-preview";
import { assemblePage, kitCriticalCss, pageKitFile, type PageKit } from "./page-kit";
import { criticalCssFor } from "./first-paint/critical-css";
import { sitemapXml } from "./sitemap";

type Renderer = {
  render: (path: string, origin: string | undefined, changes: SiteContentChanges) => Promise<{ html: string; head: string; data: string }>;
  publicPaths: (changes: SiteContentChanges) => string[];
};

/**
 * A page's bytes as served, with its brotli form at the highest quality, as the build's pages have:
 * made once per version and page on libuv's threads (about 0.1 s), it keeps a page with its main
 * image's preview inside the first round trip of a new connection (decision 0145).
 */
export type RenderedPage = { html: string; brotli: Buffer };

type VersionCache = {
  version: number;
  changes: Promise<SiteContentChanges>;
  paths: Promise<Set<string>>;
  pages: Map<string, Promise<RenderedPage>>;
  sitemap?: Promise<string>;
};

export type SitePages = {
  /** The page for a path with the owner's changes; null when the build's own files serve (version 0, or no database). */
  page: (path: string) => Promise<RenderedPage | "not-found" | null>;
  sitemap: () => Promise<string | null>;
};

const compress = (html: string) =>
  new Promise<Buffer>((resolve, reject) =>
    zlib.brotliCompress(
      Buffer.from(html),
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      },
      (error, bytes) => (error ? reject(error) : resolve(bytes)),
    ),
  );

export function createSitePages(options: { root: string; db: Database; origin: string; logger?: Logger; today: () => string }): SitePages | null {
  const kitFile = path.join(options.root, pageKitFile);
  const rendererFile = path.resolve(options.root, "..", "ssr", "entry-server.js");
  if (!fs.existsSync(kitFile) || !fs.existsSync(rendererFile)) return null;
  const kit = JSON.parse(fs.readFileSync(kitFile, "utf8")) as PageKit;
  let renderer: Promise<Renderer> | undefined;
  const loadRenderer = () => (renderer ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>);
  let cache: VersionCache | undefined;
  const builtInPreview = builtInPreviews(path.resolve(options.root, "..", "images"));
  // The whole stylesheet, parsed on the first page that needs it (about 25 ms, once).
  let extractCriticalCss: Promise<(html: string) => string> | undefined;

  /**
   * A page's first-paint rules: the build's for its kind when they cover it, else taken from the whole
   * stylesheet as the build takes them (10 to 30 ms, once per page and version). A page with parts its
   * kind was built without (a review section, say) so still paints from its own HTML, in one round
   * trip, instead of waiting for the whole stylesheet. Undefined (the stylesheet is linked) if the
   * stylesheet cannot be read.
   */
  async function criticalCssOf(route: string, html: string): Promise<string | undefined> {
    const built = kitCriticalCss(kit, route, html);
    if (built !== undefined) return built;
    try {
      extractCriticalCss ??= fs.promises.readFile(path.join(options.root, kit.assets.stylesheet), "utf8").then(criticalCssFor);
      return (await extractCriticalCss)(html);
    } catch (error) {
      extractCriticalCss = undefined;
      options.logger?.warn({ err: error, path: route }, "site pages: could not take the first-paint rules; linking the stylesheet");
      return undefined;
    }
  }

  /** The main image's preview: a built-in photo's from the build's files, the owner's from the database. */
  async function previewOf(name: string): Promise<MainImagePreview | undefined> {
    const id = siteImageIdOf(name);
    if (id === null) return builtInPreview(name);
    const avif = await siteImagePreview(options.db, id);
    return avif && { avif, phoneOnly: false };
  }

  async function current(): Promise<VersionCache | null> {
    let version: number;
    try {
      version = (await readSiteState(options.db)).version;
    } catch (error) {
      options.logger?.warn({ err: error }, "site pages: the database did not answer; serving the pages as built");
      return null;
    }
    if (version === 0) return null;
    if (cache?.version !== version) {
      const changes = readSiteChanges(options.db);
      const paths = Promise.all([changes, loadRenderer()]).then(([read, entry]) => new Set(entry.publicPaths(read)));
      cache = { version, changes, paths, pages: new Map() };
      // A failed read is not kept: the next request tries again.
      const failed = cache;
      changes.catch(() => {
        if (cache === failed) cache = undefined;
      });
    }
    return cache;
  }

  async function renderPage(entry: VersionCache, route: string): Promise<RenderedPage> {
    const [changes, render] = [await entry.changes, await loadRenderer()];
    // Pages of one version render the same: the changes carry their own version, whatever the cache holds now.
    const { html, head, data } = await render.render(route, options.origin, changes);
    const main = mainImageName(html);
    const preview = main ? await previewOf(main) : undefined;
    const page = assemblePage(kit, { path: route, head, html, data }, { criticalCss: await criticalCssOf(route, html), preview });
    return { html: page, brotli: await compress(page) };
  }

  return {
    async page(route) {
      const entry = await current();
      if (!entry) return null;
      try {
        if (!(await entry.paths).has(route)) return "not-found";
        let page = entry.pages.get(route);
        if (!page) {
          page = renderPage(entry, route);
          entry.pages.set(route, page);
          page.catch(() => entry.pages.delete(route));
        }
        return await page;
      } catch (error) {
        options.logger?.warn({ err: error, path: route }, "site pages: could not render; serving the page as built");
        return null;
      }
    },
    async sitemap() {
      const entry = await current();
      if (!entry) return null;
      entry.sitemap ??= entry.paths.then((paths) => sitemapXml(options.origin, [...paths], options.today()));
      return entry.sitemap.catch(() => null);
    },
  };
}
