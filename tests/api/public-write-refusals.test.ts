/**
 * Public writes look up what they act on before any expensive decoding, and their refusals (404,
 * 409) count against the caller's public-write limit: probing ids meets the limit like writing does.
 */
import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits } from "../../server/middleware/rate-limits";
import { errorBody } from "../support/error-body";
import { contractBody, createPricedQuote, linkOf, quoteRequestBody } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" }, rateLimits: { publicWrites: defaultRateLimits.publicWrites } });
});
afterAll(() => t.close());

const from = (address: string) => ({ "X-Forwarded-For": address });
/** A PNG header followed by bytes no decoder can read: refused with 400 once it is decoded. */
const unreadableSignature = `data:image/png;base64,${Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(4096, 7)]).toString("base64")}`;

describe("signing looks the quote up before decoding the signature", () => {
  it("answers 404 for an unknown quote without reading the signature", async () => {
    const response = await request(t.app)
      .post(`/api/links/${randomUUID()}/contract`)
      .set(from("192.0.2.70"))
      .send(contractBody(undefined, { signatureData: unreadableSignature }));
    expect(response.status).toBe(404);
    expect(errorBody(response).code).toBe("QUOTE_NOT_FOUND");
  });

  it("answers 409 for a quote that cannot be signed without reading the signature", async () => {
    const pending = await linkOf(t.app, await createPricedQuote(t.app));
    const response = await request(t.app)
      .post(`/api/links/${pending}/contract`)
      .set(from("192.0.2.71"))
      .send(contractBody(undefined, { signatureData: unreadableSignature }));
    expect(response.status).toBe(409);
    expect(errorBody(response).code).toBe("QUOTE_NOT_ACCEPTED");
  });
});

describe("refusals count against the public-write limit", () => {
  it("refuses 80 signatures on unknown quotes from one address past the limit", { timeout: 120_000 }, async () => {
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => request(t.app).post(`/api/links/${randomUUID()}/contract`).set(from("203.0.113.80")).send(contractBody())),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(defaultRateLimits.publicWrites);
    expect(statuses.filter((status) => status === 429)).toHaveLength(80 - defaultRateLimits.publicWrites);
    // The limit is the address's, whatever it writes next.
    expect((await request(t.app).post("/api/quote-requests").set(from("203.0.113.80")).send(quoteRequestBody())).status).toBe(429);
  });

  it("counts decisions and change requests on unknown quotes, and 409s", { timeout: 120_000 }, async () => {
    const address = "203.0.113.81";
    const pending = await linkOf(t.app, await createPricedQuote(t.app));
    const sends = [
      () => request(t.app).patch(`/api/links/${randomUUID()}/status`).set(from(address)).send({ status: "accepted", version: 1 }),
      () => request(t.app).post(`/api/links/${randomUUID()}/change-requests`).set(from(address)).send({ message: "Cheaper?", version: 1 }),
      () => request(t.app).post(`/api/links/${pending}/change-requests`).set(from(address)).send({ message: "Cheaper?", version: 99 }),
      () => request(t.app).post(`/api/links/${pending}/contract`).set(from(address)).send(contractBody()),
    ];
    const expected = [404, 404, 409, 409];
    const statuses: number[] = [];
    for (let index = 0; index < defaultRateLimits.publicWrites; index++) statuses.push((await sends[index % sends.length]()).status);
    expect(statuses).toEqual(Array.from({ length: defaultRateLimits.publicWrites }, (_, index) => expected[index % expected.length]));
    for (const send of sends) expect((await send()).status).toBe(429);
  });

  it("does not count a form the visitor corrects (400)", async () => {
    const address = "203.0.113.82";
    for (let index = 0; index < defaultRateLimits.publicWrites + 5; index++) {
      expect(
        (
          await request(t.app)
            .post("/api/quote-requests")
            .set(from(address))
            .send(quoteRequestBody({ email: "not-an-email" }))
        ).status,
      ).toBe(400);
    }
    expect((await request(t.app).post("/api/quote-requests").set(from(address)).send(quoteRequestBody())).status).toBe(201);
  });
});
