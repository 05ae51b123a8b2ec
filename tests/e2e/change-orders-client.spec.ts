/**
 * A change order on the client's link. A contract is priced, accepted and signed through the API,
 * then the owner (signed in through the API) drafts and sends change orders as the back office
 * does; the client opens each order's link as the e-mail would:
 * - on a phone, reads CO-1 (+3 steps at $400, $1,356.00 with HST) and the contract sum, is told what
 *   is missing, signs with the pad and downloads the signed PDF;
 * - reads a credit (-$339.00), signs it, and /verify names the downloaded PDF and its chain;
 * - a withdrawn order's link says so and whom to call;
 * - an order past its last day reads as expired;
 * - declines with a message, after a first try on a version that changed meanwhile;
 * - the page fits a 390 px phone and passes axe.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import type { APIRequestContext, Download, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test, toastRegion } from "./fixtures";
import { drawSignature } from "./signature";
import { signedContract } from "./signed-contract";

/** +3 steps at $400 = $1,200.00, HST $156.00: $1,356.00. */
const threeSteps = {
  reason: "site_condition",
  summary: "The grade at the side door needs three steps instead of a ramp.",
  lines: [{ kind: "add", description: "Stamped concrete steps, 4 ft wide", quantity: "3", unit: "each", unitPrice: "400" }],
};
/** A $300 credit: HST -$39.00, -$339.00. */
const sealerCredit = {
  reason: "scope_reduction",
  summary: "You will seal the walkway yourselves.",
  lines: [{ kind: "credit", description: "Sealer on the walkway, not needed", quantity: "1", unit: "lump_sum", unitPrice: "300" }],
};

/** A small drawn stroke (240 x 80 PNG), as the signature pad sends one. */
const signaturePng =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAABQAgMAAABaJxDvAAAADFBMVEX///8GBgavr69ZWVk7v/8nAAAACXBIWXMAAAsTAAALEwEAmpwYAAAB9UlEQVR42u1XrW7DMBB2UhWkU2AeIWRSoclQH6GglwRUWx6hcGjrS4QXjkxDhZPyEuaDgyMlkyYtSVvHse+S2iUFOVJV8vm7++7HXxgbbbTRRrshu39z9/0EeHH1nUNlz26+PsDrH6RbJ+e4Rp3Dxg34sf7ZJy7OITQBT6B0cC6y7q+NScTAIe44kbkTcT/0RC1Z5gTfRbojo5b1Ddf4kaqDfgmuV+09KX59Wnk/oeBqrAJtMi+bHQhwobDEczS2JWMfKHgn1PqYadP6ShQ8VDvDW6GJHWNDwDuR+ihjxYkJE1yU2LmOtTdq4Fp1+AKplJJLA/5z/hd0+2KK9FjQmZcKXLIab3oOnijtHpkdpHO0IEMkiy+TBpKcfhIbpGT4ZEqNo5EjL/vI1haBzm6cD97PCL6w7o7JjWzMoJcN3i97ORnOUFBke+beSYbq0Te/hc7XmiTb3BxReSlfkbmoY42fgnyDBLJzNtojyC4m2+iJgOwvhGy9VnFmQbY+B0VuQbY2Vz5sLcjW1hidMuPoildz4UvSeYaOuMqirdJQF3+QWkuUFo1bq5T2zfUht3VudU2YOmi6c22Fg7YqThI2cFF102O0vnDRk5Ojep7b09VIWPhm7B2chCy7q57w6iH+clPv/Arlz/z9Fd8c1dfObvziuxn7B+aKfDo9KCvbAAAAAElFTkSuQmCC";

type SentOrder = { id: string; number: string; version: number; linkPath: string; token: string };

/** Drafts and sends an order as the owner; answers it with its client link. */
async function sentOrder(request: APIRequestContext, contractId: string, body: object): Promise<SentOrder> {
  const created = await request.post(`/api/contracts/${contractId}/change-orders`, { data: body });
  expect(created.status(), await created.text()).toBe(201);
  const sent = await request.post(`/api/change-orders/${(await created.json()).changeOrder.id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  const order = (await sent.json()).changeOrder as Omit<SentOrder, "token">;
  return { ...order, token: order.linkPath.split("/").pop() ?? "" };
}

/** A different name per test and project: the contracts are found by it. */
const clientName = (first: string) => `${first} ${test.info().project.name} ${Date.now().toString(36)}`;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function signOnThePage(page: Page, name: string) {
  await page.getByLabel("Your full name").fill(name);
  await drawSignature(page, page.getByRole("img", { name: "Signature" }), test.info().project.name === "phone");
  await page.getByLabel("I agree to this change order").check();
  await page.getByRole("button", { name: "Sign change order" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "This change order is signed" })).toBeVisible({ timeout: 20_000 });
}

/** Downloads the signed PDF through the page's link and checks it is one. */
async function downloadSignedPdf(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the signed change order (PDF)" }).click(),
  ]);
  const bytes = await fs.readFile((await (download as Download).path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  return bytes;
}

const moneyOf = (page: Page, name: string) => page.getByRole("row", { name: new RegExp(`^${name}`) });

test("the client reads CO-1 on a phone, signs it with the pad and downloads the signed PDF @phone", async ({ page, adminRequest }) => {
  test.setTimeout(60_000);
  const name = clientName("Priya Raman");
  const { contractId } = await signedContract(adminRequest, name);
  const order = await sentOrder(adminRequest, contractId, threeSteps);
  expect(order.number).toBe("CO-1");

  await page.goto(order.linkPath);
  await expect(page.getByRole("heading", { level: 1, name: "Change order CO-1" })).toBeVisible();
  await expect(page.getByRole("region", { name: "What changes and why" })).toContainText(threeSteps.summary);
  await expect(page.getByRole("region", { name: "What changes and why" })).toContainText("Site condition found during the work");

  const lines = page.getByRole("table", { name: "The changes" });
  await expect(lines.getByTestId("change-order-line")).toHaveCount(1);
  await expect(lines.getByTestId("change-order-line")).toContainText("Add");
  await expect(lines.getByTestId("change-order-line")).toContainText("Stamped concrete steps, 4 ft wide");
  await expect(lines.getByTestId("change-order-line")).toContainText("3 each");
  await expect(lines.getByTestId("change-order-line")).toContainText("$400.00");
  await expect(lines.getByTestId("change-order-line")).toContainText("$1,200.00");
  await expect(moneyOf(page, "Subtotal")).toContainText("$1,200.00");
  await expect(moneyOf(page, "HST \\(13%\\)")).toContainText("$156.00");
  await expect(lines.getByTestId("change-order-total")).toHaveText("$1,356.00");

  const sum = page.getByRole("table", { name: "Contract sum" });
  await expect(sum.getByRole("row", { name: /^Original contract/ })).toContainText("$11,130.50");
  await expect(sum.getByRole("row", { name: /^CO-1/ })).toContainText("$1,356.00");
  await expect(sum.getByRole("row", { name: /^Revised contract sum/ })).toContainText("$12,486.50");
  await expect(page.getByTestId("payment-effect")).toHaveText("$1,356.00 is added to the balance of your contract.");
  await expect(page.getByText("Last day to sign")).toBeVisible();
  await expect(page.getByText("All other terms of the contract remain unchanged.")).toBeVisible();

  // Nothing filled in: each field says what it needs, and the first is focused.
  await page.getByRole("button", { name: "Sign change order" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please sign in the box: draw your signature, or use your typed name.").first()).toBeVisible();
  await expect(page.getByText("Please confirm that you agree to this change order")).toBeVisible();
  await expect(page.getByLabel("Your full name")).toBeFocused();
  await expect(page.getByLabel("Your full name")).toHaveAttribute("aria-invalid", "true");

  await signOnThePage(page, name);
  await expect(page.getByTestId("change-order-signed")).toContainText(`Signed by ${name} on`);
  await expect(toastRegion(page).getByText("Change order signed", { exact: true })).toBeVisible();
  // Signed: no form any more, the contract sum counts it.
  await expect(page.getByRole("button", { name: "Sign change order" })).toHaveCount(0);
  await expect(sum.getByRole("row", { name: /^Revised contract sum/ })).toContainText("$12,486.50");
  await downloadSignedPdf(page);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test("a credit reads -$339.00, is signed, and /verify shows its PDF's place in the contract's chain", async ({ page, adminRequest }) => {
  test.setTimeout(60_000);
  const name = clientName("Jonah Whitfield");
  const { contractId } = await signedContract(adminRequest, name);
  // CO-1 signed by the client beforehand, through the API.
  const first = await sentOrder(adminRequest, contractId, threeSteps);
  const signed = await page.request.post(`/api/change-order-links/${first.token}/sign`, {
    data: { version: first.version, signerName: name, signatureData: signaturePng, agreementAccepted: true },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const credit = await sentOrder(adminRequest, contractId, sealerCredit);
  expect(credit.number).toBe("CO-2");

  await page.goto(credit.linkPath);
  await expect(page.getByRole("heading", { level: 1, name: "Change order CO-2" })).toBeVisible();
  const line = page.getByTestId("change-order-line");
  await expect(line).toContainText("Credit");
  await expect(line).toContainText("-$300.00");
  await expect(moneyOf(page, "HST \\(13%\\)")).toContainText("-$39.00");
  await expect(page.getByTestId("change-order-total")).toHaveText("-$339.00");
  const sum = page.getByRole("table", { name: "Contract sum" });
  await expect(sum.getByRole("row", { name: /^CO-1/ })).toContainText("$1,356.00");
  await expect(sum.getByRole("row", { name: /^CO-2/ })).toContainText("-$339.00");
  await expect(sum.getByRole("row", { name: /^Revised contract sum/ })).toContainText("$12,147.50");
  await expect(page.getByTestId("payment-effect")).toHaveText("$339.00 is deducted from the balance of your contract.");

  await signOnThePage(page, name);
  const pdf = await downloadSignedPdf(page);

  await page.goto("/verify");
  await page.getByLabel("Signed contract (PDF)").setInputFiles({ name: "change-order-CO-2.pdf", mimeType: "application/pdf", buffer: pdf });
  const verdict = page.getByTestId("verify-verdict");
  await expect(verdict).toHaveAttribute("data-status", "verified");
  await expect(verdict).toHaveAttribute("data-kind", "change-order");
  await expect(verdict).toContainText(`Change order CO-2 to the contract signed by ${name} on`);
  const chain = page.getByTestId("verify-chain").getByRole("listitem");
  await expect(chain).toHaveCount(3);
  await expect(chain.nth(0)).toContainText("Contract");
  await expect(chain.nth(1)).toContainText("Change order CO-1");
  await expect(chain.nth(2)).toContainText("Change order CO-2");
  await expect(chain.nth(2)).toContainText("This file");
  await expect(chain.nth(2)).toHaveAttribute("aria-current", "true");
  await expect(chain.nth(1)).not.toHaveAttribute("aria-current", "true");
  // The full SHA-256 is a press away, and is the downloaded file's.
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  await chain.nth(2).getByText("SHA-256").click();
  await expect(chain.nth(2).getByText(sha256, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test("a withdrawn change order's link says so and whom to call", async ({ page, adminRequest, allowConsoleError }) => {
  // The link answers 410 on purpose: the browser logs it.
  allowConsoleError(/status of 410/);
  const { contractId } = await signedContract(adminRequest, clientName("Ana Sousa"));
  const order = await sentOrder(adminRequest, contractId, threeSteps);
  const voided = await adminRequest.post(`/api/change-orders/${order.id}/void`, { data: { reason: "Wrong price for the steps" } });
  expect(voided.status(), await voided.text()).toBe(200);

  await page.goto(order.linkPath);
  await expect(page.getByRole("heading", { level: 1, name: "Change order withdrawn" })).toBeVisible();
  await expect(page.getByTestId("change-order-withdrawn")).toHaveText(
    "This change order was withdrawn by Forma Concrete. Ask us for the current one.",
  );
  await expect(page.getByRole("link", { name: "Call (416) 555-0188" })).toHaveAttribute("href", "tel:+14165550188");
  await expect(page.getByRole("button", { name: "Sign change order" })).toHaveCount(0);
});

test("an order past its last day reads as expired, with no way to sign it @desktop", async ({ page, adminRequest }) => {
  const { contractId } = await signedContract(adminRequest, clientName("Lena Fischer"));
  const order = await sentOrder(adminRequest, contractId, { ...threeSteps, validDays: 1 });
  // The browser's clock three days on: the last day (tomorrow, Toronto) has passed.
  await page.clock.setFixedTime(new Date(Date.now() + 3 * 86_400_000));
  await page.goto(order.linkPath);
  await expect(page.getByRole("heading", { level: 2, name: "This change order has expired" })).toBeVisible();
  await expect(page.getByText("This change order has expired. Ask Forma Concrete to send it again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign change order" })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Contract sum" }).getByRole("row", { name: /^CO-1/ })).toHaveCount(0);
});

test("the client declines with a message, after a first try on a version that changed meanwhile", async ({
  page,
  adminRequest,
  allowConsoleError,
}) => {
  // The first try is refused on purpose (409): the browser logs it.
  allowConsoleError(/status of 409/);
  const { contractId } = await signedContract(adminRequest, clientName("Malik Osei"));
  const order = await sentOrder(adminRequest, contractId, threeSteps);

  // The first read shows an older version, as a page opened before the order last changed would.
  let stale = true;
  await page.route(`**/api/change-order-links/${order.token}`, async (route) => {
    const response = await route.fetch();
    const answer = await response.json();
    if (stale) answer.changeOrder.version -= 1;
    stale = false;
    await route.fulfill({ response, json: answer });
  });
  await page.goto(order.linkPath);
  await expect(page.getByRole("heading", { level: 1, name: "Change order CO-1" })).toBeVisible();

  const decline = async (message: string) => {
    await page.getByRole("button", { name: "Decline", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Decline change order CO-1?" });
    await dialog.getByLabel("Message (optional)").fill(message);
    await dialog.getByRole("button", { name: "Decline change order" }).click();
  };
  await decline("A ramp is fine.");
  const notice = page.getByRole("alert").filter({ hasText: "This change order changed" });
  await expect(notice).toContainText("The change order changed since you opened it. Please read it again before signing.");
  await expect(notice).toBeFocused();

  await decline("A ramp is fine, thank you.");
  await expect(page.getByRole("heading", { level: 2, name: "This change order was declined" })).toBeVisible();
  await expect(page.getByText("A ramp is fine, thank you.")).toBeVisible();
  await expect(toastRegion(page).getByText("Change order declined", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign change order" })).toHaveCount(0);
  // Declined, it is not part of the contract's price.
  const sum = page.getByRole("table", { name: "Contract sum" });
  await expect(sum.getByRole("row", { name: /^CO-1/ })).toHaveCount(0);
  await expect(sum.getByRole("row", { name: /^Contract sum/ })).toContainText("$11,130.50");
});

test("the unsigned page fits a 390 px phone without sideways scrolling and passes axe @phone", async ({ page, adminRequest, request }) => {
  const { contractId } = await signedContract(adminRequest, clientName("Chen Wei"));
  const order = await sentOrder(adminRequest, contractId, {
    ...threeSteps,
    lines: [
      ...threeSteps.lines,
      { kind: "remove", description: "Aluminium ramp at the side door, no longer needed", quantity: "12.5", unit: "linear_ft", unitPrice: "85" },
    ],
    payment: { kind: "due_on_signing", percent: 50 },
  });
  // Served as a browser-rendered page, out of search engines.
  const served = await request.get(order.linkPath);
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain('<meta name="robots" content="noindex, nofollow"');

  await page.goto(order.linkPath);
  expect(page.viewportSize()?.width).toBe(390);
  await expect(page.getByRole("heading", { level: 1, name: "Change order CO-1" })).toBeVisible();
  await expect(page.getByTestId("change-order-line")).toHaveCount(2);
  await expect(page.getByTestId("change-order-line").nth(1)).toContainText("-$1,062.50");
  await expect(page.getByTestId("payment-effect")).toContainText("50% (");
  await expect(page.getByTestId("payment-effect")).toContainText("is due on signing; the rest (");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
