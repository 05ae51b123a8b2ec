/**
 * The client's quote page works out each option card's total from the lines it is answered: every
 * line must come back with the option it belongs to (`optionId`) and the option an add-on requires
 * (`requiresOptionId`), or the page would count every option's lines at once.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChoiceGroup } from "../../shared/choice-groups";
import { quoteTotals, type LineItem } from "../../shared/line-items";
import { pricedQuoteBody } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const finish: ChoiceGroup = {
  id: "finish",
  title: "Finish",
  required: true,
  recommendedOptionId: null,
  options: [
    { id: "broom", label: "Broom", description: "", needsDesign: false },
    { id: "exposed", label: "Exposed aggregate", description: "", needsDesign: false },
  ],
};
const lineItems: LineItem[] = [
  { id: "base", description: "Base", quantity: "100", unit: "sq_ft", unitPrice: "5.00", optional: false },
  { id: "broom-l", description: "Broom finish", quantity: "100", unit: "sq_ft", unitPrice: "9.00", optional: false, optionId: "broom" },
  { id: "exposed-l", description: "Exposed aggregate", quantity: "100", unit: "sq_ft", unitPrice: "12.00", optional: false, optionId: "exposed" },
  { id: "seal", description: "Sealer", quantity: "100", unit: "sq_ft", unitPrice: "1.00", optional: true, requiresOptionId: "exposed" },
];

describe("the client's quote view", () => {
  it("answers each line with its option and an add-on with the option it requires, so the page's preview is the server's total", async () => {
    const { totalCost: _none, ...body } = pricedQuoteBody();
    const created = await admin.post("/api/quotes").send({ ...body, lineItems, choiceGroups: [finish] });
    expect(created.status, created.text).toBe(201);
    const token = (await admin.get(`/api/quotes/${created.body.quoteId}`)).body.quote.linkToken as string;

    const view = (await request(t.app).get(`/api/links/${token}`)).body.quote;
    expect(view.lineItems).toEqual(lineItems);
    const preview = quoteTotals(view.lineItems, ["exposed", "seal"]);

    const accepted = await request(t.app)
      .patch(`/api/links/${token}/status`)
      .send({ status: "accepted", version: view.version, options: ["seal", "exposed"] });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.quote.totals).toEqual(preview);
    expect(accepted.body.quote.lineItems).toEqual(lineItems);
  });
});
