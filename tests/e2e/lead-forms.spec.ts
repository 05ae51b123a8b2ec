/**
 * What the three lead forms share: one list of cities, the city a visitor came from, the optional
 * address, the calculator's hand-off to /estimate, confirmations that come into view, and photo
 * uploads that show their progress and can be cancelled.
 */
import type { Page } from "@playwright/test";
import { cityChoices } from "@shared/service-cities";
import { fillEstimate } from "./estimate-entries";
import { expect, test, toastRegion } from "./fixtures";

const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==", "base64");

async function fillQuickForm(page: Page) {
  await page.getByLabel("Full Name *").fill("Maria Santos");
  await page.getByLabel("Phone Number *").fill("(416) 555-0142");
  await page.getByLabel("Email Address *").fill("maria@example.com");
  await page.getByLabel("Project Type *").selectOption({ label: "Stamped Concrete" });
  await page.getByLabel(/I agree to be contacted/).check();
}

test.describe("the city a visitor came from", () => {
  test("every form offers the ten city pages and Other GTA", async ({ page }) => {
    await page.goto("/contact");
    const options = page.getByLabel("City *").locator("option");
    await expect(options).toHaveText(["Select your city", ...cityChoices.map((choice) => choice.label)]);
    expect(cityChoices).toHaveLength(11);
  });

  test("the quote dialog opened on a city page starts with that city", async ({ page }) => {
    await page.goto("/service-areas/oakville");
    await page.getByRole("button", { name: "Get Free Quote" }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("City *")).toHaveValue("oakville");
    await expect(dialog.getByLabel("City *").locator("option:checked")).toHaveText("Oakville");
  });

  test("?city= preselects a valid city and ignores anything else", async ({ page }) => {
    await page.goto("/contact?city=vaughan");
    await expect(page.getByLabel("City *")).toHaveValue("vaughan");
    await page.goto("/contact?city=xyz");
    await expect(page.getByLabel("City *")).toHaveValue("");
    await page.goto("/contact");
    await expect(page.getByLabel("City *")).toHaveValue("");
  });

  test("a city the visitor picked is kept, and sent", async ({ page }) => {
    await page.goto("/contact?city=vaughan");
    await fillQuickForm(page);
    await page.getByLabel("City *").selectOption({ label: "Scarborough" });
    const request = page.waitForRequest((req) => req.url().endsWith("/api/quote-requests") && req.method() === "POST");
    await page.getByRole("button", { name: "Get My 24-Hour Quote" }).click();
    expect((await request).postDataJSON()).toMatchObject({ city: "scarborough" });
  });
});

test("the street address is optional, and sent when given", async ({ page }) => {
  await page.goto("/contact?city=markham");
  const address = page.getByLabel("Street Address (Optional)");
  await expect(address).toHaveAttribute("autocomplete", "street-address");
  await fillQuickForm(page);
  await address.fill("12 Main St, Unionville");
  const request = page.waitForRequest((req) => req.url().endsWith("/api/quote-requests") && req.method() === "POST");
  await page.getByRole("button", { name: "Get My 24-Hour Quote" }).click();
  expect((await request).postDataJSON()).toMatchObject({ city: "markham", address: "12 Main St, Unionville" });
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  // Blank is fine: the form goes without one.
  await page.getByRole("button", { name: "Submit Another Request" }).click();
  await expect(page.getByLabel("City *")).toHaveValue("markham");
  await fillQuickForm(page);
  const second = page.waitForRequest((req) => req.url().endsWith("/api/quote-requests") && req.method() === "POST");
  await page.getByRole("button", { name: "Get My 24-Hour Quote" }).click();
  expect((await second).postDataJSON().address ?? "").toBe("");
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
});

test.describe("the calculator's hand-off", () => {
  test("Get an Exact Estimate carries the area and finish to /estimate", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByLabel("Area in square feet").fill("450");
    await page.getByRole("radio", { name: /Broom Finish/ }).check();
    const link = page.getByRole("link", { name: "Get an Exact Estimate" });
    await expect(link).toHaveAttribute("href", "/estimate?sqft=450&finish=broom");
    await link.click();
    await expect(page).toHaveURL(/\/estimate\?sqft=450&finish=broom$/);
    await expect(page.getByLabel("Project Area")).toHaveValue("450 sq ft");
    await expect(page.getByLabel("Project Type")).toHaveValue("broom-finish");
  });

  test("an address with nonsense leaves the estimate form empty", async ({ page }) => {
    await page.goto("/estimate?sqft=-3&finish=marble");
    await expect(page.getByLabel("Project Area")).toHaveValue("");
    await expect(page.getByLabel("Project Type")).toHaveValue("");
  });

  test("on a phone the range comes into view and is announced @phone", async ({ page }) => {
    await page.goto("/pricing");
    const area = page.getByLabel("Area in square feet");
    // The field at the bottom of the screen, as a visitor scrolling down meets it: the result is below the fold.
    await area.evaluate((element) => element.scrollIntoView({ block: "end" }));
    const result = page.locator("output").filter({ hasText: /range|square feet/ });
    await expect(result).toHaveAttribute("aria-live", "polite");
    await expect(result).not.toBeInViewport({ ratio: 0.9 });
    await area.fill("500");
    await expect(result).toContainText("$6,000 – $9,000");
    await expect(result).toBeInViewport({ ratio: 0.9 });
    await expect(area).toBeFocused();
  });
});

test.describe("confirmations come into view and take the focus", () => {
  test("the quote form's Thank You on /contact", async ({ page }) => {
    await page.goto("/contact");
    await fillQuickForm(page);
    await page.getByLabel("City *").selectOption({ label: "Toronto" });
    await page.getByRole("button", { name: "Get My 24-Hour Quote" }).click();
    const heading = page.getByRole("heading", { name: "Thank You!" });
    const panel = page.getByRole("status").filter({ has: heading });
    await expect(panel).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  test("the estimate's confirmation on /estimate", async ({ page }) => {
    await page.goto("/estimate");
    await fillEstimate(page);
    await page.getByRole("button", { name: "Get My Free Estimate" }).click();
    const heading = page.getByRole("heading", { name: "Estimate Request Received!" });
    const panel = page.getByRole("status").filter({ has: heading });
    await expect(panel).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.getByRole("link", { name: "Return to Homepage" })).toBeInViewport();
  });
});

test.describe("photo uploads", () => {
  test("a slow upload shows its progress, Cancel stops it, and the form can be sent again", async ({ page, context }) => {
    await page.goto("/contact?city=toronto");
    await fillQuickForm(page);
    await page.getByLabel("Project Details").fill("Stamped patio, ashlar slate.");
    // 1.5 MB at about 100 KB/s: long enough to watch and cancel.
    const big = Buffer.alloc(1.5 * 1024 * 1024, 0xff);
    await page.getByLabel("Upload Photos (Optional)").setInputFiles([{ name: "driveway.jpg", mimeType: "image/jpeg", buffer: big }]);
    await expect(page.getByText("1 photo chosen (1.5 MB)")).toBeVisible();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 100 * 1024 });

    await page.getByRole("button", { name: "Get My 24-Hour Quote" }).click();
    const progress = page.getByRole("progressbar", { name: /Uploading photos… \d+% \(\d\.\d of 1\.5 MB\)/ });
    await expect(progress).toBeVisible();
    await expect.poll(() => progress.evaluate((element) => (element as HTMLProgressElement).value)).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Cancel upload" }).click();

    await expect(page.getByText("Upload cancelled: your request was not sent.")).toBeVisible();
    await expect(progress).toBeHidden();
    await expect(toastRegion(page).getByText("Submission Failed")).toHaveCount(0);
    await expect(page.getByLabel("Full Name *")).toHaveValue("Maria Santos");
    await expect(page.getByLabel("Project Details")).toHaveValue("Stamped patio, ashlar slate.");
    await expect(page.getByLabel("City *")).toHaveValue("toronto");

    // Back on a good connection, with a photo the server can read, the same entries go through.
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.getByLabel("Upload Photos (Optional)").setInputFiles([{ name: "patio.png", mimeType: "image/png", buffer: png }]);
    await page.getByRole("button", { name: "Get My 24-Hour Quote" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByText("Upload cancelled")).toHaveCount(0);
  });

  test("the estimate form takes photos too, with the same hint and limits", async ({ page }) => {
    await page.goto("/estimate");
    await expect(page.getByText("PNG, JPG up to 10MB each (max 20MB total)")).toBeVisible();
    await page
      .getByLabel("Upload Photos (Optional)")
      .setInputFiles([{ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) }]);
    await expect(page.getByText("huge.jpg is larger than 10MB.")).toBeVisible();

    await fillEstimate(page);
    await page.getByLabel("Upload Photos (Optional)").setInputFiles([{ name: "walkway.png", mimeType: "image/png", buffer: png }]);
    await expect(page.getByText("huge.jpg is larger than 10MB.")).toHaveCount(0);
    const request = page.waitForRequest((req) => req.url().endsWith("/api/estimates") && req.method() === "POST");
    await page.getByRole("button", { name: "Get My Free Estimate" }).click();
    const sent = await request;
    expect(sent.headers()["content-type"]).toContain("multipart/form-data");
    // Needs POST /api/estimates to accept multipart (the server's side of the contract).
    await expect(page.getByRole("heading", { name: "Estimate Request Received!" })).toBeVisible();
  });
});
