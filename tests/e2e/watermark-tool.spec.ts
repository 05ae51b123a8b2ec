import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Download, Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";

/** Real image files, made once per run from the site's own source photos. */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "forma-watermark-"));
const files = {
  jpeg: path.join(folder, "driveway.jpg"),
  png: path.join(folder, "patio-with-transparency.png"),
  webp: path.join(folder, "steps.webp"),
  large: path.join(folder, "IMG_4032.JPG"),
  text: path.join(folder, "notes.jpg"),
};

test.beforeAll(async () => {
  const photo = path.resolve("assets/photos/stamped-fan-grey.jpg");
  await sharp(photo).resize(1600, 1067).jpeg({ quality: 90 }).toFile(files.jpeg);
  // Transparent corners become white in the JPEG, not black.
  await sharp(photo).resize(900, 600).ensureAlpha(0.6).png().toFile(files.png);
  await sharp(path.resolve("assets/photos/broom-steps-warm.jpg")).resize(1200, 800).webp().toFile(files.webp);
  // A 12-megapixel phone photo.
  await sharp(photo).resize(4000, 3000, { fit: "cover" }).jpeg({ quality: 90 }).toFile(files.large);
  // A text file with an image's name: only its content can tell.
  fs.writeFileSync(files.text, "These are notes, not a photo.\n");
});

test.afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

async function openTool(page: Page) {
  await page.goto("/gallery");
  await page.getByRole("button", { name: "Watermark Tool" }).click();
  const dialog = page.getByRole("dialog", { name: "Watermark Tool" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const picker = (page: Page) => page.getByLabel("Choose photos to watermark");
const results = (page: Page) => page.getByRole("dialog").locator('img[alt^="Watermarked "]');

async function process(page: Page) {
  await page.getByRole("button", { name: "Add Watermarks" }).click();
  await expect(page.getByRole("button", { name: "Add Watermarks" })).toBeEnabled({ timeout: 60_000 });
}

/** Mean absolute difference (0-255) of two same-sized images over a region, per channel. */
async function meanDifference(a: Buffer, b: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const [pa, pb] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().extract(region).raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs(pa[i] - pb[i]);
  return sum / pa.length;
}

async function savedBytes(download: Download) {
  const target = path.join(folder, `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(target);
  return fs.readFileSync(target);
}

test.describe("watermark tool", () => {
  test("starts with the default settings and does nothing without files", async ({ page }) => {
    const dialog = await openTool(page);
    await expect(dialog.getByLabel("Watermark text")).toHaveValue("Forma Concrete GTA");
    await expect(dialog.getByLabel("Position")).toHaveValue("bottom-right");
    await expect(dialog.getByRole("option")).toHaveText(["Bottom right", "Bottom left", "Top right", "Top left", "Center"]);
    const opacity = dialog.getByRole("slider", { name: /Opacity/ });
    await expect(opacity).toHaveValue("80");
    await expect(opacity).toHaveAttribute("min", "10");
    await expect(opacity).toHaveAttribute("max", "100");
    await expect(opacity).toHaveAttribute("step", "5");
    const size = dialog.getByRole("slider", { name: /Font size/ });
    await expect(size).toHaveValue("24");
    await expect(size).toHaveAttribute("min", "12");
    await expect(size).toHaveAttribute("max", "60");
    await expect(size).toHaveAttribute("step", "2");
    await expect(picker(page)).toHaveAttribute("accept", "image/*");
    await expect(picker(page)).toHaveAttribute("multiple", "");

    await dialog.getByRole("button", { name: "Add Watermarks" }).click();
    await expect(dialog.getByText("Choose one or more photos first.")).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: /Download/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("watermarks several real photos, previews them, and downloads each as a 'watermarked_' JPEG", async ({ page }) => {
    const dialog = await openTool(page);
    await picker(page).setInputFiles([files.jpeg, files.png, files.webp]);
    await expect(dialog.getByText("3 photos chosen")).toBeVisible();
    await process(page);
    await expect(results(page)).toHaveCount(3);
    await expect(dialog.getByRole("img", { name: "Watermarked driveway.jpg" })).toBeVisible();
    await expect(dialog.getByText("1,600 × 1,067 px")).toBeVisible();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download watermarked_driveway.jpg" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("watermarked_driveway.jpg");
    const output = await savedBytes(download);
    const meta = await sharp(output).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([1600, 1067]);

    // The default mark (bottom-right) changed that corner and left the rest of the photo alone.
    const source = fs.readFileSync(files.jpeg);
    const corner = await meanDifference(output, source, { left: 1000, top: 900, width: 600, height: 167 });
    const topLeft = await meanDifference(output, source, { left: 0, top: 0, width: 800, height: 600 });
    expect(corner).toBeGreaterThan(4 * topLeft);
    expect(topLeft).toBeLessThan(3);

    const downloads: Download[] = [];
    page.on("download", (each) => downloads.push(each));
    await dialog.getByRole("button", { name: "Download All (3)" }).click();
    await expect.poll(() => downloads.length).toBe(3);
    expect(downloads.map((each) => each.suggestedFilename())).toEqual([
      "watermarked_driveway.jpg",
      "watermarked_patio-with-transparency.jpg",
      "watermarked_steps.jpg",
    ]);
    for (const each of downloads) expect((await sharp(await savedBytes(each)).metadata()).format).toBe("jpeg");
    // Transparent pixels came out white, not black.
    const png = await savedBytes(downloads[1]);
    const { data } = await sharp(png).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(60);
  });

  test("the chosen position and size are where the mark goes", async ({ page }) => {
    const dialog = await openTool(page);
    await picker(page).setInputFiles([files.jpeg]);
    await dialog.getByLabel("Position").selectOption("top-left");
    await dialog.getByRole("slider", { name: /Font size/ }).fill("60");
    await dialog.getByRole("slider", { name: /Opacity/ }).fill("100");
    await expect(dialog.getByText("Font size: 60 px")).toBeVisible();
    await process(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download watermarked_driveway.jpg" }).click(),
    ]);
    const output = await savedBytes(download);
    const source = fs.readFileSync(files.jpeg);
    const topLeft = await meanDifference(output, source, { left: 0, top: 0, width: 700, height: 200 });
    const bottomRight = await meanDifference(output, source, { left: 900, top: 700, width: 700, height: 367 });
    expect(topLeft).toBeGreaterThan(4 * bottomRight);
    expect(bottomRight).toBeLessThan(3);
  });

  test("choosing files again clears the earlier results", async ({ page }) => {
    const dialog = await openTool(page);
    await picker(page).setInputFiles([files.jpeg, files.webp]);
    await process(page);
    await expect(results(page)).toHaveCount(2);
    await picker(page).setInputFiles([files.png]);
    await expect(results(page)).toHaveCount(0);
    await expect(dialog.getByText("1 photo chosen: patio-with-transparency.png")).toBeVisible();
    await process(page);
    await expect(results(page)).toHaveCount(1);
  });

  test("a file that is not an image gives 'Failed to load image.' and the tool's alert", async ({ page }) => {
    const dialog = await openTool(page);
    await picker(page).setInputFiles([files.text]);
    await process(page);
    await expect(dialog.getByText("Failed to load image.")).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText("Failed to watermark images. Please try again.");
    await expect(results(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Mixed with a real photo, the photo is still done and only the bad file is reported.
    await picker(page).setInputFiles([files.text, files.jpeg]);
    await process(page);
    await expect(results(page)).toHaveCount(1);
    await expect(dialog.getByText("Failed to load image.")).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText("");
  });

  test("a 12-megapixel phone photo is watermarked at full size, with progress shown meanwhile @desktop", async ({ page }) => {
    const dialog = await openTool(page);
    await picker(page).setInputFiles([files.large]);
    await page.getByRole("button", { name: "Add Watermarks" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "Watermarking 1 of 1..." })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Adding Watermarks..." })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Add Watermarks" })).toBeEnabled({ timeout: 60_000 });
    await expect(dialog.getByText("4,000 × 3,000 px")).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download watermarked_IMG_4032.JPG" }).click(),
    ]);
    const meta = await sharp(await savedBytes(download)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 4000, 3000]);
  });
});
