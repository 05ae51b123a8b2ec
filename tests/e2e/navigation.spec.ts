/**
 * Every section is reachable from every page on every width: the header's links and More group on
 * desktop, the menu on phones, and the 404 page inside the same layout.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";

const homeHeading = /stamped and broom finish concrete/i;

/** Each section of the site, where its link leads and the page heading that shows it opened. */
const sections = [
  { label: "Services", url: /\/#services$/, heading: homeHeading, inMore: false },
  { label: "Projects", url: /\/projects$/, heading: "Concrete Projects Across Toronto & the GTA", inMore: false },
  { label: "Gallery", url: /\/gallery$/, heading: "Our Concrete Work, Up Close", inMore: false },
  { label: "Pricing", url: /\/pricing$/, heading: "Concrete Pricing Guide", inMore: false },
  { label: "Process", url: /\/#process$/, heading: homeHeading, inMore: false },
  { label: "About", url: /\/about$/, heading: "A Toronto family crew that does two finishes, properly", inMore: false },
  { label: "Contact", url: /\/contact$/, heading: "Let's talk about your project", inMore: false },
  { label: "FAQ", url: /\/faq$/, heading: "Frequently Asked Questions", inMore: true },
  { label: "Service Areas", url: /\/service-areas$/, heading: "Concrete work across Toronto and the GTA", inMore: true },
];

const startPages = ["/", "/service-areas/toronto", "/faq", "/no-such-page"];

/** Follows a section's link the way a visitor on this device would: header, More group or phone menu. */
async function followSection(page: Page, isMobile: boolean, section: (typeof sections)[number]) {
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: section.label, exact: true }).click();
    return;
  }
  const nav = page.getByRole("navigation", { name: "Main" });
  if (section.inMore) await nav.getByRole("button", { name: "More" }).click();
  await nav.getByRole("link", { name: section.label, exact: true }).click();
}

for (const start of startPages) {
  test(`every section is reachable from ${start}`, async ({ page, isMobile }) => {
    test.setTimeout(90_000);
    for (const section of sections) {
      await test.step(section.label, async () => {
        await page.goto(start);
        await followSection(page, isMobile, section);
        await expect(page).toHaveURL(section.url);
        await expect(page.getByRole("heading", { level: 1, name: section.heading })).toBeVisible();
        const hash = section.label === "Services" ? "#services" : section.label === "Process" ? "#process" : null;
        if (hash) await expect(page.locator(hash)).toBeInViewport();
      });
    }
  });
}

test.describe("wide screens", { tag: "@desktop" }, () => {
  test("the More group works by keyboard and closes on Escape, Tab away and a click outside", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const more = nav.getByRole("button", { name: "More" });
    // Located by address: a role query skips hidden links, and "hidden" is what is checked here.
    const faq = nav.locator('a[href="/faq"]');
    const areas = nav.locator('a[href="/service-areas"]');
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(areas).toBeHidden();

    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(areas).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(faq).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(areas).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(areas).toBeHidden();
    await expect(more).toBeFocused();

    // Arrow Down on the closed button opens it at its first link; Tab reaches the links too.
    await page.keyboard.press("ArrowDown");
    await expect(faq).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(areas).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(more).toHaveAttribute("aria-expanded", "false");

    await more.click();
    await expect(areas).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(areas).toBeHidden();

    await more.focus();
    await page.keyboard.press("Enter");
    await expectNoAxeViolations(page, "header");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/service-areas$/);
    await expect(more).toHaveAttribute("aria-expanded", "false");
  });

  for (const width of [1024, 1280, 1440]) {
    test(`the header fits on one line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about");
      const boxes = await page.evaluate(() => {
        const row = document.querySelector("header > div")!;
        const items = [
          row.querySelector('a[aria-label$="home"]')!,
          ...row.querySelectorAll('nav[aria-label="Main"] > ul > li'),
          row.querySelector('a[href^="tel:"]')!,
          row.querySelector('a[href="/estimate"]')!,
        ];
        return items.map((item) => {
          const box = item.getBoundingClientRect();
          return { text: item.textContent, left: box.left, right: box.right, height: box.height };
        });
      });
      expect(boxes).toHaveLength(11);
      for (const [index, box] of boxes.entries()) {
        expect(box.height, `${box.text} on one line`).toBeLessThanOrEqual(40);
        if (index > 0) expect(box.left, `${box.text} clear of ${boxes[index - 1].text}`).toBeGreaterThanOrEqual(boxes[index - 1].right + 8);
      }
      expect(boxes.at(-1)!.right).toBeLessThanOrEqual(width - 16);
      await expect(page.getByRole("link", { name: "(416) 555-0188" }).first()).toBeVisible();
    });
  }
});

test.describe("small screens", { tag: "@phone" }, () => {
  test("the menu lists every section with large targets, a call link and Free Estimate; Escape closes it", async ({ page }) => {
    await page.goto("/faq");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const links = menu.getByRole("link");
    await expect(links).toHaveText(sections.map((section) => section.label));
    await expect(menu.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    for (const box of await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().height))) {
      expect(box).toBeGreaterThanOrEqual(44);
    }
    const panel = page.locator("#mobile-menu");
    await expect(panel.getByRole("link", { name: "Call (416) 555-0188" })).toHaveAttribute("href", "tel:+14165550188");
    await expect(panel.getByRole("link", { name: "Free Estimate" })).toHaveAttribute("href", "/estimate");
    // The page behind stays put while the menu covers it.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

    // A tap on the dimmed page closes it too.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(menu).toBeHidden();
  });

  test("the menu's Free Estimate button opens the estimate page", async ({ page }) => {
    await page.goto("/no-such-page");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Free Estimate" }).click();
    await expect(page).toHaveURL(/\/estimate$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test.describe("the 404 page", () => {
  for (const path of ["/no-such-page", "/projects/nope/deeper", "/service-areas/nope"]) {
    test(`${path} answers 404 inside the site's layout`, async ({ page, request }) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(404);
      const html = await answer.text();
      expect(html).toContain("404 Page Not Found");
      expect(html).toContain('aria-label="Main"');
      expect(html).toContain("<footer");
      expect(html).toMatch(/<meta name="robots" content="noindex/);

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
      await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Forma Concrete home" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const main = page.getByRole("main");
      for (const [name, href] of [
        ["Home", "/"],
        ["Projects", "/projects"],
        ["Gallery", "/gallery"],
        ["Pricing", "/pricing"],
        ["Service Areas", "/service-areas"],
        ["Contact", "/contact"],
        ["Get a Free Estimate", "/estimate"],
      ]) {
        await expect(main.getByRole("link", { name: new RegExp(`^${name}\\b`) }).first()).toHaveAttribute("href", href);
      }
    });
  }

  test("its links lead on: Free Estimate opens the estimate page", async ({ page }) => {
    await page.goto("/no-such-page");
    await page.getByRole("main").getByRole("link", { name: "Get a Free Estimate" }).click();
    await expect(page).toHaveURL(/\/estimate$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
