/**
 * A decision, a change request or a signature names the quote version its sender saw: without it the
 * answer is 409 VERSION_REQUIRED and nothing changes (no status, no contract, no e-mail).
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts, emails, quotes } from "../../shared/schema";
import { contractBody, createAcceptedQuote, createPricedQuote, linkOf } from "../support/factories";
import { errorBody } from "../support/error-body";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statusOf = async (id: string) => (await t.database.db.select().from(quotes).where(eq(quotes.id, id)))[0].status;
const emailsOf = async (id: string) => (await t.database.db.select().from(emails).where(eq(emails.quoteId, id))).map((email) => email.kind);

describe("409 VERSION_REQUIRED", () => {
  it.each<[string, Record<string, unknown>]>([
    ["accepted", { status: "accepted" }],
    ["rejected", { status: "rejected", reason: "Too dear" }],
    ["accepted with a null version", { status: "accepted", version: null }],
  ])("refuses a decision (%s) without the version seen, and changes nothing", async (_name, body) => {
    const id = await createPricedQuote(t.app);
    const before = await emailsOf(id);
    const response = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, id)}/status`)
      .send(body);
    if (body.version === null) {
      // A version that is there but not a number is a bad body, not a missing version.
      expect(response.status).toBe(400);
    } else {
      expect(response.status).toBe(409);
      expect(errorBody(response).code).toBe("VERSION_REQUIRED");
      expect(errorBody(response).message).toMatch(/version/);
    }
    expect(await statusOf(id)).toBe("pending");
    expect(await emailsOf(id)).toEqual(before);
  });

  it("refuses a change request without the version seen", async () => {
    const id = await createPricedQuote(t.app);
    const before = await emailsOf(id);
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, id)}/change-requests`)
      .send({ message: "Could it be cheaper?" });
    expect(response.status).toBe(409);
    expect(errorBody(response).code).toBe("VERSION_REQUIRED");
    expect(await emailsOf(id)).toEqual(before);
  });

  it("refuses a signature without quoteVersion, and signs with it", async () => {
    const id = await createAcceptedQuote(t.app);
    const { quoteVersion: _version, ...withoutVersion } = contractBody(id);
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, id)}/contract`)
      .send(withoutVersion);
    expect(response.status).toBe(409);
    expect(errorBody(response).code).toBe("VERSION_REQUIRED");
    expect(await t.database.db.select().from(contracts).where(eq(contracts.quoteId, id))).toEqual([]);
    await request(t.app)
      .post(`/api/links/${await linkOf(t.app, id)}/contract`)
      .send(contractBody(id))
      .expect(201);
  });

  it("still answers QUOTE_CHANGED for a version that is not the current one", async () => {
    const id = await createPricedQuote(t.app);
    const response = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, id)}/status`)
      .send({ status: "accepted", version: 2 });
    expect(response.status).toBe(409);
    expect(errorBody(response).code).toBe("QUOTE_CHANGED");
  });
});
