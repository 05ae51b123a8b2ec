/**
 * Prerenders every public page into real HTML (content and head tags) after `vite build`, and writes
 * the not-found page, the shell for browser-rendered pages, sitemap.xml and robots.txt.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { privatePathPrefixes } from "../shared/site-routes";
import { sitemapXml } from "../server/site-pages/sitemap";
import { assemblePage, classesOf, criticalKeyOf, pageKitFile, type PageKit } from "../server/site-pages/page-kit";
import { criticalCssFor } from "../server/site-pages/first-paint/critical-css";
import { mainImageName, templateAssets, withoutAssetTags } from "../server/site-pages/first-paint/fast-first-paint";
import { builtInPreviews } from "../server/site-pages/main-image-preview";

const clientDir = path.resolve("dist/client");
const origin = (process.env.PUBLIC_URL ?? "https://formaconcretegta.ca").replace(/\/$/, "");

type ServerEntry = {
  render: (path: string, origin?: string) => Promise<{ html: string; head: string; data: string }>;
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
const criticalCss = await criticalCssFor(fs.readFileSync(path.join(clientDir, assets.stylesheet), "utf8"));
const previewOf = builtInPreviews(path.resolve("dist/images"));

const kit: PageKit = { template: publicTemplate, assets, critical: {} };
// The class names as written in the HTML (with its entities), as the server reads a page it renders.
const classList = (html: string) => [...classesOf(html)];

function outputFile(route: string): string {
  return route === "/" ? path.join(clientDir, "index.html") : path.join(clientDir, route.slice(1), "index.html");
}

const started = performance.now();
const paths = entry.publicPaths();
// The server makes pages the same way once the owner changes the site (server/site-pages): it needs
// each page's first-paint rules, and those of a kind of page (all category pages, all project pages)
// for pages that did not exist at build time.
const kinds: Record<string, string[]> = { "/projects/*": [], "/projects/*/*": [] };
for (const route of paths) {
  const { html, head, data } = await entry.render(route, origin);
  const css = criticalCss(html);
  kit.critical[route] = { css, classes: classList(html) };
  const kind = criticalKeyOf(`${route}`, { ...kit, critical: {} });
  if (kind) kinds[kind].push(html);
  const file = outputFile(route);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const main = mainImageName(html);
  fs.writeFileSync(file, assemblePage(kit, { path: route, head, html, data }, { criticalCss: css, preview: main ? previewOf(main) : undefined }));
}
for (const [kind, pages] of Object.entries(kinds)) {
  const html = pages.join("\n");
  kit.critical[kind] = { css: criticalCss(html), classes: classList(html) };
}
fs.writeFileSync(path.join(clientDir, pageKitFile), JSON.stringify(kit));

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
fs.writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml(origin, paths, today));
fs.writeFileSync(
  path.join(clientDir, "robots.txt"),
  `User-agent: *\nAllow: /\n${privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`).join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`,
);

console.log(`prerendered ${paths.length} pages in ${Math.round(performance.now() - started)} ms`);
