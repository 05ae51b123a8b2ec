/**
 * Request ids: every answer carries X-Request-Id (the caller's own when it is sane, else a new
 * UUID), every error answer repeats it as `requestId`, and the request's log line names it. A 500
 * logs its error with the stack; the answer never shows it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { assignRequestId, createLogger } from "../../server/logger";
import { ensureAdminAccount } from "../../server/features/account/admin-accounts";
import { createPricedQuote, linkOf } from "../support/factories";
import { testConfig } from "../support/test-app";
import { createTestDatabaseLocation, openTestDatabase, type TestDatabaseLocation } from "../support/test-database";
import type { DatabaseHandle } from "../../server/db";
import type { RequestListener } from "node:http";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** A client's link that leads nowhere: a 404 that every caller may ask for. Logged as `/api/links/:token`. */
const unknownQuote = "/api/links/5d0c7f3e-8a61-4b2f-9c4e-2f7b1e6a9d30";

type LogLine = {
  level: number;
  msg: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  err?: { message: string; stack: string };
};

let location: TestDatabaseLocation;
let database: DatabaseHandle;
let app: RequestListener;
const logText: string[] = [];
const logLines = () => logText.map((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  location = await createTestDatabaseLocation();
  const config = { ...testConfig(), dataDir: location.dataDir, databaseUrl: location.databaseUrl };
  database = await openTestDatabase(location);
  await ensureAdminAccount(database.db, config);
  const logger = createLogger("info", { write: (line: string) => void logText.push(line) });
  app = await createApp({
    config,
    database,
    logger,
    // Stands in for any handler that fails unexpectedly.
    mountClient: (server) => {
      server.get("/fails", () => {
        throw new Error("boom: connection to 10.0.0.7 refused");
      });
    },
  });
});
afterAll(async () => {
  await database.close();
  await location.dispose();
});

/** The log line of the request with this id (written when the answer finishes). */
async function logLineOf(id: string): Promise<LogLine> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const line = logLines().find((entry) => entry.req?.id === id);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no log line for request ${id}`);
}

describe("X-Request-Id", () => {
  it("is a fresh UUID on every answer when the caller sends none", async () => {
    const first = await request(app).get("/api/openapi.json").expect(200);
    const second = await request(app).get("/api/openapi.json").expect(200);
    expect(first.headers["x-request-id"]).toMatch(uuidPattern);
    expect(second.headers["x-request-id"]).toMatch(uuidPattern);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("echoes a sane id from the caller (a proxy's or a client's) in the header, the error answer and the log", async () => {
    for (const id of ["a", "req-42", "Trace_01.abc-DEF", "x".repeat(64)]) {
      const response = await request(app).get(unknownQuote).set("X-Request-Id", id).expect(404);
      expect(response.headers["x-request-id"]).toBe(id);
      expect(response.body.requestId).toBe(id);
      expect((await logLineOf(id)).res?.statusCode).toBe(404);
    }
  });

  it("replaces an id that is too long, empty or has other characters with a fresh UUID", async () => {
    for (const id of ["x".repeat(65), "two words", "tab\there", 'quote"d', "<script>", "a;b", "café", "a/b", ""]) {
      const response = await request(app).get(unknownQuote).set("X-Request-Id", id).expect(404);
      expect(response.headers["x-request-id"], JSON.stringify(id)).toMatch(uuidPattern);
      expect(response.body.requestId).toBe(response.headers["x-request-id"]);
    }
  });

  it("replaces ids with line breaks or repeated headers (which cannot be sent through a normal client)", () => {
    for (const given of ["abc\ndef", "abc\r\nX-Injected: 1", ["one", "two"]]) {
      const headers: Record<string, string> = {};
      const res = { setHeader: (name: string, value: string) => void (headers[name] = value) } as unknown as ServerResponse;
      const id = assignRequestId({ headers: { "x-request-id": given } } as unknown as IncomingMessage, res);
      expect(id).toMatch(uuidPattern);
      expect(headers["X-Request-Id"]).toBe(id);
    }
  });
});

describe("error answers", () => {
  it("carry the request id on refusals before any route (cross-site write, bad JSON)", async () => {
    const crossSite = await request(app).post("/api/quotes").set("Origin", "https://evil.example").send({}).expect(403);
    expect(crossSite.body.requestId).toBe(crossSite.headers["x-request-id"]);
    const badJson = await request(app).post("/api/quotes").set("Content-Type", "application/json").send("{oops").expect(400);
    expect(badJson.body).toMatchObject({ code: "INVALID_JSON", requestId: badJson.headers["x-request-id"] });
  });

  it("answer a 500 without internals, and log its error with the stack under the same id", async () => {
    const response = await request(app).get("/fails").set("X-Request-Id", "failing-request-1").expect(500);
    expect(response.body).toMatchObject({ success: false, code: "INTERNAL", requestId: "failing-request-1" });
    expect(response.text).not.toContain("boom");
    expect(response.text).not.toContain("10.0.0.7");
    const line = await logLineOf("failing-request-1");
    expect(line.level).toBe(50);
    expect(line.res?.statusCode).toBe(500);
    expect(line.err?.message).toBe("boom: connection to 10.0.0.7 refused");
    expect(line.err?.stack).toContain("request-id.test.ts");
  });
});

describe("the request log", () => {
  it("writes one line for a client's quote read, answered before Express or handed on to it", async () => {
    const quoteId = await createPricedQuote(app);
    // The first view is handed on to Express (it is recorded); later ones are answered before it.
    for (const id of ["first-view-1", "later-view-1", "later-view-2"]) {
      const response = await request(app)
        .get(`/api/links/${await linkOf(app, quoteId)}`)
        .set("X-Request-Id", id)
        .expect(200);
      expect(response.headers["x-request-id"]).toBe(id);
      expect(await logLineOf(id)).toMatchObject({
        level: 30,
        msg: "request completed",
        // The link's token never reaches the log.
        req: { id, url: "/api/links/:token" },
        res: { statusCode: 200 },
      });
    }
    // Any second line would be written at the same moment as the first.
    await request(app).get("/api/openapi.json").set("X-Request-Id", "after-views").expect(200);
    await logLineOf("after-views");
    for (const id of ["first-view-1", "later-view-1", "later-view-2"]) {
      expect(logLines().filter((line) => line.req?.id === id)).toHaveLength(1);
    }
  });

  it("writes one line per request with its id, method, path and status, and no headers, cookies or query string", async () => {
    const response = await request(app)
      .get(`${unknownQuote}?token=query-secret`)
      .set("Cookie", "forma.sid=cookie-secret")
      .set("Authorization", "Bearer auth-secret")
      .expect(404);
    const id = response.headers["x-request-id"];
    const line = await logLineOf(id);
    expect(line).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { id, method: "GET", url: "/api/links/:token" },
      res: { statusCode: 404 },
    });
    const text = logText.find((entry) => entry.includes(id)) ?? "";
    for (const secret of ["query-secret", "cookie-secret", "auth-secret", "headers"]) expect(text).not.toContain(secret);
  });

  it("keeps health probes out of the info log unless they fail", async () => {
    const response = await request(app).get("/api/health").expect(200);
    // A later request's line is there, so the probe's would have been too.
    await logLineOf((await request(app).get(unknownQuote)).headers["x-request-id"]);
    expect(logLines().some((entry) => entry.req?.id === response.headers["x-request-id"])).toBe(false);
  });
});
