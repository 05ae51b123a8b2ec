/**
 * Shapes a public page so its first paint waits for nothing but the HTML, and shows its main photo
 * (decisions 0102 and 0145):
 *
 * - the stylesheet rules the page uses are inlined; the whole stylesheet comes after the load event;
 * - the page's main image (`data-main-image`) is painted first from a small inline preview, and its
 *   full variant covers the preview when it arrives;
 * - the app's code (hydration) starts after the load event, from a small inline start script, so its
 *   87 KB never share the phone's link with the page and its main image.
 *
 * The build (scripts/prerender.ts) shapes the built pages with it, and the server (site-pages/) the
 * pages it renders again once the owner changes the site, and allows the start script by its hash
 * (app.ts): so it lives with the server, and the build imports it from here (decision 0153).
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

/** Where a page lists the app's files for the start script: data, so the script's text never changes. */
export const assetsElementId = "forma-assets";

/**
 * The start script, inline in every prerendered page (its hash is allowed by the pages' CSP: see
 * startScriptHash). Inline, because a script file is one more request before the page is complete,
 * and on a phone's link that request is what the largest paint waited for (decision 0145). Its text
 * is the same on every page and in every build; the files it loads are read from the page.
 *
 * After the load event (the main image's full variant included), the first contentful paint and one
 * more frame, it adds the whole stylesheet and the modulepreloads and imports the app: nothing the
 * app loads shares the link or the processor with the page's first paint. A hidden tab, which
 * paints nothing, starts 2 s after the load event. A tap on a button before then starts the app at once and is
 * replayed when the app is live (a button does nothing until then). Written small by hand: the
 * bytes are in the first round trip of every page.
 */
export const startScript = [
  // s: started; t: taps before the start, as [button, its index among the buttons, its words]; b: the buttons.
  "{let s=0;const t=[],d=document,b=()=>[...d.querySelectorAll('button[type=\"button\"]')],",
  // go: the whole stylesheet, the modulepreloads and the app, from the page's list of files.
  `go=()=>{if(s)return;s=1;const f=JSON.parse(d.getElementById("${assetsElementId}").textContent),`,
  'a=(r,h)=>{const l=d.createElement("link");l.rel=r;l.href=h;l.crossOrigin="";d.head.append(l)};',
  'a("stylesheet",f.stylesheet);for(const h of f.modulePreloads)a("modulepreload",h);import(f.entry)},',
  // A tap before the start starts the app at once.
  "c=e=>{const n=e.target instanceof Element&&e.target.closest('button[type=\"button\"]');if(n){t.push([n,b().indexOf(n),n.textContent]);go()}},",
  'o={capture:!0};addEventListener("click",c,o);',
  // Once live, each tap is replayed on the same button (hydration may have replaced the node: then the
  // one at the same place with the same words), after the effects that announced it have finished.
  `addEventListener("${appReadyEvent}",()=>{removeEventListener("click",c,o);setTimeout(()=>{const u=new Set;`,
  "for(const[n,i,x]of t.splice(0)){const v=n.isConnected?n:b()[i];if(v&&v.textContent===x&&!u.has(v)){u.add(v);v.click()}}})},{once:!0});",
  // After the load event and the first contentful paint (on a busy phone the load event can come
  // first), and one more frame; 2 s after the load event in a hidden tab, which paints nothing.
  "const w=()=>{const g=()=>requestAnimationFrame(()=>setTimeout(go));",
  'PerformanceObserver.supportedEntryTypes?.includes("paint")?new PerformanceObserver((l,p)=>{if(l.getEntriesByName("first-contentful-paint").length){p.disconnect();g()}}).observe({type:"paint",buffered:!0}):g();',
  "setTimeout(go,2e3)};",
  'd.readyState==="complete"?w():addEventListener("load",w,{once:!0})}',
].join("");

/** The CSP source that allows the start script (and no other inline script). */
export function startScriptHash(): string {
  return `'sha256-${createHash("sha256").update(startScript).digest("base64")}'`;
}

/** The app's files as the start script reads them. "<" is escaped so no file name can close the element. */
export function assetsElement(assets: TemplateAssets): string {
  const json = JSON.stringify({ stylesheet: assets.stylesheet, entry: assets.entry, modulePreloads: assets.modulePreloads });
  return `<script type="application/json" id="${assetsElementId}">${json.replace(/</g, "\\u003c")}</script>`;
}

/** A main image's preview: an AVIF small enough for the page's first round trip, shown until the full variant arrives. */
export type MainImagePreview = { avif: Buffer; phoneOnly: boolean };

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/** The name of the page's main image (`data-main-image`), read from its fallback `src`. */
export function mainImageName(html: string): string | undefined {
  const image = /<img\b[^>]*\sdata-main-image=""[^>]*>/i.exec(html);
  const src = image && attribute(image[0], "src");
  const match = src && /\/api\/(assets|site-images)\/([\w-]+?)-\d+\.jpg(?:\?|$)/.exec(src);
  if (!match) return undefined;
  return match[1] === "site-images" ? `site-${match[2]}` : match[2];
}

/**
 * The rule that paints the main image's preview under it: the page's first paint shows the photo,
 * and the full variant, when it arrives, covers it at the same place and size. A preview cropped
 * for a phone's tall hero (phoneOnly) is shown only below the md breakpoint; wider screens wait for
 * the full variant as before.
 *
 * One pixel of padding below the photo keeps the preview the page's largest paint: Chrome counts a
 * background by its box snapped to whole pixels and an image by its exact fractional box, so on a box
 * 253.64 px tall the full variant (380 × 253.64) outsized its own preview (380 × 253) and became a
 * later largest paint. With the padding the preview's box is at least a pixel taller than the full
 * variant's content box; that pixel shows the preview's last row under the photo.
 */
export function mainImagePreviewRule(preview: MainImagePreview): string {
  const rule = `img[data-main-image]{background:50%/cover no-repeat url(data:image/avif;base64,${preview.avif.toString("base64")});padding-bottom:1px}`;
  return preview.phoneOnly ? `@media (max-width:47.99rem){${rule}}` : rule;
}

/** The head tags that replace Vite's: the inlined rules (with the main image's preview), the app's files and the start script. */
export function firstPaintHead(criticalCss: string, assets: TemplateAssets, preview?: MainImagePreview): string {
  const css = criticalCss + (preview ? mainImagePreviewRule(preview) : "");
  return [
    css ? `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>` : "",
    assetsElement(assets),
    `<script type="module">${startScript}</script>`,
  ]
    .filter(Boolean)
    .join("\n    ");
}
