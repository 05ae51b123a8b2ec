import { expect, test } from "./fixtures";

test.describe("header", () => {
  test("links every section and turns solid after 100 px of scrolling", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-solid", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
  });

  test("links every section from the main navigation", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Services", "/#services"],
      ["Projects", "/projects"],
      ["Gallery", "/gallery"],
      ["Pricing", "/pricing"],
      ["Process", "/#process"],
      ["About", "/about"],
      ["Contact", "/contact"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await nav.getByRole("button", { name: "More" }).click();
    await expect(nav.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    await expect(nav.getByRole("link", { name: "Service Areas" })).toHaveAttribute("href", "/service-areas");
    await expect(header.getByRole("link", { name: "Free Estimate" })).toHaveAttribute("href", "/estimate");
  });

  test("the phone link records a phone-click event", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    const phone = page.locator("header").getByRole("link", { name: "(416) 555-0188" });
    await expect(phone).toHaveAttribute("href", "tel:+14165550188");
    await phone.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
    await phone.click();
    const events = await page.evaluate(() => (window as unknown as { dataLayer: { event: string }[] }).dataLayer);
    expect(events).toContainEqual(expect.objectContaining({ event: "phone_click", location: "header" }));
  });

  test("the header's logo is drawn in the page, named for the brand, with no file to fetch", async ({ page }) => {
    const logoRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/assets\/logo/.test(request.url())) logoRequests.push(request.url());
    });
    await page.goto("/about");
    const header = page.locator("header");
    await expect(header.getByRole("img", { name: "Forma Concrete GTA" })).toBeVisible();
    await expect(header.locator("img")).toHaveCount(0);
    // The footer's logo, far below, is the only one that is a file (loaded lazily).
    expect(logoRequests.filter((url) => !url.includes("logo-light.svg"))).toEqual([]);
  });
});

test.describe("small screens", { tag: "@phone" }, () => {
  test("the menu toggles and lists every section, Projects and Pricing included, FAQ and Service Areas", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link")).toHaveText([
      "Services",
      "Projects",
      "Gallery",
      "Pricing",
      "Process",
      "About",
      "Contact",
      "FAQ",
      "Service Areas",
    ]);
    await expect(menu.getByRole("link", { name: "Projects" })).toHaveAttribute("href", "/projects");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("the bottom bar calls and records the 24h Quote click", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+14165550188");
    await page.getByRole("button", { name: "24h Quote" }).click();
    const events = await page.evaluate(() => (window as unknown as { dataLayer: { event: string }[] }).dataLayer);
    expect(events).toContainEqual(expect.objectContaining({ event: "quote_cta_click", location: "mobile_bar" }));
  });

  test("the bottom bar never covers the end of the page", async ({ page }) => {
    await page.goto("/contact");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastLine = page.locator("footer").getByRole("link", { name: "Terms of Service" });
    const bar = page.getByRole("link", { name: "Call Now" });
    const [lineBox, barBox] = [await lastLine.boundingBox(), await bar.boundingBox()];
    expect(lineBox!.y + lineBox!.height).toBeLessThanOrEqual(barBox!.y);
  });

  test("a focused form field is scrolled clear of the bottom bar", async ({ page }) => {
    await page.goto("/estimate");
    const field = page.getByLabel("Budget Range");
    await field.focus();
    const barTop = (await page.getByRole("link", { name: "Call Now" }).boundingBox())!.y;
    // The page scrolls smoothly: wait for the field to come to rest above the bar.
    await expect
      .poll(async () => {
        const box = (await field.boundingBox())!;
        return box.y + box.height;
      })
      .toBeLessThanOrEqual(barTop);
  });
});

test("the footer has three social links, the service and company links, contact and legal links", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(3);
  for (const href of [
    "/projects#stamped",
    "/projects#broom-finish",
    "/projects",
    "/gallery",
    "/about",
    "/pricing",
    "/faq",
    "/service-areas",
    "/contact",
    "/privacy",
    "/terms",
  ]) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(footer).toContainText("Fully insured with WSIB");
  await expect(footer).toContainText("Licensed & bonded");
  await expect(footer.getByRole("link", { name: "estimates@formaconcretegta.ca" })).toHaveAttribute("href", "mailto:estimates@formaconcretegta.ca");
});
