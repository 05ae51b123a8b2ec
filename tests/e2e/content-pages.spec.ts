import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";

const contentPages = [
  { path: "/pricing", heading: "Concrete Pricing Guide" },
  { path: "/faq", heading: "Frequently Asked Questions" },
  { path: "/about", heading: "A Toronto family crew that does two finishes, properly" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Service" },
];

/**
 * The fixed header turns white after 100 px of scrolling, with a colour transition; axe must not
 * measure it half-way (white links on a half-white header).
 */
async function waitForSettledHeader(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector("header");
    if (!header) return true;
    const expected = window.scrollY > 100 ? "rgb(255, 255, 255)" : "rgba(0, 0, 0, 0)";
    return getComputedStyle(header).backgroundColor === expected;
  });
  // The links' own colour transition is shorter than the header's.
  await page.waitForTimeout(100);
}

async function metaDescription(page: Page): Promise<string> {
  return (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
}

test.describe("page titles and descriptions", () => {
  for (const { path, heading } of contentPages) {
    test(`${path} has its own heading, title and description`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/Forma Concrete/);
      const title = await page.title();
      expect(title.length).toBeLessThanOrEqual(65);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      const description = await metaDescription(page);
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);
    });
  }

  test("every content page has a different title and description", async ({ page }) => {
    const seen = new Set<string>();
    for (const { path, heading } of contentPages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).not.toHaveTitle("");
      seen.add(await page.title());
      seen.add(await metaDescription(page));
    }
    expect(seen.size).toBe(contentPages.length * 2);
  });
});

test.describe("pricing", () => {
  test("shows the two indicative ranges, the cost factors, the extras and the quote process", async ({ page }) => {
    await page.goto("/pricing");
    const broom = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Basic Broom Finish" }) });
    const stamped = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Premium Stamped Concrete" }) });
    await expect(broom).toContainText("$8-$12 per sq ft");
    await expect(stamped).toContainText("$12-$18 per sq ft");

    for (const factor of ["Square Footage", "Surface Preparation", "Finish Level", "Pattern & Texture Elements", "Site Conditions", "Timeline"]) {
      await expect(page.getByRole("heading", { level: 3, name: factor })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Included in every quote" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Possible extra costs" })).toBeVisible();
    for (const step of ["Submit Details", "Site Assessment", "Detailed Quote", "Project Planning"]) {
      await expect(page.getByRole("heading", { level: 3, name: step })).toBeVisible();
    }

    await expect(page.getByRole("link", { name: "Contact Us for a Quote" })).toHaveAttribute("href", "/contact");
    const whatsapp = page.getByRole("link", { name: /WhatsApp Us/ });
    await expect(whatsapp).toHaveAttribute("href", "https://wa.me/14165550188");
    await expect(whatsapp).toHaveAttribute("target", "_blank");
  });

  test("the calculator gives a CAD range, with the small-project minimum under 200 sq ft", async ({ page }) => {
    await page.goto("/pricing");
    const area = page.getByLabel("Area in square feet");
    const result = page.locator('output[aria-live="polite"]');
    await expect(result).toContainText("Enter the area in square feet");

    await area.fill("500");
    await expect(page.getByRole("radio", { name: /Stamped Concrete/ })).toBeChecked();
    await expect(result).toContainText("$6,000 – $9,000");
    await expect(result).toContainText("500 sq ft of stamped concrete");
    await expect(result).not.toContainText("Projects under 200 sq ft");

    await page.getByRole("radio", { name: /Broom Finish/ }).check();
    await expect(result).toContainText("$4,000 – $6,000");

    await area.fill("100");
    await expect(result).toContainText("$1,600 – $2,400");
    await expect(result).toContainText("Projects under 200 sq ft may cost more per sq ft");
    await expect(result).toContainText("minimum charge");

    await area.fill("0");
    await expect(result).not.toContainText("$");
    await expect(page.getByText("Enter the area as a number of square feet above 0.")).toBeVisible();
    await expect(area).toHaveAttribute("aria-invalid", "true");

    await area.fill("");
    await expect(result).toContainText("Enter the area in square feet");
    await expect(area).not.toHaveAttribute("aria-invalid", "true");

    await expect(page.getByRole("link", { name: "Get an Exact Estimate" })).toHaveAttribute("href", "/estimate");
  });
});

test.describe("faq", () => {
  test("renders every answer, collapsed, in the five categories", async ({ page }) => {
    await page.goto("/faq");
    for (const category of ["General Questions", "Polished Concrete", "Decorative Concrete", "Process & Installation", "Pricing & Quotes"]) {
      await expect(page.getByRole("heading", { level: 2, name: category })).toBeVisible();
    }
    const questions = page.locator("[data-faq-trigger]");
    await expect(questions).toHaveCount(25);
    await expect(page.locator('[data-faq-trigger][aria-expanded="true"]')).toHaveCount(0);
    const answers = page.locator('[role="region"][hidden]');
    await expect(answers).toHaveCount(25);

    const text = (await answers.allTextContents()).join("\n");
    expect(text).toContain("Toronto, Mississauga, Vaughan, Markham, Richmond Hill, Oakville, Brampton, Etobicoke, Scarborough and North York");
    expect(text).toContain("3-5 days");
    expect(text).toContain("5-year workmanship warranty");
    expect(text).toContain("under 200 sq ft");
    expect(text).toContain("may be higher");
    expect(text).toContain("A deposit is typically required");
    expect(text).toContain("balance on completion");
    expect(text).toContain("full traffic 24-48 hours after completion");
    expect(text).toContain("work year-round indoors");

    await expect(page.getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: /Call \(416\) 555-0188/ }).first()).toHaveAttribute("href", "tel:+14165550188");
  });

  test("only one question is open at a time", async ({ page }) => {
    await page.goto("/faq");
    const areas = page.getByRole("button", { name: "Which areas do you serve?" });
    const payment = page.getByRole("button", { name: "How does payment work?" });

    await areas.click();
    await expect(areas).toHaveAttribute("aria-expanded", "true");
    const areasAnswer = page.locator(`#${await areas.getAttribute("aria-controls")}`);
    await expect(areasAnswer).toBeVisible();
    await expect(areasAnswer).toContainText("Mississauga");
    await expect(page.getByRole("region", { name: "Which areas do you serve?" })).toBeVisible();

    await payment.click();
    await expect(payment).toHaveAttribute("aria-expanded", "true");
    await expect(areas).toHaveAttribute("aria-expanded", "false");
    await expect(areasAnswer).toBeHidden();
    await expect(page.getByRole("region", { name: "How does payment work?" })).toContainText("A deposit is typically required");
    await expect(page.locator('[data-faq-trigger][aria-expanded="true"]')).toHaveCount(1);

    await payment.click();
    await expect(payment).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('[data-faq-trigger][aria-expanded="true"]')).toHaveCount(0);
  });

  test("works with the keyboard", async ({ page }) => {
    await page.goto("/faq");
    const first = page.getByRole("button", { name: "Which areas do you serve?" });
    const second = page.getByRole("button", { name: "How long does a typical project take?" });
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: "How long does a typical project take?" })).toContainText("3-5 days");
    await page.keyboard.press("End");
    await expect(page.getByRole("button", { name: "What's included in the price?" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(first).toBeFocused();
  });
});

test.describe("about, privacy and terms", () => {
  test("about tells the story, values, process and credentials, with links to contact and gallery", async ({ page }) => {
    await page.goto("/about");
    for (const heading of [
      "Built on two finishes and a lot of Toronto winters",
      "What we care about on every job",
      "Four steps from first call to finished concrete",
      "Covered, insured and accountable",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("main")).toContainText("family-run");
    for (const step of ["Consultation", "Design & Quote", "Installation", "Handover"]) {
      await expect(page.getByRole("heading", { level: 3, name: step, exact: true })).toBeVisible();
    }
    for (const credential of ["WSIB coverage", "Liability insurance", "Licensed and bonded", "5-year workmanship warranty"]) {
      await expect(page.getByRole("heading", { level: 3, name: credential })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Browse the Gallery" })).toHaveAttribute("href", "/gallery");
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute("href", "/contact");
  });

  test("the privacy policy shows its date and a working table of contents", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByText("Last updated: August 2024")).toBeVisible();
    const contents = page.getByRole("navigation", { name: "Contents" });
    for (const heading of ["Information We Collect", "Cookies", "Third-Party Services", "Data Retention", "Children's Privacy", "Contact Us"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeAttached();
      await expect(contents.getByRole("link", { name: heading })).toBeVisible();
    }
    await contents.getByRole("link", { name: "Data Retention" }).click();
    await expect(page).toHaveURL(/#data-retention$/);
    await expect(page.getByRole("heading", { level: 2, name: "Data Retention" })).toBeInViewport();
    await expect(page.getByRole("link", { name: "estimates@formaconcretegta.ca" }).first()).toHaveAttribute(
      "href",
      "mailto:estimates@formaconcretegta.ca",
    );
  });

  test("the terms show the quote validity, warranty, Ontario law and the one-year limit", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByText("Last updated: August 2024")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText("a quote is valid for 30 days");
    await expect(main).toContainText("We warrant our workmanship for 5 years");
    await expect(main).toContainText("governed by the laws of the Province of Ontario");
    await expect(main).toContainText("must be started within one year of the completion of the project");
    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect(contents.getByRole("link")).toHaveCount(13);
    await expect(contents.getByRole("link", { name: "Workmanship Warranty" })).toHaveAttribute("href", "#workmanship-warranty");
  });
});

// Each page as it loads is checked by accessibility.spec.ts (every public route); these are the
// states a page reaches only by use.
test.describe("accessibility", () => {
  test("/faq with a question open has no axe violations", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("button", { name: "Do you offer a warranty?" }).click();
    await expect(page.getByRole("region", { name: "Do you offer a warranty?" })).toBeVisible();
    await waitForSettledHeader(page);
    await expectNoAxeViolations(page);
  });

  test("/pricing with a calculated range has no axe violations", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByLabel("Area in square feet").fill("150");
    await expect(page.locator('output[aria-live="polite"]')).toContainText("Projects under 200 sq ft");
    await waitForSettledHeader(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("the services are described the same everywhere", () => {
  /** Claims that the business does nothing but stamped and broom finish (it also polishes and repairs). */
  const onlyClaim = /all we do|exclusively|nothing but|(only|just) (do |offer |pour |install )?(stamped|broom)/i;

  for (const path of [
    "/",
    "/about",
    "/service-areas",
    "/service-areas/toronto",
    "/service-areas/vaughan",
    "/gallery",
    "/projects",
    "/pricing",
    "/faq",
    "/terms",
  ]) {
    test(`${path} does not claim stamped and broom finish are all we do`, async ({ page }) => {
      await page.goto(path);
      const text = await page.locator("body").innerText();
      expect(text).not.toMatch(onlyClaim);
    });
  }

  test("a city page names the other two services too", async ({ page }) => {
    await page.goto("/service-areas/toronto");
    const reasons = page.getByRole("heading", { name: /Why Toronto homeowners choose/ }).locator("..");
    await expect(reasons).toContainText("Stamped and broom finish specialists");
    await expect(reasons).toContainText("polish floors and repair and restore");
  });

  test("the terms list the four services by their project names", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("main")).toContainText("Stamped Concrete, Broom Finish, Polished Concrete, and Repair & Restoration");
  });
});
