/**
 * A static Astro site "built here" with the same home page as ours: the prerendered home page's
 * content (hero, heading, every section), the site's whole stylesheet as Astro bundles it, the
 * same image files, and no JavaScript. It is what the home page would cost as a purely static page.
 *
 * Astro is installed at bench time into node_modules/.cache/astro-reference (it is not one of the
 * project's dependencies; this needs the npm registry once). When that fails, the reference is a
 * hand-made static copy of our home page with every script removed and the stylesheet linked.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const cacheDir = path.resolve("node_modules/.cache/astro-reference");
const astroBin = path.join(cacheDir, "node_modules", "astro", "astro.js");

export type ReferenceSite = { root: string; builtWith: string };

function installAstro(): void {
  if (fs.existsSync(astroBin)) return;
  fs.mkdirSync(cacheDir, { recursive: true });
  if (!fs.existsSync(path.join(cacheDir, "package.json"))) fs.writeFileSync(path.join(cacheDir, "package.json"), '{ "private": true }\n');
  execFileSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", cacheDir, "astro@5"], { stdio: "inherit" });
}

/** The parts of our prerendered home page the reference reuses. */
function homeParts(html: string) {
  const title = /<title>[\s\S]*?<\/title>/.exec(html)?.[0] ?? "<title>Forma Concrete</title>";
  const description = /<meta name="description"[^>]*>/.exec(html)?.[0] ?? "";
  // The root's markup, without the data scripts after it (the site's content, the list of the app's files).
  const body = /<div id="root">([\s\S]*)<\/div>\s*(?:<script\b[^>]*>[\s\S]*?<\/script>\s*)*<\/body>/.exec(html)?.[1];
  if (!body) throw new Error('The home page has no <div id="root"> to copy');
  return { title, description, body: body.replace(/<script\b[\s\S]*?<\/script>/g, "") };
}

function buildWithAstro(homeHtml: string, stylesheet: string): ReferenceSite {
  installAstro();
  // Inside the cache folder, so the build finds Astro's packages by walking up from the project.
  const project = path.join(cacheDir, "site");
  fs.rmSync(project, { recursive: true, force: true });
  const { title, description, body } = homeParts(homeHtml);
  fs.mkdirSync(path.join(project, "src", "pages"), { recursive: true });
  fs.mkdirSync(path.join(project, "public"), { recursive: true });
  fs.writeFileSync(path.join(project, "package.json"), '{ "private": true, "type": "module" }\n');
  fs.writeFileSync(path.join(project, "astro.config.mjs"), 'export default { output: "static", telemetry: false };\n');
  // A linked stylesheet from public/, as Astro links a stylesheet over 4 KB. (Imported from the page,
  // it was left out of the build here: the project lives under node_modules, next to Astro.)
  fs.writeFileSync(path.join(project, "public", "site.css"), stylesheet);
  fs.writeFileSync(path.join(project, "src", "home-body.ts"), `export default ${JSON.stringify(body)};\n`);
  fs.writeFileSync(
    path.join(project, "src", "pages", "index.astro"),
    `---
import body from "../home-body.ts";
---
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${title}
    ${description}
    <link rel="icon" href="/api/assets/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/site.css" />
  </head>
  <body>
    <div id="root" set:html={body} />
  </body>
</html>
`,
  );
  execFileSync(process.execPath, [astroBin, "build", "--root", project], {
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  const version = JSON.parse(fs.readFileSync(path.join(cacheDir, "node_modules", "astro", "package.json"), "utf8")).version as string;
  return { root: path.join(project, "dist"), builtWith: `Astro ${version} (static build)` };
}

function buildByHand(homeHtml: string, stylesheetHref: string, stylesheetFile: string): ReferenceSite {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "static-reference-"));
  const { title, description, body } = homeParts(homeHtml);
  fs.mkdirSync(path.join(root, "assets"));
  fs.copyFileSync(stylesheetFile, path.join(root, stylesheetHref));
  fs.writeFileSync(
    path.join(root, "index.html"),
    `<!doctype html>\n<html lang="en-CA">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    ${title}\n    ${description}\n    <link rel="stylesheet" href="${stylesheetHref}" />\n  </head>\n  <body>\n    <div id="root">${body}</div>\n  </body>\n</html>\n`,
  );
  return { root, builtWith: "hand-written static HTML (Astro could not be installed or built here)" };
}

/** Builds the reference from the built client (dist/client): Astro when it can, a static copy otherwise. */
export function buildReferenceSite(clientDir: string): ReferenceSite {
  const homeHtml = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  const stylesheetHref = /\/assets\/index-[\w-]+\.css/.exec(fs.readFileSync(path.join(clientDir, "app-shell.html"), "utf8"))?.[0];
  if (!stylesheetHref) throw new Error("No stylesheet link in dist/client/app-shell.html");
  const stylesheetFile = path.join(clientDir, stylesheetHref);
  try {
    return buildWithAstro(homeHtml, fs.readFileSync(stylesheetFile, "utf8"));
  } catch (error) {
    console.warn(`Astro reference: ${(error as Error).message}; using a hand-written static copy instead`);
    return buildByHand(homeHtml, stylesheetHref, stylesheetFile);
  }
}
