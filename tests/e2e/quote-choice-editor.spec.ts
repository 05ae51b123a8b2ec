/**
 * The owner builds a quote with a three-way Finish choice in the editor, at desktop and phone widths:
 * lines attached to options, an add-on offered only with Stamped, the total as a range with each
 * option's own total, the problems a send would meet shown while typing (a draft still saves), the
 * server's refusal to send a one-option choice shown on the quote's page, fixed and sent; the stamped
 * design set from the catalogue (entries made through the API) and shown with its swatches; the
 * quotes list showing the range. `CHOICE_EDITOR_SHOTS_DIR=<dir>` keeps screenshots of each width.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { choiceMessages, formatTotalRange, quoteTotalRange, type ChoiceGroup } from "../../shared/choice-groups";
import { formatCents } from "../../shared/money";
import type { LineItem } from "../../shared/line-items";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";

async function shot(page: Page, project: string, step: string) {
  const dir = process.env.CHOICE_EDITOR_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${project}-${step}.png`), fullPage: true });
}

async function expectNoSidewaysScroll(page: Page) {
  const excess = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(excess, "sideways scroll").toBeLessThanOrEqual(0);
}

async function swatch(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A catalogue entry made through the admin API, with a swatch image. */
async function addEntry(request: APIRequestContext, kind: string, name: string, colour: string): Promise<string> {
  const response = await request.post("/api/design-catalogue", {
    multipart: {
      kind,
      name,
      maker: "Brickform",
      code: `T-${kind.length}`,
      swatch: { name: "swatch.jpg", mimeType: "image/jpeg", buffer: await swatch(colour) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { entry: { id: string } }).entry.id;
}

const group = (scope: Page | Locator, name: RegExp) => scope.getByRole("group", { name });
const item = (page: Page, position: number) => group(page, new RegExp(`^Item ${position}\\b`));

async function fillItem(row: Locator, values: { description: string; quantity: string; unitPrice: string; optional?: boolean }) {
  await row.getByLabel("Description", { exact: true }).fill(values.description);
  await row.getByLabel("Quantity", { exact: true }).fill(values.quantity);
  await row.getByLabel("Unit Price (CAD)").fill(values.unitPrice);
  if (values.optional) await row.getByRole("checkbox", { name: /^Optional/ }).check();
}

test("the owner builds a quote with a finish choice, a dependent add-on and a stamped design", async ({
  adminPage: page,
  adminRequest,
  allowConsoleError,
}, testInfo) => {
  // A long walk through the editor, the quote page, the list and the acceptance, with two accessibility checks.
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const stamp = `${project} ${Date.now().toString(36)}`;
  const clientName = `Choice Owner ${stamp}`;
  const pattern = `Ashlar Slate ${stamp}`;
  const base = `Sandstone ${stamp}`;
  const release = `Charcoal ${stamp}`;
  await addEntry(adminRequest, "pattern", pattern, "#a89a86");
  await addEntry(adminRequest, "base_colour", base, "#c8b48f");
  await addEntry(adminRequest, "release_colour", release, "#3c3a38");
  // The send below is refused on purpose: the browser reports the 422 answer.
  allowConsoleError(/status of 422/);

  await page.goto("/create-quote");
  await page.getByLabel("Client Name").fill(clientName);
  await page.getByLabel("Email Address").fill("choices@example.com");
  await page.getByLabel("Phone Number").fill("416-555-0135");
  await page.getByLabel("Project Address").fill("8 Birch Avenue, Toronto, ON");
  await page.getByLabel("Work Scope").fill("Driveway");
  await page.getByLabel("Detailed Project Description").fill("New driveway, 600 sq ft, finish to choose.");
  await fillItem(item(page, 1), { description: "Excavation, base and forming", quantity: "600", unitPrice: "4.00" });

  // A choice of three finishes; Stamped needs a design and is recommended.
  await page.getByRole("button", { name: "Add a choice" }).click();
  const finish = group(page, /^Choice 1/);
  await finish.getByLabel("Choice title").fill("Finish");
  await expect(finish.getByRole("checkbox", { name: "The client must choose one" })).toBeChecked();
  await group(finish, /^Option 1/)
    .getByLabel("Option name")
    .fill("Broom");
  const stamped = group(finish, /^Option 2/);
  await stamped.getByLabel("Option name").fill("Stamped");
  await stamped.getByLabel("Short description").fill("Ashlar slate pattern in two colours, sealed");
  await stamped.getByRole("checkbox", { name: /Needs a stamped design/ }).check();
  await stamped.getByRole("radio", { name: "Recommended" }).check();
  await expect(stamped).toHaveAccessibleName(/Option 2 \(recommended\)/);
  await finish.getByRole("button", { name: "Add option" }).click();
  await group(finish, /^Option 3/)
    .getByLabel("Option name")
    .fill("Exposed aggregate");

  // Options without items are what a send would refuse: said beside each, while typing.
  await expect(group(finish, /^Option 3/).getByTestId("choice-problem")).toHaveText(/"Exposed aggregate" in "Finish" has no items/);

  // Each option's own line, and an add-on offered only with Stamped.
  const lines = [
    { description: "Broom finish", quantity: "600", unitPrice: "9.00", option: "Finish: Broom" },
    { description: "Stamped finish, ashlar slate", quantity: "600", unitPrice: "15.00", option: "Finish: Stamped" },
    { description: "Exposed aggregate finish", quantity: "600", unitPrice: "13.00", option: "Finish: Exposed aggregate" },
  ];
  for (const [index, line] of lines.entries()) {
    await page.getByRole("button", { name: "Add item" }).click();
    const row = item(page, index + 2);
    await fillItem(row, line);
    await row.getByLabel("Belongs to").selectOption({ label: line.option });
    await expect(row).toHaveAccessibleName(new RegExp(`\\(${line.option}\\)`));
  }
  await page.getByRole("button", { name: "Add item" }).click();
  const addOn = item(page, 5);
  await fillItem(addOn, { description: "Anti-slip sealer", quantity: "600", unitPrice: "1.25", optional: true });
  await addOn.getByLabel("Only with").selectOption({ label: "Finish: Stamped" });
  await expect(finish.getByTestId("choice-problem")).toHaveCount(0);

  // The total is a range over the finishes, each finish with its own total with HST (the shared rule).
  const items: LineItem[] = [
    { id: "base", description: "", quantity: "600", unit: "sq_ft", unitPrice: "4.00", optional: false },
    ...lines.map((line, index) => ({
      id: `l${index}`,
      description: "",
      quantity: "600",
      unit: "sq_ft" as const,
      unitPrice: line.unitPrice,
      optional: false,
      optionId: `o${index}`,
    })),
  ];
  const groups: ChoiceGroup[] = [
    {
      id: "g",
      title: "Finish",
      required: true,
      recommendedOptionId: null,
      options: [0, 1, 2].map((i) => ({ id: `o${i}`, label: "", description: "", needsDesign: false })),
    },
  ];
  const range = quoteTotalRange(items, groups);
  const totals = page.getByRole("region", { name: "Quote totals" });
  await expect(totals.getByTestId("total-range")).toHaveText(`From ${formatCents(range.lowCents)} to ${formatCents(range.highCents)} with HST`);
  await expect(totals.getByTestId("option-total")).toHaveText([
    /Total with Broom\s*\$8,814\.00/,
    /Total with Stamped\s*\$12,882\.00/,
    /Total with Exposed aggregate\s*\$11,526\.00/,
  ]);
  await expect(totals).toContainText("Anti-slip sealer (only with Finish: Stamped)");

  // A second choice left with one option and no items: shown while typing, and the draft still saves.
  await page.getByRole("button", { name: "Add a choice" }).click();
  const border = group(page, /^Choice 2/);
  await border.getByLabel("Choice title").fill("Border");
  await group(border, /^Option 1/)
    .getByLabel("Option name")
    .fill("Soldier course");
  await group(border, /^Option 2/)
    .getByRole("button", { name: /Remove option/ })
    .click();
  await expect(border.getByTestId("choice-problem").first()).toHaveText(`"Border" needs at least two options to choose from`);

  // The design: set by the owner from the catalogue, swatch beside each picker.
  const design = page.getByTestId("design-section");
  await design.getByRole("radio", { name: /I'll set it/ }).check();
  await design.getByLabel("Pattern", { exact: true }).selectOption({ label: `${pattern} (Brickform T-7)` });
  await design.getByLabel("Base colour", { exact: true }).selectOption({ label: `${base} (Brickform T-11)` });
  await design.getByLabel("Base colour applied as").selectOption("integral");
  await design.getByLabel("Release colour", { exact: true }).selectOption({ label: `${release} (Brickform T-14)` });
  await design.getByLabel("Sample board viewed on").fill("2026-11-20");
  await expect(design.locator("img")).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, project, "1-editor");

  await page.getByRole("button", { name: "Create Quote" }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\/[0-9a-f-]+$/);
  const quoteUrl = page.url();

  // Before the client chooses: the heading and the choices card show the range.
  await expect(page.getByTestId("header-range")).toContainText(formatTotalRange({ lowCents: 881_400, highCents: 1_288_200 }));
  const choices = page.getByRole("region", { name: "Choices" });
  await expect(choices.getByTestId("total-range")).toContainText("From $8,814.00 to $12,882.00");
  await expect(choices.getByTestId("design-state")).toContainText("Chosen by you");
  await expect(choices.getByTestId("design-state")).toContainText(pattern);
  await expect(choices.getByTestId("design-state").locator("img")).toHaveCount(3);

  // The items by what they belong to: the base scope, each finish, the add-on.
  await expect(page.getByTestId("items-section")).toHaveCount(5);
  await expect(page.getByRole("region", { name: "Finish: Stamped" })).toContainText("Stamped finish, ashlar slate");

  // Sending is refused with the server's message for the one-option choice.
  await page.getByRole("button", { name: "Send quote to client" }).click();
  const problems = page.getByTestId("send-problems");
  await expect(problems).toContainText(choiceMessages.tooFewOptions({ title: "Border" } as ChoiceGroup));
  await shot(page, project, "2-send-refused");

  // Fixed in the editor: the Border choice removed; then sent.
  await page.getByRole("button", { name: "Edit quote" }).click();
  await group(page, /^Choice 2/)
    .getByRole("button", { name: /Remove choice/ })
    .click();
  await expect(page.getByRole("group", { name: /^Choice 2/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Save Quote" }).click();
  await expect(page.getByRole("button", { name: "Edit quote" })).toBeVisible();
  await page.getByRole("button", { name: "Send quote to client" }).click();
  await expect(page.getByRole("button", { name: "Resend" })).toBeVisible();
  await expect(problems).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, project, "3-quote-page");

  // The editor reopens with the lines still attached and the design as set.
  await page.getByRole("button", { name: "Edit quote" }).click();
  await expect(item(page, 3).getByLabel("Belongs to")).toHaveValue(/.+/);
  await expect(item(page, 5).getByLabel("Only with")).not.toHaveValue("");
  await expect(page.getByTestId("design-section").getByLabel("Pattern", { exact: true })).not.toHaveValue("");
  await page.getByRole("button", { name: "Cancel" }).click();

  // The quotes list shows the range while the client has not chosen.
  await page.goto(`/admin/quotes?q=${encodeURIComponent(clientName)}`);
  await expect(page.getByTestId("quote-row").filter({ visible: true }).first()).toContainText("$8,814.00 – $12,882.00");
  await shot(page, project, "4-list");

  // The client accepts Stamped with the anti-slip add-on (the decision through the client's link).
  const quoteId = quoteUrl.split("/").pop() ?? "";
  const stored = (await (await adminRequest.get(`/api/quotes/${quoteId}`)).json()) as {
    quote: { linkToken: string; version: number; choiceGroups: ChoiceGroup[]; lineItems: LineItem[] };
  };
  const stampedId = stored.quote.choiceGroups[0].options.find((option) => option.label === "Stamped")?.id ?? "";
  const antiSlipId = stored.quote.lineItems.find((line) => line.description === "Anti-slip sealer")?.id ?? "";
  const decided = await adminRequest.patch(`/api/links/${stored.quote.linkToken}/status`, {
    data: { status: "accepted", version: stored.quote.version, options: [stampedId, antiSlipId] },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  // Once accepted: the chosen total (Stamped $12,882.00 + the add-on $750.00 with HST $97.50), the client's option marked.
  await page.goto(quoteUrl);
  const chosen = page.getByRole("region", { name: "Choices" }).getByTestId("chosen-option");
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText("Finish: Stamped");
  await expect(chosen).toContainText("Chosen by the client");
  await expect(page.getByTestId("header-range")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 }).locator("..").locator("..")).toContainText("$13,729.50");
  await shot(page, project, "5-accepted");
  await page.goto(`/admin/quotes?q=${encodeURIComponent(clientName)}`);
  await expect(page.getByTestId("quote-row").filter({ visible: true }).first()).toContainText("$13,729.50");
});

test("the owner lets the client choose the design", async ({ adminPage: page }, testInfo) => {
  const clientName = `Client Picks ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.goto("/create-quote");
  await page.getByLabel("Client Name").fill(clientName);
  await page.getByLabel("Email Address").fill("picks@example.com");
  await page.getByLabel("Phone Number").fill("416-555-0136");
  await page.getByLabel("Project Address").fill("9 Birch Avenue, Toronto, ON");
  await page.getByLabel("Work Scope").fill("Patio");
  await page.getByLabel("Detailed Project Description").fill("Patio, 300 sq ft.");
  await fillItem(item(page, 1), { description: "Stamped patio", quantity: "300", unitPrice: "16.00" });
  await page.getByRole("button", { name: "Add a choice" }).click();
  const finish = group(page, /^Choice 1/);
  await finish.getByLabel("Choice title").fill("Finish");
  await group(finish, /^Option 1/)
    .getByLabel("Option name")
    .fill("Broom");
  await group(finish, /^Option 2/)
    .getByLabel("Option name")
    .fill("Stamped");
  await expect(page.getByTestId("design-section")).toHaveCount(0);
  const needsDesign = group(finish, /^Option 2/).getByRole("checkbox", { name: /Needs a stamped design/ });
  await needsDesign.check();
  const design = page.getByTestId("design-section");
  await design.getByRole("radio", { name: /Let the client choose/ }).check();
  await expect(design.getByLabel("Pattern", { exact: true })).toHaveCount(0);
  // Unticked, no design is asked for; ticked again, the answer is still there.
  await needsDesign.uncheck();
  await expect(page.getByTestId("design-section")).toHaveCount(0);
  await needsDesign.check();
  await expect(design.getByRole("radio", { name: /Let the client choose/ })).toBeChecked();
  await item(page, 1).getByLabel("Belongs to").selectOption({ label: "Finish: Stamped" });
  await page.getByRole("button", { name: "Add item" }).click();
  await fillItem(item(page, 2), { description: "Excavation and base", quantity: "300", unitPrice: "4.00" });

  // Saved as a draft though Broom has no items yet; the page says the client picks the design.
  await expect(group(finish, /^Option 1/).getByTestId("choice-problem")).toHaveText(/"Broom" in "Finish" has no items/);
  await page.getByRole("button", { name: "Create Quote" }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\/[0-9a-f-]+$/);
  await expect(page.getByRole("region", { name: "Choices" }).getByTestId("design-state")).toHaveText(
    "The client chooses the pattern and colours from your catalogue when they accept.",
  );
  await expect(page.getByRole("region", { name: "Finish: Stamped" })).toContainText("Stamped patio");
});
