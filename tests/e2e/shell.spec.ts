import { expect, test } from "./fixtures";

test("the home page renders the business name and a call link", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /\(416\) 555-0188/ }).first()).toHaveAttribute("href", "tel:+14165550188");
});

test("an unknown path is answered with 404 and the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("the API answers the browser's health check", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true });
});

test("hashed bundles are cached for a year and keep nosniff", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = html.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
  expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const response = await request.get(script!);
  expect(response.status()).toBe(200);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  // Document policies are sent with pages, not with every script.
  expect(response.headers()["content-security-policy"]).toBeUndefined();
  expect((await request.get("/")).headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});
