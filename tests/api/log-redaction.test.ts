/**
 * A link's token never reaches the request log, on any kind of link and in any letter case Express
 * answers (decision 0150): the log is read as the server writes it, one JSON line per request.
 */
import type { RequestListener } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import type { DatabaseHandle } from "../../server/db";
import { createLogger } from "../../server/logger";
import { testConfig } from "../support/test-app";
import { createTestDatabaseLocation, openTestDatabase, type TestDatabaseLocation } from "../support/test-database";

type LogLine = { req?: { id: string; url: string }; res?: { statusCode: number } };

const token = "Qm7sT2xV9bN4cR8wL1pK6dF3hJ5gZ0aY";
const visit = "5d0c7f3e-8a61-4b2f-9c4e-2f7b1e6a9d30";

let location: TestDatabaseLocation;
let database: DatabaseHandle;
let app: RequestListener;
const logText: string[] = [];

beforeAll(async () => {
  location = await createTestDatabaseLocation();
  const config = { ...testConfig(), dataDir: location.dataDir, databaseUrl: location.databaseUrl };
  database = await openTestDatabase(location);
  app = await createApp({ config, database, logger: createLogger("info", { write: (line: string) => void logText.push(line) }) });
});
afterAll(async () => {
  await database.close();
  await location.dispose();
});

/** The log line of the request with this id (written when the answer finishes). */
async function loggedUrlOf(id: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const line = logText.map((text) => JSON.parse(text) as LogLine).find((entry) => entry.req?.id === id);
    if (line?.req) return line.req.url;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no log line for request ${id}`);
}

describe("the request log", () => {
  it.each([
    ["get", `/w/${token}`, "/w/:token"],
    ["get", `/W/${token}`, "/W/:token"],
    ["get", `/r/${token}`, "/r/:token"],
    ["get", `/U/${token}`, "/U/:token"],
    ["post", `/u/${token}/resubscribe`, "/u/:token/resubscribe"],
    ["get", `/API/LINKS/${token}`, "/API/LINKS/:token"],
    ["patch", `/api/Links/${token}/status`, "/api/Links/:token/status"],
    ["get", `/api/links/${token}/warranty/pdf`, "/api/links/:token/warranty/pdf"],
    ["get", `/api/Schedule-Links/${token}`, "/api/Schedule-Links/:token"],
    ["post", `/api/schedule-links/${token}/visits/${visit}/other-date`, `/api/schedule-links/:token/visits/${visit}/other-date`],
    ["get", `/api/SCHEDULE-FEED/${token}.ics`, "/api/SCHEDULE-FEED/:token"],
    ["post", `/api/Change-Order-Links/${token}/sign`, "/api/Change-Order-Links/:token/sign"],
    ["get", `/api/contracts/${token}/PDF`, "/api/contracts/:token/PDF"],
    ["get", `/Quote/${token}?from=mail`, "/Quote/:token"],
    ["get", `/schedule/${token}`, "/schedule/:token"],
    ["get", `/change-orders/${token}`, "/change-orders/:token"],
    ["get", `/contract-confirmation/${token}`, "/contract-confirmation/:token"],
  ] as const)("%s %s is logged as %s, with no token anywhere (Referer included)", async (method, path, logged) => {
    const call = request(app)[method](path);
    const response = await call
      .set("Referer", `http://localhost:3000/quote/${token}`)
      .set("Origin", "http://localhost:3000")
      .send(method === "get" ? undefined : {});
    // Each is answered (whatever the status): the log line is the request's, whoever answered it.
    expect(response.status).toBeLessThan(500);
    expect(await loggedUrlOf(response.headers["x-request-id"])).toBe(logged);
    expect(logText.join("\n")).not.toContain(token);
  });

  it("keeps the admin's own ids, which are no secret", async () => {
    const response = await request(app).get(`/api/contracts/${visit}`);
    expect(await loggedUrlOf(response.headers["x-request-id"])).toBe(`/api/contracts/${visit}`);
  });
});
