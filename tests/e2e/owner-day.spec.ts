/**
 * The owner's whole day, on the desktop and on a phone, through the screens: a visitor's lead comes
 * in, is found, contacted and booked for a site visit; two items go into the price book; the lead is
 * priced from the price book with a 10% discount before HST, saved as a draft and sent; the client
 * asks for changes, the owner revises and sends again; the client accepts and signs; the owner
 * records the deposit, voids it, records it again and e-mails the balance request. Every screen is
 * checked for sideways scroll and its money. Screenshots go to DAY_SHOTS_DIR when set.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { quoteTotals, type LineItem } from "../../shared/line-items";
import { formatCents } from "../../shared/money";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { expect, test, toastRegion } from "./fixtures";
import { drawSignature } from "./signature";

/** No sideways scroll; on failure, the message names the elements that stick out on the right. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(-3)
      .map(
        (element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">${(element.textContent ?? "").slice(0, 60)}`,
      );
    return { excess: document.documentElement.scrollWidth - width, wide };
  });
  expect(overflow.excess, `sideways scroll: ${overflow.wide.join(" | ")}`).toBeLessThanOrEqual(0);
}

async function shot(page: Page, project: string, step: string) {
  const dir = process.env.DAY_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${project}-${step}.png`), fullPage: true });
}

/** The figure beside a label in a list of totals (<dt>label</dt><dd>figure</dd>). */
function figure(list: Locator, label: string): Locator {
  return list
    .locator("div")
    .filter({ has: list.page().locator("dt", { hasText: new RegExp(`^${label.replace(/[()%]/g, "\\$&")}$`) }) })
    .locator("dd");
}

/** The client's own browser: the project's screen and touch, no admin session, its own console watch. */
async function clientPage(browser: Browser, testInfo: TestInfo): Promise<{ page: Page; problems: string[] }> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}

async function openAsClient(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test("the owner's day: a lead booked, priced from the price book with a discount, revised on request, signed, and paid", async ({
  page,
  request,
  signIn,
  browser,
}, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const phone = project === "phone";
  const stamp = Date.now().toString().slice(-7);
  const name = `Marta Day ${project} ${stamp}`;
  const email = `marta.${project}.${stamp}@example.com`;
  const leadMessage = `Backyard patio about 600 sq ft, grey ashlar slate, ref ${stamp}.`;

  // 1. A visitor's lead arrives, as the contact form sends it.
  const created = await request.post("/api/quote-requests", {
    data: {
      name,
      phone: `(905) 555-${stamp.slice(-4)}`,
      email,
      city: "oakville",
      address: "48 Lakeshore Rd W",
      projectType: "Stamped Concrete",
      sqFt: 600,
      timeline: "month",
      message: leadMessage,
      consent: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const leadId = ((await created.json()) as { id: string }).id;

  await signIn(page);
  await page.goto("/admin/leads");
  await page.getByLabel("Search leads").fill(email);
  // The search reaches the address after a pause; a click before then is taken back to the list.
  await expect(page).toHaveURL(/q=/);
  const row = page.getByTestId("lead-row").filter({ visible: true });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("New");
  await shot(page, project, "01-leads");
  await expectNoSidewaysScroll(page);
  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}$`));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  const stageForm = page.getByRole("form", { name: "Change the stage" });
  await stageForm.getByLabel("Stage").selectOption({ label: "Contacted" });
  await stageForm.getByRole("button", { name: "Save stage" }).click();
  await expect(toastRegion(page).getByText("Stage: Contacted", { exact: true })).toBeVisible();
  // The toast comes before the lead is read again, and the form starts afresh when it is: wait for it.
  await expect(page.getByRole("region", { name: "History" }).getByText(/^Contacted$/)).toBeVisible();
  await stageForm.getByLabel("Stage").selectOption({ label: "Site visit booked" });
  await stageForm.getByLabel("Site visit date").fill(addDays(torontoDate(new Date()), 3));
  await stageForm.getByLabel("Time (optional)").fill("09:15");
  await stageForm.getByRole("button", { name: "Save stage" }).click();
  await expect(toastRegion(page).getByText("Stage: Site visit booked", { exact: true })).toBeVisible();
  await expect(page.getByTestId("lead-stands-at")).toContainText(/Site visit .* at 9:15|Site visit .* at 09:15/);
  await shot(page, project, "02-lead-booked");
  await expectNoSidewaysScroll(page);

  // 2. Two items in the price book (shared by both projects' runs: their names carry the stamp).
  const patio: Omit<LineItem, "id" | "quantity" | "optional"> = {
    description: `Stamped patio, ashlar slate ${project} ${stamp}`,
    unit: "sq_ft",
    unitPrice: "16.25",
  };
  const border: Omit<LineItem, "id" | "quantity" | "optional"> = {
    description: `Charcoal border ${project} ${stamp}`,
    unit: "linear_ft",
    unitPrice: "22.40",
  };
  await page.goto("/admin/price-book");
  for (const item of [patio, border]) {
    const add = page.getByRole("region", { name: "Add an item" });
    await add.getByLabel("Description").fill(item.description);
    await add.getByLabel("Unit", { exact: true }).selectOption({ value: item.unit });
    await add.getByLabel("Unit Price (CAD)").fill(item.unitPrice);
    await add.getByRole("button", { name: "Add to price book" }).click();
    await expect(page.getByTestId("price-book-item").filter({ hasText: item.description })).toContainText(
      `${formatCents(Math.round(Number(item.unitPrice) * 100))} /`,
    );
  }
  await shot(page, project, "03-price-book");
  await expectNoSidewaysScroll(page);

  // 3. The lead priced from the price book, with a 10% discount before HST.
  await page.goto(`/admin/leads/${leadId}`);
  await page.getByRole("link", { name: `Create quote for ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/create-quote\\?lead=${leadId}`));
  const leadPanel = page.getByTestId("lead-request");
  await expect(leadPanel.getByRole("heading", { name: "The client's request" })).toBeVisible();
  await expect(leadPanel).toContainText(leadMessage);
  await expect(page.getByLabel("Client Name")).toHaveValue(name);
  await expect(page.getByLabel("Email Address")).toHaveValue(email);
  // The lead's facts stay the owner's: the description the client reads starts empty.
  const details = page.getByLabel("Detailed Project Description");
  await expect(details).toHaveValue("");
  if (!phone) {
    // Beside the form at 1440 px, not under it.
    const [formBox, panelBox] = [await details.boundingBox(), await leadPanel.boundingBox()];
    expect(panelBox!.x).toBeGreaterThan(formBox!.x + formBox!.width);
  }
  await details.fill(
    "Remove the old patio, compact a 6 in. granular base, pour and stamp 4 in. of concrete in grey ashlar slate with a charcoal border, seal twice.",
  );

  const picker = page.getByLabel("Add from price book");
  const lines = page.getByTestId("line-item");
  await expect(lines).toHaveCount(1);
  for (const item of [patio, border]) {
    const unitLabel = item.unit === "sq_ft" ? "sq ft" : "linear ft";
    await picker.selectOption({ label: `${item.description} — ${formatCents(Math.round(Number(item.unitPrice) * 100))} / ${unitLabel}` });
    await page.getByRole("button", { name: "Add to quote" }).click();
  }
  await expect(lines).toHaveCount(3);
  // The line prefilled from the lead gives way to the two priced ones.
  await page.getByRole("button", { name: "Remove item 1" }).click();
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByLabel("Description")).toHaveValue(patio.description);
  await expect(lines.nth(1).getByLabel("Description")).toHaveValue(border.description);
  await expect(lines.nth(0).getByLabel("Quantity")).toHaveValue("");
  await lines.nth(0).getByLabel("Quantity").fill("600");
  await lines.nth(1).getByLabel("Quantity").fill("85");
  const items: LineItem[] = [
    { id: "patio", ...patio, quantity: "600", optional: false },
    { id: "border", ...border, quantity: "85", optional: false },
  ];
  const discount = { kind: "percent", basisPoints: 1000 } as const;
  const first = quoteTotals(items, [], discount);
  await expect(lines.nth(0).getByTestId("line-total")).toHaveText(formatCents(first.lines[0].totalCents));
  await expect(lines.nth(1).getByTestId("line-total")).toHaveText(formatCents(first.lines[1].totalCents));

  const discountFields = page.getByRole("group", { name: "Discount" });
  await discountFields.getByLabel("Discount type").selectOption({ label: "Percentage" });
  await discountFields.getByLabel("Discount (%)").fill("10");
  const totals = page.getByRole("region", { name: "Quote totals" });
  await expect(figure(totals, "Subtotal")).toHaveText(formatCents(first.subtotalCents));
  await expect(figure(totals, "Discount (10%)")).toHaveText(`-${formatCents(first.discountCents)}`);
  await expect(figure(totals, "Subtotal after discount")).toHaveText(formatCents(first.discountedSubtotalCents));
  await expect(figure(totals, "HST (13%)")).toHaveText(formatCents(first.taxCents));
  await expect(figure(totals, "Total")).toHaveText(formatCents(first.totalCents));
  await expect(figure(totals, "Deposit (50%)")).toHaveText(formatCents(first.depositCents));
  await shot(page, project, "04-quote-editor");
  await expectNoSidewaysScroll(page);

  await page.getByRole("button", { name: "Create Quote" }).click();
  await expect(toastRegion(page).getByText("Quote saved as a draft", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/quotes\/[^/]+$/);
  const quoteId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText(formatCents(first.totalCents)).first()).toBeVisible();
  const timeline = page.getByTestId("quote-timeline");
  await expect(timeline.getByText(/Quote e-mailed/)).toHaveCount(0);
  await page.getByRole("button", { name: "Send quote to client" }).click();
  await expect(toastRegion(page).getByText("Quote sent", { exact: true })).toBeVisible();
  await expect(timeline.getByText(`Quote e-mailed to ${email}`).first()).toBeVisible();
  await shot(page, project, "05-quote-sent");
  await expectNoSidewaysScroll(page);
  const firstLink = await page.getByLabel("Client link").inputValue();

  // 4. The client asks for changes, in their own browser.
  const client = await clientPage(browser, testInfo);
  const clientView = client.page;
  await openAsClient(clientView, firstLink);
  await expect(clientView.getByTestId("quote-total")).toContainText(formatCents(first.totalCents));
  await shot(clientView, project, "06-client-quote");
  await expectNoSidewaysScroll(clientView);
  const changeMessage = "Could the border be 95 linear feet?\nWe want it around the steps too.";
  await clientView.getByRole("button", { name: "Request changes" }).click();
  const changeDialog = clientView.getByRole("dialog", { name: "Request changes" });
  await changeDialog.getByLabel("What would you like changed?").fill(changeMessage);
  await changeDialog.getByRole("button", { name: "Send request" }).click();
  await expect(clientView.getByRole("status").filter({ hasText: "Your request has been sent" })).toBeVisible();

  await page.goto("/admin");
  const waiting = page.getByTestId("waiting-for-you");
  await expect(waiting).toContainText(/Waiting for you: .*\d+ change requests?\./);
  await shot(page, project, "07-dashboard-waiting");
  await expectNoSidewaysScroll(page);
  await page.goto(`/admin/quotes/${quoteId}`);
  const changes = page.getByRole("region", { name: "Changes requested" });
  await expect(changes.locator("blockquote")).toHaveText(changeMessage);
  await shot(page, project, "08-quote-changes-requested");
  await expectNoSidewaysScroll(page);
  await changes.getByRole("link", { name: "Revise quote" }).click();
  await expect(page.getByRole("heading", { name: "Revise Quote", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Changes requested" }).locator("blockquote")).toHaveText(changeMessage);
  await expect(page.getByRole("group", { name: "Discount" }).getByLabel("Discount (%)")).toHaveValue("10");
  await expect(lines).toHaveCount(2);
  await lines.nth(1).getByLabel("Quantity").fill("95");
  const revisedItems = items.map((item) => (item.id === "border" ? { ...item, quantity: "95" } : item));
  const revised = quoteTotals(revisedItems, [], discount);
  await expect(figure(totals, "Discount (10%)")).toHaveText(`-${formatCents(revised.discountCents)}`);
  await expect(figure(totals, "HST (13%)")).toHaveText(formatCents(revised.taxCents));
  await expect(figure(totals, "Total")).toHaveText(formatCents(revised.totalCents));
  await shot(page, project, "09-revise-form");
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Create Revision" }).click();
  await expect(toastRegion(page).getByText("Revision saved as a draft", { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/admin/quotes/${quoteId}$`));
  await expect(page).toHaveURL(/\/admin\/quotes\/[^/]+$/);
  const revisionId = page.url().split("/").pop()!;
  await expect(page.getByText("Revision 2", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(formatCents(revised.totalCents)).first()).toBeVisible();
  await page.getByRole("button", { name: /^(Send quote to client|Resend)$/ }).click();
  await expect(toastRegion(page).getByText("Quote sent", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Changes requested" })).toHaveCount(0);
  await shot(page, project, "10-revision-sent");
  await expectNoSidewaysScroll(page);
  const revisedLink = await page.getByLabel("Client link").inputValue();
  expect(revisedLink).not.toBe(firstLink);

  // 5. The client accepts the revision and signs.
  await openAsClient(clientView, revisedLink);
  await expect(clientView.getByTestId("quote-total")).toContainText(formatCents(revised.totalCents));
  await clientView.getByRole("button", { name: "Accept Quote" }).click();
  await clientView.waitForURL(/\/contract\//);
  await expect(clientView.getByRole("heading", { name: "Construction Contract" })).toBeVisible();
  await expect(clientView.getByText(formatCents(revised.totalCents)).first()).toBeVisible();
  await drawSignature(clientView, clientView.getByRole("img", { name: "Signature" }), phone);
  await clientView.getByLabel("I have read and agree to the terms and conditions outlined above").check();
  await shot(clientView, project, "11-client-contract");
  await expectNoSidewaysScroll(clientView);
  await clientView.getByRole("button", { name: "Sign Contract" }).click();
  await expect(clientView).toHaveURL(/\/contract-confirmation\//, { timeout: 15_000 });
  await expect(clientView.getByRole("heading", { name: "Contract Signed", level: 1 })).toBeVisible();
  await expect(clientView.getByTestId("deposit-instructions")).toContainText(formatCents(revised.depositCents));
  await shot(clientView, project, "12-client-signed");
  await expectNoSidewaysScroll(clientView);
  expect(client.problems, "the client's console").toEqual([]);
  await clientView.context().close();

  // 6. The deposit: recorded, voided with a reason, recorded again; then the balance request.
  await page.goto(`/admin/quotes/${revisionId}`);
  const contractCard = page.getByRole("region", { name: "Signed contract" });
  await expect(contractCard).toBeVisible();
  await contractCard.getByRole("link", { name: "Payments" }).click();
  await expect(page).toHaveURL(/\/admin\/contracts\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const owing = page.getByTestId("balance-owing");
  await expect(owing).toHaveText(formatCents(revised.totalCents));
  await expect(page.getByLabel("Payment type")).toHaveValue("deposit");
  await expect(page.getByLabel("Amount ($)")).toHaveValue((revised.depositCents / 100).toFixed(2));
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(toastRegion(page).getByText("Payment recorded", { exact: true })).toBeVisible();
  await expect(owing).toHaveText(formatCents(revised.totalCents - revised.depositCents));
  const payments = page.getByRole("list", { name: "Payments received" });
  const deposit = payments.getByRole("listitem").first();
  await expect(deposit).toContainText(formatCents(revised.depositCents));
  await shot(page, project, "13-deposit-recorded");
  await expectNoSidewaysScroll(page);

  const receipt = (await deposit.textContent())!.match(/R-\d{4,}/)![0];
  await deposit.getByRole("button", { name: `Void receipt ${receipt}` }).click();
  const voidDialog = page.getByRole("dialog", { name: "Void this payment?" });
  await voidDialog.getByLabel("Reason").fill("Recorded before the e-Transfer cleared");
  await voidDialog.getByRole("button", { name: "Void payment" }).click();
  await expect(voidDialog).toBeHidden();
  await expect(toastRegion(page).getByText("Payment voided", { exact: true })).toBeVisible();
  await expect(owing).toHaveText(formatCents(revised.totalCents));
  await expect(deposit).toContainText("Voided");

  await expect(page.getByLabel("Payment type")).toHaveValue("deposit");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(owing).toHaveText(formatCents(revised.totalCents - revised.depositCents));
  await expect(payments.getByRole("listitem")).toHaveCount(2);

  await page.getByRole("button", { name: "E-mail the balance request" }).click();
  await expect(toastRegion(page).getByText("Balance requested", { exact: true })).toBeVisible();
  await expect(toastRegion(page)).toContainText(`${formatCents(revised.balanceCents)} asked of ${email}.`);
  await shot(page, project, "14-contract-payments");
  await expectNoSidewaysScroll(page);

  // The quote's timeline tells the day's money.
  await page.goto(`/admin/quotes/${revisionId}`);
  await expect(page.getByText(`Payment voided: ${formatCents(revised.depositCents)} (receipt ${receipt})`)).toBeVisible();
  await expect(page.getByText(`Balance requested from the client: ${formatCents(revised.balanceCents)}`)).toBeVisible();
  await shot(page, project, "15-quote-timeline");
  await expectNoSidewaysScroll(page);
});
