import { describe, expect, it } from "vitest";
import { firstPaintHead, priorityImagePreload, startScript, templateAssets, withoutAssetTags } from "../../scripts/prerender/fast-first-paint";

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

  it("are loaded by the start script after the load event and the largest paint", () => {
    const script = startScript(templateAssets(template));
    expect(script).toContain('add("stylesheet", "/assets/index-def.css")');
    expect(script).toContain('import("/assets/index-abc.js")');
    expect(script).toContain('addEventListener("load"');
    expect(script).toContain("largest-contentful-paint");
  });
});

describe("priorityImagePreload", () => {
  const picture =
    '<picture><source type="image/avif" srcSet="/a-480.avif 480w, /a-800.avif 800w" sizes="100vw"/><source type="image/webp" srcSet="/a-480.webp 480w" sizes="100vw"/><img src="/a-800.jpg" fetchPriority="high"/></picture>';

  it("preloads what the <picture> picks: its first source's type, srcset and sizes", () => {
    expect(
      priorityImagePreload(
        `<main><picture><source type="image/avif" srcSet="/lazy.avif 1w"/><img src="/lazy.jpg" loading="lazy"/></picture>${picture}</main>`,
      ),
    ).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/a-480.avif 480w, /a-800.avif 800w" imagesizes="100vw" fetchpriority="high" />',
    );
  });

  it("preloads a plain high-priority image by its src, and nothing when there is none", () => {
    expect(priorityImagePreload('<img src="/b.webp" fetchpriority="high">')).toBe(
      '<link rel="preload" as="image" href="/b.webp" fetchpriority="high" />',
    );
    expect(priorityImagePreload('<img src="/c.webp" loading="lazy">')).toBe("");
  });

  it("goes into the head with the inlined rules and the start script", () => {
    const head = firstPaintHead(".a{color:red}", picture, "/assets/start-x.js");
    expect(head).toMatch(/^<style>\.a\{color:red\}<\/style>\n\s*<link rel="preload" as="image" type="image\/avif"/);
    expect(head).toContain('<script type="module" src="/assets/start-x.js" fetchpriority="low"></script>');
  });
});
