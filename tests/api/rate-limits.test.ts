/**
 * Rate limits counted in the database: the login limits that nobody else can use to lock the owner
 * out, the public write limit, counts that survive a restart, and windows that end.
 */
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoAdmin } from "../../shared/business";
import { estimateQuoteBody, quoteRequestBody } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabaseLocation } from "../support/test-database";

const demo = { email: demoAdmin.email, password: demoAdmin.password };
const wrong = { email: demoAdmin.email, password: "not-the-password" };

describe("sign-in limits", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: "true" },
      rateLimits: { loginFailuresPerClient: 3, loginFailuresPerAddress: 4, loginFailuresPerAccount: 6 },
    });
  });
  afterEach(() => t.close());

  const from = (address: string) => ({ "X-Forwarded-For": address });
  const login = (address: string, body: object, cookie?: string) => {
    const call = request(t.app).post("/api/admin/login").set(from(address));
    return (cookie ? call.set("Cookie", cookie) : call).send(body);
  };

  it("keeps the owner's own browser signing in while others hammer the account from many addresses", async () => {
    const owner = await login("198.51.100.7", demo);
    expect(owner.status).toBe(200);
    const device = (owner.headers["set-cookie"] as unknown as string[]).find((cookie) => cookie.startsWith("forma.device="));
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Strict/i);
    const deviceCookie = device!.split(";")[0];

    // Two attackers, three failures each: six failures for the account from browsers it does not know.
    for (const address of ["203.0.113.1", "203.0.113.2"]) {
      for (let attempt = 0; attempt < 3; attempt++) expect((await login(address, wrong)).status).toBe(401);
      expect((await login(address, wrong)).status).toBe(429);
    }

    // The slow global brake now holds every browser the account does not know, right password or not...
    const stranger = await login("203.0.113.99", demo);
    expect(stranger.status).toBe(429);
    expect(stranger.body.code).toBe("RATE_LIMITED");
    expect(Number(stranger.headers["retry-after"])).toBeGreaterThan(0);

    // ...but not the owner's browser, from any address.
    expect((await login("192.0.2.44", demo, deviceCookie)).status).toBe(200);
  });

  it("gives a trusted browser its own failure limit", async () => {
    const owner = await login("198.51.100.8", demo);
    const deviceCookie = (owner.headers["set-cookie"] as unknown as string[]).find((cookie) => cookie.startsWith("forma.device="))!.split(";")[0];
    for (let attempt = 0; attempt < 3; attempt++) expect((await login("198.51.100.8", wrong, deviceCookie)).status).toBe(401);
    expect((await login("198.51.100.8", demo, deviceCookie)).status).toBe(429);
  });

  it("ignores a forged device token", async () => {
    for (const address of ["203.0.113.1", "203.0.113.2"]) {
      for (let attempt = 0; attempt < 3; attempt++) expect((await login(address, wrong)).status).toBe(401);
    }
    const forged = "forma.device=AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    expect((await login("203.0.113.150", demo, forged)).status).toBe(429);
  });

  it("limits one address across accounts", async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login("192.0.2.200", { email: `someone${attempt}@example.com`, password: "guessing-1" })).status).toBe(401);
    }
    expect((await login("192.0.2.200", { email: "another@example.com", password: "guessing-1" })).status).toBe(429);
  });
});

describe("limits kept across a restart", () => {
  it("still refuses after the server restarts on the same database", { timeout: 60_000 }, async () => {
    const location = await createTestDatabaseLocation({ onDisk: true });
    const limits = { rateLimits: { loginFailuresPerClient: 2 } };
    const first = await createTestApp({ location, ...limits });
    for (let attempt = 0; attempt < 2; attempt++) expect((await request(first.app).post("/api/admin/login").send(wrong)).status).toBe(401);
    await first.close();

    const second = await createTestApp({ location, ...limits });
    expect((await request(second.app).post("/api/admin/login").send(demo)).status).toBe(429);
    await second.close();
    await location.dispose();
  });
});

describe("public writes", () => {
  let t: TestApp;
  let now = new Date("2026-11-23T15:00:00Z");
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { publicWrites: 2 }, clock: () => now });
  });
  afterAll(() => t.close());

  it("counts what was stored, refuses past the limit with Retry-After, and allows again when the window ends", async () => {
    expect((await request(t.app).post("/api/quote-requests").send(quoteRequestBody())).status).toBe(201);
    expect(
      (
        await request(t.app)
          .post("/api/quote-requests")
          .send(quoteRequestBody({ email: "not-an-email" }))
      ).status,
    ).toBe(400);
    expect((await request(t.app).post("/api/quotes").send(estimateQuoteBody())).status).toBe(201);

    const third = await request(t.app).post("/api/quote-requests").send(quoteRequestBody());
    expect(third.status).toBe(429);
    expect(third.body.code).toBe("RATE_LIMITED");
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(third.headers["retry-after"])).toBeLessThanOrEqual(600);

    now = new Date(now.getTime() + 11 * 60_000);
    expect((await request(t.app).post("/api/quote-requests").send(quoteRequestBody())).status).toBe(201);
  });
});
