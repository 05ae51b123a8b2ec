import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRequests, quotes } from "../../shared/schema";
import { contractBody, createAcceptedQuote, createPricedQuote, pricedQuoteBody, quoteRequestBody, signaturePng, linkOf } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

const demo = { email: "admin@formaconcretegta.ca", password: "forma-demo-2024" };
const evil = "https://evil.example";
const unknownUuid = "4f7c2a8e-1b3d-4c5e-9f60-7a8b9c0d1e2f";
const logoPath = path.resolve(import.meta.dirname, "../../assets/logo.svg");
const packageJson = fs.readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8");

/** Reads any response body as raw bytes, whatever its content type. */
function binary(response: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const res = response as unknown as NodeJS.ReadableStream; // at run time, the incoming message stream
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  res.on("end", () => done(null, Buffer.concat(chunks)));
  res.on("error", (error: Error) => done(error, Buffer.alloc(0)));
}

/** No stack frames, source paths or SQL in a body sent to the client. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\n\s*at\s/);
  expect(text).not.toMatch(/\bat [\w.<>]+ \(/);
  expect(text).not.toMatch(/[\\/][\w.-]+\.(ts|js|mjs|cjs)\b/);
  expect(text).not.toContain("node_modules");
  expect(text).not.toContain("/work/");
  expect(text).not.toMatch(/\b(select|insert into|update|delete from)\b[\s\S]*\b(from|values|set|where)\b/i);
  expect(text.toLowerCase()).not.toContain("syntaxerror");
}

async function quoteRequestCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(quoteRequests);
  return Number(row.n);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("cross-site requests (CSRF)", () => {
  it("refuses a POST from another site's Origin with 403 and stores nothing", async () => {
    const before = await quoteRequestCount(t);
    const response = await request(t.app).post("/api/quote-requests").set("Origin", evil).send(quoteRequestBody());
    expect(response.status).toBe(403);
    expect(response.body.success).toBe(false);
    expect(typeof response.body.message).toBe("string");
    expect(await quoteRequestCount(t)).toBe(before);
  });

  it("refuses a cross-site sign-in with the right password: 403 and no session", async () => {
    const response = await request(t.app).post("/api/admin/login").set("Origin", evil).send(demo);
    expect(response.status).toBe(403);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a cross-site POST /api/quotes even with an admin session", async () => {
    const admin = await adminAgent(t.app);
    const response = await admin
      .post("/api/quotes")
      .set("Origin", evil)
      .send(pricedQuoteBody({ clientName: "Cross Site Victim" }));
    expect(response.status).toBe(403);
    const [row] = await t.database.db.select({ n: count() }).from(quotes).where(eq(quotes.clientName, "Cross Site Victim"));
    expect(Number(row.n)).toBe(0);
  });

  it("refuses a cross-site PATCH of a quote's status and leaves it pending", async () => {
    const quoteId = await createPricedQuote(t.app);
    const response = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .set("Origin", evil)
      .send({ status: "accepted", version: 1 });
    expect(response.status).toBe(403);
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote.status).toBe("pending");
  });

  it("refuses a cross-site admin PATCH of a quote and leaves it unchanged", async () => {
    const quoteId = await createPricedQuote(t.app, { totalCost: "2,000.00" });
    const admin = await adminAgent(t.app);
    const response = await admin.patch(`/api/quotes/${quoteId}`).set("Origin", evil).send({ totalCost: "1.00" });
    expect(response.status).toBe(403);
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote.totalCents).toBe(200000);
  });

  it("refuses a cross-site contract signature", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .set("Origin", evil)
      .send(contractBody(quoteId));
    expect(response.status).toBe(403);
  });

  it("refuses Origin: null (sandboxed frames) on a POST", async () => {
    const response = await request(t.app).post("/api/quote-requests").set("Origin", "null").send(quoteRequestBody());
    expect(response.status).toBe(403);
  });

  it("refuses Sec-Fetch-Site: cross-site without an Origin header", async () => {
    const before = await quoteRequestCount(t);
    const response = await request(t.app).post("/api/quote-requests").set("Sec-Fetch-Site", "cross-site").send(quoteRequestBody());
    expect(response.status).toBe(403);
    expect(response.body.success).toBe(false);
    expect(await quoteRequestCount(t)).toBe(before);
  });

  it("lets a POST from the configured PUBLIC_URL through", async () => {
    expect(t.config.publicUrl).toBe("http://forma.test");
    const response = await request(t.app).post("/api/quote-requests").set("Origin", "http://forma.test").send(quoteRequestBody());
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
  });

  it("lets a PATCH from the configured PUBLIC_URL through", async () => {
    const quoteId = await createPricedQuote(t.app);
    const response = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .set("Origin", "http://forma.test")
      .set("Sec-Fetch-Site", "same-origin")
      .send({ status: "accepted", version: 1 });
    expect(response.status).toBe(200);
    expect(response.body.quote.status).toBe("accepted");
  });

  it("lets a POST whose Origin is the request's own host through", async () => {
    const response = await request(t.app)
      .post("/api/quote-requests")
      .set("Host", "shop.forma.internal:8080")
      .set("Origin", "http://shop.forma.internal:8080")
      .send(quoteRequestBody());
    expect(response.status).toBe(201);
  });

  it("lets a sign-in from the request's own host through", async () => {
    const response = await request(t.app)
      .post("/api/admin/login")
      .set("Host", "shop.forma.internal:8080")
      .set("Origin", "http://shop.forma.internal:8080")
      .send(demo);
    expect(response.status).toBe(200);
  });

  it("refuses an Origin that only shares the host name but not the port", async () => {
    const response = await request(t.app)
      .post("/api/quote-requests")
      .set("Host", "shop.forma.internal:8080")
      .set("Origin", "http://shop.forma.internal:9999")
      .send(quoteRequestBody());
    expect(response.status).toBe(403);
  });

  it("lets same-site requests without Origin through (Sec-Fetch-Site: same-origin)", async () => {
    const response = await request(t.app).post("/api/quote-requests").set("Sec-Fetch-Site", "same-origin").send(quoteRequestBody());
    expect(response.status).toBe(201);
  });

  it("does not block safe GETs that carry another site's Origin", async () => {
    const response = await request(t.app).get("/api/health").set("Origin", evil);
    expect(response.status).toBe(200);
  });
});

describe("request bodies", () => {
  it("answers 413 to a lead's JSON body over its entry's bound (32 KB), naming the bound", async () => {
    const before = await quoteRequestCount(t);
    const body = JSON.stringify(quoteRequestBody({ message: "x".repeat(32 * 1024) }));
    const response = await request(t.app).post("/api/quote-requests").set("Content-Type", "application/json").send(body);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE", message: "The request is too large (limit 32 KB)." });
    expect(await quoteRequestCount(t)).toBe(before);
  });

  it("answers 413 to an oversized JSON body on the contract route too", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    const body = JSON.stringify(contractBody(quoteId, { signatureData: signaturePng + "A".repeat(1100 * 1024) }));
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .set("Content-Type", "application/json")
      .send(body);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE", message: "The request is too large (limit 698.7 KB)." });
  });

  it.each([
    ["/api/quote-requests", '{"name": "Maria", '],
    ["/api/links/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/contract", "{quoteId: 'abc'}"],
    ["/api/admin/login", '{"email": "admin@formaconcretegta.ca", "password": }'],
    ["/api/quotes", "not json at all"],
  ])("answers 400 without internals to malformed JSON on %s", async (url, text) => {
    const response = await request(t.app).post(url).set("Content-Type", "application/json").send(text);
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.body.success).toBe(false);
    expect(typeof response.body.message).toBe("string");
    expect(response.body.stack).toBeUndefined();
    expectNoInternals(response.text);
  });
});

describe("security headers", () => {
  it.each([["/api/health"], ["/api/does-not-exist"], ["/api/quotes"]])("%s carries helmet's headers and no X-Powered-By", async (url) => {
    const response = await request(t.app).get(url);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(response.headers["content-security-policy"]).toMatch(/default-src '(self|none)'/);
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("serves SVG assets with nosniff and a sandboxing CSP of their own (no script can run)", async () => {
    const response = await request(t.app).get("/api/assets/logo.svg");
    expect(response.status).toBe(200);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    expect(response.headers["content-security-policy"]).toMatch(/\bsandbox\b/);
    expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("unknown API paths", () => {
  it.each([
    ["GET", "/api/does-not-exist"],
    ["GET", "/api/quotes/a/b/c"],
    ["POST", "/api/admin/create-user"],
    ["DELETE", "/api/no-such-thing"],
    ["GET", "/api"],
  ])("%s %s answers 404 JSON", async (method, url) => {
    const call = request(t.app)[method.toLowerCase() as "get" | "post" | "delete"](url);
    const response = await call;
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.body.success).toBe(false);
    expect(typeof response.body.message).toBe("string");
  });
});

describe("admin-only calls without a session", () => {
  let quoteId: string;
  let uploadUrl: string;
  beforeAll(async () => {
    quoteId = await createPricedQuote(t.app, { totalCost: "4,400.00" });
    const png = Buffer.from(signaturePng.slice("data:image/png;base64,".length), "base64");
    const created = await request(t.app)
      .post("/api/quote-requests")
      .field("name", "Photo Sender")
      .field("phone", "(416) 555-0142")
      .field("email", "photos@example.com")
      .field("city", "toronto")
      .field("projectType", "Both")
      .field("consent", "true")
      .attach("photos", png, { filename: "driveway.png", contentType: "image/png" });
    if (created.status !== 201) throw new Error(`quote request failed: ${created.status} ${created.text}`);
    const [row] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, created.body.id));
    uploadUrl = row.photoUrls[0];
  });

  it.each([
    ["GET /api/quotes", () => request(t.app).get("/api/quotes")],
    ["GET /api/contracts", () => request(t.app).get("/api/contracts")],
    ["GET /api/quote-requests", () => request(t.app).get("/api/quote-requests")],
    ["PATCH /api/quotes/:id", () => request(t.app).patch(`/api/quotes/${quoteId}`).send({ totalCost: "1.00" })],
    ["GET /api/uploads/:id", () => request(t.app).get(uploadUrl)],
  ])("%s answers 401", async (_name, call) => {
    const response = await call();
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
    expect(typeof response.body.message).toBe("string");
    expect(response.body.quotes).toBeUndefined();
    expect(response.body.contracts).toBeUndefined();
    expect(response.body.quoteRequests).toBeUndefined();
  });

  it("left the quote unchanged after the anonymous PATCH", async () => {
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote.totalCents).toBe(440000);
  });

  it("serves the same photo to an admin (the 401 was about the session, not the id)", async () => {
    expect(uploadUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const admin = await adminAgent(t.app);
    const response = await admin.get(uploadUrl).buffer(true).parse(binary);
    expect(response.status).toBe(200);
    // Stored re-encoded (opaque photos as JPEG, transparent ones as WebP), at the size it was sent.
    const sent = await sharp(Buffer.from(signaturePng.split(",")[1], "base64")).metadata();
    const served = await sharp(response.body as Buffer).metadata();
    expect(response.headers["content-type"]).toBe(sent.hasAlpha ? "image/webp" : "image/jpeg");
    expect([served.width, served.height]).toEqual([sent.width, sent.height]);
  });

  it("a forged session cookie does not authenticate", async () => {
    const response = await request(t.app).get("/api/quotes").set("Cookie", "forma.sid=s%3Aforged-session-id.bm90LWEtc2lnbmF0dXJl");
    expect(response.status).toBe(401);
  });
});

describe("GET /api/assets/:file", () => {
  it("serves the committed logo as an immutable, year-long cached SVG", async () => {
    const response = await request(t.app).get("/api/assets/logo.svg").buffer(true).parse(binary);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect(response.headers["cache-control"]).toMatch(/immutable/);
    expect(Buffer.compare(response.body as Buffer, fs.readFileSync(logoPath))).toBe(0);
  });

  it("answers 404 JSON for an unknown file", async () => {
    const response = await request(t.app).get("/api/assets/no-such-logo.svg");
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.body.success).toBe(false);
  });

  it.each([
    ["..%2Fpackage.json"],
    ["%2e%2e%2fpackage.json"],
    ["..%5Cpackage.json"],
    ["%2e%2e%5cpackage.json"],
    ["..%2F..%2Fpackage.json"],
    [".env"],
    ["package.json"],
    ["..%2Fserver%2Fconfig.ts"],
    ["logo.svg%00.png"],
  ])("answers 404 to %s and never sends the file", async (file) => {
    const response = await request(t.app).get(`/api/assets/${file}`);
    expect(response.status).toBe(404);
    expect(response.body.success).toBe(false);
    expect(response.text).not.toContain('"devDependencies"');
    expect(response.text).not.toContain(packageJson.slice(0, 60));
    expect(response.text).not.toContain("SESSION_SECRET");
    expect(response.text).not.toContain("readConfig");
  });
});

describe("GET /api/health", () => {
  it("answers 200 {ok:true} while the database answers", async () => {
    const response = await request(t.app).get("/api/health");
    expect(response.status).toBe(200);
    expect(response.body.ok).toBe(true);
  });

  describe("after the database is closed", () => {
    let down: TestApp;
    beforeAll(async () => {
      down = await createTestApp();
      expect((await request(down.app).get("/api/health")).status).toBe(200);
      await down.database.close();
    });
    // The database is already closed: only remove what the app created.
    afterAll(() => down.location.dispose());

    it("answers 503", async () => {
      const response = await request(down.app).get("/api/health");
      expect(response.status).toBe(503);
      expect(response.body.ok).not.toBe(true);
      expectNoInternals(response.text);
    });

    it("answers a data call with 503 DATABASE_UNAVAILABLE and no internals", async () => {
      const response = await request(down.app).get(`/api/links/${unknownUuid}/contract`);
      expect(response.status).toBe(503);
      expect(response.body.success).toBe(false);
      expect(response.body.code).toBe("DATABASE_UNAVAILABLE");
      expect(typeof response.body.message).toBe("string");
      expectNoInternals(response.text);
      expect(response.text.toLowerCase()).not.toContain("pglite");
      expect(response.text.toLowerCase()).not.toContain("pool");
    });
  });
});
