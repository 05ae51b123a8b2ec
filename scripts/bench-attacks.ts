/**
 * Runs the hostile requests of scripts/attacks/*.ts against the built server (npm run build first),
 * once on the embedded database and once on PostgreSQL, and prints what each attack achieved: worst
 * health latency while hostile work runs, how many guesses were checked, where redirects lead, what a
 * client's link gives away. Each attack module gets a fresh server on a fresh database, so the limits
 * one attack uses up never blunt the next.
 *
 *   npm run build && npm run bench:attacks [-- --only=verify,limits] [-- --pglite-only]
 *
 * With --only, the figures go to a section of their own (bench:attacks-bodies for --only=bodies),
 * so one attack can be measured again without running every other.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test
 * (a scratch database is created beside it and dropped at the end). Traffic goes to 127.0.0.1 only.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/support/smtp-peer";
import { startServerProcess } from "../tests/support/server-process";
import { writeBenchmarkSection } from "./benchmark-doc";
import { createScratchDatabase } from "./bench-api/scratch-database";
import type { AttackFigure, AttackTarget } from "./attacks/types";

type AttackModule = { default: (target: AttackTarget) => Promise<AttackFigure[]> };

const args = process.argv.slice(2);
const only = args
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const pgliteOnly = args.includes("--pglite-only");
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const admin = { adminEmail: "owner@forma.test", adminPassword: "attack-bench-password-1234" };

const attacksDir = path.resolve(import.meta.dirname, "attacks");
const names = fs
  .readdirSync(attacksDir)
  .filter((file) => file.endsWith(".ts") && file !== "types.ts")
  .map((file) => file.replace(/\.ts$/, ""))
  .filter((name) => !only || only.includes(name))
  .sort();

async function runOne(name: string, database: AttackTarget["database"]): Promise<AttackFigure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `forma-attack-${name}-`));
  const scratch = database === "postgres" ? await createScratchDatabase(serverUrl) : undefined;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServerProcess({
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.url,
      SESSION_SECRET: "attack-bench-session-secret-0123456789",
      ADMIN_EMAIL: admin.adminEmail,
      ADMIN_PASSWORD: admin.adminPassword,
      LOG_LEVEL: "warn",
      REMINDERS: "off",
    },
  });
  try {
    const attack = ((await import(path.join(attacksDir, `${name}.ts`))) as AttackModule).default;
    return await attack({ baseUrl, database, ...admin });
  } catch (error) {
    return [{ attack: `${name}: the attack itself failed`, figure: error instanceof Error ? error.message : String(error) }];
  } finally {
    await server.stop();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const databases: AttackTarget["database"][] = pgliteOnly ? ["pglite"] : ["pglite", "postgres"];
// The machine's load when the run starts: health latencies mean little without it.
const loadAtStart = os.loadavg().map((value) => value.toFixed(2));
const rows: string[] = [];
for (const name of names) {
  for (const database of databases) {
    const figures = await runOne(name, database);
    for (const { attack, figure } of figures) {
      const row = `| ${name} | ${database === "pglite" ? "PGlite" : "PostgreSQL"} | ${attack} | ${figure} |`;
      console.log(row);
      rows.push(row);
    }
  }
}

const section = [
  only
    ? `## Hostile requests: ${only.join(", ")} (\`npm run bench:attacks -- --only=${only.join(",")}\`)`
    : "## Hostile requests (`npm run bench:attacks`)",
  "",
  `Built server, a fresh database per attack, ${os.cpus().length} cores, load average ${loadAtStart.join(" / ")} (1 / 5 / 15 min) at the start, ${new Date().toISOString().slice(0, 10)}.`,
  "",
  "| area | database | attack | result |",
  "| --- | --- | --- | --- |",
  ...rows,
].join("\n");
writeBenchmarkSection(only ? `attacks-${only.join("-")}` : "attacks", section);
