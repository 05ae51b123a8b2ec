/**
 * `npm start` as a newcomer runs it (scripts/start.mjs), on the build `npm run build` just made: it
 * says the build is up to date (or, after a source was edited, builds again with one line a step),
 * and once the server answers it prints the address to open in plain words, besides the JSON log lines.
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
    // On the fresh build it serves at once; after an edit to a source it first builds again, quietly:
    // one line a step, never the tools' own listings.
    expect(running.output()).toMatch(/^(The build is up to date \(checked in \d+ ms\)\.|Building again \(.+\): usually under a minute\.)$/m);
    expect(running.output()).not.toContain("dist/client/assets/");
    // The plain line follows the JSON "listening" line, which may arrive a moment after /api/health answers.
    await expect.poll(() => running?.output(), { timeout: 10_000 }).toContain(`Forma Concrete is ready. Open http://localhost:${running.port}`);
    expect(await running.stop()).toBe(0);
  });
});
