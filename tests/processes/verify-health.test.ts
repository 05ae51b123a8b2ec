/**
 * Hostile files sent to /api/verify of the built server, on the embedded database, while /api/health
 * is polled every 20 ms: its worst answer stays under the 200 ms bound. A process test, so the figure
 * is the server's alone (the processes project runs one file at a time); the API suite checks the
 * same files' verdicts (tests/api/verify-hostile.test.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pollHealthWhile } from "../../scripts/attacks/lib/health-poller";
import { bigKeyPdf, manyByteRangesPdf, plainPdf } from "../../scripts/attacks/lib/hostile-pdfs";
import { startServerProcess, type ServerProcess } from "../support/server-process";

const healthBoundMs = 200;
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-verify-health-"));
  server = await startServerProcess({ env: { NODE_ENV: "production", LOG_LEVEL: "warn", DATA_DIR: dataDir } });
  // The PDF worker starts on first use: start it before anything is timed.
  expect(await verify(await plainPdf())).toEqual({ status: "not-ours" });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function verify(pdf: Buffer) {
  const response = await fetch(`${server.url}/api/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/pdf" },
    body: new Uint8Array(pdf),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { verdict: unknown }).verdict;
}

describe("/api/health while hostile files are checked", () => {
  it.each([
    ["a PDF signed with an 8192-bit key", () => bigKeyPdf(), { status: "not-ours" }],
    [
      "a 1 MB PDF with 40 /ByteRange entries over one blob",
      () => manyByteRangesPdf({ byteRanges: 40, totalBytes: 1024 * 1024 }),
      { status: "not-ours", reason: "too-many-byte-ranges" },
    ],
    [
      "a 9 MB PDF with 150,000 /ByteRange entries",
      () => manyByteRangesPdf({ byteRanges: 150_000, totalBytes: 9 * 1024 * 1024 }),
      { status: "not-ours", reason: "too-many-byte-ranges" },
    ],
  ] as const)(`%s: health's worst answer under ${healthBoundMs} ms`, async (_name, make, verdict) => {
    const pdf = await make();
    const { result, health } = await pollHealthWhile(server.url, async () => {
      const verdicts = [];
      for (let index = 0; index < 3; index++) verdicts.push(await verify(pdf));
      return verdicts;
    });
    expect(result).toEqual([verdict, verdict, verdict]);
    expect(health.samples.length).toBeGreaterThan(0);
    expect(health.worstMs, `health latencies ${health.samples.map(Math.round).join(", ")} ms`).toBeLessThan(healthBoundMs);
  });
});
