import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";

test("the home page shows the hero, trust tiles, services, why-choose, process and service areas", async ({ page, isMobile }) => {
  await page.goto("/");
  await expect(page.getByText("stamped and broom finish specialists", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "expert stamped and broom finish concrete" })).toBeVisible();
  await expect(page.getByRole("button", { name: isMobile ? "Get Free Estimate" : "Get Free Project Estimate" })).toBeVisible();
  const whatsapp = page.getByRole("link", { name: isMobile ? "WhatsApp Photos" : "WhatsApp Project Photos" });
  await expect(whatsapp).toHaveAttribute("href", "https://wa.me/14165550188");
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  for (const tile of ["Fully Insured", "5-Year Warranty", "Dust-Free Process", "24hr Response"]) {
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  }
  const services = page.locator("#services");
  await expect(services.locator('a[href="/projects#stamped"]')).toBeVisible();
  await expect(services.locator('a[href="/projects#broom-finish"]')).toBeVisible();
  // Specialists in two finishes who also polish and repair: the other two services, by the names /projects uses.
  await expect(services.getByRole("link", { name: "Polished Concrete", exact: true })).toHaveAttribute("href", "/projects/polished");
  await expect(services.getByRole("link", { name: "Repair & Restoration", exact: true })).toHaveAttribute("href", "/projects/repair-restoration");
  await expect(page.getByRole("heading", { name: "Why Choose Forma Concrete" })).toBeVisible();
  for (const reason of ["Professional Grade Materials", "Quick Turnaround", "Guaranteed Quality"]) {
    await expect(page.getByRole("heading", { name: reason })).toBeVisible();
  }
  const process = page.locator("#process");
  await expect(process.getByRole("heading", { name: "From Vision to Reality in 5 Steps" })).toBeVisible();
  await expect(process.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(5);
  for (const step of ["Initial Consultation", "Planning & Prep", "Site Preparation", "Professional Installation", "Final Handover"]) {
    await expect(process.getByRole("heading", { name: step })).toBeVisible();
  }
  for (const claim of ["3-5 Day Completion", "Fully Insured & Bonded", "Satisfaction Guaranteed"]) {
    await expect(process.getByText(claim)).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Serving Toronto & Greater Toronto Area" })).toBeVisible();
  for (const slug of [
    "toronto",
    "mississauga",
    "vaughan",
    "markham",
    "richmond-hill",
    "oakville",
    "brampton",
    "etobicoke",
    "scarborough",
    "north-york",
  ]) {
    await expect(page.locator(`a[href="/service-areas/${slug}"]`).first()).toBeVisible();
  }
});

test("the hero image is the page's self-hosted main image, loaded at once", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("section").first().locator("img");
  // Painted first from its inline preview; the full variant only refines it (decision 0145).
  await expect(hero).toHaveAttribute("data-main-image", "");
  await expect(hero).toHaveAttribute("fetchpriority", "low");
  await expect(hero).toHaveAttribute("loading", "eager");
  expect(await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(new URL(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname).toMatch(
    /^\/api\/assets\/hero-stamped-patio-\d+\.(avif|webp)$/,
  );
});

test("the quote dialog opens from the hero, is accessible, and closes", async ({ page, isMobile }) => {
  await page.goto("/");
  await page.getByRole("button", { name: isMobile ? "Get Free Estimate" : "Get Free Project Estimate" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Your Free Project Estimate" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("24 hours");
  await expect(dialog.getByLabel("Full Name *")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
