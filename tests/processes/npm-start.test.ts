/**
 * `npm start` as a newcomer runs it (scripts/start.mjs), on the build `npm run build` just made: it
 * says the build is up to date instead of building again, and once the server answers it prints the
 * address to open in plain words, besides the JSON log lines.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../support/server-process";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-npm-start-"));
let running: ServerProcess | undefined;

afterAll(async () => {
  await running?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start", () => {
  it("serves the fresh build at once and names the address to open", async () => {
    running = await startServerProcess({ entry: "scripts/start.mjs", nodeArgs: [], env: { DATA_DIR: dataDir, LOG_LEVEL: "info" } });
    expect(running.output()).toMatch(/^The build is up to date \(checked in \d+ ms\)\.$/m);
    // The plain line follows the JSON "listening" line, which may arrive a moment after /api/health answers.
    await expect.poll(() => running?.output(), { timeout: 10_000 }).toContain(`Forma Concrete is ready. Open http://localhost:${running.port}`);
    expect(running.output()).not.toContain("[1/5]");
    expect(await running.stop()).toBe(0);
  });
});
