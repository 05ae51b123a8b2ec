import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  assetsElement,
  firstPaintHead,
  mainImageName,
  mainImagePreviewRule,
  startScript,
  startScriptHash,
  templateAssets,
  withoutAssetTags,
} from "../../server/site-pages/first-paint/fast-first-paint";
import { needsInteraction } from "../../server/site-pages/first-paint/critical-css";

const template = `<head>
    <!--head-tags-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/site-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>`;

describe("the built template's assets", () => {
  it("are read from Vite's tags and removed from public pages", () => {
    expect(templateAssets(template)).toEqual({
      stylesheet: "/assets/index-def.css",
      entry: "/assets/index-abc.js",
      modulePreloads: ["/assets/runtime-1.js", "/assets/site-2.js"],
    });
    expect(withoutAssetTags(template)).toBe("<head>\n    <!--head-tags-->\n  </head>");
  });

  it("are listed in the page as data the start script reads, never able to close their element", () => {
    const element = assetsElement({ stylesheet: "/assets/a.css", entry: "/assets/</script>.js", modulePreloads: [] });
    expect(element).not.toContain("</script>.js");
    const json = element.replace(/^<script type="application\/json" id="forma-assets">/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(json)).toEqual({ stylesheet: "/assets/a.css", entry: "/assets/</script>.js", modulePreloads: [] });
  });
});

describe("the inline start script", () => {
  it("is valid JavaScript that waits for the load event and the first contentful paint", () => {
    expect(() => new Function(startScript)).not.toThrow();
    expect(startScript).toContain('addEventListener("load"');
    expect(startScript).toContain("first-contentful-paint");
    expect(startScript).toContain("import(f.entry)");
  });

  it("is allowed by the hash the pages' CSP names, and by nothing else", () => {
    expect(startScriptHash()).toBe(`'sha256-${createHash("sha256").update(startScript).digest("base64")}'`);
    expect(startScriptHash()).not.toBe(`'sha256-${createHash("sha256").update(`${startScript} `).digest("base64")}'`);
  });

  it("goes into the head exactly as hashed, after the inlined rules and the list of files", () => {
    const assets = templateAssets(template);
    const head = firstPaintHead(".a{color:red}", assets);
    expect(head).toMatch(/^<style>\.a\{color:red\}<\/style>\n\s*<script type="application\/json" id="forma-assets">/);
    expect(head).toContain(`<script type="module">${startScript}</script>`);
    expect(head).not.toContain('rel="preload"');
  });
});

describe("the main image's preview", () => {
  const hero =
    '<picture><source type="image/avif" srcSet="/api/assets/hero-x-480.avif?v=1 480w" sizes="100vw"/><img src="/api/assets/hero-x-800.jpg?v=1" loading="eager" fetchPriority="low" data-main-image=""/></picture>';

  it("is found by the main image's name, a built-in photo's or the owner's", () => {
    expect(mainImageName(`<img src="/api/assets/lazy-800.jpg" loading="lazy"/>${hero}`)).toBe("hero-x");
    expect(mainImageName('<img src="/api/site-images/0b5c1d6e-8f3a-4c2b-9d1e-7a6b5c4d3e2f-480.jpg?v=ab" data-main-image=""/>')).toBe(
      "site-0b5c1d6e-8f3a-4c2b-9d1e-7a6b5c4d3e2f",
    );
    expect(mainImageName('<img src="/api/assets/a-800.jpg" fetchPriority="high"/>')).toBeUndefined();
    expect(mainImageName('<img src="https://elsewhere.example/a-800.jpg" data-main-image=""/>')).toBeUndefined();
  });

  it("paints under the main image, on phones only when it is cropped for a phone's hero", () => {
    const avif = Buffer.from("preview bytes");
    const everywhere = mainImagePreviewRule({ avif, phoneOnly: false });
    expect(everywhere).toBe(
      `img[data-main-image]{background:50%/cover no-repeat url(data:image/avif;base64,${avif.toString("base64")});padding-bottom:1px}`,
    );
    expect(mainImagePreviewRule({ avif, phoneOnly: true })).toBe(`@media (max-width:47.99rem){${everywhere}}`);
    expect(firstPaintHead(".a{color:red}", templateAssets(template), { avif, phoneOnly: false })).toContain(
      `<style>.a{color:red}${everywhere}</style>`,
    );
  });
});

describe("rules left out of the first paint", () => {
  it("are those that need the visitor's pointer or keyboard, not those that hold until then", () => {
    expect(needsInteraction(".hover\\:bg-gold:hover")).toBe(true);
    expect(needsInteraction(".group-hover\\:scale-105:is(:where(.group):hover *)")).toBe(true);
    expect(needsInteraction(":focus-visible")).toBe(true);
    expect(needsInteraction(".focus-within\\:ring:focus-within")).toBe(true);
    expect(needsInteraction(".peer:not(:focus)~.label")).toBe(false);
    expect(needsInteraction(".bg-gold")).toBe(false);
    expect(needsInteraction(".hover-card")).toBe(false);
  });
});
