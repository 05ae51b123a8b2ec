import { expect, test } from "./fixtures";

test("the home page renders the business name and a call link", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Forma Concrete" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Call \(416\) 555-0188/ })).toHaveAttribute("href", "tel:+14165550188");
});

test("an unknown path shows the not-found page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("the API answers the browser's health check", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true });
});
