/**
 * How fast the schedule answers in a busy season: 100,000 quotes (scripts/seed-quotes.ts) and 20,000
 * visits (scripts/seed-schedule.ts), on PostgreSQL and on the embedded PGlite. The real server runs
 * as a child process with production flags; an admin session asks for the week and the month of the
 * busiest week ahead, the job lists, one contract's job, the client's schedule page and the owner's
 * calendar feed. Each request is timed on its own at the client, after a warm-up.
 *
 *   npm run bench:schedule                   # table into docs/benchmarks.md
 *   npm run bench:schedule -- --no-doc       # printed only
 *   BENCH_QUOTES=20000 BENCH_VISITS=5000 BENCH_DATABASES=pglite npm run bench:schedule -- --no-doc
 *
 * PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test;
 * a fresh database is created there and dropped at the end.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, isNotNull, sql } from "drizzle-orm";
import { openDatabase } from "../server/db";
import { contracts, jobs, jobVisits } from "../shared/schema";
import { addCalendarDays } from "../shared/toronto-wall-clock";
import { weekday } from "../shared/schedule/rules";
import { createScratchDatabase, type ScratchDatabase } from "./bench-api/scratch-database";
import { msText, signInAdmin, timedGet, timeRequests } from "./bench-api/admin-requests";
import { startServer, type BenchServer } from "./bench-api/servers";
import { writeBenchmarkSection } from "./benchmark-doc";
import { productionNodeFlags } from "./node-flags.mjs";
import { seedQuotes } from "./seed-quotes";
import { seedSchedule } from "./seed-schedule";

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const quoteCount = Number(process.env.BENCH_QUOTES ?? 100_000);
const visitCount = Number(process.env.BENCH_VISITS ?? 20_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const databases = (process.env.BENCH_DATABASES ?? "postgres,pglite").split(",");
const warmUp = 10;
const writeDoc = !process.argv.includes("--no-doc");
const admin = { email: "bench@example.com", password: randomBytes(12).toString("hex") };

type Case = { name: string; path: string; count: (body: Record<string, unknown>) => number };

/** Rows in the answer: the case's count for JSON, the events for the calendar feed. */
async function timeCase(server: BenchServer, cookie: string, benchCase: Case) {
  const { p50, p99, last } = await timeRequests(
    async () => {
      const { elapsed, text, contentType } = await timedGet(server.origin, benchCase.path, cookie, "*/*");
      const rows = contentType.startsWith("application/json") ? benchCase.count(JSON.parse(text)) : (text.match(/BEGIN:VEVENT/g) ?? []).length;
      return { elapsed, value: rows };
    },
    { warmUp, requests },
  );
  return { p50, p99, rows: last };
}

const ms = msText;
const length = (key: string) => (body: Record<string, unknown>) => (Array.isArray(body[key]) ? (body[key] as unknown[]).length : 0);

async function benchOne(kind: string): Promise<string[]> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `forma-bench-schedule-${kind}-`));
  let scratch: ScratchDatabase | undefined;
  let server: BenchServer | undefined;
  try {
    if (kind === "postgres") scratch = await createScratchDatabase(serverUrl);
    const databaseUrl = scratch?.url;
    const database = await openDatabase({ databaseUrl, dataDir: workDir });
    const started = performance.now();
    const quotesSeeded = await seedQuotes(database.db, quoteCount);
    const scheduleSeeded = await seedSchedule(database.db, visitCount);
    await database.db.execute(sql`analyze`);
    // One contract with visits, and one job's client link, for the single-job reads.
    const [sample] = await database.db
      .select({ contractId: contracts.id, linkToken: jobs.linkToken })
      .from(jobVisits)
      .innerJoin(jobs, eq(jobs.id, jobVisits.jobId))
      .innerJoin(contracts, eq(contracts.id, jobs.contractId))
      .where(isNotNull(jobVisits.day))
      .limit(1);
    await database.close();
    console.log(
      `${kind}: seeded ${quotesSeeded.quotes} quotes, ${quotesSeeded.contracts} contracts, ${scheduleSeeded.visits} visits in ${Math.round((performance.now() - started) / 1000)} s; busiest day ahead ${scheduleSeeded.busiestDay}.`,
    );

    server = await startServer(`schedule-${kind}`, "scripts/bench-api/our-server.ts", {
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        DATA_DIR: workDir,
        DATABASE_URL: databaseUrl ?? "",
        SESSION_SECRET: randomBytes(24).toString("hex"),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        PUBLIC_URL: "",
        SMTP_URL: "",
        TRUST_PROXY: "false",
        SIGNING_P12: "",
        SIGNING_P12_PASSWORD: "",
      },
      workDir,
      nodeFlags: productionNodeFlags,
      logFile: path.join(workDir, "server.log"),
    });
    const cookie = await signInAdmin(server.origin, admin);
    const feedPath = (
      (await (await fetch(`${server.origin}/api/schedule/settings`, { headers: { cookie } })).json()) as { settings: { feedPath: string } }
    ).settings.feedPath;
    const monday = addCalendarDays(scheduleSeeded.busiestDay, -((weekday(scheduleSeeded.busiestDay) + 6) % 7));
    const cases: Case[] = [
      { name: "Week by crew (busiest week)", path: `/api/schedule?from=${monday}&days=7`, count: length("visits") },
      // Six weeks ending with the busiest week (the seed's visits stop 240 days ahead).
      // The month page asks for four chips a day and each day's count; the second row asks for every visit.
      {
        name: "Month (6 weeks, 4 a day)",
        path: `/api/schedule?from=${addCalendarDays(monday, -35)}&days=42&perDay=4`,
        count: length("visits"),
      },
      { name: "Month, every visit", path: `/api/schedule?from=${addCalendarDays(monday, -35)}&days=42`, count: length("visits") },
      { name: "Jobs: upcoming", path: "/api/jobs", count: length("jobs") },
      { name: "Jobs: unscheduled", path: "/api/jobs?show=unscheduled", count: length("jobs") },
      {
        name: "One contract's job",
        path: `/api/contracts/${sample.contractId}/job`,
        count: (body) => length("visits")(body.job as Record<string, unknown>),
      },
      {
        name: "Client's schedule page",
        path: `/api/schedule-links/${sample.linkToken}`,
        count: (body) => length("visits")(body.schedule as Record<string, unknown>),
      },
      { name: "Owner's calendar feed", path: feedPath, count: () => 0 },
    ];
    const rows: string[] = [];
    for (const benchCase of cases) {
      const result = await timeCase(server, cookie, benchCase);
      console.log(`${kind} ${benchCase.name}: p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms (${result.rows} rows)`);
      rows.push(
        `| ${kind === "postgres" ? "PostgreSQL" : "PGlite"} | ${benchCase.name} | \`${benchCase.path.replace(/schedule-(links|feed)\/[^/?]+/, "schedule-$1/…")}\` | ${result.rows} | ${ms(result.p50)} | ${ms(result.p99)} |`,
      );
    }
    return rows;
  } finally {
    await server?.stop();
    await scratch?.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

const loadAtStart = os.loadavg()[0];
const rows: string[] = [];
for (const kind of databases) rows.push(...(await benchOne(kind)));
const table = `| Database | View | Request | Rows | p50 ms | p99 ms |\n|---|---|---|---|---|---|\n${rows.join("\n")}`;
if (writeDoc) {
  writeBenchmarkSection(
    "schedule",
    `## The schedule with ${quoteCount.toLocaleString("en-CA")} quotes and ${visitCount.toLocaleString("en-CA")} visits\n\nMeasured ${new Date().toISOString().slice(0, 10)} on a ${os.cpus().length}-core machine with \`npm run bench:schedule\`: each database seeded by \`scripts/seed-quotes.ts\` and \`scripts/seed-schedule.ts\` (four crews; visits from two years back, as the quotes, to 240 days ahead, some 40 on a busy day in the season), the production server as a child process, an admin session, ${requests} requests per row one after another after ${warmUp} to warm up, timed at the client (the whole answer, gzip). The feed holds every dated visit from 30 days back to 180 days ahead (at most 2,000). Load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end.\n\n${table}`,
  );
}
console.log(`\n${table}`);
