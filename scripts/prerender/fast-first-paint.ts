/**
 * Shapes a prerendered public page so its first paint waits for nothing but the HTML, and its main
 * image for nothing but its own download (see docs/decisions/0102-first-paint-waits-for-nothing.md):
 *
 * - the stylesheet rules the page uses are inlined; the whole stylesheet comes after the load event;
 * - the page's high-priority image is preloaded from the head, the exact variant its <picture> picks;
 * - the app's code (hydration) starts after the load event, from a small start script, so its
 *   87 KB never share the phone's link with the stylesheet and the main image.
 */
import { createHash } from "node:crypto";

/** Dispatched on window by the app once the page is hydrated (client/src/app/app.tsx). */
export const appReadyEvent = "forma:ready";

/** What Vite's build put into the page template's head. */
export type TemplateAssets = { stylesheet: string; entry: string; modulePreloads: string[] };

const stylesheetTag = /\s*<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;
const entryTag = /\s*<script type="module"[^>]*src="([^"]+\.js)"[^>]*><\/script>/g;
const modulePreloadTag = /\s*<link rel="modulepreload"[^>]*href="([^"]+\.js)"[^>]*>/g;

export function templateAssets(template: string): TemplateAssets {
  const stylesheets = [...template.matchAll(stylesheetTag)].map((match) => match[1]);
  const entries = [...template.matchAll(entryTag)].map((match) => match[1]);
  if (stylesheets.length !== 1 || entries.length !== 1) {
    throw new Error(`The built index.html should link one stylesheet and one module script (found ${stylesheets.length} and ${entries.length})`);
  }
  return { stylesheet: stylesheets[0], entry: entries[0], modulePreloads: [...template.matchAll(modulePreloadTag)].map((match) => match[1]) };
}

/** The template without the tags that would make the browser fetch the stylesheet and the app at once. */
export function withoutAssetTags(template: string): string {
  return template.replace(stylesheetTag, "").replace(entryTag, "").replace(modulePreloadTag, "");
}

/**
 * The start script: once the page has loaded and its largest paint has happened (its high-priority
 * image, when it has one), it adds the whole stylesheet and starts the app. On a fast link the load
 * event can come before the first paint, so the load event alone is not enough. A browser that
 * reports no largest paint (or a hidden tab, which paints nothing) starts 2 s after the load event.
 * Written as a file because the pages' Content-Security-Policy allows no inline script.
 */
export function startScript(assets: TemplateAssets): string {
  return `// Starts the app after the page's largest paint, so nothing competes with it. A tap on a button
// before then starts it at once and is replayed when the page is live (a button does nothing until then).
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const add = (rel, href) => {
    const link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    link.crossOrigin = "";
    document.head.append(link);
  };
  add("stylesheet", ${JSON.stringify(assets.stylesheet)});
  for (const href of ${JSON.stringify(assets.modulePreloads)}) add("modulepreload", href);
  import(${JSON.stringify(assets.entry)});
};
const tapped = [];
const buttons = () => [...document.querySelectorAll('button[type="button"]')];
const earlyTap = (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
  if (!button) return;
  // Hydration may replace a node rather than adopt it: the same button is then the one at the same
  // place with the same words.
  tapped.push({ button, index: buttons().indexOf(button), text: button.textContent });
  start();
};
addEventListener("click", earlyTap, { capture: true });
addEventListener(
  "${appReadyEvent}",
  () => {
    removeEventListener("click", earlyTap, { capture: true });
    // After the effects that announced it have finished: a click inside them is not handled.
    setTimeout(() => {
      const seen = new Set();
      for (const { button, index, text } of tapped.splice(0)) {
        const live = button.isConnected ? button : buttons()[index];
        if (!live || live.textContent !== text || seen.has(live)) continue;
        seen.add(live);
        live.click();
      }
    }, 0);
  },
  { once: true },
);
const loaded = new Promise((resolve) => {
  if (document.readyState === "complete") resolve();
  else addEventListener("load", resolve, { once: true });
});
const painted = new Promise((resolve) => {
  const image = document.querySelector('img[fetchpriority="high"]');
  if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) return;
  new PerformanceObserver((list, observer) => {
    if (list.getEntries().some((entry) => !image || entry.element === image)) {
      observer.disconnect();
      resolve();
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
});
loaded
  .then(() => Promise.race([painted, new Promise((resolve) => setTimeout(resolve, 2000))]))
  .then(start);
`;
}

/** A content-hashed file name under /assets for the start script (cached for a year like the rest). */
export function startScriptPath(script: string): string {
  return `/assets/start-${createHash("sha256").update(script).digest("base64url").slice(0, 10)}.js`;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/**
 * A preload for the page's first high-priority image, matching what the browser picks: the first
 * <source> of its <picture> (the browser skips a preload whose type it cannot show, as it skips
 * the source), with the same srcset and sizes, so the preloaded variant is the one displayed.
 */
export function priorityImagePreload(html: string): string {
  const image = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(html);
  if (!image) return "";
  const before = html.slice(0, image.index);
  const pictureStart = before.lastIndexOf("<picture>");
  const source =
    pictureStart >= 0 && !before.slice(pictureStart).includes("</picture>") ? /<source\b[^>]*>/i.exec(before.slice(pictureStart))?.[0] : undefined;
  const srcset = source ? attribute(source, "srcset") : attribute(image[0], "srcset");
  const sizes = source ? attribute(source, "sizes") : attribute(image[0], "sizes");
  const type = source ? attribute(source, "type") : undefined;
  if (!srcset) {
    const src = attribute(image[0], "src");
    return src ? `<link rel="preload" as="image" href="${src}" fetchpriority="high" />` : "";
  }
  return `<link rel="preload" as="image"${type ? ` type="${type}"` : ""} imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ""} fetchpriority="high" />`;
}

/** The head tags that replace Vite's: the inlined rules, the main image's preload and the start script. */
export function firstPaintHead(criticalCss: string, html: string, startScriptSrc: string): string {
  const preload = priorityImagePreload(html);
  return [
    `<style>${criticalCss.replace(/<\/style/gi, "<\\/style")}</style>`,
    preload,
    `<script type="module" src="${startScriptSrc}" fetchpriority="low"></script>`,
  ]
    .filter(Boolean)
    .join("\n    ");
}
