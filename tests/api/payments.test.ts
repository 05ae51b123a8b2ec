/**
 * Payments on signed contracts: recorded by the admin against what is still owed, each with its
 * event on the quote's timeline and a receipt queued for the client, in one transaction.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts, emails, payments } from "../../shared/schema";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { createAcceptedQuote } from "../support/factories";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const today = () => torontoDate(new Date());
const deposit = (overrides: Record<string, unknown> = {}) => ({
  kind: "deposit",
  amount: "5,565.25",
  method: "etransfer",
  paidOn: today(),
  reference: "CA1mKx92",
  ...overrides,
});
const signedDaysAgo = (contractId: string, days: number) =>
  t.database.db
    .update(contracts)
    .set({ signedAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
    .where(eq(contracts.id, contractId));
const receiptsOf = (contractId: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.contractId, contractId), eq(emails.kind, "payment-receipt")))
    .orderBy(emails.createdAt);

describe("recording the deposit and then the balance", () => {
  it("keeps the running balance, down to $0.00, and shows each payment on the quote's timeline", async () => {
    const { quoteId, contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const before = await admin.get(`/api/contracts/${contractId}/payments`).expect(200);
    expect(before.body).toEqual({
      success: true,
      payments: [],
      totalCents: 1_113_050,
      depositCents: 556_525,
      collectedCents: 0,
      outstandingCents: 1_113_050,
    });

    const first = await admin.post(`/api/contracts/${contractId}/payments`).send(deposit()).expect(201);
    expect(first.body).toMatchObject({ totalCents: 1_113_050, collectedCents: 556_525, outstandingCents: 556_525 });
    expect(first.body.payments).toEqual([
      expect.objectContaining({ contractId, kind: "deposit", amountCents: 556_525, method: "etransfer", paidOn: today(), reference: "CA1mKx92" }),
    ]);

    const second = await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send({ kind: "balance", amount: "$5565.25", method: "cheque", paidOn: today(), reference: "  " })
      .expect(201);
    expect(second.body).toMatchObject({ collectedCents: 1_113_050, outstandingCents: 0 });
    expect(second.body.payments.map((payment: { kind: string; reference: string | null }) => [payment.kind, payment.reference])).toEqual([
      ["deposit", "CA1mKx92"],
      ["balance", null],
    ]);
    const listed = await admin.get(`/api/contracts/${contractId}/payments`).expect(200);
    expect(listed.body).toEqual(second.body);

    const events = (await admin.get(`/api/quotes/${quoteId}/events`).expect(200)).body.events as Array<{ type: string; data: unknown }>;
    const recorded = events.filter((event) => event.type === "payment.recorded").map((event) => event.data);
    expect(recorded).toEqual([
      {
        paymentId: first.body.payments[0].id,
        kind: "deposit",
        amountCents: 556_525,
        method: "etransfer",
        paidOn: today(),
        receiptNumber: first.body.payments[0].receipt,
      },
      {
        paymentId: second.body.payments[1].id,
        kind: "balance",
        amountCents: 556_525,
        method: "cheque",
        paidOn: today(),
        receiptNumber: second.body.payments[1].receipt,
      },
    ]);
  });

  it("orders payments by the day the money came in and reads the legacy single total", async () => {
    const { contractId } = await createSignedContract(t.app, { totalCost: "$7,200.00 CAD" });
    // Signed two weeks ago, so a payment ten days ago is after the signing day.
    await signedDaysAgo(contractId, 14);
    await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send(deposit({ amount: "100", paidOn: today() }))
      .expect(201);
    const answer = await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send(deposit({ amount: "3,500.10", paidOn: addDays(today(), -10), method: "cash" }))
      .expect(201);
    expect(answer.body).toMatchObject({ totalCents: 720_000, depositCents: 360_000, collectedCents: 360_010, outstandingCents: 359_990 });
    expect(answer.body.payments.map((payment: { amountCents: number }) => payment.amountCents)).toEqual([350_010, 10_000]);
  });
});

describe("the client's receipt", () => {
  it("is queued with the amount, method, date, reference, paid so far, balance and quote reference", async () => {
    const { quoteId, contractId, clientEmail, number } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send(deposit({ reference: "CA1mKx92" }))
      .expect(201);
    const [receipt] = await receiptsOf(contractId);
    expect(receipt).toMatchObject({ to: clientEmail, quoteId, status: "pending" });
    const reference = number;
    const [stored] = await t.database.db.select().from(payments).where(eq(payments.contractId, contractId));
    const receiptNumber = `R-${String(stored.receiptNumber).padStart(4, "0")}`;
    expect(receipt.subject).toBe(`Payment received: $5,565.25 CAD (${reference}), receipt ${receiptNumber}`);
    for (const line of [
      `Receipt number: ${receiptNumber}`,
      "Amount: $5,565.25 CAD",
      // 556,525 x 13 / 113 = 64,025 cents exactly: $640.25 of the amount is HST.
      "HST included: $640.25 CAD",
      "HST registration number: 78412 5530 RT0001",
      "Payment: Deposit",
      "Method: e-Transfer",
      "Payment reference: CA1mKx92",
      `Quote reference: ${reference}`,
      "Contract price: $11,130.50 CAD",
      "Total paid so far: $5,565.25 CAD",
      "Balance remaining: $5,565.25 CAD",
    ]) {
      expect(receipt.text).toContain(line);
    }
    expect(receipt.html).toContain("Balance remaining");

    await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send(deposit({ kind: "balance", reference: undefined }))
      .expect(201);
    const [, last] = await receiptsOf(contractId);
    expect(last.text).toContain("Total paid so far: $11,130.50 CAD");
    expect(last.text).toContain("Balance remaining: $0.00 CAD");
    expect(last.text).toContain("paid in full");
    expect(last.text).not.toContain("Payment reference");
  });
});

describe("refusals", () => {
  it("refuses more than is still owed with 409, storing nothing and sending nothing", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const over = await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send(deposit({ amount: "11,130.51" }))
      .expect(409);
    expect(over.body).toMatchObject({
      code: "PAYMENT_EXCEEDS_BALANCE",
      message: "This payment is more than the $11,130.50 still owed on this contract.",
    });
    await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send(deposit({ amount: "11,130.50" }))
      .expect(201);
    const paidUp = await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send(deposit({ amount: "0.01" }))
      .expect(409);
    expect(paidUp.body).toMatchObject({ code: "PAYMENT_EXCEEDS_BALANCE", message: "This contract is already paid in full." });
    expect(await t.database.db.select().from(payments).where(eq(payments.contractId, contractId))).toHaveLength(1);
    expect(await receiptsOf(contractId)).toHaveLength(1);
  });

  it("refuses two payments at once that together exceed the balance", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const both = await Promise.all([
      admin.post(`/api/contracts/${contractId}/payments`).send(deposit({ amount: "6,000" })),
      admin.post(`/api/contracts/${contractId}/payments`).send(deposit({ amount: "6,000" })),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  it("refuses a date in the future (Toronto's today is accepted)", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const response = await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send(deposit({ paidOn: addDays(today(), 1) }))
      .expect(400);
    expect(response.body).toMatchObject({ code: "VALIDATION_FAILED", errors: { paidOn: "The payment date cannot be in the future" } });
  });

  it("refuses a date before the contract's signing day (Toronto), and accepts the signing day itself", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    await signedDaysAgo(contractId, 3);
    const signedOn = torontoDate(new Date(Date.now() - 3 * 24 * 60 * 60 * 1000));
    await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send(deposit({ paidOn: "0001-01-01" }))
      .expect(400);
    for (const paidOn of ["1900-01-01", "2000-02-29", addDays(signedOn, -1)]) {
      const response = await admin.post(`/api/contracts/${contractId}/payments`).send(deposit({ paidOn })).expect(400);
      expect(response.body).toMatchObject({
        code: "VALIDATION_FAILED",
        errors: { paidOn: `The payment date cannot be before the contract was signed (${signedOn})` },
      });
    }
    expect(await t.database.db.select().from(payments).where(eq(payments.contractId, contractId))).toEqual([]);
    await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send(deposit({ paidOn: signedOn, amount: "1" }))
      .expect(201);
  });

  it("refuses an amount above $10,000,000.00 with 400 (never a 500), whatever the contract's price", async () => {
    // An older quote's single total can be read up to $999,999,999.99: the payment's own bound applies first.
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    for (const amount of ["10,000,000.01", "25000000", "999999999.99", "21474836.48"]) {
      const response = await admin.post(`/api/contracts/${contractId}/payments`).send(deposit({ amount })).expect(400);
      expect(response.body).toMatchObject({ code: "VALIDATION_FAILED", errors: { amount: "A single payment cannot be above $10,000,000.00" } });
    }
    // At the bound, the amount is checked against what is owed (409), not refused as too large.
    const atBound = await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send(deposit({ amount: "10,000,000.00" }))
      .expect(409);
    expect(atBound.body.code).toBe("PAYMENT_EXCEEDS_BALANCE");
  });

  it("stores a payment as large as the largest legacy total exactly", async () => {
    const { contractId } = await createSignedContract(t.app, { totalCost: "9,999,999.99" });
    const response = await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send(deposit({ amount: "9,999,999.99" }))
      .expect(201);
    expect(response.body).toMatchObject({ totalCents: 999_999_999, collectedCents: 999_999_999, outstandingCents: 0 });
    const [stored] = await t.database.db.select().from(payments).where(eq(payments.contractId, contractId));
    expect(stored.amountCents).toBe(999_999_999);
  });

  it.each([
    ["amount", { amount: "0" }, "Enter the amount received, like 5,565.25"],
    ["amount", { amount: "-5" }, "Enter the amount received, like 5,565.25"],
    ["amount", { amount: "12.345" }, "Enter the amount received, like 5,565.25"],
    ["amount", { amount: 100 }, "Enter the amount received, like 5,565.25"],
    ["kind", { kind: "tip" }, "Choose deposit, balance or other"],
    ["method", { method: "bitcoin" }, "Choose e-Transfer, cheque or cash"],
    ["paidOn", { paidOn: "2025-02-30" }, "Enter the day the money was received"],
    ["paidOn", { paidOn: "yesterday" }, "Enter the day the money was received"],
    ["reference", { reference: "line one\nline two" }, "Please keep the reference on one line, under 100 characters"],
    ["reference", { reference: "x".repeat(101) }, "Please keep the reference on one line, under 100 characters"],
  ])("refuses a bad %s with 400 (%j)", async (field, overrides, message) => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const response = await admin.post(`/api/contracts/${contractId}/payments`).send(deposit(overrides)).expect(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await t.database.db.select().from(payments).where(eq(payments.contractId, contractId))).toEqual([]);
  });

  it("answers 404 for an unknown or unsigned contract", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    for (const id of [quoteId, "not-a-uuid"]) {
      expect((await admin.get(`/api/contracts/${id}/payments`).expect(404)).body.code).toBe("CONTRACT_NOT_FOUND");
      expect((await admin.post(`/api/contracts/${id}/payments`).send(deposit()).expect(404)).body.code).toBe("CONTRACT_NOT_FOUND");
    }
  });

  it("answers 401 without an admin session, and records nothing", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    await request(t.app).get(`/api/contracts/${contractId}/payments`).expect(401);
    await request(t.app).post(`/api/contracts/${contractId}/payments`).set("Origin", t.config.publicUrl).send(deposit()).expect(401);
    expect(await t.database.db.select().from(payments).where(eq(payments.contractId, contractId))).toEqual([]);
  });
});
