import { fillEstimate } from "./estimate-entries";
import { expect, test, toastRegion } from "./fixtures";

test("every validation message of the estimate form appears beside its field", async ({ page }) => {
  await page.goto("/estimate");
  await expect(page.getByRole("heading", { name: "Project Estimate Form" })).toBeVisible();
  for (const benefit of ["Detailed Quote", "24-Hour Response", "No Obligation"]) {
    await expect(page.getByRole("heading", { name: benefit })).toBeVisible();
  }
  await page.getByRole("button", { name: "Get My Free Estimate" }).click();
  for (const message of [
    "Name must be at least 2 characters",
    "Please enter a valid email address",
    "Please enter a valid phone number",
    "Please enter a complete address",
    "Please select a project type",
    "Please specify the project area",
    "Please provide more details about your project",
    "Please select your timeline",
    "Please select your budget range",
    "Please select your contact preference",
    "You must agree to the terms and conditions",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
});

test("a request is sent as a pending quote at 0.00 and replaced by the confirmation", async ({ page }) => {
  await page.goto("/estimate");
  await fillEstimate(page);
  const requestPromise = page.waitForRequest((req) => req.url().endsWith("/api/estimates") && req.method() === "POST");
  await page.getByRole("button", { name: "Get My Free Estimate" }).click();
  const body = (await requestPromise).postDataJSON();
  expect(body).toMatchObject({
    clientName: "Daniel Okafor",
    workScope: "Broom Finish Installation",
    totalCost: "0.00",
    status: "pending",
  });
  // The description alone is the text the client will read; the other answers travel apart, for the business.
  expect(body.projectDetails).toBe("New broom finish walkway to the front door.");
  expect(body.estimateAnswers).toEqual({
    projectArea: "40 ft x 4 ft",
    urgency: "1-month",
    budget: "3000-5000",
    contactPreference: "either",
    hasPermits: true,
  });
  const validUntil = new Date(`${body.validUntil}T12:00:00Z`).getTime();
  const days = Math.round((validUntil - Date.now()) / 86_400_000);
  expect(days).toBeGreaterThanOrEqual(29);
  expect(days).toBeLessThanOrEqual(31);

  await expect(page.getByRole("heading", { name: "Estimate Request Received!" })).toBeVisible();
  await expect(toastRegion(page).getByText("Estimate Request Submitted!", { exact: true })).toBeVisible();
  await expect(toastRegion(page).getByText("We'll review your project and send you a detailed quote within 24 hours.")).toBeVisible();
  await expect(page.getByText("link where you can review the quote and sign your contract digitally")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "View Our Work" })).toHaveAttribute("href", "/portfolio");
  const events = await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer);
  expect(events).toContainEqual(expect.objectContaining({ event: "generate_lead", currency: "CAD", value: 1 }));
});

test("a failed request keeps every entry and shows the failure notice", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 500/);
  allowConsoleError(/Estimate request failed/);
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  await page.route("**/api/estimates", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/estimate");
  await fillEstimate(page);
  await page.getByRole("button", { name: "Get My Free Estimate" }).click();
  await expect(toastRegion(page).getByText("Submission Failed", { exact: true })).toBeVisible();
  await expect(toastRegion(page).getByText("There was an error submitting your request. Please try again or call us directly.")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Daniel Okafor");
  await expect(page.getByLabel("Project Description")).toHaveValue("New broom finish walkway to the front door.");
  await expect(page.getByRole("button", { name: "Get My Free Estimate" })).toBeEnabled();
  expect(logged.some((text) => text.startsWith("Estimate request failed"))).toBe(true);
});
