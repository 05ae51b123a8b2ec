/**
 * The embedded database's folder belongs to one process: a second opener is refused with one clear
 * line and the first one's data is untouched; a lock left by a killed server is taken over.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "../../server/data-dir-lock";
import { openDatabase } from "../../server/db";
import { quoteRequests } from "../../shared/schema";
import { quoteRequestBody } from "../support/factories";
import { insertQuoteRequestSchema } from "../../shared/schema";

const made: string[] = [];
const held: DataDirLock[] = [];

function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-lock-"));
  made.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(held.splice(0).map((lock) => lock.release()));
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Locks `dir` in another process, then kills it with SIGKILL: its lock stays behind, unanswered. */
async function leaveDeadLock(dir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `const m = await import(${JSON.stringify(path.resolve("server/data-dir-lock.ts"))}); await m.lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.once("exit", (code) => reject(new Error(`the locking child exited early (${code})`)));
  });
  child.removeAllListeners("exit");
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

describe("lockDataDir", () => {
  it("refuses a second lock on the same folder with one line, and allows it after release", async () => {
    const dir = freshDir();
    const first = await lockDataDir(dir);
    const error = await lockDataDir(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as Error).message).toContain("Another server is already using the embedded database in");
    expect((error as Error).message).not.toMatch(/[\r\n]/);
    await first.release();
    held.push(await lockDataDir(dir));
  });

  it("takes over the lock of a server that was killed", async () => {
    const dir = freshDir();
    await leaveDeadLock(dir);
    expect(fs.existsSync(path.join(dir, "server.lock.sock"))).toBe(true);
    held.push(await lockDataDir(dir));
  });

  it("lets exactly one of several servers starting together take over a dead lock", async () => {
    const dir = freshDir();
    await leaveDeadLock(dir);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => lockDataDir(dir)));
    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === "fulfilled") held.push(outcome.value);
      else expect(outcome.reason).toBeInstanceOf(DataDirInUseError);
    }
  });
});

describe("openDatabase on the embedded database", () => {
  it("refuses a second server on one DATA_DIR and loses nothing of the first", { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const first = await openDatabase({ dataDir: dir });
    const lead = insertQuoteRequestSchema.parse(quoteRequestBody());
    await first.db.insert(quoteRequests).values(Array.from({ length: 20 }, () => lead));

    const refused = await openDatabase({ dataDir: dir }).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((await first.db.select().from(quoteRequests)).length).toBe(20);
    await first.close();

    const again = await openDatabase({ dataDir: dir });
    expect((await again.db.select().from(quoteRequests)).length).toBe(20);
    await again.close();
  });
});
