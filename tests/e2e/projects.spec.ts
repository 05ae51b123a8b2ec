import type { Page } from "@playwright/test";
import { categorySlugByName, categorySlugs, projects, projectsByCategory, projectsForSlug } from "../../client/src/content/projects";
import { projectCategories } from "../../client/src/content/types";
import { listSizes } from "../../shared/business";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";

const filters = () => ["All", ...projectCategories];

function filterButton(page: Page, name: string) {
  return page.getByRole("toolbar", { name: "Filter projects by category" }).getByRole("button", { name, exact: true });
}

async function expectSelected(page: Page, name: string) {
  for (const filter of filters()) {
    await expect(filterButton(page, filter)).toHaveAttribute("aria-pressed", filter === name ? "true" : "false");
  }
}

/** Waits until the page has hydrated (the filters respond only then). */
async function openProjects(page: Page, hash = "") {
  await page.goto(`/projects${hash}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

const multiImage = projects.find((project) => project.images.length === 3)!;
const singleImage = projects.find((project) => project.images.length === 1)!;

test.describe("/projects filters and the URL hash", () => {
  test("All shows every category with up to 6 projects and a View all link", async ({ page }) => {
    await openProjects(page);
    await expectSelected(page, "All");
    for (const category of projectCategories) {
      const slug = categorySlugByName[category];
      const section = page.locator(`section#${slug}`);
      await expect(section.getByRole("heading", { level: 2, name: category, exact: true })).toBeVisible();
      await expect(section.getByRole("article")).toHaveCount(Math.min(listSizes.projectsPerCategoryOnAll, projectsByCategory(category).length));
      await expect(section.getByRole("link", { name: `View all ${category} Projects` })).toHaveAttribute("href", `/projects/${slug}`);
    }
    await page.getByRole("link", { name: "View all Stamped Concrete Projects" }).click();
    await expect(page).toHaveURL(/\/projects\/stamped$/);
    await expect(page.getByRole("heading", { level: 1, name: "Stamped Concrete Projects" })).toBeVisible();
  });

  test("a hash on load selects its category and shows all of its projects", async ({ page }) => {
    await openProjects(page, "#broom-finish");
    await expectSelected(page, "Broom Finish");
    await expect(page.locator("section#broom-finish").getByRole("article")).toHaveCount(projectsByCategory("Broom Finish").length);
    await expect(page.locator("section#stamped")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^View all/ })).toHaveCount(0);
    await expect(page.locator("section#broom-finish h2")).toBeInViewport();
  });

  test("choosing a filter pushes its hash, All resets to /projects, Back and hash changes follow", async ({ page, baseURL }) => {
    await openProjects(page);
    await filterButton(page, "Stamped Concrete").click();
    await expect(page).toHaveURL(`${baseURL}/projects#stamped`);
    await expectSelected(page, "Stamped Concrete");
    await expect(page.locator("main section[id]")).toHaveCount(1);
    await expect(page.locator("section#stamped").getByRole("article")).toHaveCount(projectsByCategory("Stamped Concrete").length);

    await filterButton(page, "Repair & Restoration").click();
    await expect(page).toHaveURL(`${baseURL}/projects#repair-restoration`);
    await expectSelected(page, "Repair & Restoration");

    await filterButton(page, "All").click();
    await expect(page).toHaveURL(`${baseURL}/projects`);
    await expectSelected(page, "All");
    await expect(page.locator("main section[id]")).toHaveCount(projectCategories.length);

    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/projects#repair-restoration`);
    await expectSelected(page, "Repair & Restoration");

    await page.evaluate(() => {
      window.location.hash = "polished";
    });
    await expectSelected(page, "Polished Concrete");
    await expect(page.locator("section#polished")).toBeVisible();
  });

  test("the filter toolbar works from the keyboard", async ({ page }) => {
    await openProjects(page);
    await filterButton(page, "All").focus();
    await page.keyboard.press("ArrowRight");
    await expect(filterButton(page, "Stamped Concrete")).toBeFocused();
    await page.keyboard.press("End");
    await expect(filterButton(page, "Repair & Restoration")).toBeFocused();
    await page.keyboard.press("Enter");
    await expectSelected(page, "Repair & Restoration");
    await expect(page).toHaveURL(/#repair-restoration$/);
  });
});

test.describe("project cards and the lightbox", () => {
  test("a card shows its photo, title, location, description and tags", async ({ page }) => {
    await openProjects(page, `#${categorySlugByName[multiImage.categories[0]]}`);
    const card = page.locator("article", { has: page.getByRole("button", { name: multiImage.title, exact: true }) }).first();
    await expect(card.getByRole("img", { name: multiImage.alt })).toBeVisible();
    if (multiImage.location) await expect(card).toContainText(multiImage.location);
    const tags = card.getByRole("list", { name: "Tags" }).getByRole("listitem");
    await expect(tags).toHaveText([...multiImage.categories.slice(0, 2), multiImage.type === "residential" ? "Residential" : "Commercial"]);
  });

  test("opens, steps with wrap-around by button and keyboard, and closes", async ({ page }) => {
    await openProjects(page, `#${categorySlugByName[multiImage.categories[0]]}`);
    const trigger = page.getByRole("button", { name: multiImage.title, exact: true }).first();
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: multiImage.title });
    await expect(dialog).toBeVisible();
    if (multiImage.location) await expect(dialog).toContainText(multiImage.location);
    await expect(dialog.getByText("Image 1 of 3")).toBeVisible();
    const photo = dialog.locator("img");
    await expect(photo).toHaveAttribute("src", new RegExp(`/${multiImage.images[0]}-`));

    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog.getByText("Image 2 of 3")).toBeVisible();
    await expect(photo).toHaveAttribute("src", new RegExp(`/${multiImage.images[1]}-`));
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect(dialog.getByText("Image 3 of 3")).toBeVisible();
    await expect(photo).toHaveAttribute("src", new RegExp(`/${multiImage.images[2]}-`));
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog.getByText("Image 1 of 3")).toBeVisible();

    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText("Image 3 of 3")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText("Image 1 of 3")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText("Image 2 of 3")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // Opens again at the first photo; the close button closes it.
    await trigger.press("Enter");
    await expect(dialog.getByText("Image 1 of 3")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a single-photo project has no previous/next buttons", async ({ page }) => {
    await openProjects(page, `#${categorySlugByName[singleImage.categories[0]]}`);
    await page.getByRole("button", { name: singleImage.title, exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: singleImage.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Image 1 of 1")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Previous image" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Next image" })).toHaveCount(0);
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText("Image 1 of 1")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the closing call to action offers a quote and a call", async ({ page }) => {
    await openProjects(page);
    await expect(page.getByRole("link", { name: /Call \(416\) 555-0188/ }).last()).toHaveAttribute("href", "tel:+14165550188");
    await page.getByRole("button", { name: "Get Free Quote" }).click();
    await expect(page.getByRole("dialog", { name: "Get Your Free Project Estimate" })).toBeVisible();
  });
});

test.describe("/projects/{category}", () => {
  test("shows the breadcrumb, description, every project, related links and no pagination", async ({ page }) => {
    await page.goto("/projects/stamped");
    await expect(page).toHaveTitle("Stamped Concrete Projects | Toronto & GTA | Forma Concrete");
    await expect(page.getByRole("heading", { level: 1, name: "Stamped Concrete Projects" })).toBeVisible();

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "/Projects", "/Stamped Concrete"]);
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Projects" })).toHaveAttribute("href", "/projects");
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText("Stamped Concrete");

    await expect(page.getByText("Stamped concrete driveways, patios, walkways and pool decks in patterns")).toBeVisible();
    const count = projectsForSlug("stamped").length;
    expect(count).toBeLessThanOrEqual(listSizes.categoryPageSize);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(count);
    await expect(page.getByRole("button", { name: /^Previous$/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Next$/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Page 1" })).toHaveCount(0);

    await expect(page.getByRole("link", { name: /Polished Concrete Projects/ })).toHaveAttribute("href", "/projects/polished");
    await expect(page.getByRole("link", { name: /Broom Finish Projects/ })).toHaveAttribute("href", "/projects/broom-finish");
    await page.getByRole("link", { name: /Broom Finish Projects/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Broom Finish Projects" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Repair & Restoration Projects/ })).toHaveAttribute("href", "/projects/repair-restoration");
  });

  test("each slug has its own title and projects; residential links to the four services", async ({ page }) => {
    for (const [slug, name] of Object.entries(categorySlugs)) {
      await page.goto(`/projects/${slug}`);
      await expect(page).toHaveTitle(`${name} Projects | Toronto & GTA | Forma Concrete`);
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(projectsForSlug(slug).length);
    }
    await page.goto("/projects/residential");
    for (const category of projectCategories) {
      await expect(page.getByRole("link", { name: new RegExp(`${category} Projects`) })).toHaveAttribute(
        "href",
        `/projects/${categorySlugByName[category]}`,
      );
    }
  });

  test("the lightbox works on a category page", async ({ page }) => {
    const slug = categorySlugByName[multiImage.categories[0]];
    await page.goto(`/projects/${slug}`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: multiImage.title, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: multiImage.title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText("Image 2 of 3")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("on a phone, upright or sideways, the whole caption is shown beside a photo that still has room @phone", async ({ page }) => {
    const longest = [...projects].sort((a, b) => b.shortDescription.length - a.shortDescription.length)[0];
    await page.goto(`/projects/${categorySlugByName[longest.categories[0]]}`);
    await page.waitForLoadState("networkidle");
    for (const [width, height] of [
      [390, 844],
      [360, 640],
      [640, 360],
      [844, 390],
    ]) {
      await page.setViewportSize({ width, height });
      await page.getByRole("button", { name: longest.title, exact: true }).first().click();
      const dialog = page.getByRole("dialog", { name: longest.title });
      await expect(dialog).toBeVisible();
      const description = dialog.getByText(longest.shortDescription);
      for (const part of [dialog.getByRole("heading", { name: longest.title }), dialog.getByText(longest.location!), description]) {
        await expect(part, `${width}x${height}`).toBeInViewport({ ratio: 1 });
      }
      // Not clamped, and its box does not scroll: every line is on screen.
      const clipped = await description.evaluate((paragraph) => {
        const box = paragraph.parentElement!;
        return paragraph.scrollHeight > paragraph.clientHeight + 1 || box.scrollHeight > box.clientHeight + 1;
      });
      expect(clipped, `${width}x${height}`).toBe(false);
      const photo = await dialog.locator("img").boundingBox();
      expect(photo!.height, `${width}x${height}`).toBeGreaterThan(150);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });

  test("an unknown category shows Category Not Found with a way back", async ({ page }) => {
    await page.goto("/projects/nope");
    await expect(page.getByRole("heading", { level: 1, name: "Category Not Found" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const back = page.getByRole("link", { name: "Back to Projects" });
    await expect(back).toHaveAttribute("href", "/projects");
    await page.waitForLoadState("networkidle");
    await back.click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("toolbar", { name: "Filter projects by category" })).toBeVisible();
  });
});

// /projects and its category pages as they load are checked by accessibility.spec.ts (every public route).
test.describe("accessibility", () => {
  test("the open lightbox has no axe violations", async ({ page }) => {
    await openProjects(page, `#${categorySlugByName[multiImage.categories[0]]}`);
    await page.getByRole("button", { name: multiImage.title, exact: true }).first().click();
    await expect(page.getByRole("dialog", { name: multiImage.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
