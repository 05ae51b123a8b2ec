/**
 * A quote with a three-way finish choice, as a client drives it on a phone (and at desktop width):
 * the range until they choose, nothing preselected, the add-on that waits for Stamped, the stamped
 * design picked from swatches, the previews equal to the server's figures once accepted, the
 * colour-variance tick, the signature, and the confirmation naming the choices. Also: Accept stays
 * disabled with nothing chosen. `CHOICES_SHOTS_DIR=<dir>` keeps the screenshots for a look.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { linkTokenOf } from "./client-link";
import { drawSignature } from "./signature";

const finish = {
  id: "finish",
  title: "Finish",
  required: true,
  recommendedOptionId: "stamped",
  options: [
    { id: "broom", label: "Broom", description: "A plain, non-slip brushed surface: the classic driveway finish.", needsDesign: false },
    { id: "stamped", label: "Stamped", description: "Pressed with a pattern and coloured to look like stone or slate.", needsDesign: true },
    { id: "exposed", label: "Exposed aggregate", description: "The top layer washed off to show the stones in the mix.", needsDesign: false },
  ],
};

const lineItems = [
  {
    id: "prep",
    description: "Excavation, haul-away and compacted gravel base",
    quantity: "1",
    unit: "lump_sum",
    unitPrice: "2400.00",
    optional: false,
  },
  {
    id: "broom-slab",
    description: "4 in. concrete driveway, broom finish",
    quantity: "600",
    unit: "sq_ft",
    unitPrice: "9.00",
    optional: false,
    optionId: "broom",
  },
  {
    id: "stamped-slab",
    description: "4 in. stamped concrete driveway, coloured",
    quantity: "600",
    unit: "sq_ft",
    unitPrice: "13.00",
    optional: false,
    optionId: "stamped",
  },
  {
    id: "exposed-slab",
    description: "4 in. exposed aggregate driveway",
    quantity: "600",
    unit: "sq_ft",
    unitPrice: "11.50",
    optional: false,
    optionId: "exposed",
  },
  {
    id: "anti-slip",
    description: "Anti-slip additive in the sealer",
    quantity: "600",
    unit: "sq_ft",
    unitPrice: "0.75",
    optional: true,
    requiresOptionId: "stamped",
  },
];

/**
 * By hand, from the rule in shared/line-items.ts (13% HST, 50% deposit): Broom 7,800 + HST = 8,814.00;
 * Stamped 10,200 + HST = 11,526.00; Exposed 9,300 + HST = 10,509.00; Stamped with the additive
 * 10,650 + HST 1,384.50 = 12,034.50, deposit 6,017.25.
 */
const money = {
  range: "From $8,814.00 to $11,526.00",
  stampedOverBroom: "+$2,712.00 compared with Broom",
  stampedWithAddOn: { total: "$12,034.50", hst: "$1,384.50", deposit: "$6,017.25", balance: "$6,017.25" },
  stampedWithAddOnOverBroom: "+$3,220.50 compared with Broom",
};

/** A swatch like a phone photo of a sample: a colour with a darker joint grid. */
async function swatchImage(fill: string, joint: string): Promise<Buffer> {
  const lines = Array.from({ length: 4 }, (_, i) => `<rect x="0" y="${i * 120 + 40}" width="480" height="8" fill="${joint}"/>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><rect width="480" height="480" fill="${fill}"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

type Entry = { id: string; name: string };

async function addEntry(
  admin: APIRequestContext,
  kind: string,
  name: string,
  maker: string,
  code: string,
  colours: [string, string],
): Promise<Entry> {
  const response = await admin.post("/api/design-catalogue", {
    multipart: { kind, name, maker, code, swatch: { name: `${code}.jpg`, mimeType: "image/jpeg", buffer: await swatchImage(...colours) } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { entry: Entry }).entry;
}

async function createChoiceQuote(admin: APIRequestContext): Promise<string> {
  const response = await admin.post("/api/quotes", {
    data: {
      clientName: "Aisha Verma",
      clientEmail: "aisha@example.com",
      clientPhone: "905-555-0177",
      projectAddress: "14 Maple Grove Ave, Oakville, ON",
      workScope: "Concrete Driveway",
      projectDetails: "Replace the cracked asphalt driveway, 600 sq ft, with concrete.",
      validUntil: addDays(torontoDate(new Date()), 21),
      lineItems,
      choiceGroups: [finish],
      designByClient: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { quoteId: string }).quoteId;
}

async function shot(page: Page, project: string, step: string, locator?: import("@playwright/test").Locator) {
  const dir = process.env.CHOICES_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${project}-${step}.png`);
  if (locator) await locator.screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: true });
}

async function expectNoSidewaysScroll(page: Page) {
  const excess = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(excess, "the page must not scroll sideways").toBeLessThanOrEqual(0);
}

test("a client chooses Stamped with its add-on, picks the pattern and colours, acknowledges the colour note and signs", async ({
  page,
  adminRequest,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const touch = project === "phone";
  const stamp = `${project} ${Date.now().toString(36)}`;
  const pattern = await addEntry(adminRequest, "pattern", `Ashlar Slate ${stamp}`, "Brickform", "P-ASH", ["#9c8f80", "#5e5246"]);
  const base = await addEntry(adminRequest, "base_colour", `Desert Tan ${stamp}`, "Brickform", "C-23", ["#c8ad86", "#b39670"]);
  const release = await addEntry(adminRequest, "release_colour", `Charcoal ${stamp}`, "Butterfield", "R-11", ["#4a4a4a", "#2e2e2e"]);
  await addEntry(adminRequest, "sealer_finish", `Satin gloss ${stamp}`, "", "", ["#d9d6cf", "#c4c0b6"]);
  const quoteId = await createChoiceQuote(adminRequest);
  const token = await linkTokenOf(adminRequest, quoteId);

  await page.goto(`/quote/${token}`);
  await expect(page.getByRole("heading", { name: "Your Project Quote" })).toBeVisible();

  // The range until the finish is chosen; nothing preselected, the recommended option only marked.
  await expect(page.getByTestId("quote-range")).toHaveText(`${money.range} CAD`);
  const group = page.getByRole("group", { name: "Choose your finish" });
  await expect(group.getByRole("radio")).toHaveCount(3);
  for (const radio of await group.getByRole("radio").all()) await expect(radio).not.toBeChecked();
  await expect(page.getByTestId("option-stamped")).toContainText("Recommended");
  await expect(page.getByTestId("option-broom")).not.toContainText("Recommended");
  await expect(page.getByTestId("option-broom")).toContainText("Lowest price");
  await expect(page.getByTestId("option-stamped")).toContainText(money.stampedOverBroom);
  await expect(page.getByTestId("option-stamped")).toContainText("$11,526.00 with HST");
  await expect(page.getByTestId("option-stamped")).toContainText("Deposit $5,763.00");
  await expect(page.getByTestId("option-stamped")).toContainText("4 in. stamped concrete driveway, coloured");

  // The add-on waits for Stamped, and says so.
  const addOn = page.getByRole("checkbox", { name: "Include Anti-slip additive in the sealer" });
  await expect(addOn).toBeDisabled();
  await expect(page.getByText("Available with Stamped")).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept Quote" })).toBeDisabled();
  await expect(page.getByTestId("accept-blocked")).toHaveText("Please choose one finish");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, project, "1-choices");

  // Stamped, by keyboard on the desktop (arrow keys move within the radio group), by touch on the phone.
  if (touch) await group.getByRole("radio", { name: /Stamped/ }).check();
  else {
    await group.getByRole("radio", { name: /Broom/ }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(group.getByRole("radio", { name: /Stamped/ })).toBeChecked();
  }
  await expect(page.getByTestId("quote-total")).toHaveText("$11,526.00 CAD");
  await expect(addOn).toBeEnabled();
  await addOn.check();
  await expect(page.getByTestId("quote-total")).toHaveText(`${money.stampedWithAddOn.total} CAD`);
  await expect(page.getByTestId("option-stamped")).toContainText(money.stampedWithAddOnOverBroom);
  await expect(page.getByTestId("option-stamped")).toContainText(`Deposit ${money.stampedWithAddOn.deposit}`);

  // The design is still to pick: Accept says what is missing.
  await expect(page.getByRole("button", { name: "Accept Quote" })).toBeDisabled();
  await expect(page.getByTestId("accept-blocked")).toContainText("Choose a pattern");
  const picker = page.getByRole("region", { name: "Pick your stamped design" });
  await picker.getByRole("radio", { name: pattern.name }).check();
  await picker.getByRole("radio", { name: base.name }).check();
  await picker.getByRole("radio", { name: /Colour hardener/ }).check();
  await expect(page.getByTestId("accept-blocked")).toContainText("Choose a release colour");
  await picker.getByRole("radio", { name: release.name }).check();
  await expect(page.getByTestId("accept-blocked")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Accept Quote" })).toBeEnabled();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, project, "2-design-picker");
  await shot(page, project, "2b-picker-only", picker);

  // Switching away unticks the add-on; switching back does not tick it again.
  await group.getByRole("radio", { name: /Exposed aggregate/ }).check();
  await expect(addOn).toBeDisabled();
  await expect(addOn).not.toBeChecked();
  await group.getByRole("radio", { name: /Stamped/ }).check();
  await expect(addOn).not.toBeChecked();
  await addOn.check();
  // The design picked before is kept.
  await expect(picker.getByRole("radio", { name: release.name })).toBeChecked();

  // Accepting sends ids only; the server's figures equal the previews.
  const deciding = page.waitForRequest((call) => call.url().endsWith("/status") && call.method() === "PATCH");
  const decided = page.waitForResponse((answer) => answer.url().endsWith("/status") && answer.request().method() === "PATCH");
  await page.getByRole("button", { name: "Accept Quote" }).click();
  expect((await deciding).postDataJSON()).toEqual({
    status: "accepted",
    version: 1,
    options: ["anti-slip", "stamped"],
    design: {
      patternId: pattern.id,
      baseColourId: base.id,
      baseMethod: "hardener",
      releaseColourId: release.id,
      borderId: null,
      sealerFinishId: null,
      notes: "",
      sampleViewedOn: null,
    },
  });
  const answer = (await (await decided).json()) as { quote: { totals: { totalCents: number; depositCents: number; taxCents: number } } };
  expect(answer.quote.totals).toMatchObject({ totalCents: 1_203_450, depositCents: 601_725, taxCents: 138_450 });
  await expect(page).toHaveURL(new RegExp(`/contract/${token}$`), { timeout: 5000 });

  // The contract: the choice, the alternatives, the design with swatches, and the colour note to tick.
  await expect(page.getByRole("heading", { name: "Construction Contract" })).toBeVisible();
  const choices = page.getByRole("region", { name: "Your choices" });
  await expect(choices).toContainText("Stamped");
  await expect(choices).toContainText("Also offered, not chosen: Broom ($8,814.00 with HST), Exposed aggregate ($10,509.00 with HST)");
  const design = page.getByRole("region", { name: "Your stamped design" });
  await expect(design).toContainText(pattern.name);
  await expect(design).toContainText("Brickform · C-23");
  await expect(design).toContainText("colour hardener");
  await expect(design.getByTestId("design-pattern").locator("img")).toHaveJSProperty("complete", true);
  await expect
    .poll(() =>
      design
        .getByTestId("design-pattern")
        .locator("img")
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(page.getByText(/By signing, you agree/)).toContainText(`${money.stampedWithAddOn.total} CAD including HST`);
  await expect(page.getByText(/By signing, you agree/)).toContainText(`a deposit of ${money.stampedWithAddOn.deposit}`);
  const colourNote = page.getByRole("checkbox", { name: /swatch and brochure colours are approximations/ });
  await expect(colourNote).not.toBeChecked();
  await expect(colourNote).toHaveAccessibleName(
    new RegExp(`I chose the ${pattern.name} pattern with ${base.name} base colour \\(colour hardener\\)`),
  );
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, project, "3-contract");

  // Signing without the colour tick is refused in the form, with the reason.
  await drawSignature(page, page.getByRole("img", { name: "Signature" }), touch);
  await page.getByLabel("I have read and agree to the terms and conditions outlined above").check();
  await page.getByRole("button", { name: "Sign Contract" }).click();
  await expect(page.getByText("Please confirm you have read the note on colours")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/contract/${token}$`));

  const signing = page.waitForRequest((call) => call.url().endsWith("/contract") && call.method() === "POST");
  await colourNote.check();
  await page.getByRole("button", { name: "Sign Contract" }).click();
  expect((await signing).postDataJSON()).toMatchObject({ colourAcknowledged: true });
  await expect(page).toHaveURL(new RegExp(`/contract-confirmation/${token}$`), { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Contract Signed" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your choices" })).toContainText("Stamped");
  await expect(page.getByRole("region", { name: "Your choices" })).toContainText("Also offered, not chosen: Broom");
  await expect(page.getByRole("region", { name: "Your stamped design" })).toContainText(release.name);
  await expect(page.getByRole("table", { name: "Items and taxes" }).getByRole("row", { name: /^Total/ })).toContainText(money.stampedWithAddOn.total);
  await shot(page, project, "4-confirmation");

  // The quote page, signed: the chosen total and the choices, nothing left to pick.
  await page.goto(`/quote/${token}`);
  await expect(page.getByRole("heading", { name: "Contract Signed" })).toBeVisible();
  await expect(page.getByTestId("quote-total")).toHaveText(`${money.stampedWithAddOn.total} CAD`);
  await expect(page.getByRole("region", { name: "Your choices" })).toContainText("Stamped");
  await expect(page.getByRole("radio")).toHaveCount(0);
});

test("Accept stays disabled until a finish is chosen, and an option the owner must design first says so", async ({ page, adminRequest }) => {
  const response = await adminRequest.post("/api/quotes", {
    data: {
      clientName: "Tom Okafor",
      clientEmail: "tom@example.com",
      clientPhone: "905-555-0190",
      projectAddress: "3 Birch Lane, Milton, ON",
      workScope: "Concrete Patio",
      projectDetails: "A new patio behind the house.",
      validUntil: addDays(torontoDate(new Date()), 21),
      lineItems,
      choiceGroups: [finish],
      designByClient: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const token = await linkTokenOf(adminRequest, ((await response.json()) as { quoteId: string }).quoteId);

  await page.goto(`/quote/${token}`);
  const accept = page.getByRole("button", { name: "Accept Quote" });
  await expect(accept).toBeDisabled();
  await expect(accept).toHaveAccessibleDescription("Please choose one finish");
  const group = page.getByRole("group", { name: "Choose your finish" });
  await group.getByRole("radio", { name: /Stamped/ }).check();
  // No design set and the client may not pick one: agreed with the contractor first.
  await expect(page.getByTestId("accept-blocked")).toContainText("will be agreed with us before this option can be accepted");
  await expect(accept).toBeDisabled();
  await group.getByRole("radio", { name: /Broom/ }).check();
  await expect(accept).toBeEnabled();
  await expect(page.getByTestId("quote-total")).toHaveText("$8,814.00 CAD");
});

test("a pattern retired while the client was choosing: the server's refusal is shown by the design and the pick is undone", async ({
  page,
  adminRequest,
  allowConsoleError,
}, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const pattern = await addEntry(adminRequest, "pattern", `Fieldstone ${stamp}`, "Brickform", "P-FLD", ["#8a8276", "#544c40"]);
  const base = await addEntry(adminRequest, "base_colour", `Sandstone ${stamp}`, "Brickform", "C-07", ["#d3bf9c", "#bda47c"]);
  const release = await addEntry(adminRequest, "release_colour", `Walnut ${stamp}`, "Brickform", "R-04", ["#5b4533", "#3d2d20"]);
  const token = await linkTokenOf(adminRequest, await createChoiceQuote(adminRequest));

  await page.goto(`/quote/${token}`);
  await page
    .getByRole("group", { name: "Choose your finish" })
    .getByRole("radio", { name: /Stamped/ })
    .check();
  const picker = page.getByRole("region", { name: "Pick your stamped design" });
  await picker.getByRole("radio", { name: pattern.name }).check();
  await picker.getByRole("radio", { name: base.name }).check();
  await picker.getByRole("radio", { name: /Integral/ }).check();
  await picker.getByRole("radio", { name: release.name }).check();

  // The owner retires the pattern meanwhile.
  const retire = await adminRequest.patch(`/api/design-catalogue/${pattern.id}`, { data: { retired: true } });
  expect(retire.status(), await retire.text()).toBe(200);

  allowConsoleError(/status of 422/);
  await page.getByRole("button", { name: "Accept Quote" }).click();
  await expect(picker.getByRole("alert")).toHaveText("That pattern is not in the catalogue");
  // The retired pattern is no longer offered; the other picks stay, and Accept asks for a pattern.
  await expect(picker.getByRole("radio", { name: pattern.name })).toHaveCount(0);
  await expect(picker.getByRole("radio", { name: release.name })).toBeChecked();
  await expect(page.getByTestId("accept-blocked")).toContainText("Choose a pattern");
  await expect(page.getByRole("button", { name: "Accept Quote" })).toBeDisabled();
  await expect(page).toHaveURL(new RegExp(`/quote/${token}$`));
});
