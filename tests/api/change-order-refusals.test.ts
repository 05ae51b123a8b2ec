/**
 * What a change order's endpoints refuse before doing any work: a signature on a signed, declined,
 * voided or expired order gets its state's refusal before the signature image is decoded or a PDF
 * rendered (an unreadable or oversized image would otherwise answer 400 or 413, and a readable one
 * cost a render); and every text taken (summary, line descriptions, void reason, decline message,
 * signer's name) refuses control characters and NUL with 400.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureLimits } from "../../shared/business";
import { changeOrderPdfRenderCount } from "../../server/features/change-orders/change-order-pdf";
import { signaturePng } from "../support/factories";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
/** The app's clock runs with the real one, moved on by this much (the expiry case). */
let clockOffsetMs = 0;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(Date.now() + clockOffsetMs), env: { LOG_LEVEL: "error" } });
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const steps = {
  reason: "site_condition",
  summary: "The grade at the side door needs three steps instead of a ramp.",
  lines: [{ kind: "add", description: "Stamped concrete steps, 4 ft wide", quantity: "3", unit: "each", unitPrice: "400" }],
};
const signing = (version: number, signatureData = signaturePng) => ({ version, signerName: "Priya Raman", signatureData, agreementAccepted: true });
/** A PNG header and nothing readable: decoding it answers 400 SIGNATURE_INVALID. */
const unreadable = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB";
/** Over the signature's size limit, under the body's: reading it answers 413 SIGNATURE_TOO_LARGE. */
const oversized = `data:image/png;base64,${"A".repeat(Math.ceil((signatureLimits.maxBytes * 4) / 3) + 1024)}`;

async function sendOrder(contractId: string, body: Record<string, unknown> = steps) {
  const created = await admin.post(`/api/contracts/${contractId}/change-orders`).send(body).expect(201);
  const sent = await admin.post(`/api/change-orders/${created.body.changeOrder.id}/send`).expect(200);
  return { order: sent.body.changeOrder, token: String(sent.body.changeOrder.linkPath).split("/").pop() ?? "" };
}

/** Each payload on both signing routes: the same refusal every time, and not one PDF rendered. */
async function expectRefusedUnread(order: { id: string; version: number }, token: string, status: number, code: string) {
  const rendersBefore = changeOrderPdfRenderCount();
  for (const signature of [unreadable, oversized, signaturePng]) {
    const remote = await request(t.app).post(`/api/change-order-links/${token}/sign`).send(signing(order.version, signature));
    const inPerson = await admin.post(`/api/change-orders/${order.id}/sign-in-person`).send(signing(order.version, signature));
    for (const answer of [remote, inPerson]) {
      expect(answer.status, `${code} ${signature.slice(0, 40)}`).toBe(status);
      expect(answer.body.code).toBe(code);
    }
  }
  expect(changeOrderPdfRenderCount()).toBe(rendersBefore);
}

describe("a signature on an order that cannot be signed", () => {
  it("is checked as an image only on an order that can be signed (the payloads below are refused as images there)", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const { order, token } = await sendOrder(contractId);
    const bad = await request(t.app).post(`/api/change-order-links/${token}/sign`).send(signing(order.version, unreadable)).expect(400);
    expect(bad.body.code).toBe("SIGNATURE_INVALID");
    const big = await request(t.app).post(`/api/change-order-links/${token}/sign`).send(signing(order.version, oversized)).expect(413);
    expect(big.body.code).toBe("SIGNATURE_TOO_LARGE");
  });

  it("on a signed order: 409 CHANGE_ORDER_STATE before the image is read, without a render", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const { order, token } = await sendOrder(contractId);
    const rendersBefore = changeOrderPdfRenderCount();
    const signed = await request(t.app).post(`/api/change-order-links/${token}/sign`).send(signing(order.version)).expect(200);
    // The counter sees the one render a signature makes.
    expect(changeOrderPdfRenderCount()).toBe(rendersBefore + 1);
    await expectRefusedUnread({ id: order.id, version: signed.body.changeOrder.version }, token, 409, "CHANGE_ORDER_STATE");
    await expectRefusedUnread(order, token, 409, "CHANGE_ORDER_STATE");
  });

  it("on a declined order: 409 CHANGE_ORDER_STATE", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const { order, token } = await sendOrder(contractId);
    const declined = await request(t.app).post(`/api/change-order-links/${token}/decline`).send({ version: order.version }).expect(200);
    await expectRefusedUnread({ id: order.id, version: declined.body.changeOrder.version }, token, 409, "CHANGE_ORDER_STATE");
  });

  it("on a voided order: 410 CHANGE_ORDER_VOIDED", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const { order, token } = await sendOrder(contractId);
    await admin.post(`/api/change-orders/${order.id}/void`).send({ reason: "Wrong price for the steps" }).expect(200);
    await expectRefusedUnread(order, token, 410, "CHANGE_ORDER_VOIDED");
  });

  it("on an expired order: 409 CHANGE_ORDER_EXPIRED", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const { order, token } = await sendOrder(contractId, { ...steps, validDays: 1 });
    clockOffsetMs = 3 * 24 * 60 * 60 * 1000;
    try {
      await expectRefusedUnread(order, token, 409, "CHANGE_ORDER_EXPIRED");
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("on a credit the contract can no longer take: 422 CHANGE_ORDER_CREDIT_TOO_LARGE", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const credit = (unitPrice: string) => ({
      reason: "scope_reduction",
      summary: "Half the patio is left out.",
      lines: [{ kind: "credit", description: "Patio area not poured", quantity: "1", unit: "lump_sum", unitPrice }],
    });
    const first = await sendOrder(contractId, credit("6000"));
    const second = await sendOrder(contractId, credit("6000"));
    await request(t.app).post(`/api/change-order-links/${first.token}/sign`).send(signing(first.order.version)).expect(200);
    await expectRefusedUnread(second.order, second.token, 422, "CHANGE_ORDER_CREDIT_TOO_LARGE");
  });
});

describe("control characters in the texts a change order takes", () => {
  const controls = { ESC: "\u001b[31m", BEL: "\u0007", NUL: "\u0000", DEL: "\u007f", "line separator": "\u2028" };

  it("refuses them in the summary and the line descriptions, on a new draft and an edited one", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const draft = await admin.post(`/api/contracts/${contractId}/change-orders`).send(steps).expect(201);
    for (const [name, control] of Object.entries(controls)) {
      const bodies: [Record<string, unknown>, string][] = [
        [{ ...steps, summary: `Three steps${control} instead of a ramp.` }, "summary"],
        [{ ...steps, lines: [{ ...steps.lines[0], description: `Steps${control}, 4 ft wide` }] }, "lines.0.description"],
      ];
      for (const [body, field] of bodies) {
        const created = await admin.post(`/api/contracts/${contractId}/change-orders`).send(body);
        const edited = await admin.put(`/api/change-orders/${draft.body.changeOrder.id}`).send({ ...body, version: draft.body.changeOrder.version });
        for (const answer of [created, edited]) {
          expect(answer.status, `${name} in ${field}`).toBe(400);
          expect(answer.body.code).toBe("VALIDATION_FAILED");
          expect(Object.keys(answer.body.errors ?? {}), `${name} in ${field}`).toContain(field);
        }
      }
    }
    // A summary keeps its line breaks (Windows ones made \n): it is several lines by design.
    const twoLines = await admin
      .post(`/api/contracts/${contractId}/change-orders`)
      .send({ ...steps, summary: "Three steps instead of a ramp.\r\nAgreed on site." })
      .expect(201);
    expect(twoLines.body.changeOrder.summary).toBe("Three steps instead of a ramp.\nAgreed on site.");
  });

  it("refuses them in the void reason, the decline message and the signer's name, and nothing is changed", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const { order, token } = await sendOrder(contractId);
    for (const [name, control] of Object.entries(controls)) {
      const voided = await admin.post(`/api/change-orders/${order.id}/void`).send({ reason: `Wrong${control} price` });
      expect(voided.status, `${name} in the void reason`).toBe(400);
      expect(Object.keys(voided.body.errors ?? {})).toContain("reason");
      const declined = await request(t.app)
        .post(`/api/change-order-links/${token}/decline`)
        .send({ version: order.version, message: `No${control}thanks` });
      expect(declined.status, `${name} in the decline message`).toBe(400);
      expect(Object.keys(declined.body.errors ?? {})).toContain("message");
      for (const answer of [
        await request(t.app)
          .post(`/api/change-order-links/${token}/sign`)
          .send({ ...signing(order.version), signerName: `Priya${control} Raman` }),
        await admin.post(`/api/change-orders/${order.id}/sign-in-person`).send({ ...signing(order.version), signerName: `Priya${control} Raman` }),
      ]) {
        expect(answer.status, `${name} in the signer's name`).toBe(400);
        expect(Object.keys(answer.body.errors ?? {})).toContain("signerName");
      }
    }
    const still = await admin.get(`/api/change-orders/${order.id}`).expect(200);
    expect(still.body.changeOrder).toMatchObject({ status: "sent", version: order.version });
    // A decline message may span lines.
    const declined = await request(t.app)
      .post(`/api/change-order-links/${token}/decline`)
      .send({ version: order.version, message: "A ramp is fine.\nThanks anyway." })
      .expect(200);
    expect(declined.body.changeOrder.declineMessage).toBe("A ramp is fine.\nThanks anyway.");
  });
});
