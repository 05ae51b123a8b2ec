import { expect, test, toastRegion } from "./fixtures";
import type { Page } from "@playwright/test";

async function fillValidRequest(page: Page) {
  await page.getByLabel("Full Name *").fill("Maria Santos");
  await page.getByLabel("Phone Number *").fill("(416) 555-0142");
  await page.getByLabel("Email Address *").fill("maria@example.com");
  await page.getByLabel("City *").selectOption({ label: "Other GTA" });
  await page.getByLabel("Project Type *").selectOption({ label: "Both Services" });
  await page.getByLabel("Approximate Sq Ft").fill("650");
  await page.getByLabel("Timeline").selectOption({ label: "ASAP (within 2 weeks)" });
  await page.getByLabel("Project Details").fill("Ashlar slate patio off the back door.");
  await page.getByLabel(/I agree to be contacted/).check();
}

test("the form shows every validation message beside its field", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Get My 24-Hour Quote" }).click();
  for (const message of [
    "Name must be at least 2 characters",
    "Phone number is required",
    "Invalid email address",
    "City is required",
    "Project type is required",
    "You must consent to contact",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel("Full Name *")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("PNG, JPG up to 10MB each (max 20MB total)")).toBeVisible();
  await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute("href", "/privacy");
});

test("a request with photos is sent as multipart, thanked, and the form can be used again", async ({ page }) => {
  await page.goto("/contact");
  await fillValidRequest(page);
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==", "base64");
  await page.getByLabel("Upload Photos (Optional)").setInputFiles([
    { name: "driveway.png", mimeType: "image/png", buffer: png },
    { name: "patio.png", mimeType: "image/png", buffer: png },
  ]);
  const requestPromise = page.waitForRequest((req) => req.url().endsWith("/api/quote-requests") && req.method() === "POST");
  await page.getByRole("button", { name: "Get My 24-Hour Quote" }).click();
  const sent = await requestPromise;
  expect(sent.headers()["content-type"]).toContain("multipart/form-data");
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(page.getByText("Your quote request has been submitted. We'll respond within 24 hours (often sooner).").first()).toBeVisible();
  await page.getByRole("button", { name: "Submit Another Request" }).click();
  await expect(page.getByLabel("Full Name *")).toHaveValue("");
});

test("a photo the server cannot open is named under the photo field, and the entries stay", async ({ page, allowConsoleError }) => {
  // The server answers 400 PHOTO_UNREADABLE on purpose; Chromium logs that status.
  allowConsoleError(/status of 400/);
  await page.goto("/contact");
  await fillValidRequest(page);
  // JPEG's first bytes, then nothing a decoder can read.
  const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048)]);
  await page.getByLabel("Upload Photos (Optional)").setInputFiles([{ name: "broken.jpg", mimeType: "image/jpeg", buffer: broken }]);
  await page.getByRole("button", { name: "Get My 24-Hour Quote" }).click();
  await expect(page.getByText("broken.jpg could not be read as a photo.").first()).toBeVisible();
  await expect(page.getByLabel("Full Name *")).not.toHaveValue("");
});

test("photos over the limits are refused in the browser before sending", async ({ page }) => {
  await page.goto("/contact");
  await fillValidRequest(page);
  const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
  await page.getByLabel("Upload Photos (Optional)").setInputFiles([{ name: "huge.jpg", mimeType: "image/jpeg", buffer: big }]);
  await expect(page.getByText("huge.jpg is larger than 10MB.")).toBeVisible();
  let sent = false;
  page.on("request", (req) => {
    if (req.url().endsWith("/api/quote-requests")) sent = true;
  });
  await page.getByRole("button", { name: "Get My 24-Hour Quote" }).click();
  await expect(page.getByText("huge.jpg is larger than 10MB.")).toBeVisible();
  expect(sent).toBe(false);
});

test("a failed submission keeps the form and shows the failure toast", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 503/);
  await page.route("**/api/quote-requests", (route) => route.fulfill({ status: 503, body: "down" }));
  await page.goto("/contact");
  await fillValidRequest(page);
  await page.getByRole("button", { name: "Get My 24-Hour Quote" }).click();
  await expect(toastRegion(page).getByText("Submission Failed", { exact: true })).toBeVisible();
  await expect(toastRegion(page).getByText("Please try again or call us directly.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Full Name *")).toHaveValue("Maria Santos");
});

test("the quote dialog closes after a successful request", async ({ page, isMobile }) => {
  await page.goto("/");
  await page.getByRole("button", { name: isMobile ? "Get Free Estimate" : "Get Free Project Estimate" }).click();
  const dialog = page.getByRole("dialog");
  await fillValidRequest(page);
  await dialog.getByRole("button", { name: "Get My 24-Hour Quote" }).click();
  await expect(dialog).toBeHidden();
  await expect(toastRegion(page).getByText("Quote Request Submitted!", { exact: true })).toBeVisible();
  await expect(toastRegion(page).getByText("We'll respond within 24 hours (often sooner).", { exact: true })).toBeVisible();
});
