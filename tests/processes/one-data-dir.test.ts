/**
 * Two servers on one DATA_DIR (the embedded database): the second refuses to start with one line, the
 * first keeps serving, and after a restart every acknowledged lead is still there.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { quoteRequestBody } from "../support/factories";
import { expectServerToExit, startServerProcess, type ServerProcess } from "../support/server-process";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-shared-dir-"));
const admin = { email: "owner@formaconcretegta.ca", password: "a-long-real-password" };
const env = { NODE_ENV: "production", LOG_LEVEL: "warn", DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
let running: ServerProcess | undefined;

afterAll(async () => {
  await running?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function leadCount(base: string): Promise<number> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const list = (await (await fetch(`${base}/api/quote-requests`, { headers: { Cookie: cookie } })).json()) as { quoteRequests: unknown[] };
  return list.quoteRequests.length;
}

describe("one DATA_DIR, one server", () => {
  it("refuses the second server in one line and loses nothing", async () => {
    running = await startServerProcess({ env });
    for (let lead = 0; lead < 20; lead++) {
      const response = await fetch(`${running.url}/api/quote-requests`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(quoteRequestBody({ email: `lead${lead}@example.com` })),
      });
      expect(response.status).toBe(201);
    }

    const second = await expectServerToExit({ env });
    expect(second.code).toBe(1);
    expect(second.output.trim().split("\n")).toHaveLength(1);
    expect(second.output).toContain(`Another server is already using the embedded database in ${dataDir}`);

    expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
    expect(await leadCount(running.url)).toBe(20);

    expect(await running.stop()).toBe(0);
    running = await startServerProcess({ env });
    expect(await leadCount(running.url)).toBe(20);
  });
});
