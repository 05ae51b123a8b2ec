import type { Page } from "@playwright/test";
import { projects } from "../../client/src/content/projects";
import { deriveGalleryItems, galleryCategories } from "../../client/src/features/gallery/gallery-items";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";

const items = deriveGalleryItems(projects);
const notice = "Adding watermarks to protect our work...";

const cards = (page: Page) => page.locator("main article");
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole("button", { name: title, exact: true }) });
const filterButton = (page: Page, name: string) =>
  page.getByRole("toolbar", { name: "Filter projects by finish" }).getByRole("button", { name, exact: true });

async function expectAllWatermarked(page: Page) {
  await expect(cards(page)).toHaveCount(items.length);
  await expect(page.locator('main article[data-state="watermarked"]')).toHaveCount(items.length, { timeout: 20_000 });
}

test.describe("/gallery", () => {
  test("hero, recent projects grid, why-choose and call to action", async ({ page }) => {
    await page.goto("/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Get Your Quote" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Watermark Tool" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Our Recent Projects" })).toBeVisible();
    await expect(cards(page)).toHaveCount(items.length);
    for (const item of items) {
      const itemCard = card(page, item.title);
      await expect(itemCard.getByText(item.category, { exact: true })).toBeVisible();
      await expect(itemCard.getByText(item.description)).toBeAttached();
    }
    // The watermarked copy replaces the original <img> while this runs: ask again until one answers.
    const firstImage = cards(page).first().locator("img");
    await expect.poll(async () => (await firstImage.boundingBox())?.height).toBe(256);
    for (const reason of ["Fully Insured", "Expert Craftsmanship", "Quality Guarantee"]) {
      await expect(page.getByRole("heading", { level: 3, name: reason })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Ready for Your Concrete Project?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Get Free Quote" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Call (416) 555-0188" })).toHaveAttribute("href", "tel:+14165550188");

    await page.getByRole("button", { name: "Get Your Quote" }).click();
    await expect(page.getByRole("dialog", { name: "Get Your Free Project Estimate" })).toBeVisible();
  });

  test("three columns on a desktop @desktop", async ({ page }) => {
    await page.goto("/gallery");
    const tops = await cards(page).evaluateAll((articles) => articles.slice(0, 4).map((article) => Math.round(article.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[1]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[0]);
  });

  test("one column on a phone @phone", async ({ page }) => {
    await page.goto("/gallery");
    const tops = await cards(page).evaluateAll((articles) => articles.slice(0, 2).map((article) => Math.round(article.getBoundingClientRect().top)));
    expect(tops[1]).toBeGreaterThan(tops[0]);
  });

  test("the watermarking notice is a status for screen readers while the photos are marked, not a banner; a caption tells visitors", async ({
    page,
  }) => {
    // Hold back one source photo so the run lasts long enough to watch.
    await page.route(/-1200\.webp/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto("/gallery");
    await expect(page.getByText("Photos of our own work, marked with our name.")).toBeVisible();
    const status = page.getByRole("status").filter({ hasText: notice });
    await expect(status).toHaveCount(1);
    await expect(status).toContainText(/\d+ of \d+/);
    // Announced, but it takes no room on screen: nothing like a banner over the grid.
    const box = await status.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(2);
    await expectAllWatermarked(page);
    await expect(page.getByText(notice)).toHaveCount(0);
    await expect(page.getByText("Photos of our own work, marked with our name.")).toBeVisible();
  });

  test("each card's photo is replaced by a watermarked copy that differs from the original only in the corner", async ({ page }) => {
    await page.goto("/gallery");
    await expectAllWatermarked(page);
    const image = cards(page).first().locator("img");
    await expect(image).toHaveAttribute("src", /^blob:/);
    await expect(image).toHaveAttribute("alt", items[0].alt);
    const original = await image.getAttribute("data-original-src");
    expect(original).toMatch(/-1200\.webp/);

    // Compare the two pictures in 40 px tiles: the tiles that changed must all be in the
    // bottom-right corner (where a 40 px mark with a 20 px margin sits), and some must have.
    const changed = await page.evaluate(
      async ({ watermarked, source }) => {
        // Through an <img>: the page's CSP lets images (not fetch) read blob: URLs.
        const pixels = async (url: string) => {
          const element = new Image();
          element.src = url;
          await element.decode();
          const bitmap = await createImageBitmap(element);
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext("2d")!;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        };
        const [a, b] = await Promise.all([pixels(watermarked), pixels(source)]);
        if (a.width !== b.width || a.height !== b.height) throw new Error("sizes differ");
        const tile = 40;
        const tiles: { x: number; y: number; diff: number }[] = [];
        for (let y = 0; y < a.height; y += tile) {
          for (let x = 0; x < a.width; x += tile) {
            let sum = 0;
            let count = 0;
            for (let ty = y; ty < Math.min(y + tile, a.height); ty++) {
              for (let tx = x; tx < Math.min(x + tile, a.width); tx++) {
                const i = (ty * a.width + tx) * 4;
                sum += Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]);
                count += 3;
              }
            }
            tiles.push({ x, y, diff: sum / count });
          }
        }
        // The dark outline under the gold: pixels of the corner that became near-black.
        let outlined = 0;
        for (let y = a.height - 160; y < a.height; y++) {
          for (let x = Math.floor(a.width / 2); x < a.width; x++) {
            const i = (y * a.width + x) * 4;
            const after = a.data[i] + a.data[i + 1] + a.data[i + 2];
            const before = b.data[i] + b.data[i + 1] + b.data[i + 2];
            if (after < 90 && before - after > 150) outlined++;
          }
        }
        return { width: a.width, height: a.height, tiles, outlined };
      },
      { watermarked: (await image.getAttribute("src"))!, source: original! },
    );
    expect(changed.outlined, "near-black outline pixels in the corner").toBeGreaterThan(200);
    const marked = changed.tiles.filter((tile) => tile.diff > 6);
    expect(marked.length).toBeGreaterThan(3);
    for (const tile of marked) {
      expect(tile.x, `tile at ${tile.x},${tile.y} changed by ${tile.diff.toFixed(1)}`).toBeGreaterThanOrEqual(changed.width / 2);
      expect(tile.y, `tile at ${tile.x},${tile.y} changed by ${tile.diff.toFixed(1)}`).toBeGreaterThanOrEqual(changed.height - 160);
    }
    const untouched = changed.tiles.filter((tile) => tile.x < changed.width / 2 || tile.y < changed.height - 160);
    const meanElsewhere = untouched.reduce((sum, tile) => sum + tile.diff, 0) / untouched.length;
    expect(meanElsewhere).toBeLessThan(3);
  });

  test("a browser without OffscreenCanvas still gets every photo watermarked, on the page", async ({ page }) => {
    await page.addInitScript(() => {
      // @ts-expect-error: simulating an older browser
      delete window.OffscreenCanvas;
    });
    await page.goto("/gallery");
    expect(await page.evaluate(() => typeof OffscreenCanvas)).toBe("undefined");
    await expectAllWatermarked(page);
    await expect(cards(page).first().locator("img")).toHaveAttribute("src", /^blob:/);
  });

  test("when the worker cannot start, the photos are watermarked on the page instead", async ({ page, allowConsoleError }) => {
    allowConsoleError(/Failed to load resource|watermark\.worker/);
    await page.route(/watermark\.worker-[^/]*\.js/, (route) => route.abort());
    await page.goto("/gallery");
    await expectAllWatermarked(page);
    await expect(cards(page).first().locator("img")).toHaveAttribute("src", /^blob:/);
  });

  test("a photo that fails to load turns its card light red and says so in its alt text", async ({ page, allowConsoleError }) => {
    allowConsoleError(/Failed to load gallery image: Wood Plank Stamped Patio/);
    allowConsoleError(/Failed to load resource/);
    await page.route(/stamped-wood-plank-/, (route) => route.abort());
    await page.goto("/gallery");
    const broken = card(page, "Wood Plank Stamped Patio");
    await broken.scrollIntoViewIfNeeded();
    await expect(broken).toHaveAttribute("data-state", "failed");
    await expect(broken.locator("img")).toHaveAttribute("alt", "Failed to load: Wood Plank Stamped Patio");
    await expect(broken).toHaveCSS("background-color", "oklch(0.971 0.013 17.38)");
    await expect(broken.getByText("Photo unavailable")).toBeVisible();
    await expectNoAxeViolations(page, "main article[data-state=failed]");
    // The others are still watermarked, and the run still finishes.
    await expect(page.locator('main article[data-state="watermarked"]')).toHaveCount(items.length - 1, { timeout: 20_000 });
    await expect(page.getByText(notice)).toHaveCount(0);
  });

  test("the filters show one finish at a time", async ({ page }) => {
    await page.goto("/gallery");
    await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "true");
    for (const category of galleryCategories) {
      await filterButton(page, category).click();
      await expect(filterButton(page, category)).toHaveAttribute("aria-pressed", "true");
      const expected = items.filter((item) => item.category === category);
      await expect(cards(page)).toHaveCount(expected.length);
      for (const item of expected) await expect(card(page, item.title)).toBeVisible();
    }
    await filterButton(page, "All").click();
    await expect(cards(page)).toHaveCount(items.length);
  });

  test("a card opens a dialog with the large photo, title, description and category; it closes three ways", async ({ page }) => {
    await page.goto("/gallery");
    await expectAllWatermarked(page);
    const item = items[1];
    const opener = page.getByRole("button", { name: item.title, exact: true });
    const dialog = page.getByRole("dialog", { name: item.title });

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img", { name: item.alt })).toHaveAttribute("src", /^blob:/);
    await expect(dialog.getByText(item.description)).toBeVisible();
    await expect(dialog.getByText(item.category, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog).toBeVisible();
    // The dialog listens for outside presses only from the task after it opens; on a loaded machine
    // the first press can come earlier, so press again as a visitor would.
    await expect(async () => {
      await page.mouse.click(4, (page.viewportSize()?.height ?? 800) - 4);
      await expect(dialog).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  });

  test("the page has no axe violations once watermarked", async ({ page }) => {
    await page.goto("/gallery");
    await expectAllWatermarked(page);
    await expectNoAxeViolations(page);
  });
});
