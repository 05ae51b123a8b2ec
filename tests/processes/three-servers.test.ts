/**
 * Three real server processes on one empty PostgreSQL, started at once, as a load balancer would run
 * them: all come up (migrations take turns), a sign-in on one is a sign-in on all, failed sign-ins
 * count together and survive a restart, and every queued e-mail is delivered exactly once.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits } from "../../server/middleware/rate-limits";
import { quoteRequestBody } from "../support/factories";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { startSmtpPeer, type SmtpPeer } from "../support/smtp-peer";
import { withDatabase } from "../support/test-database";

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const admin = { email: "owner@formaconcretegta.ca", password: "a-long-real-password" };
const migrationCount = JSON.parse(fs.readFileSync("migrations/meta/_journal.json", "utf8")).entries.length as number;

let databaseName: string;
let databaseUrl: string;
let smtp: SmtpPeer;
let servers: ServerProcess[] = [];
const dataDirs: string[] = [];

async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function start(index: number): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `forma-node-${index}-`));
  dataDirs.push(dataDir);
  return startServerProcess({
    env: {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "one-secret-shared-by-every-server",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: smtp.url,
      DATA_DIR: dataDir,
    },
  });
}

const post = (base: string, route: string, body: unknown, cookie?: string) =>
  fetch(`${base}${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

const sessionOf = async (base: string, cookie: string) =>
  ((await (await fetch(`${base}/api/admin/session`, { headers: { Cookie: cookie } })).json()) as { authenticated: boolean }).authenticated;

beforeAll(async () => {
  databaseName = `forma_three_${randomBytes(5).toString("hex")}`;
  await onServer(serverUrl, (client) => client.query(`create database ${databaseName}`));
  databaseUrl = withDatabase(serverUrl, databaseName);
  smtp = await startSmtpPeer();
  // All three at once on the empty database: without the migration lock, one died on CREATE TABLE.
  servers = await Promise.all([0, 1, 2].map(start));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.stop();
  await onServer(serverUrl, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("three servers on one PostgreSQL", () => {
  it("all start together and apply each migration once", async () => {
    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const applied = await onServer(databaseUrl, (client) => client.query("select count(*)::int as count from drizzle.__drizzle_migrations"));
    expect(applied.rows[0].count).toBe(migrationCount);
  });

  it("shares sessions: signed in on one is signed in on all, signed out on one is out everywhere", async () => {
    const [a, b, c] = servers.map((server) => server.url);
    const login = await post(a, "/api/admin/login", admin);
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    expect(await sessionOf(b, cookie)).toBe(true);
    expect(await sessionOf(c, cookie)).toBe(true);
    expect((await post(b, "/api/admin/logout", {}, cookie)).status).toBe(200);
    expect(await sessionOf(a, cookie)).toBe(false);
    expect(await sessionOf(c, cookie)).toBe(false);
  });

  it("delivers every queued e-mail exactly once, whichever server queued it", async () => {
    const leads = 24;
    for (let lead = 0; lead < leads; lead++) {
      const server = servers[lead % servers.length];
      expect((await post(server.url, "/api/quote-requests", quoteRequestBody({ email: `client${lead}@example.com` }))).status).toBe(201);
    }
    const expected = leads * 2; // an acknowledgement and a notice to the business for each lead
    const deadline = Date.now() + 60_000;
    while (smtp.received.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    // Three senders poll every 5 seconds: give a duplicate time to show up.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(smtp.received).toHaveLength(expected);
    const distinct = new Set(smtp.received.map((mail) => `${mail.envelopeTo.join(",")}|${mail.mail.subject}|${mail.mail.text}`));
    expect(distinct.size).toBe(expected);
  });

  it("counts failed sign-ins together and keeps the count across a restart", async () => {
    const limit = defaultRateLimits.loginFailuresPerClient;
    for (let attempt = 0; attempt < limit; attempt++) {
      const server = servers[attempt % servers.length];
      expect((await post(server.url, "/api/admin/login", { ...admin, password: `wrong-${attempt}` })).status).toBe(401);
    }
    for (const server of servers) expect((await post(server.url, "/api/admin/login", admin)).status).toBe(429);

    await servers[0].stop();
    servers[0] = await start(3);
    expect((await post(servers[0].url, "/api/admin/login", admin)).status).toBe(429);
  });
});
