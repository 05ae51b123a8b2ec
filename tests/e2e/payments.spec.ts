/**
 * The owner records payments on a signed contract, on the desktop and on a phone: the deposit
 * (prefilled), then the balance (prefilled), until the balance owing reads $0.00. The contract is
 * priced, accepted and signed through the API first, as a client would have done.
 */
import { signedContract } from "./signed-contract";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test, toastRegion } from "./fixtures";

test("records the deposit then the balance until nothing is owing", async ({ page, allowConsoleError, signIn }, testInfo) => {
  test.setTimeout(90_000);
  // The overpayment below is refused on purpose: the browser logs the 409 answer.
  allowConsoleError(/status of 409 \(Conflict\)/);
  await signIn(page);
  const name = `Frédéric Côté ${testInfo.project.name} ${Date.now().toString(36)}`;
  const { quoteId, contractId, quoteNumber } = await signedContract(page.request, name);

  await page.goto(`/admin/contracts/${contractId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("link", { name: "416-555-0142" })).toHaveAttribute("href", "tel:4165550142");
  await expect(page.getByRole("link", { name: "frederic.cote@example.com" })).toHaveAttribute("href", "mailto:frederic.cote@example.com");
  await expect(page.getByRole("link", { name: quoteNumber })).toHaveAttribute("href", `/admin/quotes/${quoteId}`);
  await expect(page.getByRole("link", { name: "Download the signed PDF" })).toHaveAttribute("href", `/api/contracts/${contractId}/pdf`);
  await expect(page.getByTestId("balance-owing")).toHaveText("$11,130.50");
  await expect(page.getByText("No payments recorded yet.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("contract-before.png"), fullPage: true });

  // The deposit is prefilled; the owner adds the e-Transfer reference and records it, by keyboard.
  await expect(page.getByLabel("Payment type")).toHaveValue("deposit");
  await expect(page.getByLabel("Amount ($)")).toHaveValue("5565.25");
  await page.getByLabel("Reference (optional)").fill("CA1mKx92");
  await page.getByLabel("Reference (optional)").press("Enter");
  await expect(toastRegion(page).getByText("Payment recorded", { exact: true })).toBeVisible();
  await expect(page.getByTestId("balance-owing")).toHaveText("$5,565.25");
  const payments = page.getByRole("list", { name: "Payments received" });
  await expect(payments.getByRole("listitem")).toHaveCount(1);
  await expect(payments).toContainText("Deposit · e-Transfer");
  await expect(payments).toContainText("Ref. CA1mKx92");

  // More than is owing is refused, with the server's reason.
  await expect(page.getByLabel("Payment type")).toHaveValue("balance");
  await expect(page.getByLabel("Amount ($)")).toHaveValue("5565.25");
  await page.getByLabel("Amount ($)").fill("6000");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(toastRegion(page).getByText("This payment is more than the $5,565.25 still owed on this contract.")).toBeVisible();
  await expect(payments.getByRole("listitem")).toHaveCount(1);

  // Then the balance, by cheque.
  await page.getByLabel("Amount ($)").fill("5,565.25");
  await page.getByLabel("Method").selectOption({ label: "Cheque" });
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("balance-owing")).toHaveText("$0.00");
  await expect(payments.getByRole("listitem")).toHaveCount(2);
  await expect(payments.getByRole("listitem").nth(1)).toContainText("Balance after: $0.00");
  await expect(page.getByText("Nothing is owing on this contract.")).toBeVisible();
  await expect(page.getByText("Paid in full")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("contract-paid.png"), fullPage: true });

  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()!.width);

  // The quote's timeline shows both payments.
  await page.getByRole("link", { name: quoteNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/quotes/${quoteId}$`));
  await expect(page.getByText("Payment recorded: $5,565.25 (deposit)")).toBeVisible();
  await expect(page.getByText("Payment recorded: $5,565.25 (balance)")).toBeVisible();
});

test("voids a payment recorded by mistake, with a reason, and asks the client for the balance", async ({
  page,
  allowConsoleError,
  signIn,
}, testInfo) => {
  test.setTimeout(90_000);
  // The second balance request within a minute is refused on purpose: the browser logs the 409 answer.
  allowConsoleError(/status of 409 \(Conflict\)/);
  await signIn(page);
  const name = `Hélène Roy ${testInfo.project.name} ${Date.now().toString(36)}`;
  const { quoteId, contractId, quoteNumber } = await signedContract(page.request, name);
  await page.goto(`/admin/contracts/${contractId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // The deposit is recorded with its receipt number and the HST it includes ($5,565.25 x 13/113 = $640.25).
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("balance-owing")).toHaveText("$5,565.25");
  const payments = page.getByRole("list", { name: "Payments received" });
  const row = payments.getByRole("listitem").first();
  await expect(row).toContainText(/Receipt R-\d{4}/);
  await expect(row).toContainText("incl. HST $640.25");
  const receipt = (await row.textContent())!.match(/R-\d{4,}/)![0];

  // It was a mistake: the owner voids it, and must say why.
  await row.getByRole("button", { name: `Void receipt ${receipt}` }).click();
  const dialog = page.getByRole("dialog", { name: "Void this payment?" });
  await expect(dialog).toContainText(`Receipt ${receipt}: $5,565.25`);
  await dialog.getByRole("button", { name: "Void payment" }).click();
  await expect(dialog.getByText("Say why the payment is voided, on one line, in at most 200 characters")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Recorded on the wrong contract");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Void payment" }).click();
  await expect(dialog).toBeHidden();
  await expect(toastRegion(page).getByText("Payment voided", { exact: true })).toBeVisible();
  await expect(page.getByTestId("balance-owing")).toHaveText("$11,130.50");
  await expect(row).toContainText("Voided");
  await expect(row).toContainText("“Recorded on the wrong contract”");
  await expect(row.getByRole("button", { name: /^Void/ })).toHaveCount(0);
  await expect(row.locator(".line-through").first()).toBeVisible();

  // The balance request e-mails the client what is owed; a second click within a minute is refused.
  const ask = page.getByRole("button", { name: "E-mail the balance request" });
  await expect(page.getByText("E-mails the client the $11,130.50 still owing")).toBeVisible();
  await ask.click();
  await expect(toastRegion(page).getByText("Balance requested", { exact: true })).toBeVisible();
  await expect(toastRegion(page)).toContainText("$11,130.50 asked of frederic.cote@example.com.");
  await ask.click();
  await expect(toastRegion(page).getByText("The balance was e-mailed to the client less than a minute ago.")).toBeVisible();

  // The real deposit comes in: the list shows it beside the voided one, and only it counts.
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("balance-owing")).toHaveText("$5,565.25");
  await expect(payments.getByRole("listitem")).toHaveCount(2);
  await expect(payments.getByRole("listitem").nth(1)).toContainText("Balance after: $5,565.25");
  await expect(row).toContainText("Not counted");
  await toastRegion(page).getByRole("button", { name: "Close notification" }).click();
  await expectNoAxeViolations(page);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: `/work/notes/payments-shots/payments-${page.viewportSize()!.width}.png`, fullPage: true, scale: "css" });

  // The quote's timeline tells both.
  await page.getByRole("link", { name: quoteNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/quotes/${quoteId}$`));
  await expect(page.getByText(`Payment voided: $5,565.25 (receipt ${receipt})`)).toBeVisible();
  await expect(page.getByText("Reason: “Recorded on the wrong contract”", { exact: false })).toBeVisible();
  await expect(page.getByText("Balance requested from the client: $11,130.50")).toBeVisible();
});
