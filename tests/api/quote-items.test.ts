/**
 * Itemised quotes through the real API: items and their validation, HST and deposit to the cent,
 * totalCost kept as the total with HST, optional items chosen and frozen at acceptance, the estimate
 * form's answers kept for the admin only, the first view counted only once priced and sent, and the
 * contract's items, totals and deposit instructions.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choiceMessages } from "../../shared/choice-groups";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { emails, events, quotes } from "../../shared/schema";
import { contractBody, estimateQuoteBody, pricedQuoteBody, linkOf } from "../support/factories";
import { errorBody } from "../support/error-body";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

type Agent = Awaited<ReturnType<typeof adminAgent>>;
let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp({ env: { ETRANSFER_EMAIL: "pay@formaconcretegta.ca" } });
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const driveway = { id: "drive", description: "Stamped driveway, ashlar slate", quantity: "850", unit: "sq_ft", unitPrice: "14.50" };
const steps = { id: "steps", description: "Broom finish front steps", quantity: 1, unit: "lump_sum", unitPrice: 1200 };
const sealer = { id: "sealer", description: "Premium sealer upgrade", quantity: "850", unit: "sq_ft", unitPrice: "1.25", optional: true };

async function createItemised(overrides: Record<string, unknown> = {}) {
  const { totalCost: _ignored, ...body } = pricedQuoteBody();
  const response = await admin.post("/api/quotes").send({ ...body, lineItems: [driveway, steps, sealer], ...overrides });
  expect(response.status, response.text).toBe(201);
  return response.body.quoteId as string;
}

const readQuote = async (id: string) => (await request(t.app).get(`/api/links/${await linkOf(t.app, id)}`)).body.quote;

describe("items, HST and deposit", () => {
  it("stores the items and answers their totals to the cent, totalCost being the total with HST", async () => {
    const id = await createItemised();
    const quote = (await admin.get(`/api/quotes/${id}`)).body.quote;
    // 850 x 14.50 = 12,325.00; + 1,200.00 = 13,525.00; HST 1,758.25; total 15,283.25; deposit 7,641.63.
    expect(quote.totals).toMatchObject({
      subtotalCents: 1_352_500,
      taxCents: 175_825,
      totalCents: 1_528_325,
      depositCents: 764_163,
      balanceCents: 764_162,
    });
    expect(quote.totals.lines).toEqual([
      { id: "drive", totalCents: 1_232_500, included: true },
      { id: "steps", totalCents: 120_000, included: true },
      { id: "sealer", totalCents: 106_250, included: false },
    ]);
    expect(quote.totalCost).toBe("15,283.25");
    expect(quote.lineItems[1]).toEqual({
      id: "steps",
      description: "Broom finish front steps",
      quantity: "1",
      unit: "lump_sum",
      unitPrice: "1200.00",
      optional: false,
    });
  });

  it("ignores a totalCost sent with items: the items decide the price", async () => {
    const id = await createItemised({ totalCost: "1.00" });
    expect((await readQuote(id)).totalCost).toBe("15,283.25");
  });

  it("a quote without items still needs and keeps its totalCost, with no totals", async () => {
    const { totalCost: _ignored, ...body } = pricedQuoteBody();
    const missing = await admin.post("/api/quotes").send(body);
    expect(missing.status).toBe(400);
    expect(errorBody(missing).errors).toMatchObject({ totalCost: "Total cost is required" });
    const created = await admin.post("/api/quotes").send(pricedQuoteBody({ totalCost: "9,850.00" }));
    const quote = await readQuote(created.body.quoteId);
    expect(quote).toMatchObject({ totalCost: "9,850.00", lineItems: [], totals: null });
  });

  it("names the field of each bad item", async () => {
    const response = await admin.post("/api/quotes").send({
      ...pricedQuoteBody(),
      lineItems: [driveway, { ...steps, quantity: "0" }, { ...sealer, unit: "m2", unitPrice: "1.999" }],
    });
    expect(response.status).toBe(400);
    expect(errorBody(response).errors).toMatchObject({
      "lineItems.1.quantity": "Enter a quantity above 0 with at most two decimals, such as 850 or 12.5",
      "lineItems.2.unit": "Choose a unit: sq ft, linear ft, each or lump sum",
      "lineItems.2.unitPrice": "Enter a unit price in dollars, such as 12.50",
    });
  });

  it("refuses huge quantities, prices and totals with 400 and a field message, never a 500", async () => {
    const tooLarge = "A quote's total, with HST and every option, cannot be above $10,000,000.00";
    const { totalCost: _ignored, ...body } = pricedQuoteBody();
    const cases: [Record<string, unknown>[], string, string][] = [
      // Each line within its own bounds, the quote above $10,000,000.00 with HST.
      [[{ ...driveway, quantity: "99999.99", unitPrice: "999999.99" }], "lineItems", tooLarge],
      [Array.from({ length: 50 }, (_, index) => ({ ...driveway, id: `l${index}`, quantity: "99999", unitPrice: "999999" })), "lineItems", tooLarge],
      // An option counts too: the client could include it.
      [[driveway, { ...sealer, quantity: "9000", unitPrice: "999" }], "lineItems", tooLarge],
      [[{ ...driveway, quantity: "1e308" }], "lineItems.0.quantity", "Enter a quantity above 0 with at most two decimals, such as 850 or 12.5"],
      [[{ ...driveway, quantity: 1e21 }], "lineItems.0.quantity", "Enter a quantity above 0 with at most two decimals, such as 850 or 12.5"],
      [[{ ...driveway, unitPrice: "99999999999999999999" }], "lineItems.0.unitPrice", "Enter a unit price in dollars, such as 12.50"],
      [[{ ...driveway, unitPrice: Number.MAX_SAFE_INTEGER }], "lineItems.0.unitPrice", "Enter a unit price in dollars, such as 12.50"],
    ];
    for (const [lineItems, field, message] of cases) {
      const response = await admin.post("/api/quotes").send({ ...body, lineItems });
      expect(response.status, JSON.stringify(lineItems[0])).toBe(400);
      expect((errorBody(response).errors as Record<string, string> | undefined)?.[field]).toBe(message);
    }
    // Just under the bound is fine: 10 x $884,955.75 = $8,849,557.50, + 13% HST = $9,999,999.98.
    const atBound = await admin
      .post("/api/quotes")
      .send({ ...body, lineItems: [{ ...driveway, quantity: "10", unit: "each", unitPrice: "884955.75" }] });
    expect(atBound.status, atBound.text).toBe(201);
    expect((await readQuote(atBound.body.quoteId)).totalCost).toBe("9,999,999.98");
  });

  it("refuses a single totalCost above $10,000,000.00, on create and on edit", async () => {
    const message = "A quote's total cannot be above $10,000,000.00";
    for (const totalCost of ["10,000,000.01", "999999999.99", "999 999 999"]) {
      const response = await admin.post("/api/quotes").send(pricedQuoteBody({ totalCost }));
      expect(response.status).toBe(400);
      expect(errorBody(response).errors).toMatchObject({ totalCost: message });
    }
    const id = (
      await admin
        .post("/api/quotes")
        .send(pricedQuoteBody({ totalCost: "10,000,000.00" }))
        .expect(201)
    ).body.quoteId;
    const edit = await admin.patch(`/api/quotes/${id}`).send({ totalCost: "25000000" });
    expect(edit.status).toBe(400);
    expect(errorBody(edit).errors).toMatchObject({ totalCost: message });
  });

  it("refuses a valid-until date in the past, on create and on edit", async () => {
    const yesterday = addDays(torontoDate(new Date()), -1);
    const created = await admin.post("/api/quotes").send(pricedQuoteBody({ validUntil: yesterday }));
    expect(created.status).toBe(400);
    expect(errorBody(created).errors).toEqual({ validUntil: "Valid until date cannot be in the past" });
    const id = await createItemised();
    const edited = await admin.patch(`/api/quotes/${id}`).send({ validUntil: "2020-01-01" });
    expect(edited.status).toBe(400);
    expect((await readQuote(id)).validUntil).not.toBe("2020-01-01");
  });

  it("an edit of the items recomputes totalCost and bumps the version", async () => {
    const id = await createItemised();
    const before = await readQuote(id);
    const edited = await admin.patch(`/api/quotes/${id}`).send({ lineItems: [{ ...driveway, quantity: "1", unitPrice: "9850" }] });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.quote).toMatchObject({ totalCost: "11,130.50", version: before.version + 1 });
    expect(edited.body.quote.totals).toMatchObject({ taxCents: 128_050, depositCents: 556_525 });
  });
});

describe("optional items", () => {
  it("the client's chosen options are frozen at acceptance, with the total the contract will carry", async () => {
    const id = await createItemised();
    const quote = await readQuote(id);
    const accepted = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, id)}/status`)
      .send({ status: "accepted", version: quote.version, options: ["sealer"] });
    expect(accepted.status, accepted.text).toBe(200);
    // 13,525.00 + 1,062.50 = 14,587.50; HST 1,896.38 (1,896.375 rounded half up once); total 16,483.88.
    expect(accepted.body.quote).toMatchObject({ chosenOptionIds: ["sealer"], totalCost: "16,483.88" });
    expect(accepted.body.quote.totals).toMatchObject({ subtotalCents: 1_458_750, taxCents: 189_638, totalCents: 1_648_388, depositCents: 824_194 });
    const edit = await admin.patch(`/api/quotes/${id}`).send({ lineItems: [driveway] });
    expect(edit.status).toBe(409);
  });

  it("refuses an option that is not one of the quote's optional items, and stores nothing", async () => {
    const id = await createItemised();
    for (const options of [["steps"], ["nope"]]) {
      const response = await request(t.app)
        .patch(`/api/links/${await linkOf(t.app, id)}/status`)
        .send({ status: "accepted", version: 1, options });
      expect(response.status).toBe(422);
      expect(errorBody(response)).toMatchObject({ code: "CHOICE_INVALID", errors: { options: choiceMessages.notOffered } });
    }
    expect((await readQuote(id)).status).toBe("pending");
  });

  it("accepting without options counts the required items only", async () => {
    const id = await createItemised();
    const accepted = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, id)}/status`)
      .send({ status: "accepted", version: 1 });
    expect(accepted.body.quote).toMatchObject({ chosenOptionIds: [], totalCost: "15,283.25" });
  });
});

describe("the contract of an itemised quote", () => {
  it("shows the items, the totals and how to pay the deposit", async () => {
    const id = await createItemised();
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, id)}/status`)
      .send({ status: "accepted", version: 1, options: ["sealer"] });
    const signed = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, id)}/contract`)
      .send(contractBody(id));
    expect(signed.status, signed.text).toBe(201);
    const contract = (await request(t.app).get(`/api/links/${await linkOf(t.app, id)}/contract`)).body.contract;
    expect(contract.lineItems.map((item: { id: string }) => item.id)).toEqual(["drive", "steps", "sealer"]);
    expect(contract.chosenOptionIds).toEqual(["sealer"]);
    expect(contract.totals).toMatchObject({ totalCents: 1_648_388, depositCents: 824_194, balanceCents: 824_194 });
    expect(contract.payment).toEqual({
      etransferEmail: "pay@formaconcretegta.ca",
      reference: contract.quoteNumber,
      depositCents: 824_194,
      balanceCents: 824_194,
    });
    const [signedEmail] = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.quoteId, id), eq(emails.kind, "contract-signed-client")));
    expect(signedEmail.text).toContain(`Interac e-Transfer to pay@formaconcretegta.ca with the reference ${contract.quoteNumber}`);
  });

  it("a quote from before items gets its deposit from totalCost", async () => {
    const created = await admin.post("/api/quotes").send(pricedQuoteBody({ totalCost: "$7,200.01" }));
    const id = created.body.quoteId;
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, id)}/status`)
      .send({ status: "accepted", version: 1 });
    await request(t.app)
      .post(`/api/links/${await linkOf(t.app, id)}/contract`)
      .send(contractBody(id));
    const contract = (await request(t.app).get(`/api/links/${await linkOf(t.app, id)}/contract`)).body.contract;
    expect(contract).toMatchObject({ lineItems: [], totals: null });
    expect(contract.payment).toMatchObject({ depositCents: 360_001, balanceCents: 360_000 });
  });
});

describe("estimate answers and first views", () => {
  const answers = { projectArea: "40 ft x 4 ft", urgency: "1-month", budget: "3000-5000", contactPreference: "email", hasPermits: true };

  it("keeps the estimate form's answers for the admin, never in the client's view", async () => {
    const created = await request(t.app)
      .post("/api/quotes")
      .send({ ...estimateQuoteBody({ projectDetails: "New broom finish walkway." }), estimateAnswers: answers });
    expect(created.status, created.text).toBe(201);
    const id = created.body.quoteId;
    expect((await admin.get(`/api/quotes/${id}`)).body.quote.estimateAnswers).toEqual(answers);
    const client = await readQuote(id);
    expect(client).not.toHaveProperty("estimateAnswers");
    expect(client.projectDetails).toBe("New broom finish walkway.");
  });

  it("refuses unknown answers", async () => {
    const response = await request(t.app)
      .post("/api/quotes")
      .send({ ...estimateQuoteBody(), estimateAnswers: { ...answers, budget: "a lot" } });
    expect(response.status).toBe(400);
    expect(errorBody(response).errors).toMatchObject({ "estimateAnswers.budget": "Please select your budget range" });
  });

  it("records the client's first view only once the quote is priced and sent", async () => {
    const created = await request(t.app).post("/api/quotes").send(estimateQuoteBody());
    const id = created.body.quoteId;
    await request(t.app).get(`/api/links/${await linkOf(t.app, id)}`);
    const viewsOf = async () => t.database.db.select().from(events).where(eq(events.quoteId, id));
    expect((await viewsOf()).filter((event) => event.type === "quote.viewed")).toHaveLength(0);
    await admin.patch(`/api/quotes/${id}`).send({ lineItems: [driveway] });
    await request(t.app).get(`/api/links/${await linkOf(t.app, id)}`);
    const [unsent] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(unsent.firstViewedAt).toBeNull();
    expect((await admin.post(`/api/quotes/${id}/send`)).status).toBe(200);
    await request(t.app).get(`/api/links/${await linkOf(t.app, id)}`);
    await request(t.app).get(`/api/links/${await linkOf(t.app, id)}`);
    expect((await viewsOf()).filter((event) => event.type === "quote.viewed")).toHaveLength(1);
  });
});
