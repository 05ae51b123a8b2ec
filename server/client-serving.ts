/**
 * Page serving: Vite's middleware with hot reload in development; in production the prerendered
 * pages (200), the browser-rendered shell for quote/contract/admin pages (200, noindex), 301 for
 * legacy addresses, and the not-found page with a real 404.
 */
import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import express, { type Express, type Request, type Response, type NextFunction } from "express";
import { isAppRoute, legacyRedirects } from "../shared/site-routes";
import { projectPath } from "./project-path";
import { redirect } from "./same-site-redirect";
import type { SitePages } from "./site-pages/site-pages";

const clientRoot = projectPath("client");
export const builtClientRoot = projectPath("dist", "client");

/** Hot reload rides on the app's own HTTP server, so development needs one port only. */
export async function mountDevClient(app: Express, httpServer: Server): Promise<void> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: projectPath("vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
  });
  app.use(redirectLegacyPaths);
  app.use(vite.middlewares);
  app.use(async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const template = fs.readFileSync(path.join(clientRoot, "index.html"), "utf8").replace("<!--head-tags-->", "<title>Forma Concrete</title>");
      const html = await vite.transformIndexHtml(req.originalUrl, template);
      res.status(200).set("Content-Type", "text/html; charset=utf-8").end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      next(error);
    }
  });
}

function redirectLegacyPaths(req: Request, res: Response, next: NextFunction) {
  const target = legacyRedirects[req.path.toLowerCase()];
  if (!target || (req.method !== "GET" && req.method !== "HEAD")) return next();
  // The table's targets are the site's own paths; one that were not would be refused, never sent.
  redirect(res, 301, target, { refused: () => next() });
}

/** A page's HTML, and its brotli bytes once they are ready. */
type Page = { html: string; brotli?: Buffer };

/**
 * Compresses the page with brotli at its highest quality, once, on libuv's thread pool, so start-up
 * and requests never wait for it; until it is done the page goes out through the compression
 * middleware (brotli at quality 4 or gzip, per request). The highest quality is worth it: the
 * largest pages (the 24 cards of /projects/residential) shrink from 16 to 13 KB, under the 14 KB a
 * new connection can carry in its first round trip, so their text can paint one round trip sooner.
 */
function compressInBackground(page: Page): void {
  const bytes = Buffer.from(page.html);
  const params = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  };
  zlib.brotliCompress(bytes, { params }, (error, compressed) => {
    if (!error) page.brotli = compressed;
  });
}

function loadPage(file: string): Page {
  const page: Page = { html: fs.readFileSync(file, "utf8") };
  compressInBackground(page);
  return page;
}

/** Reads every prerendered page once at start: path → page. */
function loadPrerenderedPages(root: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.name === "index.html") {
        const route = "/" + path.relative(root, path.dirname(full)).split(path.sep).join("/");
        pages.set(route === "/" ? "/" : route.replace(/\/$/, ""), loadPage(full));
      }
    }
  };
  walk(root);
  return pages;
}

/**
 * `root` is the built client (dist/client); tests give a small stand-in with the same files.
 * `sitePages` renders the public pages once the owner changed the site (server/site-pages); without
 * it, or while it answers null, the build's files are served.
 */
export function mountBuiltClient(app: Express, root: string = builtClientRoot, sitePages?: SitePages | null): void {
  const shellFile = path.join(root, "app-shell.html");
  if (!fs.existsSync(shellFile)) {
    throw new Error(`No client build in ${root}: run "npm run build" first (or "npm start", which builds).`);
  }
  const pages = loadPrerenderedPages(root);
  const shell = loadPage(shellFile);
  const notFound = loadPage(path.join(root, "404.html"));
  const categoryNotFound = loadPage(path.join(root, "projects-404.html"));

  app.use(redirectLegacyPaths);
  // Hashed bundles never change under the same name: cache them for a year. No directory redirects
  // (`redirect: false`): a folder name answers 404 like any missing file.
  app.use(
    "/assets",
    express.static(path.join(root, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: false,
      etag: false,
      lastModified: false,
    }),
  );
  if (sitePages) {
    app.get("/sitemap.xml", async (_req, res, next) => {
      const sitemap = await sitePages.sitemap();
      if (sitemap === null) return next();
      res.status(200).set({ "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-cache" }).end(sitemap);
    });
  }
  app.get(["/robots.txt", "/sitemap.xml"], express.static(root, { index: false, redirect: false, maxAge: "1h" }));

  app.use(async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const html = (status: number, page: Page) => {
      res.status(status).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
      // Already compressed: the compression middleware leaves an answer with a Content-Encoding alone.
      if (page.brotli && req.acceptsEncodings("br") === "br") {
        return res.set({ "Content-Encoding": "br", "Content-Length": String(page.brotli.length) }).end(page.brotli);
      }
      res.end(page.html);
    };
    // "/gallery/" -> "/gallery"; a target that would leave the site ("//host/" -> "//host") is a 404.
    if (req.path.length > 1 && req.path.endsWith("/")) {
      const query = req.originalUrl.slice(req.path.length);
      return redirect(res, 301, req.path.replace(/\/+$/, "") + query, { refused: () => html(404, notFound) });
    }
    if (sitePages && !isAppRoute(req.path)) {
      const rendered = await sitePages.page(req.path);
      if (rendered === "not-found") return html(404, /^\/projects\/[^/]+$/.test(req.path) ? categoryNotFound : notFound);
      if (rendered) return html(200, rendered);
    }
    const page = pages.get(req.path);
    if (page) return html(200, page);
    if (isAppRoute(req.path)) return html(200, shell);
    html(404, /^\/projects\/[^/]+$/.test(req.path) ? categoryNotFound : notFound);
  });
}
