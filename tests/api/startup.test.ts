/**
 * Start-up as an operator sees it: a wrong setting or an unreachable database ends the process with
 * one readable line (no stack trace), and a good configuration serves the health check.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Outcome = { code: number | null; stderr: string; stdout: string };

function startServer(env: Record<string, string>, untilMs = 20_000): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "forma-start-")),
        ...env,
      },
    });
    let stderr = "";
    let stdout = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.stdout.on("data", (chunk) => (stdout += chunk));
    const timer = setTimeout(() => child.kill("SIGTERM"), untilMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

describe("start-up failures", () => {
  it("refuses the demo admin on PostgreSQL with one line naming ADMIN_EMAIL and ADMIN_PASSWORD", async () => {
    const outcome = await startServer({ DATABASE_URL: "postgres://postgres:secret@127.0.0.1:1/forma" });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim().split("\n")).toHaveLength(1);
    expect(outcome.stderr).toContain("ADMIN_EMAIL and ADMIN_PASSWORD must be set");
    expect(outcome.stderr).not.toContain("secret");
  });

  it("refuses PostgreSQL without SESSION_SECRET with one line naming it", async () => {
    const outcome = await startServer({
      DATABASE_URL: "postgres://postgres:secret@127.0.0.1:1/forma",
      ADMIN_EMAIL: "owner@formaconcretegta.ca",
      ADMIN_PASSWORD: "a-long-real-password",
    });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim().split("\n")).toHaveLength(1);
    expect(outcome.stderr).toContain("SESSION_SECRET must be set when DATABASE_URL is set");
    expect(outcome.stderr).not.toContain("secret@");
  });

  it("names an unreachable database in one line", async () => {
    const outcome = await startServer({
      DATABASE_URL: "postgres://postgres:secret@127.0.0.1:1/forma",
      SESSION_SECRET: "a-shared-session-secret",
      ADMIN_EMAIL: "owner@formaconcretegta.ca",
      ADMIN_PASSWORD: "a-long-real-password",
    });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim().split("\n")).toHaveLength(1);
    expect(outcome.stderr).toContain("Cannot connect to PostgreSQL at 127.0.0.1:1/forma");
    expect(outcome.stderr).not.toContain("secret");
  });

  it("names an invalid setting in one line", async () => {
    const outcome = await startServer({ DATABASE_URL: "mysql://localhost/forma", PORT: "http" });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim().split("\n")).toHaveLength(1);
    expect(outcome.stderr).toContain("PORT must be a whole number from 0 to 65535");
    expect(outcome.stderr).toContain("DATABASE_URL must start with postgres:// or postgresql://");
  });

  it("refuses half of the admin credentials", async () => {
    const outcome = await startServer({ ADMIN_EMAIL: "owner@example.com" });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain("ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  });
});
