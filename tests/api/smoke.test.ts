import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractBody, createAcceptedQuote, linkOf } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the quote-to-contract path", () => {
  it("goes from a priced quote to a signed contract", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    const signed = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId));
    expect(signed.status).toBe(201);
    const confirmation = await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}/contract`);
    expect(confirmation.body.contract).toMatchObject({ quoteNumber: expect.stringMatching(/^Q-\d{4}-\d{4,}$/), totalCost: "7,200.00" });
    expect(confirmation.text).not.toContain(quoteId);
    expect(confirmation.body.contract.signatureData).toBeUndefined();
  });
});
