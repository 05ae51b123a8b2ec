/**
 * Page serving: Vite's middleware with hot reload in development; in production the prerendered
 * pages (200), the browser-rendered shell for quote/contract/admin pages (200, noindex), 301 for
 * legacy addresses, and the not-found page with a real 404.
 */
import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import express, { type Express, type Request, type Response, type NextFunction } from "express";
import { isAppRoute, legacyRedirects } from "../shared/site-routes";
import { projectPath } from "./project-path";

const clientRoot = projectPath("client");
const builtClient = projectPath("dist", "client");

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
  if (target && (req.method === "GET" || req.method === "HEAD")) return res.redirect(301, target);
  next();
}

/** Reads every prerendered page once at start: path → HTML. */
function loadPrerenderedPages(): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.name === "index.html") {
        const route = "/" + path.relative(builtClient, path.dirname(full)).split(path.sep).join("/");
        pages.set(route === "/" ? "/" : route.replace(/\/$/, ""), fs.readFileSync(full, "utf8"));
      }
    }
  };
  walk(builtClient);
  return pages;
}

export function mountBuiltClient(app: Express): void {
  const shellFile = path.join(builtClient, "app-shell.html");
  if (!fs.existsSync(shellFile)) {
    throw new Error(`No client build in ${builtClient}: run "npm run build" first (or "npm start", which builds).`);
  }
  const pages = loadPrerenderedPages();
  const shell = fs.readFileSync(shellFile, "utf8");
  const notFound = fs.readFileSync(path.join(builtClient, "404.html"), "utf8");
  const categoryNotFound = fs.readFileSync(path.join(builtClient, "projects-404.html"), "utf8");

  app.use(redirectLegacyPaths);
  // Hashed bundles never change under the same name: cache them for a year.
  app.use(
    "/assets",
    express.static(path.join(builtClient, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
      etag: false,
      lastModified: false,
    }),
  );
  app.get(["/robots.txt", "/sitemap.xml"], express.static(builtClient, { index: false, maxAge: "1h" }));

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const html = (status: number, body: string) =>
      res.status(status).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" }).end(body);
    if (req.path.length > 1 && req.path.endsWith("/")) {
      const query = req.originalUrl.slice(req.path.length);
      return res.redirect(301, req.path.replace(/\/+$/, "") + query);
    }
    const page = pages.get(req.path);
    if (page) return html(200, page);
    if (isAppRoute(req.path)) return html(200, shell);
    html(404, /^\/projects\/[^/]+$/.test(req.path) ? categoryNotFound : notFound);
  });
}
