/**
 * Quotes: the estimate form and the admin's create-quote form (POST /api/quotes), the admin list,
 * the client's quote page (GET /api/quotes/:id), the client's decision (PATCH /api/quotes/:id/status)
 * and the admin's edit (PATCH /api/quotes/:id).
 */
import type { AuditEventType } from "@shared/audit-events";
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { events, quotes } from "../../shared/schema";
import { createPricedQuote, createQuoteValidUntil, estimateQuoteBody, pricedQuoteBody, linkOf } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";
import { errorBody } from "../support/error-body";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const unknownId = "5d0c7f3e-8a61-4b2f-9c4e-2f7b1e6a9d30";
const malformedIds = ["abc", "1' or 1=1", "12345"];

type Agent = Awaited<ReturnType<typeof adminAgent>>;

let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const today = () => torontoDate(new Date());

async function storedQuote(id: string) {
  const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
  return row;
}

async function eventsOf(quoteId: string, type: AuditEventType) {
  return t.database.db
    .select()
    .from(events)
    .where(and(eq(events.quoteId, quoteId), eq(events.type, type)));
}

/** A quote sent from the public estimate form (priced 0.00). */
async function createEstimateQuote(overrides: Record<string, unknown> = {}, path = "/api/estimates"): Promise<string> {
  const response = await request(t.app).post(path).send(estimateQuoteBody(overrides));
  expect(response.status).toBe(201);
  return response.body.quoteId;
}

const quoteFieldCases: Array<[string, string, unknown, string]> = [
  ["clientName", "one letter", "P", "Name must be at least 2 characters"],
  ["clientName", "missing", undefined, "Name must be at least 2 characters"],
  ["clientEmail", "malformed", "priya@", "Please enter a valid email address"],
  ["clientEmail", "missing", undefined, "Please enter a valid email address"],
  ["clientPhone", "too short", "555-0123", "Please enter a valid phone number"],
  ["clientPhone", "missing", undefined, "Please enter a valid phone number"],
  ["projectAddress", "too short", "Main", "Please enter a complete address"],
  ["projectAddress", "missing", undefined, "Please enter a complete address"],
  ["workScope", "empty", "", "Work scope is required"],
  ["workScope", "missing", undefined, "Work scope is required"],
  ["projectDetails", "empty", "", "Project description is required"],
  ["projectDetails", "missing", undefined, "Project description is required"],
];

// POST /api/estimates is the estimate form's endpoint; anonymous POST /api/quotes, where earlier estimate
// forms post, is answered by it (the endpoint table's withoutSession) and must answer exactly the same.
describe.each(["/api/estimates", "/api/quotes"])("POST %s from the public estimate form (no session)", (path) => {
  it("answers 201 with the new quote id", async () => {
    const response = await request(t.app).post(path).send(estimateQuoteBody());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, quoteId: expect.stringMatching(uuidPattern) });
  });

  it("stores the client's fields as sent", async () => {
    const body = estimateQuoteBody();
    const quoteId = await createEstimateQuote(body, path);
    const stored = await storedQuote(quoteId);
    expect(stored).toMatchObject({
      clientName: "Daniel Okafor",
      clientEmail: body.clientEmail,
      clientPhone: "647-555-0199",
      projectAddress: "48 Maple Grove Ave, Vaughan, ON",
      workScope: "Broom Finish Installation",
      projectDetails: body.projectDetails,
    });
  });

  it("stores pending, 0.00 and today + 30 days whatever the body says", async () => {
    const quoteId = await createEstimateQuote({ totalCost: "9999", status: "accepted", validUntil: "2099-12-31" }, path);

    const stored = await storedQuote(quoteId);
    expect(stored.status).toBe("pending");
    expect(stored.totalCents).toBe(0);
    expect(stored.validUntil).toBe(addDays(today(), 30));

    const response = await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}`);
    expect(response.body.quote).toMatchObject({
      status: "pending",
      totalCost: "0.00",
      validUntil: addDays(today(), 30),
      expired: false,
    });
  });

  it("ignores an invalid totalCost and validUntil instead of refusing them", async () => {
    const quoteId = await createEstimateQuote({ totalCost: "lots", validUntil: "someday", status: "rejected" }, path);
    const stored = await storedQuote(quoteId);
    expect(stored).toMatchObject({ status: "pending", totalCents: 0, validUntil: addDays(today(), 30) });
  });

  it("accepts a body without totalCost, validUntil and status", async () => {
    const { totalCost: _cost, validUntil: _until, status: _status, ...body } = estimateQuoteBody();
    const quoteId = await createEstimateQuote(body, path);
    const stored = await storedQuote(quoteId);
    expect(stored).toMatchObject({ status: "pending", totalCents: 0, validUntil: addDays(today(), 30) });
  });

  it.each(quoteFieldCases)("refuses %s (%s) with 400 and the field's message", async (field, _label, value, message) => {
    const body = estimateQuoteBody({ [field]: value });
    const response = await request(t.app).post(path).send(body);
    expect(response.status).toBe(400);
    expect(errorBody(response)).toEqual({ success: false, code: "VALIDATION_FAILED", message, errors: { [field]: message } });
    const rows = await t.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.clientEmail, String(body.clientEmail)));
    expect(rows).toHaveLength(0);
  });

  it("reports every invalid field of an empty body", async () => {
    const response = await request(t.app).post(path).send({});
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.errors).toEqual({
      clientName: "Name must be at least 2 characters",
      clientEmail: "Please enter a valid email address",
      clientPhone: "Please enter a valid phone number",
      projectAddress: "Please enter a complete address",
      workScope: "Work scope is required",
      projectDetails: "Project description is required",
    });
    expect(Object.values(response.body.errors)).toContain(response.body.message);
  });
});

describe("the app's clock", () => {
  it("dates an estimate: valid 30 days from the clock's day in Toronto, whatever the wall clock says", async () => {
    // 03:00 UTC on 1 January 2028 is still 31 December 2027 in Toronto.
    const own = await createTestApp({ clock: () => new Date("2028-01-01T03:00:00Z") });
    try {
      const response = await request(own.app).post("/api/estimates").send(estimateQuoteBody());
      expect(response.status).toBe(201);
      const [stored] = await own.database.db.select().from(quotes).where(eq(quotes.id, response.body.quoteId));
      expect(stored.validUntil).toBe("2028-01-30");
      expect(stored.number).toBe("Q-2027-0001");
    } finally {
      await own.close();
    }
  });
});

describe("POST /api/quotes with an admin session", () => {
  it("stores the priced quote as sent and answers 201 with its id", async () => {
    const validUntil = addDays(today(), 21);
    const body = pricedQuoteBody({ totalCost: "4,500.00", validUntil });
    const response = await admin.post("/api/quotes").send(body);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, quoteId: expect.stringMatching(uuidPattern) });
    const stored = await storedQuote(response.body.quoteId);
    expect(stored).toMatchObject({
      clientName: "Priya Raman",
      clientEmail: body.clientEmail,
      clientPhone: "905-555-0123",
      projectAddress: "221 Lakeshore Rd E, Oakville, ON",
      workScope: "Stamped Concrete Installation",
      projectDetails: body.projectDetails,
      totalCents: 450000,
      validUntil,
      status: "pending",
    });
  });

  it.each([
    ["4500", 450000, "4,500.00"],
    ["$4,500.00", 450000, "4,500.00"],
    ["4 500", 450000, "4,500.00"],
    ["CAD 4500.5", 450050, "4,500.50"],
    ["0", 0, "0.00"],
    ["12,345.5", 1234550, "12,345.50"],
  ])("accepts the amount %s, stores it in cents and answers it as one text", async (totalCost, cents, answered) => {
    const response = await admin.post("/api/quotes").send(pricedQuoteBody({ totalCost }));
    expect(response.status).toBe(201);
    expect((await storedQuote(response.body.quoteId)).totalCents).toBe(cents);
    const read = await admin.get(`/api/quotes/${response.body.quoteId}`).expect(200);
    expect(read.body.quote).toMatchObject({ totalCost: answered, totalCents: cents });
  });

  it("refuses a validUntil in the past, and accepts today", async () => {
    const refused = await admin.post("/api/quotes").send(pricedQuoteBody({ validUntil: addDays(today(), -1) }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ validUntil: "Valid until date cannot be in the past" });
    const response = await admin.post("/api/quotes").send(pricedQuoteBody({ validUntil: today() }));
    expect(response.status).toBe(201);
    expect((await storedQuote(response.body.quoteId)).validUntil).toBe(today());
  });

  it("starts a new quote pending even when the body says otherwise", async () => {
    const response = await admin.post("/api/quotes").send(pricedQuoteBody({ status: "accepted" }));
    expect(response.status).toBe(201);
    expect((await storedQuote(response.body.quoteId)).status).toBe("pending");
  });

  const moneyAndDateCases: Array<[string, string, unknown, string]> = [
    ["totalCost", "text", "about five grand", "Enter the total cost as an amount, such as 4500 or 4,500.00"],
    ["totalCost", "negative", "-4500", "Enter the total cost as an amount, such as 4500 or 4,500.00"],
    ["totalCost", "two amounts separated by a space", "4500 5000", "Enter the total cost as an amount, such as 4500 or 4,500.00"],
    ["totalCost", "three decimals", "4500.125", "Enter the total cost as an amount, such as 4500 or 4,500.00"],
    ["totalCost", "empty", "", "Total cost is required"],
    ["totalCost", "missing", undefined, "Total cost is required"],
    ["validUntil", "not a real day", "2025-02-30", "Valid until must be a date written YYYY-MM-DD"],
    ["validUntil", "month 13", "2025-13-01", "Valid until must be a date written YYYY-MM-DD"],
    ["validUntil", "day first", "31/12/2025", "Valid until must be a date written YYYY-MM-DD"],
    ["validUntil", "words", "next week", "Valid until must be a date written YYYY-MM-DD"],
    ["validUntil", "empty", "", "Valid until date is required"],
    ["validUntil", "missing", undefined, "Valid until date is required"],
  ];

  it.each([...moneyAndDateCases, ...quoteFieldCases])("refuses %s (%s) with 400 and the field's message", async (field, _label, value, message) => {
    const body = pricedQuoteBody({ [field]: value });
    const response = await admin.post("/api/quotes").send(body);
    expect(response.status).toBe(400);
    expect(errorBody(response)).toEqual({ success: false, code: "VALIDATION_FAILED", message, errors: { [field]: message } });
    const rows = await t.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.clientEmail, String(body.clientEmail)));
    expect(rows).toHaveLength(0);
  });
});

describe("GET /api/quotes", () => {
  it("answers 401 without an admin session", async () => {
    const response = await request(t.app).get("/api/quotes");
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
    expect(response.body.quotes).toBeUndefined();
  });

  it("lists quotes newest first, each with its derived expired flag", async () => {
    const expiredId = await createQuoteValidUntil(t, -3, { clientName: "Old Quote" });
    const estimateId = await createEstimateQuote({ clientName: "Estimate Quote" });
    const currentId = await createPricedQuote(t.app, { validUntil: today(), clientName: "Current Quote" });

    const response = await admin.get("/api/quotes");
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const list = response.body.quotes as Array<{ id: string; expired: boolean; createdAt: string; clientName: string }>;

    expect(list[0]).toMatchObject({ id: currentId, clientName: "Current Quote", expired: false });
    const positions = [currentId, estimateId, expiredId].map((id) => list.findIndex((quote) => quote.id === id));
    expect(positions).toEqual([0, 1, 2]);
    expect(list[1]).toMatchObject({ id: estimateId, expired: false, totalCost: "0.00" });
    expect(list[2]).toMatchObject({ id: expiredId, expired: true });

    for (const quote of list) expect(typeof quote.expired).toBe("boolean");
    const times = list.map((quote) => new Date(quote.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe("GET /api/quotes/:id", () => {
  it("shows the quote to anyone, with expired false", async () => {
    const quoteId = await createPricedQuote(t.app, { totalCost: "7,200.00" });
    const response = await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}`);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.quote.id).toBeUndefined();
    expect(response.body.quote).toMatchObject({
      clientName: "Priya Raman",
      totalCost: "7,200.00",
      status: "pending",
      expired: false,
    });
  });

  it.each([
    ["yesterday", -1, true],
    ["a month ago", -30, true],
    ["today", 0, false],
    ["tomorrow", 1, false],
  ])("derives expired for validUntil %s", async (_label, days, expired) => {
    const validUntil = addDays(today(), days);
    const quoteId = await createQuoteValidUntil(t, days);
    const response = await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}`);
    expect(response.status).toBe(200);
    expect(response.body.quote).toMatchObject({ validUntil, expired });
  });

  it("answers 404 for an unknown id", async () => {
    const response = await request(t.app).get(`/api/links/${unknownId}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, message: "Quote not found" });
  });

  it.each(malformedIds)("answers 404 for the malformed id %j", async (id) => {
    const response = await request(t.app).get(`/api/links/${encodeURIComponent(id)}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, message: "Quote not found" });
  });

  it("records the client's first view once: firstViewedAt is set and kept, one quote.viewed event", async () => {
    const quoteId = await createPricedQuote(t.app);
    expect((await storedQuote(quoteId)).firstViewedAt).toBeNull();

    const first = await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}`);
    expect(first.status).toBe(200);
    const firstViewedAt = first.body.quote.firstViewedAt;
    expect(typeof firstViewedAt).toBe("string");
    expect(Number.isNaN(Date.parse(firstViewedAt))).toBe(false);
    expect((await storedQuote(quoteId)).firstViewedAt?.toISOString()).toBe(new Date(firstViewedAt).toISOString());
    expect(await eventsOf(quoteId, "quote.viewed")).toHaveLength(1);

    const second = await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}`);
    expect(second.status).toBe(200);
    expect(second.body.quote.firstViewedAt).toBe(firstViewedAt);
    expect(await eventsOf(quoteId, "quote.viewed")).toHaveLength(1);
  });

  it("records nothing when the admin views the quote", async () => {
    const quoteId = await createPricedQuote(t.app);
    const response = await admin.get(`/api/quotes/${quoteId}`);
    expect(response.status).toBe(200);
    expect(response.body.quote.firstViewedAt).toBeNull();
    expect((await storedQuote(quoteId)).firstViewedAt).toBeNull();
    expect(await eventsOf(quoteId, "quote.viewed")).toHaveLength(0);

    await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}`);
    expect((await storedQuote(quoteId)).firstViewedAt).not.toBeNull();
    expect(await eventsOf(quoteId, "quote.viewed")).toHaveLength(1);
  });
});

describe("PATCH /api/quotes/:id/status", () => {
  const statusMessage = 'Status must be "accepted" or "rejected"';

  it("accepts a pending, priced, unexpired quote", async () => {
    const quoteId = await createPricedQuote(t.app);
    const response = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "accepted", version: 1 });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.quote).toMatchObject({ status: "accepted", declineReason: null });

    const stored = await storedQuote(quoteId);
    expect(stored.status).toBe("accepted");
    expect(stored.decidedAt).toBeInstanceOf(Date);
  });

  it("accepts a quote on its last valid day", async () => {
    const quoteId = await createPricedQuote(t.app, { validUntil: today() });
    const response = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "accepted", version: 1 });
    expect(response.status).toBe(200);
    expect(response.body.quote.status).toBe("accepted");
  });

  it("rejects with a reason and stores it as declineReason", async () => {
    const quoteId = await createPricedQuote(t.app);
    const response = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "rejected", version: 1, reason: "Went with a cheaper contractor" });
    expect(response.status).toBe(200);
    expect(response.body.quote).toMatchObject({ status: "rejected", declineReason: "Went with a cheaper contractor" });
    expect(await storedQuote(quoteId)).toMatchObject({ status: "rejected", declineReason: "Went with a cheaper contractor" });
  });

  it("rejects without a reason and stores no declineReason", async () => {
    const quoteId = await createPricedQuote(t.app);
    const response = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "rejected", version: 1 });
    expect(response.status).toBe(200);
    expect(response.body.quote.status).toBe("rejected");
    expect(await storedQuote(quoteId)).toMatchObject({ status: "rejected", declineReason: null });
  });

  it.each([
    ["an unknown status", { status: "approved" }],
    ["status pending", { status: "pending" }],
    ["a missing status", {}],
    ["a status in capitals", { status: "ACCEPTED" }],
  ])("refuses %s with 400 and leaves the quote pending", async (_label, body) => {
    const quoteId = await createPricedQuote(t.app);
    const response = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send(body);
    expect(response.status).toBe(400);
    expect(errorBody(response)).toEqual({ success: false, code: "VALIDATION_FAILED", message: statusMessage, errors: { status: statusMessage } });
    expect((await storedQuote(quoteId)).status).toBe("pending");
  });

  it("refuses a reason over 1000 characters with 400", async () => {
    const quoteId = await createPricedQuote(t.app);
    const response = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "rejected", version: 1, reason: "x".repeat(1001) });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ reason: "Please keep the reason under 1000 characters" });
    expect((await storedQuote(quoteId)).status).toBe("pending");
  });

  it("answers 404 for an unknown id", async () => {
    const response = await request(t.app).patch(`/api/links/${unknownId}/status`).send({ status: "accepted", version: 1 });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, message: "Quote not found" });
  });

  it.each(malformedIds)("answers 404 for the malformed id %j", async (id) => {
    const response = await request(t.app)
      .patch(`/api/links/${encodeURIComponent(id)}/status`)
      .send({ status: "accepted", version: 1 });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, message: "Quote not found" });
  });

  it("answers 409 when the quote was already accepted", async () => {
    const quoteId = await createPricedQuote(t.app);
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "accepted", version: 1 })
      .expect(200);

    for (const status of ["accepted", "rejected"]) {
      const response = await request(t.app)
        .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
        .send({ status });
      expect(response.status).toBe(409);
      expect(errorBody(response)).toEqual({ success: false, code: "QUOTE_ALREADY_ACCEPTED", message: "This quote has already been accepted." });
    }
    expect((await storedQuote(quoteId)).status).toBe("accepted");
  });

  it("answers 409 when the quote was already rejected", async () => {
    const quoteId = await createPricedQuote(t.app);
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "rejected", version: 1 })
      .expect(200);

    const response = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "accepted", version: 1 });
    expect(response.status).toBe(409);
    expect(errorBody(response)).toEqual({ success: false, code: "QUOTE_ALREADY_DECLINED", message: "This quote has already been declined." });
    expect((await storedQuote(quoteId)).status).toBe("rejected");
  });

  it("answers 409 when the quote expired yesterday", async () => {
    const quoteId = await createQuoteValidUntil(t, -1);
    for (const status of ["accepted", "rejected"]) {
      const response = await request(t.app)
        .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
        .send({ status });
      expect(response.status).toBe(409);
      expect(errorBody(response)).toEqual({
        success: false,
        code: "QUOTE_EXPIRED",
        message: "This quote has expired. Please contact us for an updated quote.",
      });
    }
    expect((await storedQuote(quoteId)).status).toBe("pending");
  });

  it("answers 409 while an estimate quote is still priced 0.00", async () => {
    const quoteId = await createEstimateQuote();
    const response = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "accepted", version: 1 });
    expect(response.status).toBe(409);
    expect(errorBody(response)).toEqual({
      success: false,
      code: "QUOTE_NOT_PRICED",
      message: "This quote is still being priced. We will e-mail you as soon as it is ready.",
    });
    expect(await storedQuote(quoteId)).toMatchObject({ status: "pending", totalCents: 0 });
  });
});

describe("PATCH /api/quotes/:id (admin edit)", () => {
  it("answers 401 without an admin session and changes nothing", async () => {
    const quoteId = await createPricedQuote(t.app, { totalCost: "7,200.00" });
    const response = await request(t.app).patch(`/api/quotes/${quoteId}`).send({ totalCost: "1.00" });
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
    expect((await storedQuote(quoteId)).totalCents).toBe(720000);
  });

  it("prices an estimate quote, after which the client can accept it", async () => {
    const quoteId = await createEstimateQuote();
    const priced = await admin.patch(`/api/quotes/${quoteId}`).send({ totalCost: "5,250.00" });
    expect(priced.status).toBe(200);
    expect(priced.body.success).toBe(true);
    expect(priced.body.quote).toMatchObject({ id: quoteId, totalCost: "5,250.00", status: "pending", expired: false });
    expect((await storedQuote(quoteId)).totalCents).toBe(525000);

    const accepted = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "accepted", version: 2 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.quote).toMatchObject({ status: "accepted", totalCost: "5,250.00" });
  });

  it("edits every field of a pending quote, leaving unsent fields as they were", async () => {
    const quoteId = await createPricedQuote(t.app);
    const before = await storedQuote(quoteId);
    const changes = {
      clientName: "Priya R. Raman",
      clientEmail: "priya.raman@example.com",
      clientPhone: "905-555-0456",
      projectAddress: "225 Lakeshore Rd E, Oakville, ON",
      workScope: "Stamped Concrete Installation and Sealing",
      projectDetails: "Stamped patio, 450 sq ft, ashlar slate, charcoal release, sealed.",
      totalCost: "8,100.00",
      validUntil: addDays(today(), 45),
    };
    const response = await admin.patch(`/api/quotes/${quoteId}`).send(changes);
    expect(response.status).toBe(200);
    expect(response.body.quote).toMatchObject({ ...changes, status: "pending" });

    const after = await storedQuote(quoteId);
    const { totalCost: _text, ...columns } = changes;
    expect(after).toMatchObject({ ...columns, totalCents: 810000, status: "pending", createdAt: before.createdAt });

    const partial = await admin.patch(`/api/quotes/${quoteId}`).send({ clientPhone: "905-555-0789" });
    expect(partial.status).toBe(200);
    expect(await storedQuote(quoteId)).toMatchObject({ ...columns, totalCents: 810000, clientPhone: "905-555-0789" });
  });

  it("extends an expired quote so the client can accept it again", async () => {
    const quoteId = await createQuoteValidUntil(t, -2);
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "accepted", version: 1 })
      .expect(409);

    const extended = await admin.patch(`/api/quotes/${quoteId}`).send({ validUntil: addDays(today(), 7) });
    expect(extended.status).toBe(200);
    expect(extended.body.quote).toMatchObject({ validUntil: addDays(today(), 7), expired: false });

    const accepted = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "accepted", version: 2 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.quote.status).toBe("accepted");
  });

  it.each([
    ["totalCost", "text", "call me", "Enter the total cost as an amount, such as 4500 or 4,500.00"],
    ["totalCost", "empty", "", "Total cost is required"],
    ["validUntil", "not a real day", "2025-02-29", "Valid until must be a date written YYYY-MM-DD"],
    ["validUntil", "empty", "", "Valid until date is required"],
    ["clientName", "one letter", "P", "Name must be at least 2 characters"],
    ["clientEmail", "malformed", "not-an-email", "Please enter a valid email address"],
    ["clientPhone", "too short", "555", "Please enter a valid phone number"],
    ["projectAddress", "too short", "Oak", "Please enter a complete address"],
    ["workScope", "empty", "", "Work scope is required"],
    ["projectDetails", "empty", "  ", "Project description is required"],
  ])("refuses %s (%s) with 400 and the field's message, changing nothing", async (field, _label, value, message) => {
    const quoteId = await createPricedQuote(t.app);
    const before = await storedQuote(quoteId);
    const response = await admin.patch(`/api/quotes/${quoteId}`).send({ [field]: value });
    expect(response.status).toBe(400);
    expect(errorBody(response)).toEqual({ success: false, code: "VALIDATION_FAILED", message, errors: { [field]: message } });
    expect(await storedQuote(quoteId)).toEqual(before);
  });

  it("answers 404 for an unknown id", async () => {
    const response = await admin.patch(`/api/quotes/${unknownId}`).send({ totalCost: "100" });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, message: "Quote not found" });
  });

  it.each(malformedIds)("answers 404 for the malformed id %j", async (id) => {
    const response = await admin.patch(`/api/quotes/${encodeURIComponent(id)}`).send({ totalCost: "100" });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, message: "Quote not found" });
  });

  it("answers 409 once the quote is accepted, and keeps it as accepted", async () => {
    const quoteId = await createPricedQuote(t.app, { totalCost: "7,200.00" });
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "accepted", version: 1 })
      .expect(200);

    const response = await admin.patch(`/api/quotes/${quoteId}`).send({ totalCost: "9,000.00" });
    expect(response.status).toBe(409);
    expect(errorBody(response)).toEqual({
      success: false,
      code: "QUOTE_NOT_PENDING",
      message: "This quote is accepted and can no longer be edited.",
    });
    expect(await storedQuote(quoteId)).toMatchObject({ status: "accepted", totalCents: 720000 });
  });

  it("answers 409 once the quote is rejected", async () => {
    const quoteId = await createPricedQuote(t.app);
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "rejected", version: 1 })
      .expect(200);

    const response = await admin.patch(`/api/quotes/${quoteId}`).send({ clientName: "Someone Else" });
    expect(response.status).toBe(409);
    expect(errorBody(response)).toEqual({
      success: false,
      code: "QUOTE_NOT_PENDING",
      message: "This quote is declined and can no longer be edited.",
    });
    expect(await storedQuote(quoteId)).toMatchObject({ status: "rejected", clientName: "Priya Raman" });
  });
});
