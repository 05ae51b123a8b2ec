/**
 * What the owner's editor reads back: a quote's answer keeps each line's option (`optionId`) and an
 * add-on's required option (`requiresOptionId`), so an edit opens with its lines where they were and
 * the page's totals count each line only with its option.
 */
import request from "supertest";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ChoiceGroup } from "../../shared/choice-groups";
import type { LineItem } from "../../shared/line-items";
import { pricedQuoteBody } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const line = (id: string, extra: Partial<LineItem> = {}): LineItem => ({
  id,
  description: `Line ${id}`,
  quantity: "100",
  unit: "sq_ft",
  unitPrice: "5.00",
  optional: false,
  ...extra,
});
const finish: ChoiceGroup = {
  id: "finish",
  title: "Finish",
  required: true,
  recommendedOptionId: null,
  options: [
    { id: "broom", label: "Broom", description: "", needsDesign: false },
    { id: "stamped", label: "Stamped", description: "", needsDesign: false },
  ],
};
const items = [
  line("base"),
  line("broom-l", { optionId: "broom" }),
  line("stamped-l", { optionId: "stamped" }),
  line("anti-slip", { optional: true, requiresOptionId: "stamped" }),
];

it("answers each line with the option it belongs to or requires, on create, read and edit", async () => {
  const created = await admin
    .post("/api/quotes")
    .send(pricedQuoteBody({ totalCost: undefined, lineItems: items, choiceGroups: [finish], send: false }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.quoteId as string;

  const read = await admin.get(`/api/quotes/${id}`);
  expect(read.status).toBe(200);
  expect(read.body.quote.lineItems).toEqual(items);

  const moved = items.map((item) => (item.id === "broom-l" ? { ...item, optionId: "stamped" } : item));
  const edited = await admin.patch(`/api/quotes/${id}`).send({ lineItems: moved });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  expect(edited.body.quote.lineItems).toEqual(moved);

  // The client's link reads them too: its page counts each line only with its option.
  const token = read.body.quote.linkToken as string;
  const client = await request(t.app).get(`/api/links/${token}`);
  expect(client.body.quote.lineItems.map((item: LineItem) => item.optionId ?? null)).toEqual([null, "stamped", "stamped", null]);
});
