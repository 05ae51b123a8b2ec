/**
 * Lead photos against the real application: a child process runs createApp on a real database and a
 * real port; this process sends leads with the largest photos allowed (two 6000 x 4000 JPEGs of just
 * under 10 MB each, one of them sideways with GPS, as phones send them), one lead after another,
 * while it asks GET /api/health every 20 ms. Health latency while leads are processed is compared
 * with an idle baseline, on the embedded database and, when one is given, on PostgreSQL. Prints the
 * table and writes it into docs/benchmarks.md. The target is a health p99 of at most 200 ms.
 *
 *   npm run bench:uploads                 # PGlite (and PostgreSQL with BENCH_DATABASE_URL or DATABASE_URL)
 *   npm run bench:uploads -- --no-write   # printed only, docs untouched
 *
 * Environment: BENCH_LEADS (default 4; docs untouched when set), BENCH_DATABASE_URL or DATABASE_URL (a
 * PostgreSQL server: a scratch database is created there and dropped at the end).
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { uploadLimits } from "../shared/business";
import { writeBenchmarkSection } from "./benchmark-doc";

const leadsPerRun = Number(process.env.BENCH_LEADS ?? 4);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const writeDocs = !process.argv.includes("--no-write") && process.env.BENCH_LEADS === undefined;
const pollEveryMs = 20;
const idleSeconds = 3;
const targetP99Ms = 200;

// ---------------------------------------------------------------------------------------------
// The server: a child process, so its event loop and CPU time are apart from the client's

type ChildReport = { port?: number; stored?: { photos: number; photoBytes: number; thumbnailBytes: number } };

async function serve(): Promise<void> {
  const { createApp } = await import("../server/app");
  const { readConfig } = await import("../server/config");
  const { openDatabase } = await import("../server/db");
  const { ensureAdminAccount } = await import("../server/features/account/admin-accounts");
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await ensureAdminAccount(database.db, config);
  // Every lead comes from this one address: the per-address limits would stop the run, not measure it.
  const app = await createApp({ config, database, rateLimits: { publicWrites: 1_000_000, photoBytesPerAddressPerDay: 1e12 } });
  const server = http.createServer(app);
  server.listen(0, "127.0.0.1", () => process.send?.({ port: (server.address() as { port: number }).port } satisfies ChildReport));
  const stop = () => {
    server.close(async () => {
      await database.close().catch(() => {});
      process.exit(0);
    });
    server.closeAllConnections();
  };
  process.on("message", async (message) => {
    if (message === "stop") return stop();
    if (message !== "stored") return;
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as photos, coalesce(sum(size), 0)::bigint as photo_bytes, coalesce(sum(octet_length(thumbnail)), 0)::bigint as thumbnail_bytes from uploads`,
    )) as unknown as { rows: Array<{ photos: number; photo_bytes: string; thumbnail_bytes: string }> };
    const [row] = rows;
    process.send?.({
      stored: { photos: row.photos, photoBytes: Number(row.photo_bytes), thumbnailBytes: Number(row.thumbnail_bytes) },
    } satisfies ChildReport);
  });
  process.on("disconnect", stop);
}

type Server = { origin: string; ask: (message: string) => Promise<ChildReport>; stop: () => Promise<void> };

async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ["--serve"], {
    execArgv: ["--import", "tsx"],
    env,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = () =>
    new Promise<ChildReport>((resolve, reject) => {
      child.once("message", (message) => resolve(message as ChildReport));
      child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
    });
  const { port } = await next();
  return {
    origin: `http://127.0.0.1:${port}`,
    ask: (message) => {
      const answer = next();
      child.send(message);
      return answer;
    },
    stop: () =>
      child.exitCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => {
            child.once("exit", () => resolve());
            child.send("stop");
          }),
  };
}

async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `forma_bench_uploads_${randomBytes(5).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

// ---------------------------------------------------------------------------------------------
// The photos: camera-sized JPEGs of grain (which compresses least), as close under the limit as the quality steps allow

type Photo = { name: string; bytes: Buffer; blob: Blob };

const photoOf = (name: string, bytes: Buffer): Photo => ({ name, bytes, blob: new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }) });

async function largestPhoto(seedSigma: number, phone: { orientation?: number; gps?: boolean }): Promise<Buffer> {
  const raw = await sharp({
    create: { width: 6000, height: 4000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: seedSigma } },
  })
    .raw()
    .toBuffer();
  const encode = (quality: number) => {
    let image = sharp(raw, { raw: { width: 6000, height: 4000, channels: 3 } }).jpeg({ quality });
    if (phone.orientation) image = image.withMetadata({ orientation: phone.orientation });
    if (phone.gps)
      image = image.withExif({
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 39/1 1234/100", GPSLongitudeRef: "W", GPSLongitude: "79/1 22/1 0/1" },
      });
    return image.toBuffer();
  };
  let [low, high] = [10, 100];
  let best: Buffer | null = null;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const bytes = await encode(quality);
    if (bytes.length <= uploadLimits.maxFileBytes) {
      best = bytes;
      low = quality + 1;
    } else high = quality - 1;
  }
  if (!best) throw new Error("no quality keeps the photo under the limit");
  return best;
}

// ---------------------------------------------------------------------------------------------
// Measuring

type Latencies = { count: number; p50: number; p95: number; p99: number; max: number };

function summarise(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] };
}

/** Asks /api/health every `pollEveryMs` (after the previous answer) until stopped; answers the latencies. */
function pollHealth(origin: string): { stop: () => Promise<number[]> } {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`/api/health answered ${response.status}`);
      const ms = performance.now() - started;
      samples.push(ms);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, pollEveryMs - ms)));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return samples;
    },
  };
}

async function sendLead(origin: string, photos: Photo[], index: number): Promise<number> {
  const form = new FormData();
  const fields = {
    name: `Bench Lead ${index}`,
    phone: "(416) 555-0142",
    email: `bench${index}@example.com`,
    city: "toronto",
    projectType: "Stamped Concrete",
    sqFt: "650",
    timeline: "month",
    message: "Driveway, photos attached.",
    consent: "true",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append("photos", photo.blob, photo.name);
  const started = performance.now();
  const response = await fetch(`${origin}/api/quote-requests`, { method: "POST", body: form });
  const answer = await response.text();
  if (response.status !== 201) throw new Error(`lead ${index} answered ${response.status}: ${answer}`);
  return performance.now() - started;
}

type Run = {
  driver: string;
  idle: Latencies;
  busy: Latencies;
  leadMs: number[];
  received: number;
  stored: { photos: number; photoBytes: number; thumbnailBytes: number };
};

async function measure(driver: string, env: NodeJS.ProcessEnv, photos: Photo[]): Promise<Run> {
  const server = await startServer(env);
  try {
    // A first small lead warms up the code paths (first queries, sharp's first call) outside the figures.
    const warmUp = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c4a448" } })
      .jpeg()
      .toBuffer();
    await sendLead(server.origin, [photoOf("warm-up.jpg", warmUp)], 0);

    const idlePoll = pollHealth(server.origin);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idle = summarise(await idlePoll.stop());

    const busyPoll = pollHealth(server.origin);
    const leadMs: number[] = [];
    for (let index = 1; index <= leadsPerRun; index++) {
      leadMs.push(await sendLead(server.origin, photos, index));
      console.log(`${driver}: lead ${index} stored in ${Math.round(leadMs[leadMs.length - 1])} ms`);
    }
    const busy = summarise(await busyPoll.stop());
    const { stored } = await server.ask("stored");
    if (!stored) throw new Error("the server did not report what it stored");
    const received = leadsPerRun * photos.reduce((sum, photo) => sum + photo.bytes.length, 0) + warmUp.length;
    return { driver, idle, busy, leadMs, received, stored };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const ms = (value: number) => String(Math.round(value));
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function report(runs: Run[], photos: Photo[], loadStart: number, loadEnd: number): string {
  const health = runs.flatMap((run) => [
    `| ${run.driver} | idle | ${run.idle.count} | ${ms(run.idle.p50)} | ${ms(run.idle.p95)} | ${ms(run.idle.p99)} | ${ms(run.idle.max)} |`,
    `| ${run.driver} | ${leadsPerRun} leads in a row | ${run.busy.count} | ${ms(run.busy.p50)} | ${ms(run.busy.p95)} | ${ms(run.busy.p99)} | ${ms(run.busy.max)} |`,
  ]);
  const leads = runs.map((run) => {
    const stored = run.stored.photoBytes + run.stored.thumbnailBytes;
    return `| ${run.driver} | ${ms(median(run.leadMs))} | ${ms(Math.max(...run.leadMs))} | ${mb(run.received)} | ${mb(run.stored.photoBytes)} + ${kb(run.stored.thumbnailBytes)} | ${((100 * stored) / run.received).toFixed(1)}% |`;
  });
  const worst = Math.max(...runs.map((run) => run.busy.p99));
  const sizes = photos.map((photo) => mb(photo.bytes.length)).join(" and ");
  return [
    "## Lead photos (health latency while leads are processed)",
    "",
    `Measured ${new Date().toISOString().slice(0, 10)} on a ${os.availableParallelism()}-core machine with \`npm run bench:uploads\`: the application (createApp) in a child process on a real port, this process sending ${leadsPerRun} leads one after another, each with two 6000 x 4000 JPEGs of ${sizes} (grain, which compresses least; one sideways with orientation 6 and GPS), while it asks GET /api/health every ${pollEveryMs} ms. Machine load average (1 min) ${loadStart.toFixed(1)} at the start and ${loadEnd.toFixed(1)} at the end. Latencies in ms.`,
    "",
    "| Database | While | Health requests | p50 | p95 | p99 | Max |",
    "|---|---|---|---|---|---|---|",
    ...health,
    "",
    "| Database | Lead ms, median | Lead ms, slowest | Photo bytes received | Stored (photos + thumbnails) | Stored / received |",
    "|---|---|---|---|---|---|",
    ...leads,
    "",
    `Target: health p99 at most ${targetP99Ms} ms while leads are processed; worst p99 ${ms(worst)} ms (${worst <= targetP99Ms ? "met" : "missed"}). A lead's time runs from the first byte sent to the answer: the upload over loopback, decoding, turning upright, resizing to 2560 px and encoding each photo (JPEG quality 82, mozjpeg) and its 360 px WebP thumbnail one photo at a time on libuv's thread pool, then one transaction that writes the results. Received bytes include a small warm-up photo. Grain averages out when a photo is scaled down, so what is stored here (the thumbnails above all) is smaller than for a real photo of the same size.`,
  ].join("\n");
}

async function main(): Promise<void> {
  const loadStart = os.loadavg()[0];
  console.log("Making the photos...");
  const photos: Photo[] = [
    photoOf("driveway.jpg", await largestPhoto(60, {})),
    photoOf("steps-sideways.jpg", await largestPhoto(58, { orientation: 6, gps: true })),
  ];
  console.log(`Photos: ${photos.map((photo) => `${photo.name} ${mb(photo.bytes.length)}`).join(", ")}`);

  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    SESSION_SECRET: randomBytes(24).toString("hex"),
    ADMIN_EMAIL: "bench@example.com",
    ADMIN_PASSWORD: randomBytes(12).toString("hex"),
    PUBLIC_URL: "",
    SMTP_URL: "",
    SIGNING_P12: "",
    SIGNING_P12_PASSWORD: "",
    DATABASE_URL: "",
  };
  const runs: Run[] = [];
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-bench-uploads-"));
  try {
    runs.push(await measure("PGlite", { ...baseEnv, DATA_DIR: pgliteDir }, photos));
  } finally {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  }
  if (postgresUrl) {
    const scratch = await scratchDatabase(postgresUrl);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-bench-uploads-"));
    try {
      runs.push(await measure("PostgreSQL", { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: scratch.url }, photos));
    } finally {
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  } else {
    console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a server where a scratch database may be created.");
  }

  const section = report(runs, photos, loadStart, os.loadavg()[0]);
  console.log(`\n${section}`);
  if (writeDocs) writeBenchmarkSection("uploads", section);
}

if (process.argv.includes("--serve")) await serve();
else await main();
