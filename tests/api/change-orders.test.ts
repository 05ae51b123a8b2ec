/**
 * Change orders on a signed contract, through the API on a real database: a priced order and a
 * credit signed (on the client's link and in person), numbered CO-1, CO-2 in one sequence per
 * contract; balances, the contract's untouched PDF, the chain on /api/verify, pdfsig on each PDF;
 * voids answering 410; and every refusal the owner and the client can meet.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emails } from "../../shared/schema";
import { torontoDate } from "../../shared/quote-rules";
import { addCalendarDays } from "../../shared/toronto-wall-clock";
import { binary } from "../support/binary";
import { pdfsigReport } from "../support/pdfsig";
import { signaturePng } from "../support/factories";
import { pdfText } from "../support/pdf-text";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
/** The app's clock runs with the real one, moved on by this much (the expiry test). */
let clockOffsetMs = 0;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(Date.now() + clockOffsetMs), env: { LOG_LEVEL: "error" } });
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

/** +3 steps at $400 = $1,200.00, HST $156.00: $1,356.00. */
const threeSteps = {
  reason: "site_condition",
  summary: "The grade at the side door needs three steps instead of a ramp.",
  lines: [{ kind: "add", description: "Stamped concrete steps, 4 ft wide", quantity: "3", unit: "each", unitPrice: "400" }],
};
/** A $300 credit: HST -$39.00, -$339.00. */
const sealerCredit = {
  reason: "scope_reduction",
  summary: "The client will seal the walkway themselves.",
  lines: [{ kind: "credit", description: "Sealer on the walkway, not needed", quantity: "1", unit: "lump_sum", unitPrice: "300" }],
};
const signing = (version: number, overrides: Record<string, unknown> = {}) => ({
  version,
  signerName: "Priya Raman",
  signatureData: signaturePng,
  agreementAccepted: true,
  ...overrides,
});

const pdfOf = async (path: string, agent: { get: (url: string) => request.Test } = admin) =>
  (await agent.get(path).buffer(true).parse(binary).expect(200)).body as Buffer;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Creates and sends an order; answers the sent order and its client token. */
async function sendOrder(contractId: string, body: Record<string, unknown>) {
  const created = await admin.post(`/api/contracts/${contractId}/change-orders`).send(body).expect(201);
  const sent = await admin.post(`/api/change-orders/${created.body.changeOrder.id}/send`).expect(200);
  const token = String(sent.body.changeOrder.linkPath).split("/").pop() ?? "";
  return { order: sent.body.changeOrder, token };
}

describe("a priced and a credit change order on one contract", () => {
  it("numbers, prices, signs and chains them, and the contract's own PDF never changes", async () => {
    const contract = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const contractPdfBefore = await pdfOf(`/api/contracts/${contract.contractId}/pdf`);

    // A draft has no number; the lines' money is worked out on the server.
    const draft = await admin.post(`/api/contracts/${contract.contractId}/change-orders`).send(threeSteps).expect(201);
    expect(draft.body.changeOrder).toMatchObject({ number: null, status: "draft", subtotalCents: 120_000, hstCents: 15_600, totalCents: 135_600 });
    expect(draft.body.changeOrder.linkPath).toBeNull();

    const sent = await admin.post(`/api/change-orders/${draft.body.changeOrder.id}/send`).expect(200);
    expect(sent.body.changeOrder).toMatchObject({ number: "CO-1", status: "sent" });
    const token = String(sent.body.changeOrder.linkPath).replace("/change-orders/", "");
    const review = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.contractId, contract.contractId), eq(emails.kind, "change-order-for-review")));
    expect(review).toHaveLength(1);
    expect(review[0].subject).toBe("Change order CO-1 for your review");
    expect(review[0].text).toContain(`/change-orders/${token}`);

    // The client reads it with the contract sum it would make.
    const read = await request(t.app).get(`/api/change-order-links/${token}`).expect(200);
    expect(read.body.changeOrder.contractSum).toEqual({
      rows: [
        { label: "Original contract", totalCents: 1_113_050 },
        { label: "CO-1", totalCents: 135_600 },
      ],
      revisedTotalCents: 1_248_650,
    });
    expect(read.body.changeOrder).not.toHaveProperty("id");

    const signed = await request(t.app).post(`/api/change-order-links/${token}/sign`).send(signing(read.body.changeOrder.version)).expect(200);
    expect(signed.body.changeOrder).toMatchObject({ status: "signed", signerName: "Priya Raman", signingContext: "remote" });
    // Once signed, any signature (the same one too) is refused before it is read: no second signature.
    const again = await request(t.app).post(`/api/change-order-links/${token}/sign`).send(signing(read.body.changeOrder.version)).expect(409);
    expect(again.body.code).toBe("CHANGE_ORDER_STATE");

    // The balance counts the signed order; the deposit stays the signed price's.
    const money = await admin.get(`/api/contracts/${contract.contractId}/payments`).expect(200);
    expect(money.body).toMatchObject({ totalCents: 1_248_650, depositCents: 556_525, outstandingCents: 1_248_650 });

    // CO-2, a credit, signed in person on the owner's device.
    const credit = await sendOrder(contract.contractId, sealerCredit);
    expect(credit.order).toMatchObject({ number: "CO-2", totalCents: -33_900, hstCents: -3_900 });
    const inPerson = await admin.post(`/api/change-orders/${credit.order.id}/sign-in-person`).send(signing(credit.order.version)).expect(200);
    expect(inPerson.body.changeOrder).toMatchObject({ status: "signed", signingContext: "in_person" });

    const list = await admin.get(`/api/contracts/${contract.contractId}/change-orders`).expect(200);
    expect(list.body.changeOrders.map((order: { number: string }) => order.number)).toEqual(["CO-1", "CO-2"]);
    expect(list.body.contractSum.revisedTotalCents).toBe(1_113_050 + 135_600 - 33_900);
    const after = await admin.get(`/api/contracts/${contract.contractId}/payments`).expect(200);
    expect(after.body.totalCents).toBe(1_214_750);
    const contracts = await admin.get("/api/contracts").expect(200);
    expect(contracts.body.contracts.find((row: { id: string }) => row.id === contract.contractId)).toMatchObject({ totalCents: 1_214_750 });

    // The contract's PDF is the same file; each order's PDF is signed and says what it changes.
    const contractPdfAfter = await pdfOf(`/api/contracts/${contract.contractId}/pdf`);
    expect(sha256(contractPdfAfter)).toBe(sha256(contractPdfBefore));
    const co1 = await pdfOf(`/api/change-order-links/${token}/pdf`, request(t.app));
    const co2 = await pdfOf(`/api/change-orders/${credit.order.id}/pdf`);
    for (const pdf of [co1, co2]) expect(await pdfsigReport(pdf)).toContain("Signature is Valid");
    const co2Text = await pdfText(co2);
    expect(co2Text).toContain("Change Order CO-2");
    expect(co2Text).toContain(sha256(contractPdfBefore));
    expect(co2Text).toMatch(/Revised contract sum/i);
    expect(co2Text).toContain("$12,147.50");
    expect(co2Text).toContain("All other terms of the contract remain unchanged.");

    // /api/verify knows each file and shows the chain contract -> CO-1 -> CO-2.
    const verdicts = [];
    for (const pdf of [contractPdfAfter, co1, co2]) {
      const answer = await request(t.app).post("/api/verify").set("Content-Type", "application/pdf").send(pdf).expect(200);
      verdicts.push(answer.body.verdict);
    }
    expect(verdicts.map((verdict) => [verdict.status, verdict.document.kind, verdict.document.number])).toEqual([
      ["verified", "contract", null],
      ["verified", "change-order", "CO-1"],
      ["verified", "change-order", "CO-2"],
    ]);
    expect(verdicts[2].chain.map((link: { label: string; sha256: string }) => [link.label, link.sha256])).toEqual([
      ["Contract", sha256(contractPdfBefore)],
      ["Change order CO-1", sha256(co1)],
      ["Change order CO-2", sha256(co2)],
    ]);
  });

  it("lets a payment count against the revised total, and refuses one above it", async () => {
    const contract = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    await admin
      .post(`/api/contracts/${contract.contractId}/payments`)
      .send({ kind: "deposit", amount: "11,130.50", method: "etransfer", paidOn: torontoDate(new Date()) })
      .expect(201);
    const steps = await sendOrder(contract.contractId, threeSteps);
    await request(t.app).post(`/api/change-order-links/${steps.token}/sign`).send(signing(steps.order.version)).expect(200);
    const owing = await admin.get(`/api/contracts/${contract.contractId}/payments`).expect(200);
    expect(owing.body).toMatchObject({ totalCents: 1_248_650, collectedCents: 1_113_050, outstandingCents: 135_600 });
    await admin
      .post(`/api/contracts/${contract.contractId}/payments`)
      .send({ kind: "balance", amount: "1,356.01", method: "cash", paidOn: torontoDate(new Date()) })
      .expect(409);
  });
});

describe("what is refused", () => {
  it("needs a signed contract: a quote not signed yet is revised instead", async () => {
    const created = await admin.post("/api/quotes").send({
      clientName: "Sam Lee",
      clientEmail: "sam@example.com",
      clientPhone: "416-555-0100",
      projectAddress: "12 Elm St, Toronto, ON",
      workScope: "Broom finish driveway",
      projectDetails: "Two-car driveway",
      validUntil: "2099-12-31",
      lineItems: [lumpSumPatio],
    });
    expect(created.status).toBe(201);
    const refused = await admin.post(`/api/contracts/${created.body.quoteId}/change-orders`).send(threeSteps).expect(409);
    expect(refused.body).toMatchObject({ code: "CONTRACT_NOT_SIGNED", message: "This contract is not signed yet: revise the quote instead." });
    await admin.post("/api/contracts/00000000-0000-4000-8000-000000000000/change-orders").send(threeSteps).expect(404);
  });

  it("refuses no lines, quantities of 0 or less, prices with more than two decimals and markup-free long text", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const line = threeSteps.lines[0];
    const cases: [Record<string, unknown>, string][] = [
      [{ ...threeSteps, lines: [] }, "lines"],
      [{ ...threeSteps, lines: [{ ...line, quantity: "0" }] }, "lines.0.quantity"],
      [{ ...threeSteps, lines: [{ ...line, quantity: "-2" }] }, "lines.0.quantity"],
      [{ ...threeSteps, lines: [{ ...line, unitPrice: "400.001" }] }, "lines.0.unitPrice"],
      [{ ...threeSteps, lines: [{ ...line, description: "x".repeat(501) }] }, "lines.0.description"],
      [{ ...threeSteps, lines: [{ ...line, description: "two\nlines" }] }, "lines.0.description"],
      [{ ...threeSteps, lines: [{ ...line, kind: "gift" }] }, "lines.0.kind"],
      [{ ...threeSteps, payment: { kind: "due_on_signing", percent: 0 } }, "payment.percent"],
    ];
    for (const [body, field] of cases) {
      const answer = await admin.post(`/api/contracts/${contractId}/change-orders`).send(body);
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}), field).toContain(field);
    }
  });

  it("never changes a signed order, and a voided one's link answers 410 and cannot be signed", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const first = await sendOrder(contractId, threeSteps);
    await admin
      .put(`/api/change-orders/${first.order.id}`)
      .send({ ...threeSteps, version: first.order.version })
      .expect(409);
    await admin.post(`/api/change-orders/${first.order.id}/void`).send({ reason: "Wrong price for the steps" }).expect(200);
    const gone = await request(t.app).get(`/api/change-order-links/${first.token}`).expect(410);
    expect(gone.body.code).toBe("CHANGE_ORDER_VOIDED");
    await request(t.app)
      .post(`/api/change-order-links/${first.token}/sign`)
      .send(signing(first.order.version + 1))
      .expect(410);

    // The voided number stays taken: the next order is CO-2.
    const second = await sendOrder(contractId, threeSteps);
    expect(second.order.number).toBe("CO-2");
    // A stale version is refused; then signed, it cannot be voided.
    const stale = await request(t.app)
      .post(`/api/change-order-links/${second.token}/sign`)
      .send(signing(second.order.version - 1))
      .expect(409);
    expect(stale.body.code).toBe("CHANGE_ORDER_CHANGED");
    await request(t.app).post(`/api/change-order-links/${second.token}/sign`).send(signing(second.order.version)).expect(200);
    const voidSigned = await admin.post(`/api/change-orders/${second.order.id}/void`).send({ reason: "Oops" }).expect(409);
    expect(voidSigned.body.code).toBe("CHANGE_ORDER_STATE");
  });

  it("refuses a signature after the last day to sign", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const { order, token } = await sendOrder(contractId, { ...threeSteps, validDays: 1 });
    // Sent today with one day to sign: the last day is tomorrow (Toronto); three days on it has passed.
    expect(order.expiresOn).toBe(addCalendarDays(torontoDate(new Date()), 1));
    clockOffsetMs = 3 * 24 * 60 * 60 * 1000;
    try {
      const late = await request(t.app).post(`/api/change-order-links/${token}/sign`).send(signing(order.version)).expect(409);
      expect(late.body).toMatchObject({
        code: "CHANGE_ORDER_EXPIRED",
        message: "This change order has expired. Ask Forma Concrete to send it again.",
      });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("lets the client decline with a message, and tells the business", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const { order, token } = await sendOrder(contractId, threeSteps);
    const declined = await request(t.app)
      .post(`/api/change-order-links/${token}/decline`)
      .send({ version: order.version, message: "A ramp is fine" })
      .expect(200);
    expect(declined.body.changeOrder).toMatchObject({ status: "declined", declineMessage: "A ramp is fine" });
    const notice = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.contractId, contractId), eq(emails.kind, "change-order-declined-notice")));
    expect(notice[0].text).toContain("A ramp is fine");
    await request(t.app).post(`/api/change-order-links/${token}/sign`).send(signing(declined.body.changeOrder.version)).expect(409);
  });

  it("keeps the owner's routes behind the session and unknown links unfound", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    await request(t.app).get(`/api/contracts/${contractId}/change-orders`).expect(401);
    await request(t.app).get("/api/change-order-links/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA").expect(404);
    await request(t.app).get("/api/change-order-links/not a token").expect(404);
  });
});

describe("a design change after signing", () => {
  it("goes through a change order that carries the new design into its PDF and the warranty certificate", async () => {
    const catalogue = async (kind: string, name: string) =>
      (
        await admin
          .post("/api/design-catalogue")
          .send({ kind, name, maker: "Brickform", code: `${kind}-${name}`.slice(0, 20) })
          .expect(201)
      ).body.entry.id as string;
    const design = {
      patternId: await catalogue("pattern", "Random Stone"),
      baseColourId: await catalogue("base_colour", "Desert Tan"),
      baseMethod: "hardener",
      releaseColourId: await catalogue("release_colour", "Walnut"),
      notes: "Border left plain.",
    };
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const changeDesign = {
      reason: "design_change",
      summary: "Random Stone instead of Ashlar Slate, as agreed on site.",
      lines: [{ kind: "add", description: "Pattern change: new stamp mats", quantity: "1", unit: "lump_sum", unitPrice: "250" }],
      design,
    };

    // The design goes with the reason "Design change" and names catalogue entries of the right kinds.
    const wrongReason = await admin
      .post(`/api/contracts/${contractId}/change-orders`)
      .send({ ...changeDesign, reason: "client_request" })
      .expect(400);
    expect(wrongReason.body.errors.design).toBe("A new design goes with the reason “Design change”");
    const wrongKind = await admin
      .post(`/api/contracts/${contractId}/change-orders`)
      .send({ ...changeDesign, design: { ...design, patternId: design.baseColourId } })
      .expect(422);
    expect(wrongKind.body.code).toBe("DESIGN_INVALID");

    const { order, token } = await sendOrder(contractId, changeDesign);
    expect(order.design.entries).toEqual([
      { label: "Pattern", value: "Random Stone" },
      { label: "Base colour", value: "Desert Tan (colour hardener)" },
      { label: "Release colour", value: "Walnut" },
    ]);
    expect(order.designInput).toMatchObject({ patternId: design.patternId, baseMethod: "hardener" });
    const signed = (await request(t.app).post(`/api/change-order-links/${token}/sign`).send(signing(order.version)).expect(200)).body.changeOrder;
    expect(signed.design.notes).toBe("Border left plain.");

    // Renaming the catalogue entry later changes nothing signed.
    await admin.patch(`/api/design-catalogue/${design.patternId}`).send({ name: "Random Stone II" }).expect(200);
    const client = (await request(t.app).get(`/api/change-order-links/${token}`).expect(200)).body.changeOrder;
    expect(client.design.entries[0]).toEqual({ label: "Pattern", value: "Random Stone" });
    const pdf = await pdfOf(`/api/change-orders/${order.id}/pdf`);
    expect(await pdfsigReport(pdf)).toContain("Signature is Valid");
    const text = await pdfText(pdf);
    expect(text).toContain("NEW DESIGN");
    expect(text).toContain("Random Stone");
    expect(text).toContain("colour hardener");

    // Complete and paid: the certificate names the new design and the order that made it.
    await admin
      .post(`/api/contracts/${contractId}/completion`)
      .send({ completedOn: torontoDate(new Date(Date.now() + clockOffsetMs)), checklist: { jointsCut: true } })
      .expect(201);
    await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send({ kind: "balance", amount: "11,413.00", method: "cash", paidOn: torontoDate(new Date(Date.now() + clockOffsetMs)) })
      .expect(201);
    const certificate = (await admin.get(`/api/contracts/${contractId}/completion`).expect(200)).body.certificate;
    const warranty = await pdfText(await pdfOf(certificate.pdfUrl));
    expect(warranty.replace(/\s+/g, " ")).toContain("Random Stone pattern, Desert Tan base colour (colour hardener), Walnut release colour (CO-1)");
  });
});
