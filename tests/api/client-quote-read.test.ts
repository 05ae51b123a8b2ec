/**
 * The client's quote read (GET /api/links/:token without a session cookie) is answered before the API's
 * middleware chain (server/routes/client-quote-read.ts). Its answers must be the chain's: the same
 * status, body and headers. A request carrying a session cookie always takes the full chain (an
 * unknown cookie leaves it anonymous), so each case is asked both ways and compared.
 */
import http, { type RequestListener } from "node:http";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, requestLogger } from "../../server/logger";
import { compressAnswers } from "../../server/middleware/compress-answers";
import { clientQuoteRead } from "../../server/routes/client-quote-read";
import { events } from "../../shared/schema";
import { createAcceptedQuote, createPricedQuote, linkOf } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
/** Marks every request the Express app handles (see "the request listener createApp returns"). */
const enteredExpress = Symbol("entered Express");
let expressApp: RequestListener;
beforeAll(async () => {
  // Behind a proxy, so the recorded address shows the same trust rules are applied.
  t = await createTestApp({
    env: { TRUST_PROXY: "true" },
    // app.request is Express's documented extension point: every request the app handles inherits from it.
    mountClient: (app) => {
      expressApp = app;
      Object.defineProperty(app.request, enteredExpress, { value: true });
    },
  });
});
afterAll(() => t.close());

/** Headers that differ between any two answers whatever served them. */
const perAnswer = new Set(["date", "x-request-id", "connection", "keep-alive"]);
const stableHeaders = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !perAnswer.has(name)));

type Asked = { status: number; headers: Record<string, string>; body: unknown; text: string };

async function ask(path: string, headers: Record<string, string>, fullChain: boolean): Promise<Asked> {
  const call = request(t.app).get(path).set(headers);
  // No session has this id: express-session loads nothing and the request stays anonymous.
  if (fullChain) call.set("Cookie", "forma.sid=s%3Anot-a-session.signature");
  const response = await call;
  return { status: response.status, headers: response.headers, body: response.body, text: response.text };
}

/** Asks both ways; returns the direct answer once it is shown to equal the full chain's. */
async function expectSameAnswers(path: string, headers: Record<string, string> = {}): Promise<Asked> {
  const direct = await ask(path, headers, false);
  const chained = await ask(path, headers, true);
  expect(direct.status).toBe(chained.status);
  expect(stableHeaders(direct.headers)).toEqual(stableHeaders(chained.headers));
  const withoutRequestId = (body: unknown) => ({ ...(body as object), requestId: undefined });
  expect(withoutRequestId(direct.body)).toEqual(withoutRequestId(chained.body));
  return direct;
}

describe("the client's quote read", () => {
  it("answers a sent quote exactly as the full chain does, with the API's headers", async () => {
    const quoteId = await createPricedQuote(t.app);
    const token = await linkOf(t.app, quoteId);
    await request(t.app).get(`/api/links/${token}`).expect(200); // the first view, recorded once
    const answer = await expectSameAnswers(`/api/links/${token}`, { "Accept-Encoding": "gzip, br" });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(JSON.stringify(answer.body)); // as res.json writes it
    expect(answer.headers).toMatchObject({
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
    });
    expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers["content-encoding"]).toBeUndefined(); // under 4 KB
    expect(answer.body).toMatchObject({ success: true, quote: { status: "pending", signed: false } });
    expect(answer.text).not.toContain(quoteId);
  });

  it("keeps the admin's fields and every id out", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    const answer = await expectSameAnswers(`/api/links/${await linkOf(t.app, quoteId)}`);
    const quote = (answer.body as { quote: Record<string, unknown> }).quote;
    expect(quote.status).toBe("accepted");
    for (const adminOnly of ["estimateAnswers", "photoUrls", "quoteRequestId", "id", "linkToken", "revisionOf", "replacedBy", "contractId"]) {
      expect(quote).not.toHaveProperty(adminOnly);
    }
    // The admin, signed in, reads the same quote through the full chain with its admin fields.
    const admin = await adminAgent(t.app);
    const adminAnswer = await admin.get(`/api/quotes/${quoteId}`).expect(200);
    expect(adminAnswer.body.quote).toHaveProperty("quoteRequestId", null);
  });

  it("compresses a large quote as the full chain does, in the encoding the client prefers", async () => {
    const lineItems = Array.from({ length: 50 }, (_, index) => ({
      id: `item-${index}`,
      description: `Stamped border section ${index}, ashlar slate pattern with charcoal release and two coats of sealer`.padEnd(290, "."),
      quantity: "10",
      unit: "sq_ft",
      unitPrice: "12.50",
    }));
    const quoteId = await createPricedQuote(t.app, { lineItems, totalCost: undefined });
    const token = await linkOf(t.app, quoteId);
    for (const encoding of ["gzip", "br"]) {
      const answer = await expectSameAnswers(`/api/links/${token}`, { "Accept-Encoding": encoding });
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers["content-length"]).toBeUndefined();
      expect((answer.body as { quote: { lineItems: unknown[] } }).quote.lineItems).toHaveLength(50);
    }
    const plain = await expectSameAnswers(`/api/links/${token}`, { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBeGreaterThan(4096);
  });

  it("answers an unknown quote with the error handler's 404, request id included", async () => {
    const missing = "0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f";
    const answer = await expectSameAnswers(`/api/links/${missing}`);
    expect(answer.status).toBe(404);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toEqual({ success: false, code: "QUOTE_NOT_FOUND", message: "Quote not found", requestId: answer.headers["x-request-id"] });
  });

  it("records the client's first view with the address the trusted proxy names", async () => {
    const quoteId = await createPricedQuote(t.app);
    await request(t.app)
      .get(`/api/links/${await linkOf(t.app, quoteId)}`)
      .set("X-Forwarded-For", "203.0.113.77")
      .set("User-Agent", "Phone Browser/1")
      .expect(200);
    const viewed = await t.database.db.select().from(events).where(eq(events.quoteId, quoteId));
    expect(viewed.filter((event) => event.type === "quote.viewed")).toEqual([
      expect.objectContaining({ ip: "203.0.113.77", userAgent: "Phone Browser/1" }),
    ]);
  });

  it("gives the full chain's answer to other forms of the request", async () => {
    const quoteId = await createPricedQuote(t.app);
    const token = await linkOf(t.app, quoteId);
    // Other spellings of the token and path: the same answers either way.
    await expectSameAnswers(`/api/links/${token.toUpperCase()}`);
    await expectSameAnswers(`/api/links/not-a-token`);
    await expectSameAnswers(`/api/links/${token}?from=email`);
    // A read with a body goes to the full chain, which reads no body for a route that takes none.
    const withBody = await request(t.app)
      .get(`/api/links/${await linkOf(t.app, quoteId)}`)
      .set("Content-Type", "application/json")
      .send("{not json");
    expect(withBody.status).toBe(200);
    expect(withBody.body).toMatchObject({ success: true, quote: { status: "pending", signed: false } });
    // The other quote routes are untouched.
    await request(t.app).get(`/api/quotes/${quoteId}/events`).expect(401);
  });
});

describe("which reads are answered before Express", () => {
  /** The front door alone: what it hands on is answered 599, so the two are told apart. */
  const frontDoorOnly = () => {
    const frontDoor = clientQuoteRead(t.database.db, {
      logRequest: requestLogger(createLogger("silent")),
      securityHeaders: new Map([["X-Content-Type-Options", "nosniff"]]),
      compress: compressAnswers(),
      clock: () => new Date(),
    });
    return http.createServer((req, res) =>
      frontDoor(req, res, () => {
        res.statusCode = 599;
        res.end("handed on");
      }),
    );
  };

  it("answers a quote the client has seen before, and hands on everything else", async () => {
    const server = frontDoorOnly();
    const quoteId = await createPricedQuote(t.app);
    const token = await linkOf(t.app, quoteId);
    const path = `/api/links/${token}`;
    // Its first view is recorded by the full chain.
    expect((await request(server).get(path)).status).toBe(599);
    await request(t.app).get(path).expect(200);

    const answered = await request(server).get(path).set("X-Request-Id", "front-door-1");
    expect(answered.status).toBe(200);
    expect(answered.headers).toMatchObject({ "x-content-type-options": "nosniff", "cache-control": "no-store", "x-request-id": "front-door-1" });
    expect(answered.body.quote.number).toMatch(/^Q-\d{4}-\d{4,}$/);
    expect(answered.body.quote.id).toBeUndefined();
    expect((await request(server).get(`${path}?from=email`)).status).toBe(200);

    const handedOn: [string, request.Test][] = [
      ["unknown link: the chain's 404", request(server).get("/api/links/0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f")],
      ["the quote's id: not a link", request(server).get(`/api/links/${quoteId}`)],
      ["the old id route: the admin's", request(server).get(`/api/quotes/${quoteId}`)],
      ["a session cookie: perhaps the admin", request(server).get(path).set("Cookie", "theme=dark; forma.sid=s%3Aabc.def")],
      ["HEAD", request(server).head(path)],
      ["another route", request(server).get(`${path}/events`)],
      ["a trailing slash", request(server).get(`${path}/`)],
      ["a body", request(server).get(path).set("Content-Type", "application/json").send("{}")],
      ["a write", request(server).post(`${path}/status`).send({ status: "accepted", version: 1 })],
    ];
    for (const [why, call] of handedOn) expect((await call).status, why).toBe(599);
  });
});

describe("the request listener createApp returns", () => {
  /** Asks through a listener, as node's server calls it; tells whether the request reached Express. */
  async function viaListener(listener: RequestListener, call: (agent: ReturnType<typeof request>) => request.Test) {
    const seen: http.IncomingMessage[] = [];
    const response = await call(
      request((req: http.IncomingMessage, res: http.ServerResponse) => {
        seen.push(req);
        listener(req, res);
      }),
    );
    expect(seen).toHaveLength(1);
    return { status: response.status, enteredExpress: enteredExpress in seen[0] };
  }

  it("answers the client's quote read without entering Express, and hands everything else on to it", async () => {
    const quoteId = await createPricedQuote(t.app);
    const path = `/api/links/${await linkOf(t.app, quoteId)}`;
    const ask = (call: (agent: ReturnType<typeof request>) => request.Test) => viaListener(t.app, call);
    // The first view is recorded, so Express answers it; later reads are the front door's.
    expect(await ask((agent) => agent.get(path))).toEqual({ status: 200, enteredExpress: true });
    expect(await ask((agent) => agent.get(path))).toEqual({ status: 200, enteredExpress: false });
    const handedOn: [string, (agent: ReturnType<typeof request>) => request.Test, number][] = [
      ["a session cookie", (agent) => agent.get(path).set("Cookie", "forma.sid=s%3Anot-a-session.signature"), 200],
      ["an unknown link", (agent) => agent.get("/api/links/0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f"), 404],
      ["a write", (agent) => agent.patch(`${path}/status`).send({ status: "nonsense" }), 400],
      ["another route", (agent) => agent.get("/api/health"), 200],
    ];
    for (const [why, call, status] of handedOn) expect(await ask(call), why).toEqual({ status, enteredExpress: true });
  });

  it("keeps the front door outside the Express app: the app alone answers the same read itself", async () => {
    const quoteId = await createPricedQuote(t.app);
    const path = `/api/links/${await linkOf(t.app, quoteId)}`;
    await request(t.app).get(path).expect(200);
    expect(await viaListener(t.app, (agent) => agent.get(path))).toEqual({ status: 200, enteredExpress: false });
    expect(await viaListener(expressApp, (agent) => agent.get(path))).toEqual({ status: 200, enteredExpress: true });
  });
});
