/**
 * A change order keeps the contract sum meaningful: a credit may bring the revised sum (the price as
 * signed and every signed order) down to what the client has paid, and no further, so never below
 * zero. Refused with 422 CHANGE_ORDER_CREDIT_TOO_LARGE when a draft is saved, when it is sent and
 * when it is signed, each against the contract as it stands then; two signatures at once cannot
 * take it below either.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeOrderDocuments, changeOrders } from "../../shared/schema";
import { torontoDate } from "../../shared/quote-rules";
import { signaturePng } from "../support/factories";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: "error" } });
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

/** The contract: $9,850.00 + HST $1,280.50 = $11,130.50. A credit of `amount` before HST. */
const credit = (amount: string) => ({
  reason: "scope_reduction",
  summary: "Part of the patio is left for the client's landscaper.",
  lines: [{ kind: "credit", description: "Patio area not poured", quantity: "1", unit: "lump_sum", unitPrice: amount }],
});
const signing = (version: number) => ({ version, signerName: "Priya Raman", signatureData: signaturePng, agreementAccepted: true });
const pay = (contractId: string, amount: string) =>
  admin.post(`/api/contracts/${contractId}/payments`).send({ kind: "deposit", amount, method: "etransfer", paidOn: torontoDate(new Date()) });

async function sendCredit(contractId: string, amount: string) {
  const created = await admin.post(`/api/contracts/${contractId}/change-orders`).send(credit(amount)).expect(201);
  const sent = await admin.post(`/api/change-orders/${created.body.changeOrder.id}/send`).expect(200);
  return { order: sent.body.changeOrder, token: String(sent.body.changeOrder.linkPath).split("/").pop() ?? "" };
}

const revisedSum = async (contractId: string) =>
  (await admin.get(`/api/contracts/${contractId}/change-orders`).expect(200)).body.contractSum.revisedTotalCents as number;

describe("saving a draft", () => {
  it("refuses a credit that would make the contract sum negative, and names the largest credit possible", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const refused = await admin.post(`/api/contracts/${contractId}/change-orders`).send(credit("50000")).expect(422);
    const message =
      "This credit would bring the contract sum below zero (-$45,369.50). The largest credit possible now is $11,130.50 with HST ($9,850.00 before HST).";
    expect(refused.body).toMatchObject({ code: "CHANGE_ORDER_CREDIT_TOO_LARGE", message, errors: { lines: message } });
    expect(await t.database.db.select().from(changeOrders).where(eq(changeOrders.contractId, contractId))).toHaveLength(0);

    // Down to zero exactly is a sum, not a negative one.
    const whole = await admin.post(`/api/contracts/${contractId}/change-orders`).send(credit("9850")).expect(201);
    expect(whole.body.changeOrder.totalCents).toBe(-1_113_050);
    const list = await admin.get(`/api/contracts/${contractId}/change-orders`).expect(200);
    expect(list.body.paidCents).toBe(0);
  });

  it("refuses a credit below what was paid, on a new draft and on an edited one, and counts voided payments for nothing", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const deposit = await pay(contractId, "5,565.25").expect(201);
    expect((await admin.get(`/api/contracts/${contractId}/change-orders`).expect(200)).body.paidCents).toBe(556_525);

    const refused = await admin.post(`/api/contracts/${contractId}/change-orders`).send(credit("4925.01")).expect(422);
    expect(refused.body.code).toBe("CHANGE_ORDER_CREDIT_TOO_LARGE");
    expect(refused.body.message).toBe(
      "This credit would bring the contract sum to $5,565.24, below the $5,565.25 already paid. The largest credit possible now is $5,565.25 with HST ($4,925.00 before HST).",
    );
    // The largest credit named is accepted.
    const draft = await admin.post(`/api/contracts/${contractId}/change-orders`).send(credit("4925")).expect(201);

    // Edited past the floor: refused, the draft as it was.
    const edit = await admin
      .put(`/api/change-orders/${draft.body.changeOrder.id}`)
      .send({ ...credit("6000"), version: draft.body.changeOrder.version })
      .expect(422);
    expect(edit.body.code).toBe("CHANGE_ORDER_CREDIT_TOO_LARGE");
    const kept = await admin.get(`/api/change-orders/${draft.body.changeOrder.id}`).expect(200);
    expect(kept.body.changeOrder).toMatchObject({ version: draft.body.changeOrder.version, totalCents: -556_525 });

    // Once the deposit is voided, nothing is paid: the same edit is a credit the contract can take.
    const paymentId = deposit.body.payments[0].id as string;
    await admin.post(`/api/payments/${paymentId}/void`).send({ reason: "Entered on the wrong contract" }).expect(200);
    await admin
      .put(`/api/change-orders/${draft.body.changeOrder.id}`)
      .send({ ...credit("6000"), version: draft.body.changeOrder.version })
      .expect(200);
  });

  it("counts every signed order, but not other drafts or sent orders", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const first = await sendCredit(contractId, "5000");
    await request(t.app).post(`/api/change-order-links/${first.token}/sign`).send(signing(first.order.version)).expect(200);
    // $11,130.50 - $5,650.00 = $5,480.50 left: a second credit of $5,000 (-$5,650.00) no longer fits.
    const refused = await admin.post(`/api/contracts/${contractId}/change-orders`).send(credit("5000")).expect(422);
    expect(refused.body.message).toContain("The largest credit possible now is $5,480.50 with HST");
    // Sent and draft orders are not the contract's yet: each is checked again when it is signed.
    await sendCredit(contractId, "4000");
    await admin.post(`/api/contracts/${contractId}/change-orders`).send(credit("4000")).expect(201);
  });
});

describe("sending and signing, against the contract as it stands then", () => {
  it("refuses to send a draft a payment recorded since has put below the floor", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const draft = await admin.post(`/api/contracts/${contractId}/change-orders`).send(credit("3000")).expect(201);
    await pay(contractId, "8,000.00").expect(201);
    const refused = await admin.post(`/api/change-orders/${draft.body.changeOrder.id}/send`).expect(422);
    expect(refused.body.code).toBe("CHANGE_ORDER_CREDIT_TOO_LARGE");
    expect(refused.body.message).toMatch(/^This change order cannot be sent as it is\. This credit would bring the contract sum to \$7,740\.50/);
    // Still a draft, without a number: the next one sent is CO-1.
    const still = await admin.get(`/api/change-orders/${draft.body.changeOrder.id}`).expect(200);
    expect(still.body.changeOrder).toMatchObject({ status: "draft", number: null, linkPath: null });
  });

  it("refuses to sign a credit that another signed order or a payment has put below the floor", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const a = await sendCredit(contractId, "6000");
    const b = await sendCredit(contractId, "6000");
    await request(t.app).post(`/api/change-order-links/${a.token}/sign`).send(signing(a.order.version)).expect(200);
    const late = await request(t.app).post(`/api/change-order-links/${b.token}/sign`).send(signing(b.order.version)).expect(422);
    expect(late.body.code).toBe("CHANGE_ORDER_CREDIT_TOO_LARGE");
    expect(late.body.message).toMatch(/^This change order cannot be signed as it is\. This credit would bring the contract sum below zero/);
    const inPerson = await admin.post(`/api/change-orders/${b.order.id}/sign-in-person`).send(signing(b.order.version)).expect(422);
    expect(inPerson.body.code).toBe("CHANGE_ORDER_CREDIT_TOO_LARGE");

    // A payment recorded after sending counts too.
    const other = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const c = await sendCredit(other.contractId, "2000");
    await pay(other.contractId, "10,000.00").expect(201);
    const refused = await request(t.app).post(`/api/change-order-links/${c.token}/sign`).send(signing(c.order.version)).expect(422);
    expect(refused.body.message).toContain("below the $10,000.00 already paid");
    const [row] = await t.database.db.select().from(changeOrders).where(eq(changeOrders.id, c.order.id));
    expect(row.status).toBe("sent");
    expect(await t.database.db.select().from(changeOrderDocuments).where(eq(changeOrderDocuments.changeOrderId, c.order.id))).toHaveLength(0);
    expect(await revisedSum(other.contractId)).toBe(1_113_050);
  });

  it("holds under two signatures at once: one credit is signed, the other refused, and the sum stays at or above what was paid", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    await pay(contractId, "5,565.25").expect(201);
    // Each fits alone ($11,130.50 - $3,390.00 = $7,740.50); both would leave $4,350.50, below the deposit.
    const a = await sendCredit(contractId, "3000");
    const b = await sendCredit(contractId, "3000");
    const answers = await Promise.all([
      request(t.app).post(`/api/change-order-links/${a.token}/sign`).send(signing(a.order.version)),
      admin.post(`/api/change-orders/${b.order.id}/sign-in-person`).send(signing(b.order.version)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body.code).toBe("CHANGE_ORDER_CREDIT_TOO_LARGE");
    const signed = await t.database.db
      .select()
      .from(changeOrders)
      .where(and(eq(changeOrders.contractId, contractId), eq(changeOrders.status, "signed")));
    expect(signed).toHaveLength(1);
    expect(await revisedSum(contractId)).toBe(1_113_050 - 339_000);
  });

  it("holds under a signature and a payment at once: never both", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    // The credit leaves $7,740.50; the payment of $8,000.00 fits only without it.
    const a = await sendCredit(contractId, "3000");
    const answers = await Promise.all([
      request(t.app).post(`/api/change-order-links/${a.token}/sign`).send(signing(a.order.version)),
      pay(contractId, "8,000.00"),
    ]);
    const [signature, payment] = answers.map((answer) => answer.status);
    expect([signature === 200, payment === 201].filter(Boolean)).toHaveLength(1);
    const money = await admin.get(`/api/contracts/${contractId}/payments`).expect(200);
    expect(money.body.totalCents).toBeGreaterThanOrEqual(money.body.collectedCents);
  });
});
