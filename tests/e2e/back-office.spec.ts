/**
 * The owner's back office on desktop and phone: changing the password ends a second browser's session
 * and keeps this one; a lead shows its quote, links to it and back; a note is added to a lead; the
 * mail screen lists what went out. The password test runs on a server of its own (its own data
 * folder), so the shared server's admin, used by every other spec, keeps its password and sessions.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { adminCredentials, expect, test, toastRegion } from "./fixtures";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { freePort } from "../support/smtp-peer";
import { addDays, torontoDate } from "../../shared/quote-rules";

/** No sideways scroll: the page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe("account", () => {
  // One server for both tests, in order: signing out everywhere first, then the password change. A
  // fresh server applies every migration to a new embedded database first, which takes a while.
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  let server: ServerProcess | undefined;
  let baseUrl = "";
  let dataDir = "";

  test.beforeAll(async () => {
    test.setTimeout(200_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-e2e-account-"));
    const port = await freePort();
    server = await startServerProcess({
      env: { NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: `http://127.0.0.1:${port}` },
      startTimeoutMs: 180_000,
    });
    baseUrl = server.url;
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("sign out everywhere ends this session too", async ({ page, signIn }) => {
    await signIn(page, { baseUrl });
    await page.goto(`${baseUrl}/admin/account`);
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign out everywhere?" });
    await dialog.getByRole("button", { name: "Yes, sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toastRegion(page).getByText("Signed out everywhere", { exact: true })).toBeVisible();
    const session = await page.request.get(`${baseUrl}/api/admin/session`);
    expect(((await session.json()) as { authenticated: boolean }).authenticated).toBe(false);
  });

  test("changing the password ends the other browser's session and keeps this one", async ({ page, browser, signIn }, testInfo) => {
    await signIn(page, { baseUrl });
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signIn(other, { baseUrl });

    await page.goto(`${baseUrl}/admin/account`);
    await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
    // The form's own checks first: nothing is sent.
    await page.getByLabel("Current password").fill(adminCredentials.password);
    await page.getByLabel("New password", { exact: true }).fill("new-owner-password-1");
    await page.getByLabel("New password again").fill("new-owner-password-2");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("The two new passwords are not the same")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`account-${testInfo.project.name}.png`), fullPage: true });

    await page.getByLabel("New password again").fill("new-owner-password-1");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(toastRegion(page).getByText("Password changed", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveValue("");

    // This browser is still signed in; the other one is sent to the login screen.
    await page.goto(`${baseUrl}/admin/mail`);
    await expect(page.getByRole("heading", { name: "Mail", level: 1 })).toBeVisible();
    await expect(page.getByText("No e-mails here")).toBeVisible();
    await other.goto(`${baseUrl}/admin/leads`);
    await expect(other).toHaveURL(`${baseUrl}/admin/login?next=%2Fadmin%2Fleads`);

    // The new password signs in; the old one no longer does.
    await otherContext.clearCookies();
    await signIn(other, { baseUrl, password: "new-owner-password-1" });
    await otherContext.close();
  });
});

/** A phone number no other test uses, so this test's leads group only with each other. */
const uniquePhone = () => `(437) ${String(200 + Math.floor(Math.random() * 800))}-${String(Math.floor(Math.random() * 10000)).padStart(4, "0")}`;

/** Two leads from one person (the same e-mail, typed in another case) and a quote priced from the first by the admin, through the API. */
async function leadWithQuote(request: APIRequestContext, adminRequest: APIRequestContext, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.com`;
  const phone = uniquePhone();
  const lead = await request.post("/api/quote-requests", {
    data: { name, phone, email, city: "toronto", projectType: "Stamped Concrete", sqFt: 500, timeline: "month", consent: true },
  });
  expect(lead.status()).toBe(201);
  const leadId = ((await lead.json()) as { id: string }).id;
  const again = await request.post("/api/quote-requests", {
    data: { name, phone: uniquePhone(), email: email.toUpperCase(), city: "toronto", projectType: "Broom Finish", consent: true },
  });
  expect(again.status()).toBe(201);
  const quote = await adminRequest.post("/api/quotes", {
    data: {
      clientName: name,
      clientEmail: email,
      clientPhone: phone,
      projectAddress: "12 Elm Street, Toronto, ON",
      workScope: "Stamped Concrete Installation",
      projectDetails: "Stamped driveway, 500 sq ft.",
      totalCost: "6,400.00",
      validUntil: addDays(torontoDate(new Date()), 14),
      quoteRequestId: leadId,
    },
  });
  expect(quote.status()).toBe(201);
  return { leadId, quoteId: ((await quote.json()) as { quoteId: string }).quoteId, email, phone };
}

test("a lead shows its quote, links to it and back; a second quote asks first; a note is added", async ({
  page,
  request,
  adminRequest,
  signIn,
}, testInfo) => {
  // Sets up two leads and a quote, then checks the page with axe and a screenshot: more than the default 30 s on a busy machine.
  test.slow();
  const name = `Leona Park ${testInfo.project.name}`;
  const { leadId, quoteId, email, phone } = await leadWithQuote(request, adminRequest, name);
  await signIn(page);
  // A link from before leads had their own pages opens the lead's page.
  await page.goto(`/admin/leads?lead=${leadId}`);
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}$`));
  const lead = page.getByRole("main");
  await expect(lead.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(lead.getByTestId("related-leads")).toContainText("Also sent 1 other request");
  await expect(lead.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(lead.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${phone.replace(/\D/g, "")}`);

  // A lead already quoted asks before a second quote.
  await lead.getByRole("button", { name: /^Create quote/ }).click();
  const dialog = page.getByRole("dialog", { name: "Create another quote?" });
  await expect(dialog).toContainText("This lead already has a quote");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // A note, on two lines, by keyboard.
  const note = lead.getByLabel("Add a note");
  await note.focus();
  await page.keyboard.type("Called back.");
  await page.keyboard.press("Shift+Enter");
  await page.keyboard.type("Site visit Tuesday.");
  await lead.getByRole("button", { name: "Add note" }).press("Enter");
  await expect(toastRegion(page).getByText("Note added", { exact: true })).toBeVisible();
  await expect(lead.getByText("Called back.")).toContainText("Site visit Tuesday.");
  await expect(note).toHaveValue("");

  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await lead.screenshot({ path: testInfo.outputPath(`lead-${testInfo.project.name}.png`) });

  // To the quote and back.
  const quoteLink = lead.getByRole("link", { name: /\$6,400\.00/ });
  await expect(lead.getByText("Sent", { exact: true })).toBeVisible();
  await quoteLink.click();
  await expect(page).toHaveURL(new RegExp(`/admin/quotes/${quoteId}$`));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  // The quote names its lead: back to it through the page's own link.
  await page.getByRole("link", { name: new RegExp(`^Request from ${name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}$`));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
});

test("the mail screen lists what went out, filters it, and says plainly that without SMTP nothing is delivered", async ({
  page,
  request,
  adminRequest,
  signIn,
}, testInfo) => {
  test.slow();
  await leadWithQuote(request, adminRequest, `Mail Check ${testInfo.project.name}`);
  await signIn(page);
  await page.goto("/admin/mail");
  await expect(page.getByRole("heading", { name: "Mail", level: 1 })).toBeVisible();
  await expect(page.getByTestId("email-row").first()).toBeVisible();
  // The test server has no SMTP_URL: the page says so, names the folder, and never says "Sent".
  const notice = page.getByRole("region", { name: "No mail server is set: e-mails are not delivered" });
  await expect(notice).toContainText("Nobody receives it");
  await expect(notice).toContainText("outbox");
  await expect(notice).toContainText("SMTP_URL");
  await expect(page.getByRole("button", { name: "Written to file" })).toBeVisible();
  await expect(page.getByText("Sent", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Written to file" }).click();
  await expect(page).toHaveURL(/\/admin\/mail\?status=sent$/);
  // The sender writes the files every few seconds: read the list again until it has.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("email-row").first()).toContainText("Written to file (not delivered)", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole("button", { name: "Failing" }).click();
  await expect(page).toHaveURL(/\/admin\/mail\?status=failed$/);
  await expect(page.getByText("Nothing is failing. Every e-mail is written to a file; none is delivered.")).toBeVisible();
  await page.getByRole("button", { name: "All" }).click();
  await expect(page.getByTestId("email-row").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`mail-${testInfo.project.name}.png`), fullPage: true });
});
