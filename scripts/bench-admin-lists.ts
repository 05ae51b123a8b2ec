/**
 * How fast the admin's lists answer with 10,000 quotes: a scratch PostgreSQL database is seeded
 * (scripts/seed-quotes.ts), the real server runs as a child process with production flags, and an
 * admin session asks GET /api/quotes and GET /api/contracts for the pages the owner opens: the first
 * page, a status filter, a search by name and by phone, a late page, and the contracts by payment.
 * Each request is timed on its own (one at a time, as one owner clicks), after a warm-up.
 *
 *   npm run bench:lists                   # table into docs/benchmarks.md
 *   npm run bench:lists -- --no-doc       # printed only
 *   BENCH_QUOTES=50000 BENCH_REQUESTS=100 npm run bench:lists -- --no-doc
 *
 * PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test;
 * a fresh database is created there and dropped at the end.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../server/db";
import { createScratchDatabase } from "./bench-api/scratch-database";
import { msText, signInAdmin, timedGet, timeRequests } from "./bench-api/admin-requests";
import { startServer, type BenchServer } from "./bench-api/servers";
import { writeBenchmarkSection } from "./benchmark-doc";
import { productionNodeFlags } from "./node-flags.mjs";
import { seedQuotes } from "./seed-quotes";

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const quoteCount = Number(process.env.BENCH_QUOTES ?? 10_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const warmUp = 20;
const writeDoc = !process.argv.includes("--no-doc");

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-bench-lists-"));
const admin = { email: "bench@example.com", password: randomBytes(12).toString("hex") };
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  DATA_DIR: workDir,
  SESSION_SECRET: randomBytes(24).toString("hex"),
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  PUBLIC_URL: "",
  SMTP_URL: "",
  TRUST_PROXY: "false",
  SIGNING_P12: "",
  SIGNING_P12_PASSWORD: "",
};

type Case = { name: string; path: string };

async function timeCase(server: BenchServer, cookie: string, { path: listPath }: Case) {
  const { p50, p99, last } = await timeRequests(
    async () => {
      const { elapsed, text } = await timedGet(server.origin, listPath, cookie);
      const body = JSON.parse(text) as { total: number; quotes?: unknown[]; contracts?: unknown[] };
      return { elapsed, value: { total: body.total, rows: (body.quotes ?? body.contracts ?? []).length } };
    },
    { warmUp, requests },
  );
  return { p50, p99, ...last };
}

const ms = msText;

const loadAtStart = os.loadavg()[0];
const scratch = await createScratchDatabase(serverUrl);
let server: BenchServer | undefined;
try {
  const seedEnv = { ...env, DATABASE_URL: scratch.url };
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: workDir });
  const seeded = await seedQuotes(database.db, quoteCount);
  await database.db.execute("analyze");
  await database.close();
  console.log(`Seeded ${seeded.quotes} quotes, ${seeded.contracts} contracts, ${seeded.payments} payments.`);

  server = await startServer("lists", "scripts/bench-api/our-server.ts", {
    env: seedEnv,
    workDir,
    nodeFlags: productionNodeFlags,
    logFile: path.join(workDir, "server.log"),
  });
  const cookie = await signInAdmin(server.origin, admin);
  const lastPage = Math.ceil(seeded.quotes / 25);
  const cases: Case[] = [
    { name: "Quotes, first page", path: "/api/quotes?page=1" },
    { name: "Quotes: Signed", path: "/api/quotes?status=signed" },
    { name: "Quotes: Open", path: "/api/quotes?status=open" },
    { name: "Quotes: Viewed, page 5", path: "/api/quotes?status=viewed&page=5" },
    { name: 'Quotes: search "chen"', path: "/api/quotes?q=chen" },
    { name: 'Quotes: search "416 555 01"', path: `/api/quotes?q=${encodeURIComponent("416 555 01")}` },
    { name: `Quotes, last page (${lastPage})`, path: `/api/quotes?page=${lastPage}` },
    { name: "Contracts, first page", path: "/api/contracts?page=1" },
    { name: "Contracts: Balance due", path: "/api/contracts?payment=balance_due" },
    { name: 'Contracts: search "patel"', path: "/api/contracts?q=patel" },
  ];

  // The database's filter and the displayed stage are two codings of one rule: they must agree on every seeded quote.
  for (const [stage, expected] of Object.entries(seeded.byStage)) {
    const { total } = await timeCase(server, cookie, { name: stage, path: `/api/quotes?status=${stage}&pageSize=1` });
    if (total !== expected) throw new Error(`status=${stage} counts ${total}, the seed made ${expected}`);
  }
  console.log("Every stage filter counts what the seed made.");

  const rows: string[] = [];
  for (const benchCase of cases) {
    const result = await timeCase(server, cookie, benchCase);
    console.log(`${benchCase.name}: p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms (${result.rows} rows of ${result.total})`);
    rows.push(`| ${benchCase.name} | \`${benchCase.path}\` | ${result.total} | ${ms(result.p50)} | ${ms(result.p99)} |`);
  }
  const table = `| List | Request | Matching | p50 ms | p99 ms |\n|---|---|---|---|---|\n${rows.join("\n")}`;
  if (writeDoc) {
    writeBenchmarkSection(
      "lists",
      `## Admin lists with ${seeded.quotes.toLocaleString("en-CA")} quotes (PostgreSQL)\n\nMeasured ${new Date().toISOString().slice(0, 10)} on a ${os.cpus().length}-core machine with \`npm run bench:lists\`: a scratch database seeded by \`scripts/seed-quotes.ts\` (${seeded.contracts} contracts, ${seeded.payments} payments), the production server as a child process, an admin session, ${requests} requests per row one after another after ${warmUp} to warm up, timed at the client (the whole answer, 25 rows per page, gzip). Filtering, search, counting and paging run in SQL. The client, the server and PostgreSQL share the machine; its load average (1 min) was ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end, so p99 mostly measures the neighbours.\n\n${table}`,
    );
  }
  console.log(`\n${table}`);
} finally {
  await server?.stop();
  await scratch.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
