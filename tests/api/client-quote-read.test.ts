/**
 * The client's quote read (GET /api/links/:token), the busiest request there is, answered through the
 * one pipeline every request takes (decision 0152): the request log, the security headers,
 * compression, the API's no-store and the endpoint table's route. What it answers, with which
 * headers, what it records and what it logs.
 */
import http from "node:http";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../../server/app";
import { expressServerClasses } from "../../server/express-server-classes";
import { createLogger } from "../../server/logger";
import { ensureAdminAccount } from "../../server/features/account/admin-accounts";
import { events } from "../../shared/schema";
import { createAcceptedQuote, createPricedQuote, linkOf } from "../support/factories";
import { adminAgent, testConfig } from "../support/test-app";
import { createTestDatabaseLocation, openTestDatabase, type TestDatabaseLocation } from "../support/test-database";

/** Marks every request the Express app handles: app.request is Express's documented extension point. */
const enteredExpress = Symbol("entered Express");
let app: App;
let location: TestDatabaseLocation;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  location = await createTestDatabaseLocation();
  database = await openTestDatabase(location);
  // Behind a proxy, so the recorded address shows the same trust rules are applied.
  const config = { ...testConfig({ TRUST_PROXY: "true" }), dataDir: location.dataDir, databaseUrl: location.databaseUrl };
  await ensureAdminAccount(database.db, config);
  const logger = createLogger("info", { write: (line: string) => void logLines.push(JSON.parse(line)) });
  app = await createApp({
    config,
    database,
    logger,
    reminderSweepMs: 0,
    mountClient: (expressApp) => {
      Object.defineProperty(expressApp.request, enteredExpress, { value: true });
    },
  });
});
afterAll(async () => {
  await database.close();
  await location.dispose();
});

/** A quote the client has opened once already (the first view is recorded), and its link's path. */
async function seenQuote(overrides: Record<string, unknown> = {}) {
  const quoteId = await createPricedQuote(app, overrides);
  const path = `/api/links/${await linkOf(app, quoteId)}`;
  await request(app).get(path).expect(200);
  return { quoteId, path };
}

/** Every header name the read's answer carries, beyond those of the connection. */
const answerHeaderNames = [
  "cache-control",
  "content-length",
  "content-security-policy",
  "content-type",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "vary",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-request-id",
];
const connectionHeaders = new Set(["date", "connection", "keep-alive"]);
const headerNames = (headers: Record<string, string>) =>
  Object.keys(headers)
    .filter((name) => !connectionHeaders.has(name))
    .sort();

describe("the client's quote read", () => {
  it("answers a sent quote with the API's headers and nothing more", async () => {
    const { quoteId, path } = await seenQuote();
    const answer = await request(app).get(path).set("Accept-Encoding", "gzip, br").expect(200);
    expect(answer.text).toBe(JSON.stringify(answer.body)); // as res.json writes it
    expect(answer.headers).toMatchObject({
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "referrer-policy": "no-referrer",
      "cross-origin-resource-policy": "same-origin",
    });
    expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers["content-encoding"]).toBeUndefined(); // under 4 KB
    expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.text));
    // No ETag (every JSON answer is no-store), no cookie for a client, no X-Powered-By.
    expect(headerNames(answer.headers)).toEqual(answerHeaderNames.filter((name) => name !== "strict-transport-security"));
    expect(answer.body).toMatchObject({ success: true, quote: { status: "pending", signed: false } });
    expect(answer.body.quote.number).toMatch(/^Q-\d{4}-\d{4,}$/);
    expect(answer.text).not.toContain(quoteId);
  });

  it("gives a caller with an unknown session cookie the same anonymous answer, and starts no session", async () => {
    const { path } = await seenQuote();
    const anonymous = await request(app).get(path).expect(200);
    const withCookie = await request(app).get(path).set("Cookie", "theme=dark; forma.sid=s%3Anot-a-session.signature").expect(200);
    expect(withCookie.body).toEqual(anonymous.body);
    expect(headerNames(withCookie.headers)).toEqual(headerNames(anonymous.headers));
    expect(withCookie.headers["set-cookie"]).toBeUndefined();
  });

  it("keeps the admin's fields and every id out", async () => {
    const quoteId = await createAcceptedQuote(app);
    const answer = await request(app)
      .get(`/api/links/${await linkOf(app, quoteId)}`)
      .expect(200);
    const quote = answer.body.quote as Record<string, unknown>;
    expect(quote.status).toBe("accepted");
    for (const adminOnly of ["estimateAnswers", "photoUrls", "quoteRequestId", "id", "linkToken", "revisionOf", "replacedBy", "contractId"]) {
      expect(quote).not.toHaveProperty(adminOnly);
    }
    // The admin, signed in, reads the same quote with its admin fields.
    const admin = await adminAgent(app);
    const adminAnswer = await admin.get(`/api/quotes/${quoteId}`).expect(200);
    expect(adminAnswer.body.quote).toHaveProperty("quoteRequestId", null);
  });

  it("compresses a large quote in the encoding the client prefers, and sends it plain with its length otherwise", async () => {
    const lineItems = Array.from({ length: 50 }, (_, index) => ({
      id: `item-${index}`,
      description: `Stamped border section ${index}, ashlar slate pattern with charcoal release and two coats of sealer`.padEnd(290, "."),
      quantity: "10",
      unit: "sq_ft",
      unitPrice: "12.50",
    }));
    const { path } = await seenQuote({ lineItems, totalCost: undefined });
    for (const encoding of ["gzip", "br"]) {
      const answer = await request(app).get(path).set("Accept-Encoding", encoding).expect(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers["content-length"]).toBeUndefined();
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect((answer.body as { quote: { lineItems: unknown[] } }).quote.lineItems).toHaveLength(50);
    }
    const plain = await request(app).get(path).set("Accept-Encoding", "identity").expect(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBeGreaterThan(4096);
  });

  it("answers an unknown or malformed link with the error handler's 404, request id included", async () => {
    for (const path of ["/api/links/0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f", "/api/links/not-a-token"]) {
      const answer = await request(app).get(path).expect(404);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.body).toEqual({ success: false, code: "QUOTE_NOT_FOUND", message: "Quote not found", requestId: answer.headers["x-request-id"] });
    }
  });

  it("records the client's first view once, with the address the trusted proxy names", async () => {
    const quoteId = await createPricedQuote(app);
    const path = `/api/links/${await linkOf(app, quoteId)}`;
    for (const address of ["203.0.113.77", "198.51.100.9"]) {
      await request(app).get(path).set("X-Forwarded-For", address).set("User-Agent", "Phone Browser/1").expect(200);
    }
    const viewed = await database.db.select().from(events).where(eq(events.quoteId, quoteId));
    expect(viewed.filter((event) => event.type === "quote.viewed")).toEqual([
      expect.objectContaining({ ip: "203.0.113.77", userAgent: "Phone Browser/1" }),
    ]);
  });

  it("answers the other forms of the request as the route says", async () => {
    const { quoteId, path } = await seenQuote();
    const token = path.slice("/api/links/".length);
    // The token is case-sensitive: another spelling is another (unknown) link.
    expect((await request(app).get(`/api/links/${token.toUpperCase()}`)).status).toBe(404);
    expect((await request(app).get(`${path}?from=email`).expect(200)).body.quote.status).toBe("pending");
    // A read with a body: the route takes none, so none is read.
    const withBody = await request(app).get(path).set("Content-Type", "application/json").send("{not json");
    expect(withBody.status).toBe(200);
    expect(withBody.body).toMatchObject({ success: true, quote: { status: "pending", signed: false } });
    // The other quote routes are untouched.
    await request(app).get(`/api/quotes/${quoteId}/events`).expect(401);
  });

  it("takes the same request id the caller sends, and logs one line per read without the token", async () => {
    const { path } = await seenQuote();
    const token = path.slice("/api/links/".length);
    const before = logLines.length;
    const answer = await request(app).get(path).set("X-Request-Id", "read-1").expect(200);
    expect(answer.headers["x-request-id"]).toBe("read-1");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const lines = logLines.slice(before).filter((line) => (line.req as { id?: string } | undefined)?.id === "read-1");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, req: { method: "GET", url: "/api/links/:token" }, res: { statusCode: 200 } });
    expect(JSON.stringify(lines[0])).not.toContain(token);
  });
});

describe("one pipeline", () => {
  /** Asks through the listener createApp returns, as node's server calls it; tells whether Express answered. */
  async function viaListener(call: (agent: ReturnType<typeof request>) => request.Test) {
    const seen: http.IncomingMessage[] = [];
    const response = await call(
      request((req: http.IncomingMessage, res: http.ServerResponse) => {
        seen.push(req);
        app(req, res);
      }),
    );
    expect(seen).toHaveLength(1);
    return { status: response.status, enteredExpress: enteredExpress in seen[0] };
  }

  it("answers the client's quote read through Express, the first view and every later read, like every other request", async () => {
    const quoteId = await createPricedQuote(app);
    const path = `/api/links/${await linkOf(app, quoteId)}`;
    const asked: [string, (agent: ReturnType<typeof request>) => request.Test, number][] = [
      ["the first view", (agent) => agent.get(path), 200],
      ["a later read", (agent) => agent.get(path), 200],
      ["a later read with a query string", (agent) => agent.get(`${path}?from=email`), 200],
      ["a session cookie", (agent) => agent.get(path).set("Cookie", "forma.sid=s%3Anot-a-session.signature"), 200],
      ["an unknown link", (agent) => agent.get("/api/links/0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f"), 404],
      ["a write", (agent) => agent.patch(`${path}/status`).send({ status: "nonsense" }), 400],
      ["another route", (agent) => agent.get("/api/health"), 200],
    ];
    for (const [why, call, status] of asked) expect(await viaListener(call), why).toEqual({ status, enteredExpress: true });
  });

  it("is the Express app itself: the listener and the app give the same answer", async () => {
    const { path } = await seenQuote();
    const viaApp = await request(app.express).get(path).expect(200);
    const viaListenerAnswer = await request(app).get(path).expect(200);
    expect(viaApp.body).toEqual(viaListenerAnswer.body);
    expect(headerNames(viaApp.headers)).toEqual(headerNames(viaListenerAnswer.headers));
  });

  it("serves through a server whose requests and responses are born with the app's prototypes", async () => {
    const { path } = await seenQuote();
    const classes = expressServerClasses();
    classes.use(app.express);
    const born: boolean[] = [];
    const server = http.createServer(classes.options, (req, res) => {
      // Before Express sees them: nothing is left for its entry to change.
      born.push(Object.getPrototypeOf(req) === app.express.request && Object.getPrototypeOf(res) === app.express.response);
      app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const plain = await request(app).get(path).expect(200);
      const answer = await request(server).get(path).expect(200);
      expect(answer.body).toEqual(plain.body);
      expect(headerNames(answer.headers)).toEqual(headerNames(plain.headers));
      await request(server).get("/api/links/0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f").expect(404);
      await request(server).post("/api/estimates").send({}).expect(400);
      expect(born).toEqual([true, true, true]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
