/**
 * Every write a caller without the admin's session may make is bounded before it is validated
 * (docs/decisions/0150): its body is read only after the caller's limiter has counted the request, at
 * most its entry's bytes (413 naming them), within a bound on values; and refused bodies (400, 413,
 * 415) count against the caller's address, even under parallel requests, then 429 with Retry-After.
 */
import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxJsonValues } from "../../server/middleware/json-depth";
import { defaultRateLimits } from "../../server/middleware/rate-limits";
import { bodyLimits, formatBodyLimit } from "../../shared/api/body-limits";
import { endpoints, type JsonBody } from "../../shared/api/endpoints";
import { errorBody } from "../support/error-body";
import { quoteRequestBody } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

/** The routes anyone (or a link's holder) may write to with a JSON body. */
const publicJsonWrites = endpoints.flatMap((endpoint) =>
  endpoint.access !== "admin" && endpoint.method !== "get" && endpoint.body && "schema" in endpoint.body
    ? [{ ...endpoint, body: endpoint.body as JsonBody }]
    : [],
);
/** A path of the entry with a token and ids that lead nowhere: bodies are bounded before anything is looked up. */
const pathOf = (path: string) => path.replace("{token}", "Zx8pQ2vL0mN4rT6yB1cD3fG5hJ7kW9sA").replace(/\{\w+\}/g, randomUUID());
/** A JSON object of exactly `bytes` bytes. */
const jsonOfBytes = (bytes: number) => `{"a":"${"x".repeat(bytes - 8)}"}`;
const from = (address: string) => ({ "X-Forwarded-For": address });
const otherDate = () => `/api/schedule-links/Zx8pQ2vL0mN4rT6yB1cD3fG5hJ7kW9sA/visits/${randomUUID()}/other-date`;
/** The attacker's body: 80,000 dates where three are allowed (about 1 MB). */
const eightyThousandDates = JSON.stringify({ version: 1, preferredDays: Array.from({ length: 80_000 }, () => "2031-06-15") });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => t.close());

describe("each public write's body bound", () => {
  it("is stated in its entry: a few KB, more only where a drawn signature is carried", () => {
    expect(publicJsonWrites.map((endpoint) => endpoint.name).sort()).toEqual(
      [
        "askOtherVisitDate",
        "confirmVisitDate",
        "declineClientChangeOrder",
        "decideQuote",
        "login",
        "requestQuoteChanges",
        "signClientChangeOrder",
        "signContract",
        "submitEstimate",
        "submitLead",
      ].sort(),
    );
    for (const endpoint of publicJsonWrites) {
      const shape = (endpoint.body.schema as { shape?: Record<string, unknown> }).shape ?? {};
      const bound = "signatureData" in shape ? bodyLimits.withSignature : bodyLimits.leadForm;
      expect(endpoint.body.maxBytes, endpoint.name).toBeDefined();
      expect(endpoint.body.maxBytes!, endpoint.name).toBeLessThanOrEqual(bound);
    }
  });

  it.each(publicJsonWrites.map((endpoint) => [endpoint.name, endpoint] as const))(
    "%s: one byte past the bound is 413 naming it, at the bound it is read; OpenAPI states it",
    async (_name, endpoint) => {
      const limit = endpoint.body.maxBytes!;
      const path = pathOf(endpoint.path);
      const send = (body: string) => request(t.app)[endpoint.method](path).set("Content-Type", "application/json").send(body);
      const over = await send(jsonOfBytes(limit + 1));
      expect(over.status).toBe(413);
      expect(errorBody(over)).toEqual({
        success: false,
        code: "PAYLOAD_TOO_LARGE",
        message: `The request is too large (limit ${formatBodyLimit(limit)}).`,
      });
      const within = await send(jsonOfBytes(limit));
      expect(within.status).toBe(400);
      expect(within.body.code).toBe("VALIDATION_FAILED");
      const document = (await request(t.app).get("/api/openapi.json")).body;
      expect(document.paths[endpoint.path][endpoint.method].requestBody.description).toBe(`At most ${formatBodyLimit(limit)} of JSON (413 past it).`);
    },
  );

  it("refuses the 80,000 dates with 413 before a date is read", async () => {
    const response = await request(t.app).post(otherDate()).set("Content-Type", "application/json").send(eightyThousandDates);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe("The request is too large (limit 4 KB).");
  });

  it("refuses deep garbage from its text, before JSON.parse would build it", async () => {
    const path = `/api/links/Zx8pQ2vL0mN4rT6yB1cD3fG5hJ7kW9sA/contract`;
    const response = await request(t.app)
      .post(path)
      .set("Content-Type", "application/json")
      .send(`{"a":${"[".repeat(600_000)}`);
    expect(response.status).toBe(400);
    expect(errorBody(response)).toEqual({ success: false, code: "BODY_TOO_DEEP", message: "The request nests deeper than 32 levels." });
  });

  it("refuses a body of more values than any form holds with 400, even the admin's", async () => {
    const admin = await adminAgent(t.app);
    const response = await admin.put("/api/site/project-order").send({ order: Array.from({ length: maxJsonValues }, () => 0) });
    expect(response.status).toBe(400);
    expect(errorBody(response)).toEqual({
      success: false,
      code: "BODY_TOO_MANY_VALUES",
      message: `The request holds more than ${maxJsonValues} values.`,
    });
  });

  it("never reads a body for a route that takes none, nor for an unknown route", async () => {
    const response = await request(t.app).post("/api/admin/logout").set("Content-Type", "application/json").send("{not json");
    expect(response.status).toBe(200);
    expect((await request(t.app).post("/api/nothing-here").set("Content-Type", "application/json").send("{not json")).status).toBe(404);
  });
});

describe("the body is read only after the caller's limiter counted the request", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { TRUST_PROXY: "true" }, rateLimits: { publicWrites: 3 } });
  });
  afterAll(() => limited.close());

  it("answers 429, not 413 or 400, once the public writes are used up", async () => {
    const address = "198.51.100.30";
    for (let index = 0; index < 3; index++) {
      const probe = await request(limited.app).patch(`/api/links/${randomUUID()}/status`).set(from(address)).send({ status: "rejected", version: 1 });
      expect(probe.status).toBe(404);
    }
    const flood = await request(limited.app).post(otherDate()).set(from(address)).set("Content-Type", "application/json").send(eightyThousandDates);
    expect(flood.status).toBe(429);
    expect(flood.headers["retry-after"]).toMatch(/^\d+$/);
  });
});

describe("refused bodies count against the caller's address", () => {
  let strict: TestApp;
  const limit = defaultRateLimits.badBodiesPerAddress;
  beforeAll(async () => {
    strict = await createTestApp({ env: { TRUST_PROXY: "true" }, rateLimits: { badBodiesPerAddress: limit } });
  });
  afterAll(() => strict.close());

  /** Each refusal of a body a caller can send: unreadable JSON, too large, an encoding not read, a field not valid. */
  const refusedBodies = [
    (address: string) => request(strict.app).post(otherDate()).set(from(address)).set("Content-Type", "application/json").send("{not json"),
    (address: string) => request(strict.app).post(otherDate()).set(from(address)).set("Content-Type", "application/json").send(eightyThousandDates),
    (address: string) =>
      request(strict.app).post(otherDate()).set(from(address)).set("Content-Type", "application/json").set("Content-Encoding", "br-x").send("{}"),
    (address: string) =>
      request(strict.app)
        .post(otherDate())
        .set(from(address))
        .send({ version: 1, preferredDays: ["2031-06-15"], note: "a\u0007b" }),
  ];

  it(`answers exactly ${limit} of 30 parallel refused bodies with 400, 413 or 415, the rest 429 with Retry-After`, async () => {
    const address = "198.51.100.40";
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => refusedBodies[index % refusedBodies.length](address)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => [400, 413, 415].includes(status))).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - limit);
    // The large bodies take longest to arrive, so which refusals come first varies; unreadable JSON always among them.
    expect(statuses).toContain(400);
    for (const answer of answers.filter((each) => each.status === 429)) {
      expect(errorBody(answer).code).toBe("RATE_LIMITED");
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Then any body from that address is refused before it is read, a good one included.
    const good = await request(strict.app).post("/api/quote-requests").set(from(address)).send(quoteRequestBody());
    expect(good.status).toBe(429);
    // Another address is not affected.
    expect((await request(strict.app).post("/api/quote-requests").set(from("198.51.100.41")).send(quoteRequestBody())).status).toBe(201);
  });

  it("counts a visitor's invalid form, while the public-write limit still gives it back", async () => {
    const address = "198.51.100.42";
    for (let index = 0; index < limit; index++) {
      const answer = await request(strict.app)
        .post("/api/quote-requests")
        .set(from(address))
        .send(quoteRequestBody({ email: "not-an-email" }));
      expect(answer.status).toBe(400);
    }
    expect((await request(strict.app).post("/api/quote-requests").set(from(address)).send(quoteRequestBody())).status).toBe(429);
  });

  it("does not count the admin's refused bodies", async () => {
    const admin = await adminAgent(strict.app);
    for (let index = 0; index < limit + 5; index++) {
      expect((await admin.post("/api/price-book").set(from("198.51.100.43")).set("Content-Type", "application/json").send("{not json")).status).toBe(
        400,
      );
    }
  });
});
