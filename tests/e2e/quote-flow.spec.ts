/**
 * The whole business flow, as the contractor and a client live it: an estimate request from
 * /estimate arrives as a lead, the admin prices it and sends it, the client opens the link, accepts,
 * draws a signature (mouse on the desktop, a finger on the phone), signs, sees the confirmation and
 * downloads the signed PDF; the dashboard's counts and revenue follow.
 */
import fs from "node:fs";
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test, toastRegion } from "./fixtures";
import { drawSignature, inkOn } from "./signature";

/** Pages of a second browser (the admin's) get the same checks as the fixture's page. */
async function openAdmin(browser: Browser, baseURL: string, problems: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL).origin });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`admin console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`admin pageerror: ${error.message}`));
  return { context, page };
}

async function go(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

type Stats = { totalQuotes: number; pending: number; accepted: number; signed: number; revenue: number };

async function readStats(page: Page): Promise<Stats> {
  await go(page, "/admin");
  const summary = page.getByRole("list", { name: "Summary" });
  await expect(summary).toBeVisible();
  const value = async (label: string) => {
    const card = summary.getByRole("listitem").filter({ hasText: label });
    const text = (await card.locator("p").nth(1).textContent()) ?? "";
    return Number(text.replace(/[^\d.]/g, ""));
  };
  return {
    totalQuotes: await value("Total Quotes"),
    pending: await value("Pending"),
    accepted: await value("Accepted"),
    signed: await value("Signed Contracts"),
    revenue: await value("Total Revenue"),
  };
}

async function fillEstimate(page: Page, name: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill("journey@example.com");
  await page.getByLabel("Phone Number").fill("416-555-0177");
  await page.getByLabel("Project Address").fill("221 Danforth Ave, Toronto, ON");
  await page.getByLabel("Project Type").selectOption({ label: "Stamped Concrete" });
  await page.getByLabel("Project Area").fill("24 ft x 20 ft driveway");
  await page.getByLabel("Project Description").fill("Replace the cracked asphalt driveway with stamped concrete, ashlar slate.");
  await page.getByLabel("Timeline").selectOption({ label: "Within 1 month" });
  await page.getByLabel("Budget Range").selectOption({ label: "$5,000 - $10,000" });
  await page.getByLabel("Preferred Contact Method").selectOption({ label: "Email" });
  await page.getByLabel("I agree to receive communications regarding my estimate request.").check();
}

function uniqueName(testInfo: TestInfo) {
  return `Journey ${testInfo.project.name} ${Date.now().toString(36)}`;
}

test("an estimate request becomes a signed contract, a PDF and revenue", async ({ page, browser, baseURL, signIn }, testInfo) => {
  test.setTimeout(120_000);
  const touch = testInfo.project.name === "phone";
  const adminProblems: string[] = [];
  const { context: adminContext, page: adminPage } = await openAdmin(browser, baseURL!, adminProblems);
  const clientName = uniqueName(testInfo);

  // The contractor's dashboard before.
  await signIn(adminPage);
  const before = await readStats(adminPage);

  // The client asks for an estimate.
  await page.goto("/estimate");
  await fillEstimate(page, clientName);
  await page.getByRole("button", { name: "Get My Free Estimate" }).click();
  await expect(page.getByRole("heading", { name: "Estimate Request Received!" })).toBeVisible();

  // It arrives among the leads, waiting for a price.
  await go(adminPage, "/admin/leads");
  const lead = adminPage.getByTestId("estimate-lead").filter({ hasText: clientName });
  await expect(lead).toBeVisible();
  await expect(lead.getByText("Stamped Concrete Installation")).toBeVisible();
  // The other answers are not pasted into the client's text.
  await expect(lead.getByText(/Budget Range/)).toHaveCount(0);
  await expectNoAxeViolations(adminPage);
  await lead.getByRole("link", { name: new RegExp(`${clientName}.*price this estimate`, "i") }).click();
  await expect(adminPage).toHaveURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
  const quoteId = adminPage.url().split("/").pop()!;

  // The admin prices it; it cannot be sent before.
  await expect(adminPage.getByRole("heading", { name: "Price this estimate" })).toBeVisible();
  // The estimate form's answers reach the admin as facts beside the quote.
  const requestDetails = adminPage.getByRole("region", { name: "Request details" });
  await expect(requestDetails).toContainText("$5,000 - $10,000");
  await expect(requestDetails).toContainText("Within 1 month");
  await expect(adminPage.getByRole("button", { name: "Send quote to client" })).toBeDisabled();
  // Priced by items (no total to type): one lump sum of 6,008.41 + HST 781.09 = 6,789.50.
  await expect(adminPage.getByLabel("Total Cost (CAD)")).toHaveCount(0);
  await expectNoAxeViolations(adminPage);
  await adminPage.getByLabel("Description", { exact: true }).fill("Stamped concrete driveway, ashlar slate");
  await adminPage.getByLabel("Quantity", { exact: true }).fill("1");
  await adminPage.getByLabel("Unit", { exact: true }).selectOption("lump_sum");
  await adminPage.getByLabel("Unit Price (CAD)").fill("6008.41");
  await adminPage.getByRole("button", { name: "Save Quote" }).click();
  await expect(toastRegion(adminPage).getByText("Quote saved", { exact: true })).toBeVisible();
  await expect(adminPage.getByText("$6,789.50").first()).toBeVisible();

  // …and sends it.
  await adminPage.getByRole("button", { name: "Send quote to client" }).click();
  await expect(toastRegion(adminPage).getByText("Quote sent to journey@example.com")).toBeVisible();
  await expect(adminPage.getByRole("button", { name: "Resend" })).toBeVisible();
  const link = await adminPage.getByRole("textbox", { name: "Client link" }).inputValue();
  // The client's link is a token of its own (at least 128 random bits), never the quote's id.
  expect(link).toMatch(new RegExp(`^${new URL(baseURL!).origin}/quote/[A-Za-z0-9_-]{32}$`));
  expect(link).not.toContain(quoteId);
  const token = link.split("/").pop()!;
  await adminPage.getByRole("button", { name: "Copy link" }).click();
  await expect(toastRegion(adminPage).getByText("Link copied", { exact: true })).toBeVisible();
  expect(await adminPage.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(adminPage.getByTestId("quote-timeline").getByText("Quote e-mailed to journey@example.com")).toBeVisible();

  // The client opens the link and accepts.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { name: "Your Project Quote" })).toBeVisible();
  await expect(page.getByText("Pending", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Q-\d{4}-\d{4,}$/)).toBeVisible();
  await expect(page.getByText(quoteId)).toHaveCount(0);
  await expect(page.getByTestId("quote-total")).toContainText("$6,789.50");
  await expect(page.getByText("Stamped Concrete Installation")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Accept Quote" }).click();
  await expect(page.getByRole("heading", { name: "Quote Accepted!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign Contract" })).toHaveAttribute("href", `/contract/${token}`);
  await expect(toastRegion(page).getByText("Quote has been accepted")).toBeVisible();
  // …and is moved to the contract after 1.5 seconds.
  await expect(page).toHaveURL(new RegExp(`/contract/${token}$`), { timeout: 5000 });

  // The contract: summary, the eight terms, the prefilled form.
  await expect(page.getByRole("heading", { name: "Construction Contract" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Contract terms" }).getByRole("listitem")).toHaveCount(8);
  await expect(page.getByLabel("Full Name")).toHaveValue(clientName);
  await expect(page.getByLabel("Project Address")).toHaveValue("221 Danforth Ave, Toronto, ON");
  const signButton = page.getByRole("button", { name: "Sign Contract" });
  await expect(signButton).toBeDisabled();
  await expectNoAxeViolations(page);

  // The signature, drawn; it survives a rotation / resize.
  const canvas = page.getByRole("img", { name: "Signature" });
  await drawSignature(page, canvas, touch);
  await expect(page.getByText("Signature added.")).toBeVisible();
  await expect(signButton).toBeEnabled();
  const inkBefore = await inkOn(canvas);
  expect(inkBefore).toBeGreaterThan(50);
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.height, height: viewport.width });
  await expect.poll(() => inkOn(canvas)).toBeGreaterThan(50);
  await page.setViewportSize(viewport);
  await expect.poll(() => inkOn(canvas)).toBeGreaterThan(50);

  await page.getByLabel("I have read and agree to the terms and conditions outlined above").check();
  const signing = page.waitForRequest((request) => request.url().endsWith(`/api/links/${token}/contract`) && request.method() === "POST");
  await signButton.click();
  const body = (await signing).postDataJSON();
  expect(body).toMatchObject({ clientName, agreementAccepted: true });
  expect(body.quoteId).toBeUndefined();
  expect(body.signatureData).toMatch(/^data:image\/png;base64,/);

  // The confirmation. Signing renders and signs the PDF before answering: allow a busy machine its time.
  await expect(page).toHaveURL(new RegExp(`/contract-confirmation/${token}$`), { timeout: 15_000 });
  await expect(toastRegion(page).getByText("Contract Signed Successfully!")).toBeVisible();
  await expect(toastRegion(page).getByText("Your contract has been recorded. We'll contact you shortly to schedule the work.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Contract Signed" })).toBeVisible();
  await expect(page.getByText("$6,789.50 CAD")).toBeVisible();
  await expect(page.getByText("221 Danforth Ave, Toronto, ON")).toBeVisible();
  await expect(page.getByText(/Deposit: 50% at signing/)).toBeVisible();
  await expect(page.getByText(/Pay the deposit of \$3,394\.75 by Interac e-Transfer/)).toBeVisible();
  const events = await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer);
  expect(events).toContainEqual({ event: "contract_signed", currency: "CAD", value: 6789.5 });
  await expectNoAxeViolations(page);

  // The signed PDF.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download signed contract (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The quote's timeline and the dashboard after.
  await go(adminPage, `/admin/quotes/${quoteId}`);
  const timeline = adminPage.getByTestId("quote-timeline");
  for (const step of [
    "Estimate request received from the website",
    "Quote e-mailed to journey@example.com",
    "Viewed by the client",
    "Accepted by the client",
    "Contract signed",
  ]) {
    await expect(timeline.getByText(step).first()).toBeVisible();
  }
  await expect(adminPage.getByRole("heading", { name: "Signed contract" })).toBeVisible();
  const after = await readStats(adminPage);
  // Other tests may run at the same time, so counts move at least by this journey's part. The quote
  // ends signed, so it counts under Signed Contracts, not Accepted (accepted and not yet signed).
  expect(after.totalQuotes).toBeGreaterThanOrEqual(before.totalQuotes + 1);
  expect(after.signed).toBeGreaterThanOrEqual(before.signed + 1);
  expect(after.revenue).toBeGreaterThanOrEqual(Math.round((before.revenue + 6789.5) * 100) / 100);
  const recentContract = adminPage.getByTestId("recent-contract").filter({ hasText: clientName });
  await expect(recentContract).toContainText("221 Danforth Ave, Toronto, ON");
  await expect(recentContract).toContainText("$6,789.50");
  await expect(recentContract).toContainText("Signed");
  await expectNoAxeViolations(adminPage);

  await adminContext.close();
  expect(adminProblems, "console errors on the admin pages").toEqual([]);
});
