/**
 * Page serving: Vite's middleware with hot reload in development, the built files in production.
 */
import fs from "node:fs";
import path from "node:path";
import type { Server } from "node:http";
import express, { type Express } from "express";
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
  app.use(vite.middlewares);
  app.use(async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const template = fs.readFileSync(path.join(clientRoot, "index.html"), "utf8");
      const html = await vite.transformIndexHtml(req.originalUrl, template);
      res.status(200).set("Content-Type", "text/html; charset=utf-8").end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      next(error);
    }
  });
}

export function mountBuiltClient(app: Express): void {
  const indexFile = path.join(builtClient, "index.html");
  if (!fs.existsSync(indexFile)) {
    throw new Error(`No client build in ${builtClient}: run "npm run build" first (or "npm start", which builds).`);
  }
  // Hashed bundles never change under the same name: cache them for a year.
  app.use(
    "/assets",
    express.static(path.join(builtClient, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  app.use(express.static(builtClient, { index: false, maxAge: "1h" }));
  const page = fs.readFileSync(indexFile, "utf8");
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    res.status(200).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" }).end(page);
  });
}
