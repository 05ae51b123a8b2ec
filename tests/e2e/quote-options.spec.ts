/**
 * An itemised quote as the client lives it: the items, HST and deposit to the cent, an optional item
 * ticked to change the total, acceptance with that option, a drawn signature, and the confirmation
 * with the items, the taxes and how to pay the deposit. Also: asking for changes, declining with a
 * reason, and the old link of a quote that has been replaced by a revision.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test, toastRegion } from "./fixtures";
import { linkTokenOf } from "./client-link";
import { drawSignature } from "./signature";

const items = [
  {
    id: "driveway",
    description: "Stamped concrete driveway, ashlar slate pattern",
    quantity: "850",
    unit: "sq_ft",
    unitPrice: "12.50",
    optional: false,
  },
  {
    id: "removal",
    description: "Excavation and haul-away of the old asphalt",
    quantity: "1",
    unit: "lump_sum",
    unitPrice: "1450.00",
    optional: false,
  },
  // 12.5 x 3.33 = 41.625: the line rounds half up to $41.63.
  { id: "rebar", description: "Steel rebar at the garage apron", quantity: "12.5", unit: "linear_ft", unitPrice: "3.33", optional: false },
  { id: "sealer", description: "Premium penetrating sealer upgrade", quantity: "850", unit: "sq_ft", unitPrice: "0.85", optional: true },
];

/** The quote's money without and with the sealer, worked out by hand from the rule in shared/line-items.ts. */
const withoutSealer = { subtotal: "$12,116.63", hst: "$1,575.16", total: "$13,691.79", deposit: "$6,845.90", balance: "$6,845.89" };
const withSealer = { subtotal: "$12,839.13", hst: "$1,669.09", total: "$14,508.22", deposit: "$7,254.11", balance: "$7,254.11" };

async function createItemisedQuote(request: APIRequestContext, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await request.post("/api/quotes", {
    data: {
      clientName: "Priya Raman",
      clientEmail: "priya@example.com",
      clientPhone: "905-555-0134",
      projectAddress: "62 Glen Erin Dr, Mississauga, ON",
      workScope: "Stamped Concrete Driveway",
      projectDetails: "Replace the asphalt driveway with stamped concrete.\nAshlar slate, charcoal release.",
      validUntil: addDays(torontoDate(new Date()), 21),
      lineItems: items,
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { quoteId: string }).quoteId;
}

/** A row of the price table, by what its first cell says. */
function priceRow(page: Page, table: string, label: string | RegExp) {
  return page.getByRole("table", { name: table }).getByRole("row", { name: label });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the page must not scroll sideways").toBeLessThanOrEqual(0);
}

test("an itemised quote: items and HST to the cent, an option changes the total, accepted, signed, deposit instructions", async ({
  page,
  adminRequest,
}, testInfo) => {
  test.setTimeout(90_000);
  const touch = testInfo.project.name === "phone";
  const quoteId = await createItemisedQuote(adminRequest);
  const token = await linkTokenOf(adminRequest, quoteId);

  await page.goto(`/quote/${token}`);
  await expect(page.getByRole("heading", { name: "Your Project Quote" })).toBeVisible();
  const table = page.getByRole("table", { name: "Price breakdown" });
  await expect(table).toBeVisible();

  // Every item with its quantity, unit price and amount.
  await expect(priceRow(page, "Price breakdown", /Stamped concrete driveway/)).toContainText("850 sq ft");
  await expect(priceRow(page, "Price breakdown", /Stamped concrete driveway/)).toContainText("$12.50");
  await expect(priceRow(page, "Price breakdown", /Stamped concrete driveway/)).toContainText("$10,625.00");
  await expect(priceRow(page, "Price breakdown", /Excavation/)).toContainText("1 lump sum");
  await expect(priceRow(page, "Price breakdown", /Excavation/)).toContainText("$1,450.00");
  await expect(priceRow(page, "Price breakdown", /Steel rebar/)).toContainText("12.5 linear ft");
  await expect(priceRow(page, "Price breakdown", /Steel rebar/)).toContainText("$41.63");
  const sealerRow = priceRow(page, "Price breakdown", /Premium penetrating sealer/);
  await expect(sealerRow).toContainText("Optional");
  await expect(sealerRow).toContainText("$722.50");

  // Without the option: its line is left out of the subtotal, HST once on the subtotal.
  await expect(priceRow(page, "Price breakdown", /^Subtotal/)).toContainText(withoutSealer.subtotal);
  await expect(priceRow(page, "Price breakdown", /^HST \(13%\)/)).toContainText(withoutSealer.hst);
  await expect(priceRow(page, "Price breakdown", /^HST \(13%\)/)).toContainText("HST No. 78412 5530 RT0001");
  await expect(priceRow(page, "Price breakdown", /^Total/)).toContainText(withoutSealer.total);
  await expect(priceRow(page, "Price breakdown", /^Deposit \(50%\) due at signing/)).toContainText(withoutSealer.deposit);
  await expect(priceRow(page, "Price breakdown", /^Balance due on completion/)).toContainText(withoutSealer.balance);
  await expect(page.getByTestId("quote-total")).toHaveText(`${withoutSealer.total} CAD`);
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `/api/links/${token}/pdf`);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("quote-page.png"), fullPage: true });

  // Ticking the option changes every figure at once.
  const include = page.getByRole("checkbox", { name: "Include Premium penetrating sealer upgrade" });
  await expect(include).not.toBeChecked();
  await include.check();
  await expect(priceRow(page, "Price breakdown", /^Subtotal/)).toContainText(withSealer.subtotal);
  await expect(priceRow(page, "Price breakdown", /^HST \(13%\)/)).toContainText(withSealer.hst);
  await expect(priceRow(page, "Price breakdown", /^Total/)).toContainText(withSealer.total);
  await expect(priceRow(page, "Price breakdown", /^Deposit/)).toContainText(withSealer.deposit);
  await expect(priceRow(page, "Price breakdown", /^Balance/)).toContainText(withSealer.balance);
  await expect(page.getByTestId("quote-total")).toHaveText(`${withSealer.total} CAD`);
  await expect(page.getByRole("region", { name: "Ready to go ahead?" })).toContainText(`${withSealer.total} CAD`);
  await page.screenshot({ path: testInfo.outputPath("quote-page-with-option.png"), fullPage: true });

  // Accepting sends the chosen option with the version that was shown.
  const deciding = page.waitForRequest((call) => call.url().endsWith("/status") && call.method() === "PATCH");
  await page.getByRole("button", { name: "Accept Quote" }).click();
  expect((await deciding).postDataJSON()).toEqual({ status: "accepted", version: 1, options: ["sealer"] });
  await expect(page.getByRole("heading", { name: "Quote Accepted!" })).toBeVisible();
  await expect(toastRegion(page).getByText("Quote has been accepted")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/contract/${token}$`), { timeout: 5000 });

  // The contract shows what was accepted, read-only, and the same money.
  await expect(page.getByRole("heading", { name: "Construction Contract" })).toBeVisible();
  await expect(priceRow(page, "What you accepted", /Premium penetrating sealer/)).toContainText("Included");
  await expect(page.getByRole("table", { name: "What you accepted" }).getByRole("checkbox")).toHaveCount(0);
  await expect(priceRow(page, "What you accepted", /^Total/)).toContainText(withSealer.total);
  await expect(page.getByText(/By signing, you agree/)).toContainText(`${withSealer.total} CAD including HST`);
  await expect(page.getByText(/By signing, you agree/)).toContainText(`a deposit of ${withSealer.deposit}`);
  await expectNoSidewaysScroll(page);

  await drawSignature(page, page.getByRole("img", { name: "Signature" }), touch);
  await page.getByLabel("I have read and agree to the terms and conditions outlined above").check();
  await page.getByRole("button", { name: "Sign Contract" }).click();

  // The confirmation: the items and taxes, and how to pay the deposit.
  // Signing renders and signs the PDF first: allow a busy machine its time.
  await expect(page).toHaveURL(new RegExp(`/contract-confirmation/${token}$`), { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Contract Signed" })).toBeVisible();
  await expect(page.getByText(`${withSealer.total} CAD`)).toBeVisible();
  await expect(priceRow(page, "Items and taxes", /Premium penetrating sealer/)).toContainText("Included");
  await expect(priceRow(page, "Items and taxes", /^HST \(13%\)/)).toContainText(withSealer.hst);
  await expect(priceRow(page, "Items and taxes", /^Total/)).toContainText(withSealer.total);
  // The e-Transfer reference is the quote's number, nothing of its id or its link.
  const reference = "Q-\\d{4}-\\d{4,}";
  await expect(page.getByTestId("deposit-instructions")).toHaveText(
    new RegExp(
      `^Pay the deposit of \\${withSealer.deposit} by Interac e-Transfer to \\S+@\\S+ with the reference ${reference}, or by cash or cheque\\.$`,
    ),
  );
  await expect(page.getByText("We'll confirm how to pay")).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  // The page as the client reads it once the "signed" notification is gone (it may already have
  // closed by itself while the checks above ran on a busy machine).
  const close = toastRegion(page).getByRole("button", { name: "Close notification" });
  if (await close.isVisible()) await close.click().catch(() => {});
  await expect(close).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath("confirmation.png"), fullPage: true });
});

test("the client asks for changes: a message is required, the business is told and the quote stays open", async ({ page, adminRequest }) => {
  const quoteId = await createItemisedQuote(adminRequest);
  const token = await linkTokenOf(adminRequest, quoteId);
  await page.goto(`/quote/${token}`);

  await page.getByRole("button", { name: "Request changes" }).click();
  const dialog = page.getByRole("dialog", { name: "Request changes" });
  const message = dialog.getByLabel("What would you like changed?");
  await expect(message).toBeFocused();
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Please tell us what you would like changed")).toBeVisible();
  await expect(message).toBeFocused();
  await expect(message).toHaveAttribute("maxlength", "2000");
  await expectNoAxeViolations(page);

  await message.fill("Could you price a herringbone border instead of the sealer?\nAnd start after May 15.");
  const sending = page.waitForRequest((call) => call.url().endsWith("/change-requests") && call.method() === "POST");
  await dialog.getByRole("button", { name: "Send request" }).click();
  expect((await sending).postDataJSON()).toEqual({
    message: "Could you price a herringbone border instead of the sealer?\nAnd start after May 15.",
    version: 1,
  });
  await expect(dialog).toBeHidden();
  const result = page.getByRole("status").filter({ hasText: "Your request has been sent" });
  await expect(result).toBeVisible();
  await expect(result).toContainText("This quote stays open");
  await expect(page.getByText("Pending", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept Quote" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A later visit remembers the adminRequest.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByText(/You asked for changes on/)).toBeVisible();
});

test("the client declines with a reason: the badge and result read 'Declined'", async ({ page, adminRequest }) => {
  const quoteId = await createItemisedQuote(adminRequest);
  const token = await linkTokenOf(adminRequest, quoteId);
  await page.goto(`/quote/${token}`);

  await page.getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("dialog", { name: "Decline this quote?" });
  await dialog.getByLabel("Reason (optional)").fill("We are going with interlocking pavers.");
  const deciding = page.waitForRequest((call) => call.url().endsWith("/status") && call.method() === "PATCH");
  await dialog.getByRole("button", { name: "Decline quote" }).click();
  expect((await deciding).postDataJSON()).toEqual({ status: "rejected", version: 1, reason: "We are going with interlocking pavers." });
  await expect(toastRegion(page).getByText("Quote has been declined")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Quote Declined" })).toBeVisible();
  await expect(page.getByText("Declined", { exact: true })).toBeVisible();
  await expect(page.getByText("Your note: “We are going with interlocking pavers.”")).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept Quote" })).toHaveCount(0);
  // The table stays, read-only: the option reads "Not included".
  await expect(priceRow(page, "Price breakdown", /Premium penetrating sealer/)).toContainText("Not included");
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a replaced quote's old link points to the current revision and offers no decision", async ({ page, adminRequest, allowConsoleError }) => {
  allowConsoleError(/status of 409/);
  const firstId = await createItemisedQuote(adminRequest);
  const firstLink = await linkTokenOf(adminRequest, firstId);
  await page.goto(`/quote/${firstLink}`);
  await expect(page.getByRole("button", { name: "Accept Quote" })).toBeVisible();

  // The business revises the quote while the client has the first version open.
  const revisedId = await createItemisedQuote(adminRequest, { revisionOf: firstId, lineItems: items.filter((item) => item.id !== "rebar") });
  await page.getByRole("button", { name: "Accept Quote" }).click();
  await expect(toastRegion(page).getByText("Update Failed", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "This quote has been replaced" })).toBeVisible();

  // The old link, opened afresh.
  const revisedLink = await linkTokenOf(adminRequest, revisedId);
  await page.goto(`/quote/${firstLink}`);
  await expect(page.getByRole("heading", { name: "This quote has been replaced" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View the current quote" })).toHaveAttribute("href", `/quote/${revisedLink}`);
  for (const name of ["Accept Quote", "Decline", "Request changes"]) {
    await expect(page.getByRole("button", { name })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "View the current quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/quote/${revisedLink}$`));
  await expect(page.getByText("Revision 2", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept Quote" })).toBeVisible();
});
