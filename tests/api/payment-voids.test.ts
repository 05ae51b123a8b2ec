/**
 * Voiding a payment recorded by mistake, and asking the client for the balance, through the real API
 * on a real database: the void is a record of its own (the payment row never changes), the balance,
 * the lists and the dashboard stop counting the payment, the timeline and the client's notice say
 * so; a balance request e-mails what is owed, once per minute at most.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emails, payments, paymentVoids } from "../../shared/schema";
import { torontoDate } from "../../shared/quote-rules";
import { demoAdmin } from "../../shared/business";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

/** The app's clock, moved on by the tests (a void is dated by it; balance requests are a minute apart by it). */
let now = new Date();
let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const pay = (contractId: string, amount: string, kind = "deposit") =>
  admin.post(`/api/contracts/${contractId}/payments`).send({ kind, amount, method: "etransfer", paidOn: torontoDate(now) });
const voidPayment = (paymentId: string, reason: unknown) => admin.post(`/api/payments/${paymentId}/void`).send({ reason });
const mailOf = (contractId: string, kind: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.contractId, contractId), eq(emails.kind, kind)))
    .orderBy(emails.createdAt);
const timeline = async (quoteId: string) =>
  ((await admin.get(`/api/quotes/${quoteId}/events`).expect(200)).body.events as Array<{ type: string; data: Record<string, unknown> }>).filter(
    (event) => event.type.startsWith("payment."),
  );

describe("voiding a payment", () => {
  it("keeps the payment, marks it voided, gives the balance back, and tells the timeline, the lists, the dashboard and the client", async () => {
    const { quoteId, contractId, clientEmail, number } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const summaryBefore = (await admin.get("/api/admin/summary").expect(200)).body;
    const deposit = (await pay(contractId, "5,565.25").expect(201)).body.payments[0];
    const mistake = (await pay(contractId, "1,000.00", "other").expect(201)).body.payments[1];
    expect((await admin.get(`/api/contracts/${contractId}/payments`).expect(200)).body.outstandingCents).toBe(1_113_050 - 656_525);

    now = new Date(now.getTime() + 5 * 60_000);
    const answer = await voidPayment(mistake.id, "  Recorded twice: the bank notice was the same transfer  ").expect(200);
    expect(answer.body).toMatchObject({ totalCents: 1_113_050, collectedCents: 556_525, outstandingCents: 556_525 });
    expect(answer.body.payments).toHaveLength(2);
    expect(answer.body.payments[0]).toMatchObject({ id: deposit.id, void: null });
    expect(answer.body.payments[1]).toMatchObject({
      id: mistake.id,
      amountCents: 100_000,
      receipt: mistake.receipt,
      void: { reason: "Recorded twice: the bank notice was the same transfer", voidedBy: demoAdmin.email, voidedAt: now.toISOString() },
    });
    expect((await admin.get(`/api/contracts/${contractId}/payments`).expect(200)).body).toEqual(answer.body);

    // The original row is untouched; the void is its own record.
    const [stored] = await t.database.db.select().from(payments).where(eq(payments.id, mistake.id));
    expect(stored).toMatchObject({ amountCents: 100_000, kind: "other" });
    expect(await t.database.db.select().from(paymentVoids).where(eq(paymentVoids.paymentId, mistake.id))).toHaveLength(1);

    const listed = (await admin.get("/api/contracts").query({ q: number }).expect(200)).body.contracts;
    expect(listed).toEqual([expect.objectContaining({ id: contractId, collectedCents: 556_525, outstandingCents: 556_525, payment: "balance_due" })]);
    const summaryAfter = (await admin.get("/api/admin/summary").expect(200)).body;
    expect(summaryAfter.collectedCents - summaryBefore.collectedCents).toBe(556_525);

    const events = await timeline(quoteId);
    expect(events.map((event) => event.type)).toEqual(["payment.recorded", "payment.recorded", "payment.voided"]);
    expect(events[2].data).toEqual({
      paymentId: mistake.id,
      receiptNumber: mistake.receipt,
      amountCents: 100_000,
      reason: "Recorded twice: the bank notice was the same transfer",
      voidedBy: demoAdmin.email,
    });

    const [notice] = await mailOf(contractId, "payment-voided");
    expect(notice).toMatchObject({ to: clientEmail, quoteId, status: "pending" });
    expect(notice.subject).toBe(`Payment voided: $1,000.00 CAD (receipt ${mistake.receipt})`);
    for (const line of [
      `Receipt voided: ${mistake.receipt}`,
      "Amount: $1,000.00 CAD",
      "Reason: Recorded twice: the bank notice was the same transfer",
      "Total paid so far: $5,565.25 CAD",
      "Balance now owing: $5,565.25 CAD",
    ]) {
      expect(notice.text).toContain(line);
    }

    // The balance is back: the full remainder can be recorded again.
    await pay(contractId, "5,565.25", "balance").expect(201);
  });

  it("answers 409 for a payment already voided, and stores one void and one notice", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const payment = (await pay(contractId, "100").expect(201)).body.payments[0];
    await voidPayment(payment.id, "Wrong contract").expect(200);
    const again = await voidPayment(payment.id, "Wrong contract").expect(409);
    expect(again.body).toMatchObject({ code: "PAYMENT_ALREADY_VOIDED", message: "This payment was already voided." });
    expect(await t.database.db.select().from(paymentVoids).where(eq(paymentVoids.paymentId, payment.id))).toHaveLength(1);
    expect(await mailOf(contractId, "payment-voided")).toHaveLength(1);
  });

  it("lets exactly one of two voids at once succeed", async () => {
    const { contractId, quoteId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const payment = (await pay(contractId, "100").expect(201)).body.payments[0];
    const both = await Promise.all([voidPayment(payment.id, "First click"), voidPayment(payment.id, "Second click")]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(paymentVoids).where(eq(paymentVoids.paymentId, payment.id))).toHaveLength(1);
    expect(await mailOf(contractId, "payment-voided")).toHaveLength(1);
    expect((await timeline(quoteId)).filter((event) => event.type === "payment.voided")).toHaveLength(1);
  });

  it("answers 404 for an unknown payment", async () => {
    for (const id of ["7d3f2a10-1111-4222-8333-444455556666", "not-a-uuid"]) {
      expect((await voidPayment(id, "Typo").expect(404)).body.code).toBe("PAYMENT_NOT_FOUND");
    }
  });

  it.each([
    ["an empty reason", ""],
    ["a reason of spaces", "   "],
    ["a reason over 200 characters", "x".repeat(201)],
    ["a reason on two lines", "first\nsecond"],
    ["no reason", undefined],
    ["a number", 42],
  ])("refuses %s with 400 VALIDATION_FAILED, voiding nothing", async (_name, reason) => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const payment = (await pay(contractId, "100").expect(201)).body.payments[0];
    const response = await voidPayment(payment.id, reason).expect(400);
    expect(response.body).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: { reason: "Say why the payment is voided, on one line, in at most 200 characters" },
    });
    expect(await t.database.db.select().from(paymentVoids).where(eq(paymentVoids.paymentId, payment.id))).toEqual([]);
  });

  it("accepts a reason of exactly 200 characters", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const payment = (await pay(contractId, "100").expect(201)).body.payments[0];
    await voidPayment(payment.id, "y".repeat(200)).expect(200);
  });

  it("answers 401 without an admin session, voiding nothing", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const payment = (await pay(contractId, "100").expect(201)).body.payments[0];
    await request(t.app).post(`/api/payments/${payment.id}/void`).set("Origin", t.config.publicUrl).send({ reason: "Nope" }).expect(401);
    expect(await t.database.db.select().from(paymentVoids).where(eq(paymentVoids.paymentId, payment.id))).toEqual([]);
  });
});

describe("requesting the balance", () => {
  const requestBalance = (contractId: string) => admin.post(`/api/contracts/${contractId}/balance-request`);

  it("e-mails the amount owed after payments not voided, with the e-Transfer instructions, and records it on the timeline", async () => {
    const { quoteId, contractId, clientEmail, number } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    await pay(contractId, "5,565.25").expect(201);
    const mistake = (await pay(contractId, "65.25", "other").expect(201)).body.payments[1];
    await voidPayment(mistake.id, "Entered by mistake").expect(200);

    const answer = await requestBalance(contractId).expect(200);
    expect(answer.body).toEqual({ success: true, amountCents: 556_525, to: clientEmail });
    const [mail] = await mailOf(contractId, "balance-request");
    expect(mail).toMatchObject({ to: clientEmail, quoteId, status: "pending" });
    expect(mail.subject).toBe(`Balance due: $5,565.25 CAD (${number})`);
    for (const line of ["Balance due: $5,565.25 CAD", "Contract price: $11,130.50 CAD", "Paid so far: $5,565.25 CAD", `Quote reference: ${number}`]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain(`by Interac e-Transfer to ${t.config.etransferEmail} with the reference ${number}`);
    const events = (await timeline(quoteId)).filter((event) => event.type === "payment.balance_requested");
    expect(events).toEqual([{ ...events[0], data: { amountCents: 556_525, to: clientEmail, emailId: mail.id, requestedAt: now.toISOString() } }]);
  });

  it("refuses a second request within a minute (409), and sends again after it", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    await requestBalance(contractId).expect(200);
    now = new Date(now.getTime() + 59_000);
    const again = await requestBalance(contractId).expect(409);
    expect(again.body).toMatchObject({ code: "BALANCE_JUST_REQUESTED", message: "The balance was e-mailed to the client less than a minute ago." });
    now = new Date(now.getTime() + 1_000);
    await requestBalance(contractId).expect(200);
    expect(await mailOf(contractId, "balance-request")).toHaveLength(2);
  });

  it("sends one e-mail for a double click", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const both = await Promise.all([requestBalance(contractId), requestBalance(contractId)]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await mailOf(contractId, "balance-request")).toHaveLength(1);
  });

  it("refuses with 409 NOTHING_OWED when the contract is paid in full, and asks again once a payment is voided", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const full = (await pay(contractId, "11,130.50").expect(201)).body.payments[0];
    const refused = await requestBalance(contractId).expect(409);
    expect(refused.body).toMatchObject({ code: "NOTHING_OWED", message: "Nothing is owing on this contract." });
    expect(await mailOf(contractId, "balance-request")).toEqual([]);
    await voidPayment(full.id, "The transfer was cancelled").expect(200);
    expect((await requestBalance(contractId).expect(200)).body.amountCents).toBe(1_113_050);
  });

  it("answers 404 for an unknown contract and 401 without a session", async () => {
    for (const id of ["7d3f2a10-1111-4222-8333-444455556666", "not-a-uuid"]) {
      expect((await requestBalance(id).expect(404)).body.code).toBe("CONTRACT_NOT_FOUND");
    }
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    await request(t.app).post(`/api/contracts/${contractId}/balance-request`).set("Origin", t.config.publicUrl).expect(401);
    expect(await mailOf(contractId, "balance-request")).toEqual([]);
  });
});
