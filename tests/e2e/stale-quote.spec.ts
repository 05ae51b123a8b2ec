/**
 * A client on a phone opens a quote, the business changes its price meanwhile, and the client's
 * Accept is refused: the page shows the current quote and says why, and accepting that one leads to
 * a drawn signature and the signed contract.
 */
import type { APIRequestContext } from "@playwright/test";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { expectNoAxeViolations } from "./accessibility";
import { linkTokenOf } from "./client-link";
import { expect, test, toastRegion } from "./fixtures";
import { drawSignature } from "./signature";

async function createQuote(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/quotes", {
    data: {
      clientName: "Thanh Nguyễn",
      clientEmail: "thanh@example.com",
      clientPhone: "647-555-0123",
      projectAddress: "17 Cedarvale Ave, Toronto, ON",
      workScope: "Stamped Concrete Installation",
      projectDetails: "Ashlar slate patio, 320 sq ft.\nCharcoal release on a grey base.",
      totalCost: "4,500.00",
      validUntil: addDays(torontoDate(new Date()), 14),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { quoteId: string }).quoteId;
}

test("@phone a quote changed after it was opened is shown again before it can be accepted, then signed", async ({
  page,
  adminRequest,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 409/);
  const quoteId = await createQuote(adminRequest);
  const token = await linkTokenOf(adminRequest, quoteId);
  await page.goto(`/quote/${token}`);
  await expect(page.getByText("$4,500.00")).toBeVisible();

  // The business re-prices the quote while the client is reading it.
  const edit = await adminRequest.patch(`/api/quotes/${quoteId}`, { data: { totalCost: "5,200.00" } });
  expect(edit.ok()).toBe(true);

  await page.getByRole("button", { name: "Accept Quote" }).click();
  await expect(toastRegion(page).getByText("Update Failed", { exact: true })).toBeVisible();
  const notice = page.getByRole("alert").filter({ hasText: "This quote was updated" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("changed after you opened it");
  await expect(page.getByText("$5,200.00")).toBeVisible();
  await expect(page.getByText("$4,500.00")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Accepting the quote as it is now works, and leads to the contract.
  await page.getByRole("button", { name: "Accept Quote" }).click();
  await expect(page.getByRole("heading", { name: "Quote Accepted!" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/contract/${token}$`), { timeout: 5000 });
  await expect(page.getByText("Charcoal release on a grey base.")).toBeVisible();
  await expect(page.getByText(/By signing, you agree/)).toContainText("$5,200.00 CAD");

  await drawSignature(page, page.getByRole("img", { name: "Signature" }), true);
  await page.getByLabel("I have read and agree to the terms and conditions outlined above").check();
  const signing = page.waitForRequest((call) => call.url().endsWith(`/api/links/${token}/contract`) && call.method() === "POST");
  await page.getByRole("button", { name: "Sign Contract" }).click();
  expect((await signing).postDataJSON()).toMatchObject({ quoteVersion: 2 });
  await expect(page).toHaveURL(new RegExp(`/contract-confirmation/${token}$`));
  await expect(page.getByRole("heading", { name: "Contract Signed" })).toBeVisible();
  await expect(page.getByText("$5,200.00 CAD").first()).toBeVisible();
});
