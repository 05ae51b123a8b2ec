/**
 * The largest lead the forms allow (10 photos, 20 MB in all, real JPEGs) must not hold the built
 * server on the embedded database: /api/health, asked every 20 ms while the lead is received,
 * processed and stored, answers with a p99 under 200 ms. This is what keeping photo bytes out of the embedded database buys
 * (docs/decisions/0110-photos-beside-the-embedded-database.md). The photos are then served whole from
 * their files.
 *
 * A process test, so the figure is the server's alone: the processes project runs one file at a time.
 * No extra load is made: with one of two cores kept spinning, the figure measured the machine's
 * scheduler (the same code gave p99 63 ms on one day and 240 ms on a slower one) rather than the
 * server. Storing photo bytes in the embedded database gave p99 634 ms without extra load, so the
 * bound still tells the two designs apart; the figures under load are in the attack benchmark.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadLimits } from "../../shared/business";
import { quoteRequestBody } from "../support/factories";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { largestAllowedPhoto } from "../support/largest-photo";

const pollEveryMs = 20;
const p99BoundMs = 200;
const admin = { email: "owner@formaconcretegta.ca", password: "a-long-real-password" };

let dataDir: string;
let server: ServerProcess;
let origin: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-photo-lead-"));
  server = await startServerProcess({
    env: { NODE_ENV: "production", LOG_LEVEL: "warn", DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  });
  origin = server.url;
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signInCookie(): Promise<string> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(admin),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/**
 * Asks /api/health on a fixed schedule, every 20 ms, without waiting for earlier answers, and times
 * each answer from when it was due to be asked: a server that stalls for a second delays every
 * request due in that second, so the stall counts as often as it lasts (a poller that waits for each
 * answer would count it once).
 */
function pollHealth(): { stop: () => Promise<number[]> } {
  const answers: Array<Promise<number>> = [];
  const started = performance.now();
  let tick = 0;
  let timer: NodeJS.Timeout;
  const schedule = () => {
    const now = performance.now();
    // Every request that fell due while this process could not run is asked now, timed from its due time.
    while (started + tick * pollEveryMs <= now) {
      const due = started + tick * pollEveryMs;
      tick++;
      answers.push(
        fetch(`${origin}/api/health`).then(async (response) => {
          await response.arrayBuffer();
          expect(response.status).toBe(200);
          return performance.now() - due;
        }),
      );
    }
    timer = setTimeout(schedule, Math.max(0, started + tick * pollEveryMs - performance.now()));
  };
  schedule();
  return {
    stop: async () => {
      clearTimeout(timer);
      return Promise.all(answers);
    },
  };
}

describe("the largest allowed photo lead", () => {
  it(`keeps /api/health's p99 under ${p99BoundMs} ms while it is stored, and its photos are served whole`, async () => {
    const photo = await largestAllowedPhoto();
    const photos = Array.from({ length: uploadLimits.maxFiles }, (_, index) => ({ name: `driveway-${index + 1}.jpg`, bytes: photo }));
    const total = photos.reduce((sum, each) => sum + each.bytes.length, 0);
    expect(total).toBeLessThanOrEqual(uploadLimits.maxTotalBytes);
    expect(total).toBeGreaterThan(uploadLimits.maxTotalBytes * 0.95);

    const form = new FormData();
    const body = quoteRequestBody({ email: "largest.lead@example.com" });
    for (const [name, value] of Object.entries(body)) form.append(name, String(value));
    for (const each of photos) form.append("photos", new Blob([new Uint8Array(each.bytes)], { type: "image/jpeg" }), each.name);

    const poll = pollHealth();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const response = await fetch(`${origin}/api/quote-requests`, { method: "POST", body: form, headers: { Origin: origin } });
    const answer = (await response.json()) as { id?: string };
    const leadMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const samples = await poll.stop();
    expect(response.status, JSON.stringify(answer)).toBe(201);

    const p99 = percentile(samples, 0.99);
    const figures = `lead of ${(total / 1048576).toFixed(1)} MB in ${Math.round(leadMs)} ms; health ${samples.length} requests, p50 ${Math.round(percentile(samples, 0.5))} ms, p99 ${Math.round(p99)} ms, max ${Math.round(Math.max(...samples))} ms`;
    console.log(figures);
    expect(samples.length).toBeGreaterThan(20);
    expect(p99, figures).toBeLessThan(p99BoundMs);

    // Stored whole, as files beside the embedded database: every photo is served in full.
    const cookie = await signInCookie();
    const list = (await (await fetch(`${origin}/api/quote-requests`, { headers: { Cookie: cookie } })).json()) as {
      quoteRequests: { id: string; photoUrls: string[] }[];
    };
    const lead = { quoteRequest: list.quoteRequests.find((each) => each.id === answer.id)! };
    expect(lead.quoteRequest.photoUrls).toHaveLength(uploadLimits.maxFiles);
    const stored = fs.readdirSync(path.join(dataDir, "uploads"), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(stored.length).toBeGreaterThanOrEqual(uploadLimits.maxFiles);
    for (const url of lead.quoteRequest.photoUrls) {
      const served = await fetch(`${origin}${url}`, { headers: { Cookie: cookie } });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toMatch(/^image\//);
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100 * 1024);
      expect((await fetch(`${origin}${url}/thumbnail`, { headers: { Cookie: cookie } })).status).toBe(200);
    }
  });
});
