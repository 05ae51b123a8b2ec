import { publicPaths } from "@/app/public-paths";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";

// One test per route (the sitemap's list, from the same function that writes it): each gets its own
// time budget, both workers share the routes, and a failure names its page.
test.describe("every public route has no WCAG 2.2 AA violations", () => {
  for (const route of publicPaths()) {
    test(route, async ({ page }) => {
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
