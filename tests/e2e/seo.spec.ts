import { expect, test } from "./fixtures";
import { publicRoutes } from "./public-routes";

test.describe("search engines", { tag: "@desktop" }, () => {
  test("every public route is served as real HTML with its heading, unique title, description, canonical and Open Graph tags", async ({
    request,
  }) => {
    const routes = await publicRoutes(request);
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of routes) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      // The content is in the HTML before any script runs.
      const body = html.slice(html.indexOf('<div id="root">'));
      expect(body, `${route} has an h1 in its HTML`).toMatch(/<h1[^>]*>[^<]+/);
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
      expect(title, route).toBeTruthy();
      expect(description, route).toBeTruthy();
      titles.add(title!);
      descriptions.add(description!);
      expect(html).toContain(`<link rel="canonical" href="https://formaconcretegta.ca${route}"`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta property="og:description"');
      expect(html).not.toContain('name="robots" content="noindex');
    }
    expect(titles.size, "unique titles").toBe(routes.length);
    expect(descriptions.size, "unique descriptions").toBe(routes.length);
  });

  test("the home page has the exact title and GeneralContractor structured data in its head", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("<title>Stamped &amp; Broom Finish Concrete | Professional Installation | Toronto &amp; GTA</title>");
    const json = html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)?.[1];
    const data = JSON.parse(json!);
    expect(data["@type"]).toBe("GeneralContractor");
    expect(data.telephone).toContain("416");
    expect(data.areaServed.map((city: { name: string }) => city.name)).toEqual(
      expect.arrayContaining([
        "Toronto",
        "Mississauga",
        "Vaughan",
        "Markham",
        "Richmond Hill",
        "Oakville",
        "Brampton",
        "Etobicoke",
        "Scarborough",
        "North York",
      ]),
    );
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "18:00" }),
      expect.objectContaining({ dayOfWeek: ["Saturday"], opens: "08:00", closes: "16:00" }),
    ]);
    expect(data.priceRange).toBeTruthy();
  });

  test("robots.txt allows the site, keeps private pages out and points to the sitemap", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Allow: /");
    for (const path of ["/admin", "/quote/", "/contract/", "/create-quote"]) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain("Sitemap: https://formaconcretegta.ca/sitemap.xml");
  });

  test("the sitemap lists only indexable pages", async ({ request }) => {
    const routes = await publicRoutes(request);
    expect(routes).toContain("/");
    expect(routes).toContain("/service-areas/north-york");
    expect(routes.some((route) => /admin|quote|contract/.test(route))).toBe(false);
  });

  test("quote, contract and admin pages are noindex", async ({ request }) => {
    for (const path of ["/quote/abc", "/contract/abc", "/contract-confirmation/abc", "/admin", "/admin/login", "/create-quote"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex, nofollow"');
    }
  });

  test("legacy paths answer 301 to their project-page targets", async ({ request }) => {
    const expectations: Record<string, string> = {
      "/polished-concrete": "/projects#stamped",
      "/decorative-concrete": "/projects#stamped",
      "/resurfacing-repair": "/projects#broom-finish",
      "/portfolio": "/gallery",
    };
    for (const [from, to] of Object.entries(expectations)) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("unknown paths answer 404 with the not-found page, noindex, in the site's layout", async ({ request }) => {
    const response = await request.get("/definitely-not-here");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain("<footer");
  });
});

test("every internal link on every public page answers 200", { tag: "@desktop" }, async ({ page, request }) => {
  test.setTimeout(120_000);
  const routes = await publicRoutes(request);
  const checked = new Map<string, number>();
  for (const route of routes) {
    await page.goto(route);
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    for (const href of hrefs) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const path = href.split("#")[0] || "/";
      if (checked.has(path)) continue;
      const response = await request.get(path);
      checked.set(path, response.status());
    }
  }
  const broken = [...checked].filter(([, status]) => status !== 200);
  expect(broken).toEqual([]);
  expect(checked.size).toBeGreaterThanOrEqual(20);
});

test("no page requests anything from another origin", { tag: "@desktop" }, async ({ page, request }) => {
  test.setTimeout(120_000);
  const foreign: string[] = [];
  page.on("request", (req) => {
    if (req.url().startsWith("data:")) return;
    // A blob: URL (the gallery's watermarked photos) is memory of the page, named after its origin.
    const url = new URL(req.url().replace(/^blob:/, ""));
    if (!["127.0.0.1", "localhost"].includes(url.hostname)) foreign.push(req.url());
  });
  for (const route of await publicRoutes(request)) {
    await page.goto(route);
    await page.mouse.wheel(0, 5000);
  }
  expect(foreign).toEqual([]);
});
