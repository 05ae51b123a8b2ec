/**
 * A database that cannot answer is a 503 DATABASE_UNAVAILABLE with Retry-After on every route, never
 * a 500: closed (both drivers), its tables gone (both drivers), and on PostgreSQL dropped, re-created
 * empty, locked by another session, and then back, when the same app serves again without a restart.
 */
import { sql } from "drizzle-orm";
import type { RequestListener } from "node:http";
import net from "node:net";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db";
import { ensureAdminAccount } from "../../server/features/account/admin-accounts";
import { demoAdmin } from "../../shared/business";
import { databaseLimits } from "../../shared/database-limits";
import { errorBody } from "../support/error-body";
import { callEveryEndpoint, notUnavailable } from "../support/every-endpoint";
import { createLinkedQuote, linkOf, pricedQuoteBody } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";
import { testDriver } from "../support/test-database";

type Answer = { status: number; body: unknown; headers: Record<string, string | string[] | undefined> };

/** The calls a client, a visitor and the owner make, each answered when the database cannot answer. */
async function dataCalls(app: RequestListener, linkToken: string, admin: Awaited<ReturnType<typeof adminAgent>>): Promise<Record<string, Answer>> {
  return {
    "quote read (before Express)": await request(app).get(`/api/links/${linkToken}`),
    "quote read (Express, with a cookie)": await request(app).get(`/api/links/${linkToken}`).set("Cookie", "forma.sid=s%3Anot-a-session.signature"),
    decision: await request(app).patch(`/api/links/${linkToken}/status`).send({ status: "rejected", reason: "Too dear", version: 1 }),
    "sign-in": await request(app).post("/api/admin/login").send({ email: demoAdmin.email, password: demoAdmin.password }),
    "admin quote list": await admin.get("/api/quotes"),
    "admin contract list": await admin.get("/api/contracts"),
    "admin lead list": await admin.get("/api/quote-requests"),
  };
}

/**
 * Every route of the table answers 503 DATABASE_UNAVAILABLE with Retry-After: as the owner (the
 * session is read first), and anonymously, where only the routes that never read the database answer.
 */
async function expectEveryRouteUnavailable(app: RequestListener, linkToken: string, admin: Awaited<ReturnType<typeof adminAgent>>) {
  const asOwner = await callEveryEndpoint(admin, linkToken);
  expect(notUnavailable(asOwner)).toEqual([]);
  expect(new Set(asOwner.map((answer) => answer.retryAfter))).toEqual(new Set([String(databaseLimits.retryAfterSeconds)]));
  // Without a session an admin route is refused by its guard (401) before any read; the rest read.
  const anonymous = (await callEveryEndpoint(app, linkToken)).filter(
    (answer) => !(answer.endpoint.access === "admin" && answer.status === 401 && answer.code === "UNAUTHORIZED"),
  );
  expect(notUnavailable(anonymous).filter((line) => !withoutDatabase.includes(line))).toEqual([]);
}

/**
 * What an anonymous caller is answered without the database: the API's description, the built-in
 * images, the sign-in page's two reads (no cookie, so no session to load), an empty sign-in body
 * (judged before any account is looked up) and a site image's name that cannot be one.
 */
const withoutDatabase = [
  "get /api/openapi.json 200",
  "get /api/assets/{file} 200",
  "post /api/admin/login 400 VALIDATION_FAILED",
  "get /api/admin/session 200",
  "get /api/admin/login-info 200",
  "get /api/site-images/{file} 404 ASSET_NOT_FOUND",
];

function expectAllUnavailable(answers: Record<string, Answer>) {
  const statuses = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.status]));
  expect(statuses).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, 503])));
  for (const answer of Object.values(answers)) {
    expect(errorBody(answer)).toMatchObject({ success: false, code: "DATABASE_UNAVAILABLE" });
    expect(answer.headers["retry-after"]).toBe(String(databaseLimits.retryAfterSeconds));
    expect(JSON.stringify(answer.body)).not.toMatch(/select|relation|database "|at .*\.ts/i);
  }
}

async function health(app: RequestListener): Promise<{ status: number; message?: string }> {
  const response = await request(app).get("/api/health");
  return { status: response.status, message: (response.body as { message?: string }).message };
}

describe("a database closed under the server", () => {
  it("answers 503 DATABASE_UNAVAILABLE on reads, decisions, sign-in and lists, and health says 503", async () => {
    const t = await createTestApp();
    try {
      const linkToken = (await createLinkedQuote(t.app)).token;
      await request(t.app).get(`/api/links/${linkToken}`).expect(200); // the first view: later reads go before Express
      const admin = await adminAgent(t.app);
      expect((await health(t.app)).status).toBe(200);
      await t.database.close();
      expectAllUnavailable(await dataCalls(t.app, linkToken, admin));
      await expectEveryRouteUnavailable(t.app, linkToken, admin);
      expect(await health(t.app)).toEqual({ status: 503, message: "The database is not answering." });
    } finally {
      await t.location.dispose();
    }
  });
});

describe("a database whose tables are gone", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("says 503 on health and on every data call", async () => {
    const linkToken = (await createLinkedQuote(t.app)).token;
    await request(t.app).get(`/api/links/${linkToken}`).expect(200);
    const admin = await adminAgent(t.app);
    await t.database.db.execute(sql`drop schema public cascade`);
    await t.database.db.execute(sql`drop schema drizzle cascade`);
    await t.database.db.execute(sql`create schema public`);
    expect(await health(t.app)).toEqual({ status: 503, message: "The database is not at this server's schema (empty, or behind its migrations)." });
    expectAllUnavailable(await dataCalls(t.app, linkToken, admin));
  });
});

if (testDriver() === "postgres") {
  describe("PostgreSQL dropped, re-created empty, locked, and back", () => {
    let t: TestApp;
    let databaseName: string;
    let serverUrl: string;

    /** A session of its own on the server's maintenance database, as an operator's psql. */
    async function operator<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        return await run(client);
      } finally {
        await client.end();
      }
    }

    beforeAll(async () => {
      t = await createTestApp();
      const url = new URL(t.location.databaseUrl!);
      databaseName = url.pathname.slice(1);
      url.pathname = "/postgres";
      serverUrl = url.toString();
    });
    afterAll(() => t.close());

    let linkToken: string;
    let admin: Awaited<ReturnType<typeof adminAgent>>;

    it("answers a read blocked by a table lock with 503 within the lock timeout, not after the lock", async () => {
      linkToken = (await createLinkedQuote(t.app)).token;
      await request(t.app).get(`/api/links/${linkToken}`).expect(200);
      admin = await adminAgent(t.app);
      const holder = new pg.Client({ connectionString: t.location.databaseUrl });
      await holder.connect();
      try {
        await holder.query("begin");
        await holder.query("lock table quotes in access exclusive mode");
        const started = performance.now();
        const read = await request(t.app).get(`/api/links/${linkToken}`);
        const waitedMs = performance.now() - started;
        const listStarted = performance.now();
        const list = await admin.get("/api/quotes");
        const listWaitedMs = performance.now() - listStarted;
        console.log(
          `table lock held: read ${read.status} after ${Math.round(waitedMs)} ms, list ${list.status} after ${Math.round(listWaitedMs)} ms`,
        );
        expect([read.status, list.status]).toEqual([503, 503]);
        expect(errorBody(read)).toMatchObject({ code: "DATABASE_UNAVAILABLE", message: expect.stringContaining("busy") });
        expect(read.headers["retry-after"]).toBe(String(databaseLimits.retryAfterSeconds));
        // The bound is the lock timeout; the margin is for a busy machine, far below the 20 s lock.
        expect(waitedMs).toBeLessThan(databaseLimits.lockTimeoutMs + 3000);
        expect(listWaitedMs).toBeLessThan(databaseLimits.lockTimeoutMs + 3000);
      } finally {
        await holder.query("rollback").catch(() => {});
        await holder.end();
      }
      await request(t.app).get(`/api/links/${linkToken}`).expect(200);
    });

    it("answers 503 on every route while the database refuses connections (ALLOW_CONNECTIONS false), and serves again after", async () => {
      await operator(async (client) => {
        await client.query(`alter database ${databaseName} with allow_connections false`);
        await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [databaseName]);
      });
      try {
        expectAllUnavailable(await dataCalls(t.app, linkToken, admin));
        await expectEveryRouteUnavailable(t.app, linkToken, admin);
        expect((await health(t.app)).status).toBe(503);
      } finally {
        await operator((client) => client.query(`alter database ${databaseName} with allow_connections true`));
      }
      expect((await health(t.app)).status).toBe(200);
      expect((await request(t.app).get(`/api/links/${linkToken}`)).status).toBe(200);
      expect((await admin.get("/api/quotes")).status).toBe(200);
      expect((await request(t.app).post("/api/admin/login").send({ email: demoAdmin.email, password: demoAdmin.password })).status).toBe(200);
    });

    it("answers 503 on every call while the database is dropped", async () => {
      await operator(async (client) => {
        await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [databaseName]);
        await client.query(`drop database ${databaseName} with (force)`);
      });
      expectAllUnavailable(await dataCalls(t.app, linkToken, admin));
      await expectEveryRouteUnavailable(t.app, linkToken, admin);
      expect((await health(t.app)).status).toBe(503);
    });

    it("answers 503 on health and data calls when the database is re-created empty", async () => {
      await operator((client) => client.query(`create database ${databaseName}`));
      expect(await health(t.app)).toEqual({ status: 503, message: "The database is not at this server's schema (empty, or behind its migrations)." });
      expectAllUnavailable(await dataCalls(t.app, linkToken, admin));
    });

    it("serves again without a restart once the database is migrated", async () => {
      // What another server's start does: migrate; and the admin account it makes.
      const migrated = await openDatabase({ databaseUrl: t.location.databaseUrl, dataDir: t.location.dataDir });
      await ensureAdminAccount(migrated.db, t.config);
      await migrated.close();
      expect((await health(t.app)).status).toBe(200);
      const again = await adminAgent(t.app);
      const created = await again
        .post("/api/quotes")
        .send(pricedQuoteBody({ projectDetails: "Stamped patio, priced after the database came back." }));
      expect(created.status).toBe(201);
      const read = await request(t.app).get(`/api/links/${await linkOf(t.app, created.body.quoteId)}`);
      expect(read.status).toBe(200);
      expect((await again.get("/api/quotes")).status).toBe(200);
    });
  });
}

if (testDriver() === "postgres") {
  /**
   * PostgreSQL behind a TCP relay the test controls: "down" refuses connections and cuts the open
   * ones (a stopped server), "silent" accepts and never answers (a network that drops packets).
   */
  async function startRelay(target: URL) {
    let mode: "up" | "down" | "silent" = "up";
    const open = new Set<net.Socket>();
    const server = net.createServer((client) => {
      open.add(client);
      client.on("close", () => open.delete(client));
      if (mode === "down") return client.destroy();
      if (mode === "silent") return client.on("data", () => {});
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      open.add(upstream);
      upstream.on("close", () => open.delete(upstream));
      client.pipe(upstream).pipe(client);
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as net.AddressInfo).port;
    return {
      url: (() => {
        const url = new URL(target);
        url.hostname = "127.0.0.1";
        url.port = String(port);
        return url.toString();
      })(),
      set: (next: typeof mode) => {
        mode = next;
        if (next !== "up") for (const socket of open) socket.destroy();
      },
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  describe("PostgreSQL unreachable, then back", () => {
    it("answers 503 at once when refused and within the connection timeout when silent, and serves again when it is back", async () => {
      const base = await createTestApp();
      const relay = await startRelay(new URL(base.location.databaseUrl!));
      // A second app on the same database, reaching it through the relay.
      await base.database.close();
      const t = await createTestApp({ location: { ...base.location, databaseUrl: relay.url, dispose: async () => {} } });
      try {
        const linkToken = (await createLinkedQuote(t.app)).token;
        await request(t.app).get(`/api/links/${linkToken}`).expect(200);
        const admin = await adminAgent(t.app);

        relay.set("down");
        expectAllUnavailable(await dataCalls(t.app, linkToken, admin));
        await expectEveryRouteUnavailable(t.app, linkToken, admin);
        expect((await health(t.app)).status).toBe(503);

        relay.set("silent");
        const started = performance.now();
        const read = await request(t.app).get(`/api/links/${linkToken}`);
        const waitedMs = performance.now() - started;
        console.log(`unreachable database (silent): read ${read.status} after ${Math.round(waitedMs)} ms`);
        expect(read.status).toBe(503);
        expect(waitedMs).toBeLessThan(databaseLimits.connectionTimeoutMs + 3000);

        relay.set("up");
        expect((await health(t.app)).status).toBe(200);
        expect((await request(t.app).get(`/api/links/${linkToken}`)).status).toBe(200);
        expect((await admin.get("/api/quotes")).status).toBe(200);
      } finally {
        await t.close();
        await relay.close();
        await base.location.dispose();
      }
    });
  });
}
