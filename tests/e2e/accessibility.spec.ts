import { publicPaths } from "@/app/public-paths";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";

/**
 * The page's kind: routes one level down share their parent's template and layout (every project
 * page, every city page, every category), each top-level route is a kind of its own.
 */
const pageKind = (route: string) => (route.split("/").length > 2 ? `${route.slice(0, route.lastIndexOf("/"))}/*` : route);

/** Every route on the phone; on the desktop the first route of each kind (see playwright.config.ts). */
function widthsFor(route: string, index: number, routes: string[]): { tag?: string } {
  const firstOfKind = routes.findIndex((other) => pageKind(other) === pageKind(route)) === index;
  return firstOfKind ? {} : { tag: "@phone" };
}

// One test per route (the sitemap's list, from the same function that writes it): each gets its own
// time budget, both workers share the routes, and a failure names its page.
test.describe("every public route has no WCAG 2.2 AA violations", () => {
  const routes = publicPaths();
  for (const [index, route] of routes.entries()) {
    test(route, widthsFor(route, index, routes), async ({ page }) => {
      await page.goto(route);
      await expectNoAxeViolations(page);
    });
  }
});

test("the sitemap lists exactly the routes checked above", { tag: "@desktop" }, async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
  expect(listed.sort()).toEqual(publicPaths().sort());
});

test("the mobile menu open has no violations", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the not-found page has no violations", async ({ page }) => {
  await page.goto("/no-such-page");
  await expectNoAxeViolations(page);
});
