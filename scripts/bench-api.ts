/**
 * GET /api/links/:token (the client's quote read) under load, side by side: our server (createApp with production settings and a
 * real pg pool) against a bare node:http + pg server running the same statements, on a scratch
 * PostgreSQL database. Each server is a child process; autocannon loads them in turn (ours, bare,
 * ours, bare, ...) so both see the same machine, and the table reports medians and the ratios.
 *
 *   npm run bench:api                            # table into docs/benchmarks.md
 *   npm run bench:api -- --no-doc                # printed only
 *   BENCH_SECONDS=5 BENCH_ROUNDS=2 BENCH_CPU_PROF=/tmp/prof npm run bench:api -- --no-doc
 *
 * BENCH_CPU_PROF: a folder for --cpu-prof profiles of both servers (written when they stop).
 * PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test;
 * a fresh database is created there and dropped at the end.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readConfig } from "../server/config";
import { load, median, type LoadOptions, type LoadResult } from "./bench-api/load";
import { createScratchDatabase, seedSentQuote } from "./bench-api/scratch-database";
import { startServer, type BenchServer } from "./bench-api/servers";
import { writeBenchmarkSection } from "./benchmark-doc";
import { productionNodeFlags } from "./node-flags.mjs";

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const logLevel = process.env.BENCH_LOG_LEVEL ?? "info";
const cpuProfileDir = process.env.BENCH_CPU_PROF;
const writeDoc = !process.argv.includes("--no-doc");
// What a browser sends with the quote page's fetch: compression is offered, no session cookie (clients are not admins).
const headers = {
  accept: "application/json",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-CA,en;q=0.9",
  "user-agent": "Mozilla/5.0 (bench-api)",
};

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-bench-api-"));
const appEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  LOG_LEVEL: logLevel,
  DATA_DIR: workDir,
  SESSION_SECRET: randomBytes(24).toString("hex"),
  ADMIN_EMAIL: "bench@example.com",
  ADMIN_PASSWORD: randomBytes(12).toString("hex"),
  PUBLIC_URL: "",
  SMTP_URL: "",
  TRUST_PROXY: "false",
  SIGNING_P12: "",
  SIGNING_P12_PASSWORD: "",
};

async function answerOf(server: BenchServer, quotePath: string) {
  const response = await fetch(`${server.origin}${quotePath}`, { headers: { accept: "application/json" } });
  if (response.status !== 200) throw new Error(`${server.name}: GET ${quotePath} answered ${response.status}`);
  return { text: await response.text(), headers: response.headers };
}

/** Both servers must give the same answer, or the comparison means nothing. */
async function checkSameAnswer(ours: BenchServer, bare: BenchServer, quotePath: string) {
  await answerOf(ours, quotePath); // the client's first view is recorded here, once
  const [a, b] = await Promise.all([answerOf(ours, quotePath), answerOf(bare, quotePath)]);
  const sortKeys = (text: string) => JSON.stringify(JSON.parse(text).quote, Object.keys(JSON.parse(text).quote).sort());
  if (sortKeys(a.text) !== sortKeys(b.text)) throw new Error(`the two servers answer differently:\n${a.text}\n${b.text}`);
  console.log(`Same answer from both (${a.text.length} bytes of JSON); our headers: ${[...a.headers.keys()].join(", ")}`);
}

const ms = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);
const ratio = (value: number) => Math.round(value * 100) / 100;

type Measured = LoadResult & { cpuMicrosPerRequest: number };

/** One load run, with the CPU time the server spent per answer during it. */
async function measure(server: BenchServer, url: string, options: LoadOptions): Promise<Measured> {
  const cpuBefore = await server.cpuMicros();
  const result = await load(url, options);
  return { ...result, cpuMicrosPerRequest: ((await server.cpuMicros()) - cpuBefore) / result.completed };
}

function summary(name: string, results: Measured[]) {
  const of = (key: keyof Measured) => median(results.map((result) => result[key]));
  return { name, requestsPerSecond: of("requestsPerSecond"), p50: of("p50"), p99: of("p99"), cpu: of("cpuMicrosPerRequest") };
}

function table(ours: Measured[], bare: Measured[]): string {
  const a = summary(`ours (createApp, NODE_ENV=production, LOG_LEVEL=${logLevel})`, ours);
  const b = summary("bare (node:http + pg, same statements)", bare);
  const rows = [a, b].map(
    (row) => `| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${ms(row.p50)} | ${ms(row.p99)} | ${Math.round(row.cpu)} |`,
  );
  const ratios = `| ours / bare | ${ratio(a.requestsPerSecond / b.requestsPerSecond)} | ${ratio(a.p50 / b.p50)} | ${ratio(a.p99 / b.p99)} | ${ratio(a.cpu / b.cpu)} |`;
  const perRound = ours.map((result, index) => `${Math.round(result.requestsPerSecond)} / ${Math.round(bare[index].requestsPerSecond)}`).join(", ");
  const header = "| Server | req/s | p50 ms | p99 ms | server CPU µs per answer |\n|---|---|---|---|---|";
  return `${header}\n${rows.join("\n")}\n${ratios}\n\nEach round's req/s (ours / bare): ${perRound}.`;
}

const loadAtStart = os.loadavg()[0];
const scratch = await createScratchDatabase(serverUrl);
const servers: BenchServer[] = [];
try {
  const env = { ...appEnv, DATABASE_URL: scratch.url };
  const { id: quoteId, linkToken } = await seedSentQuote(scratch.url, readConfig(env));
  const quotePath = `/api/links/${linkToken}`;
  const ours = await startServer("ours", "scripts/bench-api/our-server.ts", {
    env,
    workDir,
    // As scripts/start.mjs and the Dockerfile start the production server.
    nodeFlags: productionNodeFlags,
    logFile: path.join(workDir, "ours.log"),
    cpuProfileDir: cpuProfileDir && path.join(cpuProfileDir, "ours"),
  });
  servers.push(ours);
  const bare = await startServer("bare", "scripts/bench-api/bare-server.ts", {
    env,
    workDir,
    logFile: path.join(workDir, "bare.log"),
    cpuProfileDir: cpuProfileDir && path.join(cpuProfileDir, "bare"),
  });
  servers.push(bare);
  await checkSameAnswer(ours, bare, quotePath);

  const options: LoadOptions = { connections, seconds, headers };
  for (const server of [ours, bare]) await load(`${server.origin}${quotePath}`, { ...options, seconds: warmUpSeconds });
  const results: Record<"ours" | "bare", Measured[]> = { ours: [], bare: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const server of [ours, bare]) {
      const result = await measure(server, `${server.origin}${quotePath}`, options);
      results[server.name as "ours" | "bare"].push(result);
      const cpu = Math.round(result.cpuMicrosPerRequest);
      console.log(
        `round ${round} ${server.name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${cpu} µs CPU per answer`,
      );
    }
  }
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  const log = fs.readFileSync(path.join(workDir, "ours.log"), "utf8");
  // Neither the link token nor the quote's id may reach the log (docs/decisions/0114).
  const logged = log.split(linkToken).length - 1 + log.split(quoteId).length - 1;
  const served = results.ours.reduce((sum, result) => sum + result.completed, 0);
  const output = table(results.ours, results.bare);
  const notes = `Our server wrote ${logged} log lines naming the quote's link token or id (the measured rounds alone completed ${served} requests, plus warm-up and checks).`;
  console.log(`\n${output}\n\n${notes}`);
  if (cpuProfileDir) console.log(`CPU profiles of the two servers in ${cpuProfileDir}/ours and ${cpuProfileDir}/bare`);
  if (writeDoc) {
    writeBenchmarkSection(
      "api",
      `## API throughput: GET /api/links/:token (autocannon, PostgreSQL)\n\nMeasured ${new Date().toISOString().slice(0, 10)} on a ${os.cpus().length}-core machine with \`npm run bench:api\`: ${connections} connections, ${warmUpSeconds} s warm-up each, then ${rounds} rounds of ${seconds} s alternating ours and bare; medians of the rounds. Both servers are child processes with a pool of 10 PostgreSQL connections, answering the same JSON for a priced, sent, already viewed quote to a browser's headers (compression offered, no cookie). The load generator and PostgreSQL share the machine, so compare the ratios rather than the absolute figures. Machine load average (1 min) ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end.\n\n${output}`,
    );
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await scratch.drop();
  if (!cpuProfileDir) fs.rmSync(workDir, { recursive: true, force: true });
}
