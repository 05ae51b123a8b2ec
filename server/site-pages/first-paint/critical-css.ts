/**
 * The part of the site's stylesheet one prerendered page needs for its first paint: every rule
 * whose class names all appear in the page's HTML, plus the rules that name no class (the reset,
 * theme variables, keyframes). It is inlined in the page, so the first paint waits for no request;
 * the whole stylesheet follows once the page has loaded, for what only appears later (menus,
 * dialogs, toasts). When unsure, a rule is kept: a rule missing from the first paint would shift
 * the layout when the whole stylesheet arrives.
 *
 * Rules that apply only while the visitor points at, presses or focuses something (`:hover`,
 * `:active`, `:focus`, `:focus-visible`, `:focus-within`) are left to the whole stylesheet: they
 * change colours and outlines, never the layout, and the page's bytes are in its first round trip.
 *
 * Used by the build (scripts/prerender.ts) and by the server for the pages it renders again
 * (site-pages.ts), so it lives with the server (decision 0153).
 */
import type { ChildNode, Container, Root } from "postcss";

/** Class names used in the HTML's class attributes. */
export function htmlClassNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeHtmlEntities(match[1]).split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

function decodeHtmlEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Reads one CSS identifier's escapes (`\:` → `:`, `\32 ` → `2`). */
function unescapeCssIdentifier(identifier: string): string {
  return identifier.replace(/\\([0-9a-f]{1,6}\s?|[\s\S])/gi, (_, escaped: string) =>
    /^[0-9a-f]{1,6}\s?$/i.test(escaped) ? String.fromCodePoint(parseInt(escaped.trim(), 16)) : escaped,
  );
}

/**
 * The class names a selector requires. `:not()` and `:has()` may match without their classes, and so
 * may a list inside `:is()` or `:where()`: what they contain is not required. A single selector inside
 * `:is()` or `:where()` (Tailwind's `:where(.space-y-4>:not(:last-child))`) is.
 */
export function requiredClassNames(selector: string): string[] {
  // Escaped characters (`\[`, `\(`, `\:` in Tailwind's arbitrary values) are set aside first, so
  // brackets and parentheses below are the selector's own.
  const escapes: string[] = [];
  let plain = selector.replace(/\\(?:[0-9a-f]{1,6}\s?|[\s\S])/gi, (escape) => `\uE000${escapes.push(escape) - 1}\uE001`);
  plain = plain.replace(/\[[^\]]*\]/g, ""); // attribute selectors may hold dots
  const innermost = /:([\w-]+)\(([^()]*)\)/;
  while (innermost.test(plain)) {
    plain = plain.replace(innermost, (_, name: string, inner: string) => (/^(is|where)$/i.test(name) && !inner.includes(",") ? ` ${inner} ` : ""));
  }
  return [...plain.matchAll(/\.((?:\uE000\d+\uE001|[\w\u00a0-\ud7ff-])+)/g)].map((match) =>
    unescapeCssIdentifier(match[1].replace(/\uE000(\d+)\uE001/g, (_, index: string) => escapes[Number(index)])),
  );
}

/** A selector that matches only while the visitor interacts (the browser's own focus ring shows until then). */
const interactionState = /:(hover|active|focus|focus-visible|focus-within)\b/i;
/** `:not(:hover)` matches before any interaction: what a `:not()` holds is not counted. */
export const needsInteraction = (selector: string) => interactionState.test(selector.replace(/:not\([^()]*\)/gi, ""));

function prune(container: Container, used: Set<string>): void {
  container.each((node: ChildNode) => {
    if (node.type === "rule") {
      // Keyframe steps (`from`, `50%`) are never class selectors and are kept as they are.
      if (node.parent?.type === "atrule" && /keyframes$/i.test(node.parent.name)) return;
      const kept = node.selectors.filter((selector) => !needsInteraction(selector) && requiredClassNames(selector).every((name) => used.has(name)));
      if (!kept.length) node.remove();
      else if (kept.length !== node.selectors.length) node.selectors = kept;
    } else if (node.type === "atrule" && node.nodes) {
      if (/keyframes$/i.test(node.name)) return;
      prune(node, used);
      if (!node.nodes.length) node.remove();
    }
  });
}

/**
 * Custom properties nothing refers to any more (`var(--name)`): theme variables, `@property`
 * registrations and their fallbacks, dropped until none is left, since a dropped one may have been
 * the only reference to another.
 */
function pruneUnusedCustomProperties(root: Root, html: string): void {
  for (;;) {
    const referenced = new Set<string>();
    const reference = (text: string) => {
      for (const match of text.matchAll(/var\((--[\w-]+)/g)) referenced.add(match[1]);
    };
    reference(html);
    root.walkDecls((declaration) => reference(declaration.value));
    let removed = false;
    root.walkDecls(/^--/, (declaration) => {
      if (!referenced.has(declaration.prop)) {
        declaration.remove();
        removed = true;
      }
    });
    root.walkAtRules("property", (rule) => {
      if (!referenced.has(rule.params.trim())) {
        rule.remove();
        removed = true;
      }
    });
    root.walkRules((rule) => {
      if (!rule.nodes.length) rule.remove();
    });
    root.walkAtRules((rule) => {
      if (rule.nodes && !rule.nodes.length) rule.remove();
    });
    if (!removed) return;
  }
}

/**
 * Returns, for a page's HTML, the rules of `css` it needs for its first paint. The stylesheet is
 * parsed once and copied for each page.
 */
export async function criticalCssFor(css: string): Promise<(html: string) => string> {
  // Loaded here, not with the module: the server needs it only for a page the build's rules do not
  // cover (server/site-pages/site-pages.ts), so no server start pays its load (about 20 ms).
  const { default: postcss } = await import("postcss");
  const parsed = postcss.parse(css);
  return (html) => {
    const root = parsed.clone();
    prune(root, htmlClassNames(html));
    pruneUnusedCustomProperties(root, html);
    return root.toResult().css;
  };
}
