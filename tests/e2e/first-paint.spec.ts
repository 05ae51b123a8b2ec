/**
 * A public page's first paint shows its main photo (decision 0145): the preview inlined in the HTML
 * is painted before any request for the photo is answered, and it is the page's largest paint, while
 * the full variant is held back here; the full variant then covers it without a larger paint, and
 * the app starts after it. On a phone: wider screens are painted from the full variant, as before.
 */
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";

type Paint = { url: string; size: number; mainImage: boolean; startTime: number };

/** The page's largest-paint entries so far, and the first contentful paint. */
function paints(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ largest: Paint[]; firstContentful: number | undefined }>((resolve) => {
        const largest: Paint[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LargestContentfulPaint[]) {
            largest.push({
              url: entry.url,
              size: entry.size,
              mainImage: !!entry.element?.matches("img[data-main-image]"),
              startTime: entry.startTime,
            });
          }
        });
        observer.observe({ type: "largest-contentful-paint", buffered: true });
        // Buffered entries arrive in a task of their own.
        setTimeout(() => {
          observer.disconnect();
          resolve({ largest, firstContentful: performance.getEntriesByName("first-contentful-paint")[0]?.startTime });
        }, 100);
      }),
  );
}

async function holdFullVariants(page: Page, photo: RegExp): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(photo, async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

async function firstPaintShowsThePhoto(page: Page, url: string, photo: RegExp) {
  const release = await holdFullVariants(page, photo);
  // The frame's own goto: the fixture's waits for the app, which starts after the held photo.
  await page.mainFrame().goto(url, { waitUntil: "domcontentloaded" });
  const image = page.locator("img[data-main-image]");
  await expect(image).toHaveCount(1);
  expect(await image.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/^url\("data:image\/avif;base64,/);
  await expect.poll(async () => (await paints(page)).largest.length).toBeGreaterThan(0);
  const before = await paints(page);
  const largest = before.largest.at(-1)!;
  expect(largest.mainImage, JSON.stringify(before)).toBe(true);
  expect(largest.url).toMatch(/^data:image\/avif;base64,/);
  // Painted from the HTML alone: the full variant is still held. How soon after the first contentful
  // paint depends on the machine's load (decoding is asynchronous), so that gap is measured by
  // bench:site, not asserted here; here it only has to come after the first contentful paint.
  expect(largest.startTime).toBeGreaterThanOrEqual(before.firstContentful!);
  // The whole box counts: the preview is not stretched to fill it.
  const box = (await image.boundingBox())!;
  expect(largest.size).toBeGreaterThanOrEqual(Math.floor(box.width) * Math.floor(Math.min(box.height, page.viewportSize()!.height)) * 0.98);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\.avif\?v=/);
  // The full variant covered the preview without a larger paint: the photo's first paint stays the page's largest.
  expect((await paints(page)).largest.at(-1)).toEqual(largest);
}

test("the home page's first paint shows the hero photo, from the preview in its HTML", { tag: "@phone" }, async ({ page, baseURL }) => {
  await firstPaintShowsThePhoto(page, `${baseURL}/`, /\/api\/assets\/hero-stamped-patio-\d+\.(avif|webp|jpg)/);
});

test("a project page's first paint shows its cover photo", { tag: "@phone" }, async ({ page, request, baseURL }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const projectPath = sitemap.match(/<loc>https?:\/\/[^/<]+(\/projects\/[^/<]+\/[^/<]+)<\/loc>/)![1];
  const html = await (await request.get(projectPath)).text();
  const cover = html.match(/<img[^>]*src="\/api\/assets\/([\w-]+?)-\d+\.jpg[^"]*"[^>]*data-main-image=""/)![1];
  await firstPaintShowsThePhoto(page, `${baseURL}${projectPath}`, new RegExp(`/api/assets/${cover}-\\d+\\.(avif|webp|jpg)`));
});

test("wider screens paint the hero from its full variant, with no phone-shaped preview under it", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/");
  const image = page.locator("img[data-main-image]");
  expect(await image.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe("none");
  expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
});

test("a public page starts without making an Intl formatter", { tag: "@phone" }, async ({ page, request }) => {
  // The first Intl object a page makes loads the browser's locale data: about 20 ms, on a phone one
  // long task of about 80 ms in the page's start (shared/lazy-intl.ts). One page of each kind.
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { intlMade: made });
    for (const name of ["NumberFormat", "DateTimeFormat", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat"] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object;
      Object.assign(Intl, {
        [name]: new Proxy(original, {
          construct: (target, args) => (made.push(`${name} ${new Error().stack?.split("\n")[2]?.trim()}`), Reflect.construct(target, args)),
        }),
      });
    }
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      made.push(`localeCompare ${new Error().stack?.split("\n")[2]?.trim()}`);
      return localeCompare.apply(this, args);
    };
  });
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const first = (pattern: RegExp) => sitemap.match(pattern)![1];
  const routes = [
    "/",
    "/projects",
    first(/<loc>https?:\/\/[^/<]+(\/projects\/[^/<]+)<\/loc>/),
    first(/<loc>https?:\/\/[^/<]+(\/projects\/[^/<]+\/[^/<]+)<\/loc>/),
    first(/<loc>https?:\/\/[^/<]+(\/service-areas\/[^/<]+)<\/loc>/),
    "/gallery",
    "/pricing",
    "/estimate",
    "/contact",
    "/about",
  ];
  for (const route of routes) {
    await page.goto(route); // the fixture's goto waits until the page is hydrated
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade), route).toEqual([]);
  }
});
