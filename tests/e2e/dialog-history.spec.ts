/**
 * Dialogs and the projects lightbox are steps in the browser history: Back closes them and the page
 * stays (URL, #category, scroll); closing them otherwise leaves no step behind; Forward does not
 * reopen them. A closed, unsent quote form keeps its entries until it is sent or the page is left.
 */
import type { Page } from "@playwright/test";
import { categorySlugByName, projects } from "../../client/src/content/projects";
import { deriveGalleryItems } from "../../client/src/features/gallery/gallery-items";
import { expect, test, toastRegion } from "./fixtures";

const quoteDialog = (page: Page) => page.getByRole("dialog", { name: "Get Your Free Project Estimate" });

/** The home page's closing call to action, well down the page, so the scroll position means something. */
async function openQuoteFromPageEnd(page: Page) {
  await page.getByRole("main").getByRole("button", { name: "Get Free Quote" }).last().click();
  await expect(quoteDialog(page)).toBeVisible();
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function fillValidRequest(page: Page) {
  const dialog = quoteDialog(page);
  await dialog.getByLabel("Full Name *").fill("Maria Santos");
  await dialog.getByLabel("Phone Number *").fill("(416) 555-0142");
  await dialog.getByLabel("Email Address *").fill("maria@example.com");
  await dialog.getByLabel("City *").selectOption({ label: "Other GTA" });
  await dialog.getByLabel("Project Type *").selectOption({ label: "Both Services" });
  await dialog.getByLabel(/I agree to be contacted/).check();
}

test.describe("the quote dialog and the history", () => {
  test("Back closes it on the same page and scroll; the entries and the chosen photo are there on reopening", async ({ page, baseURL }) => {
    await page.goto("/");
    await openQuoteFromPageEnd(page);
    const scrolled = await scrollY(page);
    expect(scrolled).toBeGreaterThan(200);
    await quoteDialog(page).getByLabel("Full Name *").fill("Maria Santos");
    await quoteDialog(page).getByLabel("Project Details").fill("A stamped patio.");
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==", "base64");
    await quoteDialog(page)
      .getByLabel("Upload Photos (Optional)")
      .setInputFiles([{ name: "patio.png", mimeType: "image/png", buffer: png }]);

    await page.goBack();
    await expect(quoteDialog(page)).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(Math.abs((await scrollY(page)) - scrolled)).toBeLessThanOrEqual(2);

    // Forward does not reopen it (recorded in decision 0099).
    await page.goForward();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(quoteDialog(page)).toBeHidden();

    // Back and Forward may load the page afresh: a visitor's tap counts once the page is live.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await openQuoteFromPageEnd(page);
    await expect(quoteDialog(page).getByLabel("Full Name *")).toHaveValue("Maria Santos");
    await expect(quoteDialog(page).getByLabel("Project Details")).toHaveValue("A stamped patio.");
    const chosen = await quoteDialog(page)
      .getByLabel("Upload Photos (Optional)")
      .evaluate((input: HTMLInputElement) => Array.from(input.files ?? []).map((file) => file.name));
    expect(chosen).toEqual(["patio.png"]);
  });

  test("a click on the dimmed page closes it and keeps the entries; Back then leaves the page", async ({ page, baseURL }) => {
    await page.goto("/about");
    await page.goto("/");
    await openQuoteFromPageEnd(page);
    await quoteDialog(page).getByLabel("Full Name *").fill("Maria Santos");
    await page.mouse.click(4, (page.viewportSize()?.height ?? 800) - 4);
    await expect(quoteDialog(page)).toBeHidden();
    await openQuoteFromPageEnd(page);
    await expect(quoteDialog(page).getByLabel("Full Name *")).toHaveValue("Maria Santos");

    // Closed with its button: the dialog's history step is gone, so Back leaves the page.
    await quoteDialog(page).getByRole("button", { name: "Close" }).click();
    await expect(quoteDialog(page)).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/about`);
  });

  test("a link in the form goes to its page, and the entries are gone when the visitor comes back", async ({ page, baseURL }) => {
    await page.goto("/");
    await openQuoteFromPageEnd(page);
    await quoteDialog(page).getByLabel("Full Name *").fill("Maria Santos");
    await quoteDialog(page).getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(`${baseURL}/privacy`);
    await expect(quoteDialog(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");

    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(quoteDialog(page)).toBeHidden();
    await openQuoteFromPageEnd(page);
    await expect(quoteDialog(page).getByLabel("Full Name *")).toHaveValue("");
  });

  test("a sent form is not reopened by Back or Forward, and the next one starts empty", async ({ page, baseURL }) => {
    await page.goto("/about");
    await page.goto("/");
    await openQuoteFromPageEnd(page);
    await fillValidRequest(page);
    await quoteDialog(page).getByRole("button", { name: "Get My 24-Hour Quote" }).click();
    await expect(toastRegion(page).getByText("Quote Request Submitted!")).toBeVisible();
    await expect(quoteDialog(page)).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/about`);
    await page.goForward();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(quoteDialog(page)).toBeHidden();
    await page.goForward();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(quoteDialog(page)).toBeHidden();

    // Back and Forward may load the page afresh: a visitor's tap counts once the page is live.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await openQuoteFromPageEnd(page);
    await expect(quoteDialog(page).getByLabel("Full Name *")).toHaveValue("");
  });
});

test.describe("the projects lightbox and the gallery dialog", () => {
  const project = projects.find((candidate) => candidate.categories.includes("Stamped Concrete"))!;

  test("Back closes the lightbox and keeps /projects, its #category and the scroll", async ({ page, baseURL }) => {
    const hash = `#${categorySlugByName["Stamped Concrete"]}`;
    await page.goto("/about");
    await page.goto(`/projects${hash}`);
    await page.waitForLoadState("networkidle");
    const trigger = page.getByRole("button", { name: project.title, exact: true }).first();
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    const lightbox = page.getByRole("dialog", { name: project.title });
    await expect(lightbox).toBeVisible();
    const scrolled = await scrollY(page);

    await page.goBack();
    await expect(lightbox).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/projects${hash}`);
    await expect(
      page.getByRole("toolbar", { name: "Filter projects by category" }).getByRole("button", { name: "Stamped Concrete" }),
    ).toHaveAttribute("aria-pressed", "true");
    expect(Math.abs((await scrollY(page)) - scrolled)).toBeLessThanOrEqual(2);
    await page.goForward();
    await expect(lightbox).toBeHidden();

    // Closed with its button: no step is left behind.
    await trigger.click();
    await expect(lightbox).toBeVisible();
    await lightbox.getByRole("button", { name: "Close" }).click();
    await expect(lightbox).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/about`);
  });

  test("Back closes the gallery's large view and stays on /gallery", async ({ page, baseURL }) => {
    const item = deriveGalleryItems(projects)[0];
    await page.goto("/gallery");
    await page.getByRole("button", { name: item.title, exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: item.title });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/gallery`);
  });
});
