import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { publicRoutes } from "./public-routes";

test("every public route has no WCAG 2.2 AA violations", async ({ page, request }) => {
  test.setTimeout(180_000);
  for (const route of await publicRoutes(request)) {
    await page.goto(route);
    await test.step(route, () => expectNoAxeViolations(page));
  }
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
