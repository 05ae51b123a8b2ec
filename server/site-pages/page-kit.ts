/**
 * What a public page is made of besides its own HTML, written by the build (scripts/prerender.ts) to
 * dist/client/page-kit.json so the server can make pages the same way at run time: the template
 * without Vite's asset tags, the app's files (which the inline start script loads), and the
 * first-paint rules (critical CSS) of each kind of page with the class names they cover.
 */
import { firstPaintHead, type MainImagePreview, type TemplateAssets } from "./first-paint/fast-first-paint";

export type PageKit = {
  /** index.html without the stylesheet and module tags (the start script adds them after load). */
  template: string;
  assets: TemplateAssets;
  /** Critical CSS by page key (a path, or a pattern such as "/projects/*\/*"), and the classes it covers. */
  critical: Record<string, { css: string; classes: string[] }>;
};

export const pageKitFile = "page-kit.json";

/** The key of a path's first-paint rules: its own, else its kind's. */
export function criticalKeyOf(path: string, kit: PageKit): string | undefined {
  if (kit.critical[path]) return path;
  if (/^\/projects\/[^/]+\/[^/]+$/.test(path)) return "/projects/*/*";
  if (/^\/projects\/[^/]+$/.test(path)) return "/projects/*";
  return undefined;
}

/** Class names used in the HTML's class attributes (entities are not decoded: a missing class only costs the fallback). */
export function classesOf(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1].split(/\s+/)) if (name) names.add(name);
  return names;
}

/**
 * The build's first-paint rules for a page, when they cover every class its HTML uses: a page the
 * build made with the same parts. Undefined when the page has parts its kind was built without (a
 * review section once the owner publishes a review, say).
 */
export function kitCriticalCss(kit: PageKit, path: string, html: string): string | undefined {
  const key = criticalKeyOf(path, kit);
  const rules = key ? kit.critical[key] : undefined;
  if (!rules) return undefined;
  const covered = new Set(rules.classes);
  return [...classesOf(html)].every((name) => covered.has(name)) ? rules.css : undefined;
}

/**
 * The whole page: head tags, first-paint rules (with the main image's preview, when it has one), the
 * HTML and the site's changes as JSON. Without rules of its own (`criticalCss`) a page uses its kind's
 * when they cover it; otherwise it links the whole stylesheet in the head (one more request before
 * the first paint, never a page that shifts when the stylesheet arrives).
 */
export function assemblePage(
  kit: PageKit,
  page: { path: string; head: string; html: string; data: string },
  options: { criticalCss?: string; preview?: MainImagePreview } = {},
): string {
  const css = options.criticalCss ?? kitCriticalCss(kit, page.path, page.html);
  const firstPaint =
    css === undefined
      ? `<link rel="stylesheet" href="${kit.assets.stylesheet}" crossorigin="" />\n    ${firstPaintHead("", kit.assets, options.preview)}`
      : firstPaintHead(css, kit.assets, options.preview);
  // Function replacers: a "$" in the page (prices) is text, never a replacement pattern.
  return kit.template
    .replace("<!--head-tags-->", () => page.head)
    .replace("</head>", () => `  ${firstPaint}\n  </head>`)
    .replace("<!--app-html-->", () => page.html)
    .replace("</body>", () => `  ${page.data}\n  </body>`);
}
