/**
 * States that hold at once, as the owner and the client see them: a change request in front of the
 * owner (dashboard, quote page, revise form) until the quote is sent again; the owner's pages follow
 * a send and the client's decision without a reload; a replaced quote's old link says Replaced, never
 * Pending; Accept moves to the contract; signing shows its progress in place; and on a phone the
 * toasts leave the total and the deposit instructions readable.
 */
import fs from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { expectNoAxeViolations } from "./accessibility";
import { linkTokenOf } from "./client-link";
import { expect, test, toastRegion } from "./fixtures";
import { drawSignature } from "./signature";

const shots = "/work/notes/states-shots";
fs.mkdirSync(shots, { recursive: true });

let serial = 0;
async function createQuote(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; token: string; name: string }> {
  serial += 1;
  const name = `States Client ${process.pid}-${serial}-${Math.random().toString(36).slice(2, 7)}`;
  const response = await request.post("/api/quotes", {
    data: {
      clientName: name,
      clientEmail: `states${serial}@example.com`,
      clientPhone: "647-555-0123",
      projectAddress: "17 Cedarvale Ave, Toronto, ON",
      workScope: "Stamped Concrete Installation",
      projectDetails: "Ashlar slate patio, 320 sq ft.",
      totalCost: "4,500.00",
      validUntil: addDays(torontoDate(new Date()), 14),
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  const id = ((await response.json()) as { quoteId: string }).quoteId;
  return { id, token: await linkTokenOf(request, id), name };
}

/** The client asks for changes through their link (the e2e `request` carries no admin session). */
async function askForChanges(request: APIRequestContext, token: string, message: string) {
  const response = await request.post(`/api/links/${token}/change-requests`, { data: { message, version: 1 } });
  expect(response.status()).toBe(200);
}

async function overlaps(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error("an element to compare is not on screen");
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The visible toast's own box (the region is the full-width viewport strip). */
const visibleToast = (page: Page) => toastRegion(page).getByRole("listitem").first();

/** React Query reads again on a window focus; a tab coming back to the front fires this event. */
async function bringTabToFront(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
}

test("a change request is counted, shown with its message on the quote and the revise form, and answered by sending again", async ({
  adminPage,
  adminRequest,
  request,
}, testInfo) => {
  const quote = await createQuote(adminRequest);
  const message = "Could the patio be 10 ft wider,\nand the border in charcoal?";
  await askForChanges(request, quote.token, message);

  // The dashboard counts it and opens the quotes waiting on a change request.
  await adminPage.goto("/admin");
  const waiting = adminPage.getByTestId("waiting-for-you");
  await expect(waiting).toContainText(/Waiting for you: .*\d+ change requests?\./);
  await waiting.screenshot({ path: `${shots}/dashboard-waiting-${testInfo.project.name}.png` });
  await waiting.getByRole("link", { name: "Open change requests" }).click();
  await expect(adminPage).toHaveURL(/\/admin\/quotes\?status=changes_requested/);
  await adminPage
    .getByRole("link", { name: new RegExp(quote.name) })
    .first()
    .click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/quotes/${quote.id}$`));

  // The quote's page shows the message itself, when it came, and the way to answer.
  const panel = adminPage.getByRole("region", { name: "Changes requested" });
  await expect(panel).toBeVisible();
  await expect(panel.locator("blockquote")).toHaveText(message);
  await expect(panel).toContainText(/Asked .+ \(Toronto time\)/);
  await expect(adminPage.getByText("Changes requested", { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await adminPage.screenshot({ path: `${shots}/admin-quote-change-request-${testInfo.project.name}.png`, fullPage: true });

  // The revise form shows the same message above the form.
  await panel.getByRole("link", { name: "Revise quote" }).click();
  await expect(adminPage.getByRole("heading", { name: "Revise Quote", level: 1 })).toBeVisible();
  const revisePanel = adminPage.getByRole("region", { name: "Changes requested" });
  await expect(revisePanel.locator("blockquote")).toHaveText(message);
  await expect(revisePanel.getByRole("link", { name: "Revise quote" })).toHaveCount(0);
  await expectNoAxeViolations(adminPage);
  await adminPage.screenshot({ path: `${shots}/revise-with-change-request-${testInfo.project.name}.png` });

  // Sending the quote again answers it: chip, panel and timeline follow without a reload.
  await adminPage.goBack();
  await expect(panel).toBeVisible();
  await adminPage.getByRole("button", { name: "Resend" }).click();
  await expect(toastRegion(adminPage).getByText("Quote sent", { exact: true })).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(adminPage.getByText("Sent", { exact: true }).first()).toBeVisible();
  await expect(adminPage.getByTestId("quote-timeline").getByText(`Quote e-mailed to states`).last()).toBeVisible();

  // The client accepts elsewhere: the page shows it when the owner comes back to the tab.
  const accepted = await request.patch(`/api/links/${quote.token}/status`, { data: { status: "accepted", version: 1 } });
  expect(accepted.status()).toBe(200);
  await bringTabToFront(adminPage);
  await expect(adminPage.getByText("Accepted", { exact: true }).first()).toBeVisible();
  await expect(adminPage.getByRole("button", { name: "Resend" })).toHaveCount(0);
});

test("the admin's chip follows the owner's send at once", async ({ adminPage, adminRequest, request }) => {
  // A quote the client asked to change shows "Changes requested"; sending again makes it "Sent".
  const quote = await createQuote(adminRequest);
  await askForChanges(request, quote.token, "Smaller, please.");
  await adminPage.goto(`/admin/quotes/${quote.id}`);
  const chips = adminPage.locator("h1").locator("xpath=preceding-sibling::div[1]");
  await expect(chips).toContainText("Changes requested");
  await adminPage.getByRole("button", { name: "Resend" }).click();
  await expect(chips).toContainText("Sent");
  await expect(chips).not.toContainText("Changes requested");
});

test("a replaced quote's old link says Replaced and points to the current revision", async ({ page, adminRequest }) => {
  const old = await createQuote(adminRequest);
  const revision = await createQuote(adminRequest, { revisionOf: old.id, clientName: old.name, totalCost: "4,900.00" });
  await page.goto(`/quote/${old.token}`);
  await expect(page.getByRole("heading", { name: "This quote has been replaced" })).toBeVisible();
  const badges = page.getByTestId("quote-badges");
  await expect(badges).toContainText("Replaced");
  await expect(badges).not.toContainText("Pending");
  await expect(page.getByText("Pending", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Accept Quote" })).toHaveCount(0);
  await page.getByRole("link", { name: "View the current quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/quote/${revision.token}$`));
  await expect(page.getByTestId("quote-badges")).toContainText("Pending");
  await expect(page.getByTestId("quote-badges")).toContainText("Revision 2");
});

test("Accept moves to the contract; signing shows its progress in place; toasts leave the money readable", async ({
  page,
  adminRequest,
}, testInfo) => {
  const phone = testInfo.project.name === "phone";
  const quote = await createQuote(adminRequest);
  await page.goto(`/quote/${quote.token}`);

  await page.getByRole("button", { name: "Accept Quote" }).click();
  await expect(page.getByText("Thank you! Taking you to your contract...")).toBeVisible();
  const toast = visibleToast(page);
  await expect(toast).toContainText("Quote has been accepted");
  if (phone) expect(await overlaps(toast, page.getByTestId("quote-total")), "the toast covers the quote's total").toBe(false);
  await page.screenshot({ path: `${shots}/client-quote-after-accept-${testInfo.project.name}.png` });
  // The move happens by itself (1.5 s after the message); the bound only keeps a broken page from hanging the test.
  await page.waitForURL(new RegExp(`/contract/${quote.token}$`), { timeout: 5000 });
  await expect(page.getByRole("heading", { name: "Construction Contract" })).toBeVisible();

  await drawSignature(page, page.getByRole("img", { name: "Signature" }), phone);
  await page.getByLabel("I have read and agree to the terms and conditions outlined above").check();
  // Hold the signature's answer so the signing state can be seen; record any full-page loading.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/links/${quote.token}/contract`, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.evaluate(() => {
    const flags = window as unknown as { sawLoading: boolean };
    flags.sawLoading = false;
    new MutationObserver(() => {
      if (/Loading/.test(document.body.innerText)) flags.sawLoading = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole("button", { name: "Sign Contract" }).click();
  const signing = page.getByRole("button", { name: "Signing..." });
  await expect(signing).toBeDisabled();
  await expect(signing).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("heading", { name: "Sign the Contract" })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toBeVisible();
  release();

  await expect(page).toHaveURL(new RegExp(`/contract-confirmation/${quote.token}$`), { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Contract Signed", level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading), "a loading screen replaced the page").toBe(false);
  const signedToast = visibleToast(page);
  await expect(signedToast).toContainText("Contract Signed Successfully!");
  if (phone) {
    const deposit = page.getByTestId("deposit-instructions");
    await deposit.scrollIntoViewIfNeeded();
    expect(await overlaps(signedToast, deposit), "the toast covers the deposit instructions").toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await overlaps(signedToast, deposit), "the toast covers the deposit instructions").toBe(false);
  }
  await page.screenshot({ path: `${shots}/confirmation-after-sign-${testInfo.project.name}.png` });
});
