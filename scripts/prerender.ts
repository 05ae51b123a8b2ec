/**
 * Prerenders every public page into real HTML (content and head tags) after `vite build`, and writes
 * the not-found page, the shell for browser-rendered pages, sitemap.xml and robots.txt.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { privatePathPrefixes } from "../shared/site-routes";
import { criticalCssFor } from "./prerender/critical-css";
import { firstPaintHead, startScript, startScriptPath, templateAssets, withoutAssetTags } from "./prerender/fast-first-paint";

const clientDir = path.resolve("dist/client");
const origin = (process.env.PUBLIC_URL ?? "https://formaconcretegta.ca").replace(/\/$/, "");

type ServerEntry = {
  render: (path: string, origin?: string) => Promise<{ html: string; head: string }>;
  publicPaths: () => string[];
};

const entry = (await import(pathToFileURL(path.resolve("dist/ssr/entry-server.js")).href)) as ServerEntry;
const template = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
if (!template.includes("<!--head-tags-->") || !template.includes("<!--app-html-->")) {
  throw new Error("client/index.html must contain <!--head-tags--> and <!--app-html-->");
}

function page(head: string, html: string): string {
  return template.replace("<!--head-tags-->", head).replace("<!--app-html-->", html);
}

// Public pages paint from their own HTML: their stylesheet rules inlined, the app started after load.
const assets = templateAssets(template);
const publicTemplate = withoutAssetTags(template);
const criticalCss = criticalCssFor(fs.readFileSync(path.join(clientDir, assets.stylesheet), "utf8"));
const start = startScript(assets);
const startSrc = startScriptPath(start);
fs.writeFileSync(path.join(clientDir, startSrc), start);

function publicPage(head: string, html: string): string {
  // Function replacers: a "$" in the page (prices) is text, never a replacement pattern.
  return publicTemplate
    .replace("<!--head-tags-->", () => head)
    .replace("</head>", () => `  ${firstPaintHead(criticalCss(html), html, startSrc)}\n  </head>`)
    .replace("<!--app-html-->", () => html);
}

function outputFile(route: string): string {
  return route === "/" ? path.join(clientDir, "index.html") : path.join(clientDir, route.slice(1), "index.html");
}

const started = performance.now();
const paths = entry.publicPaths();
for (const route of paths) {
  const { html, head } = await entry.render(route, origin);
  const file = outputFile(route);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, publicPage(head, html));
}

// Not-found pages, served with status 404: the generic one, and the projects one for unknown
// categories. They are marked so the browser renders them afresh rather than hydrating.
const notFoundMark = `\n    <meta name="forma:status" content="404" />`;
const notFound = await entry.render("/__not-found", origin);
fs.writeFileSync(path.join(clientDir, "404.html"), page(notFound.head + notFoundMark, notFound.html));
const categoryNotFound = await entry.render("/projects/__not-found", origin);
fs.writeFileSync(path.join(clientDir, "projects-404.html"), page(categoryNotFound.head + notFoundMark, categoryNotFound.html));
fs.writeFileSync(
  path.join(clientDir, "app-shell.html"),
  page(`<title>Forma Concrete</title>\n    <meta name="robots" content="noindex, nofollow" />`, ""),
);

const today = new Date().toISOString().slice(0, 10);
fs.writeFileSync(
  path.join(clientDir, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((route) => `  <url><loc>${origin}${route}</loc><lastmod>${today}</lastmod></url>`)
    .join("\n")}\n</urlset>\n`,
);
fs.writeFileSync(
  path.join(clientDir, "robots.txt"),
  `User-agent: *\nAllow: /\n${privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`).join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`,
);

console.log(`prerendered ${paths.length} pages in ${Math.round(performance.now() - started)} ms`);
