/**
 * The owner's design catalogue at phone and desktop widths: reached from the admin navigation, a
 * pattern added with a photo of its sample (shown back as the card's swatch), a file that is not an
 * image refused under the swatch field in the server's words, an entry renamed, retired and restored.
 * `CATALOGUE_SHOTS_DIR=<dir>` keeps a screenshot of each width.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { catalogueEntryMessages } from "../../shared/design-catalogue-entry";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";

/** A stamped-concrete-like sample: a warm grey with a darker grid, as a phone photo of a sample board would be. */
async function samplePhoto(): Promise<Buffer> {
  const lines = Array.from({ length: 6 }, (_, i) => `<rect x="0" y="${i * 100}" width="800" height="6" fill="#5a4a3a"/>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#b8a48c"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** With CATALOGUE_SHOTS_DIR set, a full-page screenshot of this step. */
async function shot(page: Page, project: string, step: string) {
  const dir = process.env.CATALOGUE_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${project}-${step}.png`), fullPage: true });
}

async function expectNoSidewaysScroll(page: Page) {
  const excess = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(excess, "sideways scroll").toBeLessThanOrEqual(0);
}

test("the owner adds a pattern with its swatch, renames it, retires and restores it", async ({ adminPage: page, allowConsoleError }, testInfo) => {
  const project = testInfo.project.name;
  const stamp = Date.now().toString(36);
  const name = `Ashlar Slate ${project} ${stamp}`;

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Catalogue" }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue$/);
  await expect(page.getByRole("heading", { name: "Design Catalogue", level: 1 })).toBeVisible();

  const add = page.getByRole("region", { name: "Add an entry" });
  // A file that is only named like a photo: the server's message appears under the swatch field.
  allowConsoleError(/status of 400/);
  await add.getByLabel("Kind").selectOption({ label: "Pattern" });
  await add.getByLabel("Name", { exact: true }).fill(`Not a photo ${project} ${stamp}`);
  await add.getByLabel("Swatch image").setInputFiles({ name: "sample.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just words\n".repeat(50)) });
  await add.getByRole("button", { name: "Add to catalogue" }).click();
  await expect(add.getByText(catalogueEntryMessages.swatchNotImage)).toBeVisible();
  await expect(add.getByLabel("Swatch image")).toHaveAttribute("aria-invalid", "true");
  await shot(page, project, "1-refused");

  // The real photo, previewed before it is sent.
  await add.getByLabel("Name", { exact: true }).fill(name);
  await add.getByLabel("Maker").fill("Brickform");
  await add.getByLabel("Code").fill("FC-100");
  await add.getByLabel("Swatch image").setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await samplePhoto() });
  await expect(add.getByRole("img", { name: `Swatch of ${name}` })).toBeVisible();
  // The server's message goes once another file is chosen.
  await expect(add.getByText(catalogueEntryMessages.swatchNotImage)).toHaveCount(0);
  await add.getByRole("button", { name: "Add to catalogue" }).click();

  const patterns = page.getByRole("region", { name: /^Patterns/ });
  const card = patterns.getByTestId("catalogue-entry").filter({ hasText: name });
  await expect(card).toContainText("Brickform · FC-100");
  const swatch = card.getByRole("img", { name });
  await expect(swatch).toBeVisible();
  await expect.poll(() => swatch.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(480);
  // The form is fresh for the next entry, keeping the kind.
  await expect(add.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(add.getByLabel("Kind")).toHaveValue("pattern");

  // Renamed in place; the focus goes back to the card's Edit button.
  const renamed = `${name} (grey)`;
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  const editor = patterns.getByTestId("catalogue-entry").filter({ has: page.getByRole("heading", { name: `Edit ${name}` }) });
  await expect(editor.getByLabel("Name", { exact: true })).toBeFocused();
  await shot(page, project, "2-editing");
  await editor.getByLabel("Name", { exact: true }).fill(renamed);
  await editor.getByRole("button", { name: `Save ${name}` }).click();
  const renamedCard = patterns.getByTestId("catalogue-entry").filter({ hasText: renamed });
  await expect(renamedCard.getByRole("img", { name: renamed })).toBeVisible();

  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, "main");
  await shot(page, project, "3-catalogue");

  // Retired: still listed, marked, and it can come back.
  await renamedCard.getByRole("button", { name: `Retire ${renamed}` }).click();
  await expect(renamedCard.getByText("Retired", { exact: true })).toBeVisible();
  await shot(page, project, "4-retired");
  await expectNoAxeViolations(page, "main");
  await renamedCard.getByRole("button", { name: `Restore ${renamed}` }).click();
  await expect(renamedCard.getByText("Retired", { exact: true })).toHaveCount(0);
  await expect(renamedCard.getByRole("button", { name: `Retire ${renamed}` })).toBeVisible();
});
