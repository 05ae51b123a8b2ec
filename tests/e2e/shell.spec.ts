import { createHash } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { expect, test } from "./fixtures";

/** A page's raw answer to this Accept-Encoding: status, headers and the bytes as they travelled. */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

test("the home page renders the business name and a call link", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /\(416\) 555-0188/ }).first()).toHaveAttribute("href", "tel:+14165550188");
});

test("an unknown path is answered with 404 and the not-found page inside the site's header and footer", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Forma Concrete home" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the API answers the browser's health check", { tag: "@desktop" }, async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true });
});

test(
  "pages travel as brotli at its highest quality to browsers that take it, gzip to others, the same HTML",
  { tag: "@desktop" },
  async ({ baseURL }) => {
    for (const path of ["/projects/residential", "/", "/no-such-page"]) {
      const plain = await rawGet(`${baseURL}${path}`, "identity");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const html = plain.body.toString("utf8");
      expect(html).toContain("</html>");

      // Compressed on a background thread after start; until then the compression middleware answers.
      const askBrotli = () => rawGet(`${baseURL}${path}`, "gzip, deflate, br, zstd");
      await expect.poll(async () => (await askBrotli()).headers["content-length"], { timeout: 15_000 }).toBeDefined();
      const brotli = await askBrotli();
      expect(brotli.status).toBe(plain.status);
      expect(brotli.headers).toMatchObject({ "content-encoding": "br", vary: "Accept-Encoding", "content-length": String(brotli.body.length) });
      expect(zlib.brotliDecompressSync(brotli.body).toString("utf8")).toBe(html);
      // Compressed once at start at quality 11: as small as brotli makes this page (quality 4, per
      // request, would be about a fifth larger on the largest pages).
      const best = zlib.brotliCompressSync(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      expect(brotli.body.length).toBeLessThanOrEqual(best.length + 64);

      const gzip = await rawGet(`${baseURL}${path}`, "gzip");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gzip.body).toString("utf8")).toBe(html);
    }
  },
);

test("hashed bundles are cached for a year and keep nosniff", { tag: "@desktop" }, async ({ request }) => {
  // A prerendered page loads the app through its inline start script, which the page's CSP allows
  // by its hash (decisions 0102 and 0145), from the list of files in the page.
  const page = await request.get("/");
  const html = await page.text();
  const inline = html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1];
  expect(inline).toBeTruthy();
  const hash = createHash("sha256").update(inline!).digest("base64");
  expect(page.headers()["content-security-policy"]).toContain(`script-src 'self' 'sha256-${hash}'`);
  const files = JSON.parse(html.match(/<script type="application\/json" id="forma-assets">([^<]*)<\/script>/)![1]) as { entry: string };
  const script = files.entry;
  expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const response = await request.get(script!);
  expect(response.status()).toBe(200);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  // Document policies are sent with pages, not with every script.
  expect(response.headers()["content-security-policy"]).toBeUndefined();
  expect((await request.get("/")).headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("a button tapped before the app has started does what it says once the app is live", async ({ page, baseURL }) => {
  // Hold the app's entry back, so the tap certainly lands on the prerendered page.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  // The frame's own goto: the fixture's page.goto waits for the app, which is held back here. The
  // start script (a module script) has run by DOMContentLoaded.
  await page.mainFrame().goto(`${baseURL}/`, { waitUntil: "domcontentloaded" });
  const quoteDialog = page.getByRole("dialog", { name: "Get Your Free Project Estimate" });
  await page
    .getByRole("button", { name: /Get Free (Project )?Estimate/ })
    .first()
    .click();
  await expect(quoteDialog).toBeHidden();
  releaseEntry();
  await expect(quoteDialog).toBeVisible({ timeout: 15_000 });
});
