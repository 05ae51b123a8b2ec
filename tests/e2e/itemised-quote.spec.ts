/**
 * The admin writes an itemised quote: line items with an option, reordering by keyboard, live totals
 * to the cent (HST and deposit by the shared rule), the client's preview, the created quote's page,
 * the valid-until rule, server field errors under their inputs, revising and automatic reminders.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { linkTokenOf } from "./client-link";
import { expect, test, toastRegion } from "./fixtures";
import { lineItemMessages } from "../../shared/line-items";
import { addDays, torontoDate } from "../../shared/quote-rules";

/** An itemised quote made through the API with the admin's session (`adminRequest`). */
async function createItemisedQuote(request: APIRequestContext, clientName: string): Promise<string> {
  const response = await request.post("/api/quotes", {
    data: {
      clientName,
      clientEmail: "revise@example.com",
      clientPhone: "416-555-0190",
      projectAddress: "14 Elm Street, Toronto, ON",
      workScope: "Stamped Concrete Installation",
      projectDetails: "Stamped driveway, ashlar slate.",
      validUntil: addDays(torontoDate(new Date()), 14),
      lineItems: [
        { id: "drive", description: "Stamped driveway", quantity: "600", unit: "sq_ft", unitPrice: "15.00", optional: false },
        { id: "seal", description: "Sealer upgrade", quantity: "600", unit: "sq_ft", unitPrice: "1.25", optional: true },
      ],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { quoteId: string }).quoteId;
}

const item = (page: Page, position: number) => page.getByRole("group", { name: new RegExp(`^Item ${position}\\b`) });

async function fillItem(row: Locator, values: { description: string; quantity: string; unit: string; unitPrice: string; optional?: boolean }) {
  await row.getByLabel("Description", { exact: true }).fill(values.description);
  await row.getByLabel("Quantity", { exact: true }).fill(values.quantity);
  await row.getByLabel("Unit", { exact: true }).selectOption({ label: values.unit });
  await row.getByLabel("Unit Price (CAD)").fill(values.unitPrice);
  if (values.optional) await row.getByRole("checkbox", { name: /^Optional/ }).check();
}

async function fillClient(page: Page, clientName: string) {
  await page.getByLabel("Client Name").fill(clientName);
  await page.getByLabel("Email Address").fill("priya@example.com");
  await page.getByLabel("Phone Number").fill("647-555-0142");
  await page.getByLabel("Project Address").fill("31 Maple Crescent, Vaughan, ON");
  await page.getByLabel("Work Scope").fill("Stamped Concrete Patio and Curbs");
  await page.getByLabel("Detailed Project Description").fill("Stamped patio in Roman slate, charcoal.\nNew curb along the lawn.");
}

async function expectAmount(region: Locator, label: string, amount: string) {
  await expect(region.locator("div").filter({ has: region.page().getByText(label, { exact: true }) })).toContainText(amount);
}

/** The items' descriptions, in the order the form shows them. */
async function expectDescriptions(page: Page, expected: string[]) {
  const inputs = page.getByTestId("line-item").getByLabel("Description", { exact: true });
  await expect.poll(() => inputs.evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value))).toEqual(expected);
}

test.describe("itemised quote", () => {
  test("items, keyboard reordering, live totals, preview, and the created quote's page", async ({ adminPage: page }) => {
    await page.goto("/create-quote");
    await fillClient(page, "Priya Raman");

    // A new quote starts with one item; two more are added.
    await fillItem(item(page, 1), { description: "Stamped concrete patio, Roman slate", quantity: "850", unit: "sq ft", unitPrice: "14.50" });
    await expect(item(page, 1).getByTestId("line-total")).toHaveText("$12,325.00");
    await page.getByRole("button", { name: "Add item" }).click();
    await expect(item(page, 2).getByLabel("Description", { exact: true })).toBeFocused();
    await fillItem(item(page, 2), { description: "Reinforced curb", quantity: "42.5", unit: "linear ft", unitPrice: "18.75" });
    // 42.5 x $18.75 = $796.875, rounded half up per line.
    await expect(item(page, 2).getByTestId("line-total")).toHaveText("$796.88");
    await page.getByRole("button", { name: "Add item" }).click();
    await fillItem(item(page, 3), { description: "Sealer upgrade", quantity: "850", unit: "sq ft", unitPrice: "1.35", optional: true });
    await expect(item(page, 3)).toHaveAccessibleName(/Item 3 \(optional\)/);

    // Required items make the totals; the option is listed apart.
    const totals = page.getByRole("region", { name: "Quote totals" });
    await expectAmount(totals, "Subtotal", "$13,121.88");
    await expectAmount(totals, "HST (13%)", "$1,705.84");
    await expectAmount(totals, "Total", "$14,827.72");
    await expectAmount(totals, "Deposit (50%)", "$7,413.86");
    await expectAmount(totals, "Balance", "$7,413.86");
    await expect(totals).toContainText("HST registration no. 78412 5530 RT0001");
    await expect(totals.getByRole("listitem").filter({ hasText: "Sealer upgrade" })).toContainText("+$1,147.50");
    await expect(totals).toContainText("$16,124.40");
    await expect(page.getByLabel("Total Cost (CAD)")).toHaveCount(0);

    // Reorder by keyboard: focus stays on the button that moved the row.
    await item(page, 3)
      .getByRole("button", { name: /^Move up/ })
      .focus();
    await page.keyboard.press("Enter");
    await expect(item(page, 2).getByRole("button", { name: /^Move up/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(item(page, 1).getByRole("button", { name: /^Move up/ })).toBeFocused();
    await expect(item(page, 1).getByRole("button", { name: /^Move up/ })).toHaveAttribute("aria-disabled", "true");
    await expectDescriptions(page, ["Sealer upgrade", "Stamped concrete patio, Roman slate", "Reinforced curb"]);
    await expect(page.getByRole("status").filter({ hasText: "Item moved to position 1 of 3." })).toBeAttached();
    await page.keyboard.press("Tab");
    await expect(item(page, 1).getByRole("button", { name: /^Move down/ })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(item(page, 2).getByRole("button", { name: /^Move down/ })).toBeFocused();
    await expectDescriptions(page, ["Stamped concrete patio, Roman slate", "Sealer upgrade", "Reinforced curb"]);
    await expectAmount(totals, "Total", "$14,827.72");

    // The preview shows what the client will see, before anything is sent.
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview: what the client will see" });
    await expect(preview).toContainText("Priya Raman");
    await expect(preview).toContainText("Stamped Concrete Patio and Curbs");
    await expect(preview).toContainText("New curb along the lawn.");
    const validUntil = addDays(torontoDate(new Date()), 14);
    const validUntilText = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" }).format(
      new Date(`${validUntil}T12:00:00Z`),
    );
    await expect(preview).toContainText(validUntilText);
    const table = preview.getByRole("table");
    await expect(table.getByRole("row").filter({ hasText: "Reinforced curb" })).toContainText("42.5 linear ft");
    await expect(table.getByRole("row").filter({ hasText: "Reinforced curb" })).toContainText("$796.88");
    await expect(table.getByRole("row").filter({ hasText: /^Total/ })).toContainText("$14,827.72");
    await expect(table.getByRole("checkbox", { name: /Include/ })).not.toBeChecked();
    await expectNoAxeViolations(page);
    if (test.info().project.name === "phone") {
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }

    const creating = page.waitForRequest((request) => request.url().endsWith("/api/quotes") && request.method() === "POST");
    await page.getByRole("button", { name: "Create Quote" }).click();
    const body = (await creating).postDataJSON() as { lineItems: Array<Record<string, unknown>>; totalCost?: string };
    expect(body.totalCost).toBeUndefined();
    expect(
      body.lineItems.map(({ description, quantity, unit, unitPrice, optional }) => ({ description, quantity, unit, unitPrice, optional })),
    ).toEqual([
      { description: "Stamped concrete patio, Roman slate", quantity: "850", unit: "sq_ft", unitPrice: "14.50", optional: false },
      { description: "Sealer upgrade", quantity: "850", unit: "sq_ft", unitPrice: "1.35", optional: true },
      { description: "Reinforced curb", quantity: "42.5", unit: "linear_ft", unitPrice: "18.75", optional: false },
    ]);
    for (const line of body.lineItems) expect(line.id).toMatch(/^[0-9a-f]{8}$/);

    expect(body).toMatchObject({ send: false });
    await expect(toastRegion(page).getByText("Quote saved as a draft", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Priya Raman" })).toBeVisible();
    const items = page.getByRole("region", { name: "Items and totals" });
    await expect(items.getByRole("row").filter({ hasText: "Stamped concrete patio, Roman slate" })).toContainText("$12,325.00");
    await expect(items.getByRole("row").filter({ hasText: "Sealer upgrade" })).toContainText("Not included");
    await expect(items.getByRole("row").filter({ hasText: /^Total/ })).toContainText("$14,827.72");
    await expect(page.getByText("$14,827.72").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a past valid-until date is refused; the server's field errors show under their inputs", async ({ page, allowConsoleError, signIn }) => {
    allowConsoleError(/status of 400/);
    await signIn(page);
    await page.goto("/create-quote");
    await fillClient(page, "Marco Bianchi");
    await fillItem(item(page, 1), { description: "Broom finish walkway", quantity: "160", unit: "sq ft", unitPrice: "11" });
    const validUntil = page.getByLabel("Valid Until");
    await validUntil.fill(addDays(torontoDate(new Date()), -1));
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/quotes") && request.method() === "POST") posted = true;
    });
    await page.getByRole("button", { name: "Create Quote" }).click();
    await expect(validUntil).toHaveAccessibleDescription("Valid until date cannot be in the past");
    await expect(validUntil).toBeFocused();
    expect(posted).toBe(false);

    // The server has the last word (e.g. a form left open past midnight): its messages land on the fields.
    await validUntil.fill(addDays(torontoDate(new Date()), 7));
    await page.route("**/api/quotes", (route) =>
      route.fulfill({
        status: 400,
        json: {
          success: false,
          code: "VALIDATION_FAILED",
          message: "Valid until date cannot be in the past",
          errors: { validUntil: "Valid until date cannot be in the past", "lineItems.0.quantity": lineItemMessages.quantity },
        },
      }),
    );
    await page.getByRole("button", { name: "Create Quote" }).click();
    await expect(toastRegion(page).getByText("Creation Failed", { exact: true })).toBeVisible();
    await expect(validUntil).toHaveAccessibleDescription("Valid until date cannot be in the past");
    await expect(item(page, 1).getByLabel("Quantity", { exact: true })).toHaveAccessibleDescription(lineItemMessages.quantity);
    await expect(item(page, 1).getByLabel("Quantity", { exact: true })).toHaveAttribute("aria-invalid", "true");

    // The form's own item messages are the shared ones.
    await page.unroute("**/api/quotes");
    await item(page, 1).getByLabel("Quantity", { exact: true }).fill("0");
    await item(page, 1).getByLabel("Unit Price (CAD)").fill("eleven");
    await item(page, 1).getByLabel("Description", { exact: true }).fill("");
    await page.getByRole("button", { name: "Create Quote" }).click();
    await expect(item(page, 1).getByLabel("Quantity", { exact: true })).toHaveAccessibleDescription(lineItemMessages.quantity);
    await expect(item(page, 1).getByLabel("Unit Price (CAD)")).toHaveAccessibleDescription(lineItemMessages.unitPrice);
    await expect(item(page, 1).getByLabel("Description", { exact: true })).toHaveAccessibleDescription(lineItemMessages.description);
    await expectNoAxeViolations(page);
  });

  test("a quote is revised into revision 2; the old one points to it", async ({ page, adminRequest, signIn }) => {
    const quoteId = await createItemisedQuote(adminRequest, "Grace Okafor");
    await signIn(page);
    await page.goto(`/admin/quotes/${quoteId}`);
    await page.getByRole("link", { name: /^Revise/ }).click();
    await expect(page).toHaveURL(new RegExp(`/create-quote\\?revise=${quoteId}$`));
    await expect(page.getByRole("heading", { name: "Revise Quote" })).toBeVisible();
    // The quote is named by its number, as everywhere else the owner reads it.
    const { quote } = (await (await adminRequest.get(`/api/quotes/${quoteId}`)).json()) as { quote: { number: string } };
    const number = quote.number;
    await expect(page.getByText(`Revision 2 of quote ${number}`)).toBeVisible();
    await expect(page.getByLabel("Client Name")).toHaveValue("Grace Okafor");
    await expectDescriptions(page, ["Stamped driveway", "Sealer upgrade"]);
    await item(page, 1).getByLabel("Unit Price (CAD)").fill("14.00");
    await expectAmount(page.getByRole("region", { name: "Quote totals" }), "Subtotal", "$8,400.00");
    const creating = page.waitForRequest((adminRequest) => adminRequest.url().endsWith("/api/quotes") && adminRequest.method() === "POST");
    await page.getByRole("button", { name: "Create Revision" }).click();
    expect((await creating).postDataJSON()).toMatchObject({ revisionOf: quoteId, clientName: "Grace Okafor" });
    await expect(toastRegion(page).getByText("Revision saved as a draft", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
    const revisionId = page.url().split("/").pop() ?? "";
    expect(revisionId).not.toBe(quoteId);
    await expect(page.getByText("Revision 2", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: `quote ${quoteId.slice(0, 8)}` })).toHaveAttribute("href", `/admin/quotes/${quoteId}`);

    await page.goto(`/admin/quotes/${quoteId}`);
    await expect(page.getByText("This quote was replaced by a revision.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the current revision" })).toHaveAttribute("href", `/admin/quotes/${revisionId}`);
    await expect(page.getByTestId("quote-timeline").getByText("Revised: replaced by a new version")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Revise/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Edit quote" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("automatic reminders are switched off and on", async ({ page, adminRequest, signIn }) => {
    const quoteId = await createItemisedQuote(adminRequest, "Tomas Lindqvist");
    await signIn(page);
    await page.goto(`/admin/quotes/${quoteId}`);
    // The owner calls or writes to the client with one tap.
    await expect(page.getByRole("link", { name: "416-555-0190" })).toHaveAttribute("href", "tel:4165550190");
    await expect(page.getByRole("link", { name: "revise@example.com" })).toHaveAttribute("href", "mailto:revise@example.com");
    const reminders = page.getByRole("switch", { name: "Automatic reminders" });
    await expect(reminders).toHaveAttribute("aria-checked", "true");
    const switching = page.waitForRequest(
      (adminRequest) => adminRequest.url().endsWith(`/api/quotes/${quoteId}/reminders`) && adminRequest.method() === "PUT",
    );
    await reminders.focus();
    await page.keyboard.press("Space");
    expect((await switching).postDataJSON()).toEqual({ enabled: false });
    await expect(reminders).toHaveAttribute("aria-checked", "false");
    await expect(page.getByTestId("quote-timeline").getByText("Automatic reminders switched off")).toBeVisible();
    await reminders.click();
    await expect(reminders).toHaveAttribute("aria-checked", "true");
    await expect(page.getByTestId("quote-timeline").getByText("Automatic reminders switched on")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an estimate request: its answers as request details, then priced with items", async ({ page, request, signIn }) => {
    const estimate = await request.post("/api/quotes", {
      data: {
        clientName: "Hana Kobayashi",
        clientEmail: "hana@example.com",
        clientPhone: "647-555-0123",
        projectAddress: "9 Cedar Lane, Markham, ON",
        workScope: "Stamped Concrete",
        projectDetails: "Replace the cracked asphalt driveway.",
        estimateAnswers: {
          projectArea: "24 ft x 20 ft driveway",
          urgency: "1-month",
          budget: "5000-10000",
          contactPreference: "email",
          hasPermits: true,
        },
      },
    });
    expect(estimate.status()).toBe(201);
    const quoteId = ((await estimate.json()) as { quoteId: string }).quoteId;
    await signIn(page);
    await page.goto(`/admin/quotes/${quoteId}`);
    const details = page.getByRole("region", { name: "Request details" });
    for (const [label, value] of [
      ["Project Area", "24 ft x 20 ft driveway"],
      ["Timeline", "Within 1 month"],
      ["Budget Range", "$5,000 - $10,000"],
      ["Contact Preference", "Email"],
      ["Permits Required", "Yes"],
    ]) {
      await expect(details.locator("div").filter({ has: page.getByText(label, { exact: true }) })).toContainText(value);
    }

    // An unpriced estimate is priced by items: it opens with one empty item, and no total to type.
    await expect(page.getByRole("heading", { name: "Price this estimate" })).toBeVisible();
    await expect(page.getByLabel("Total Cost (CAD)")).toHaveCount(0);
    await fillItem(item(page, 1), { description: "Stamped concrete driveway", quantity: "480", unit: "sq ft", unitPrice: "16.25" });
    const totals = page.getByRole("region", { name: "Quote totals" });
    await expectAmount(totals, "Subtotal", "$7,800.00");
    await expectAmount(totals, "HST (13%)", "$1,014.00");
    await expectAmount(totals, "Total", "$8,814.00");
    await expectAmount(totals, "Deposit (50%)", "$4,407.00");
    await expectNoAxeViolations(page);
    const saving = page.waitForRequest((request) => request.url().endsWith(`/api/quotes/${quoteId}`) && request.method() === "PATCH");
    await page.getByRole("button", { name: "Save Quote" }).click();
    const changes = (await saving).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(changes)).toEqual(["lineItems"]);
    await expect(toastRegion(page).getByText("Quote saved", { exact: true })).toBeVisible();
    await expect(page.getByText("$8,814.00").first()).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Items and totals" }).getByRole("row").filter({ hasText: "Stamped concrete driveway" }),
    ).toContainText("$7,800.00");
  });

  test("changes requested and reminders on the admin's page and timeline", async ({ page, adminRequest, signIn }) => {
    const quoteId = await createItemisedQuote(adminRequest, "Lucas Ferreira");
    const asked = await adminRequest.post(`/api/links/${await linkTokenOf(adminRequest, quoteId)}/change-requests`, {
      data: { message: "Could you price a smaller patio?\nAnd a darker colour.", version: 1 },
    });
    expect(asked.ok()).toBe(true);
    // Reminders go out days later; their timeline entries are added to the real ones here.
    await page.route(`**/api/quotes/${quoteId}/events`, async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { events: unknown[] };
      const reminder = (kind: "unopened" | "expiring", n: number) => ({
        id: `00000000-0000-4000-8000-00000000000${n}`,
        type: "quote.reminder_sent",
        at: new Date().toISOString(),
        data: { kind, to: "revise@example.com", emailId: `00000000-0000-4000-9000-00000000000${n}` },
      });
      await route.fulfill({ response, json: { ...answer, events: [...answer.events, reminder("unopened", 1), reminder("expiring", 2)] } });
    });
    await signIn(page);
    await page.goto(`/admin/quotes/${quoteId}`);
    // The message itself is at the top of the page, with the way to answer it.
    const changes = page.getByRole("region", { name: "Changes requested" });
    await expect(changes.locator("blockquote")).toHaveJSProperty("innerText", "Could you price a smaller patio?\nAnd a darker colour.");
    await expect(changes.getByRole("link", { name: "Revise quote" })).toHaveAttribute("href", `/create-quote?revise=${quoteId}`);
    const timeline = page.getByTestId("quote-timeline");
    await expect(timeline.getByText("Changes requested by the client")).toBeVisible();
    await expect(timeline.getByText("Could you price a smaller patio?")).toHaveJSProperty(
      "innerText",
      "Could you price a smaller patio?\nAnd a darker colour.",
    );
    await expect(timeline.getByText("Reminder sent: not opened after 3 days")).toBeVisible();
    await expect(timeline.getByText("Reminder sent: expires in 3 days")).toBeVisible();
    await expect(timeline.getByText("To revise@example.com", { exact: true })).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
});
