/** The dashboard's figures: contract money to the cent, quotes by lifecycle stage, and failing mail. */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emails } from "../../shared/schema";
import { torontoDate } from "../../shared/quote-rules";
import { createPricedQuote, createQuoteValidUntil, estimateQuoteBody } from "../support/factories";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const summary = async () => (await admin.get("/api/admin/summary").expect(200)).body;

describe("GET /api/admin/summary", () => {
  it("starts at zero", async () => {
    expect(await summary()).toEqual({
      success: true,
      signedValueCents: 0,
      collectedCents: 0,
      outstandingCents: 0,
      quotes: {
        total: 0,
        unpriced: 0,
        draft: 0,
        sent: 0,
        viewed: 0,
        changes_requested: 0,
        accepted: 0,
        signed: 0,
        declined: 0,
        expired: 0,
        replaced: 0,
      },
      mailFailing: 0,
    });
  });

  it("adds up signed contracts and payments to the cent, and counts quotes by stage", async () => {
    const itemised = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    await createSignedContract(t.app, { totalCost: "7,200.00" });
    await admin
      .post(`/api/contracts/${itemised.contractId}/payments`)
      .send({ kind: "deposit", amount: "5,565.25", method: "cash", paidOn: torontoDate(new Date()) })
      .expect(201);
    await createPricedQuote(t.app);
    await createQuoteValidUntil(t, -2);
    await request(t.app).post("/api/quotes").send(estimateQuoteBody()).expect(201);

    const figures = await summary();
    expect(figures).toMatchObject({
      signedValueCents: 1_113_050 + 720_000,
      collectedCents: 556_525,
      outstandingCents: 556_525 + 720_000,
    });
    expect(figures.quotes).toMatchObject({ total: 5, signed: 2, sent: 1, expired: 1, unpriced: 1, accepted: 0, declined: 0 });
  });

  it("counts e-mails that failed or wait to be retried after a failed attempt", async () => {
    const before = (await summary()).mailFailing;
    const [first, second] = await t.database.db.select().from(emails).limit(2);
    await t.database.db.update(emails).set({ attempts: 2, lastError: "connect ECONNREFUSED" }).where(eq(emails.id, first.id));
    await t.database.db.update(emails).set({ status: "sent", attempts: 3 }).where(eq(emails.id, second.id));
    expect((await summary()).mailFailing).toBe(before + 1);
  });

  it("answers 401 without an admin session", async () => {
    expect((await request(t.app).get("/api/admin/summary").expect(401)).body.code).toBe("UNAUTHORIZED");
  });
});
