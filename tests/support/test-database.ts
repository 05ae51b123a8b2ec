/**
 * A fresh, migrated database for each API test file: in-memory PGlite by default, or a new database
 * on the real PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../server/db";
import { projectPath } from "../../server/project-path";

export type TestDriver = "pglite" | "postgres";

export function testDriver(): TestDriver {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)");
  return url;
}

/** The same server URL naming another database on it. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Where a test database lives, so a test can open it again (restart) and drop it at the end. */
export type TestDatabaseLocation = { databaseUrl?: string; dataDir: string; dispose: () => Promise<void> };

/** What the migrations folder holds, so a template made from other migrations is never used. */
function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  const folder = projectPath("migrations");
  for (const name of fs.readdirSync(folder).sort()) {
    if (!name.endsWith(".sql")) continue;
    hash.update(name).update(fs.readFileSync(path.join(folder, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * A migrated PostgreSQL database that every further test database of the server is copied from
 * (`create database … template …`, about 0.2–0.3 s) instead of being migrated (0.7–1 s), made once
 * per set of migrations. Several test processes may ask at once: an advisory lock lets one build it
 * under a temporary name, and the rename makes it appear whole. The template stays on the server for
 * the next run; a change to the migrations makes a new one and drops the others that nothing uses.
 */
/**
 * Templates of earlier migrations, dropped when a new one is made so they do not pile up on the
 * server. One that a run of another checkout is copying right now refuses the drop and is kept.
 */
async function dropOtherTemplates(admin: pg.Client, current: string): Promise<void> {
  const others = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname ~ '^forma_template_[0-9a-f]{16}$' and datname <> $1",
    [current],
  );
  for (const { datname } of others.rows) await admin.query(`drop database if exists ${datname}`).catch(() => {});
}

let postgresTemplate: Promise<string> | undefined;
function migratedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `forma_template_${migrationsFingerprint()}`;
    const admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    try {
      await admin.query("select pg_advisory_lock(hashtext($1))", [name]);
      const existing = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (existing.rowCount === 0) {
        const building = `${name}_building_${randomBytes(4).toString("hex")}`;
        await admin.query(`create database ${building}`);
        const migrated = await openDatabase({ databaseUrl: withDatabase(serverUrl(), building), dataDir: os.tmpdir() });
        await migrated.close();
        await admin.query(`alter database ${building} rename to ${name}`);
        await dropOtherTemplates(admin, name);
      }
      return name;
    } finally {
      await admin.query("select pg_advisory_unlock(hashtext($1))", [name]).catch(() => {});
      await admin.end();
    }
  })();
  return postgresTemplate;
}

/**
 * A new database for one test. `empty` leaves it without the schema (tests that bring it to an earlier
 * migration by hand); otherwise a PostgreSQL one is a copy of the migrated template.
 */
export async function createTestDatabaseLocation(options: { onDisk?: boolean; empty?: boolean } = {}): Promise<TestDatabaseLocation> {
  if (testDriver() === "postgres") {
    const name = `forma_test_${randomBytes(6).toString("hex")}`;
    const template = options.empty ? undefined : await migratedPostgresTemplate();
    const admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    return {
      databaseUrl: withDatabase(serverUrl(), name),
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "forma-test-")),
      dispose: async () => {
        const cleanup = new pg.Client({ connectionString: serverUrl() });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  if (options.onDisk) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-test-"));
    return { dataDir, dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  return { dataDir: "memory://", dispose: async () => {} };
}

/**
 * One migrated in-memory database per test worker, dumped once: every further in-memory database of
 * that worker starts from the dump (about 0.6 s) instead of a new cluster plus every migration (about
 * 2.2 s), and the API files open a few hundred of them.
 */
let memoryTemplate: Promise<Blob> | undefined;
function migratedMemoryTemplate(): Promise<Blob> {
  memoryTemplate ??= (async () => {
    const first = await PGlite.create("memory://");
    try {
      await migrate(drizzle({ client: first }), { migrationsFolder: projectPath("migrations") });
      return await first.dumpDataDir("none");
    } finally {
      await first.close();
    }
  })();
  return memoryTemplate;
}

export async function openTestDatabase(location: TestDatabaseLocation): Promise<DatabaseHandle> {
  if (location.databaseUrl || location.dataDir !== "memory://") return openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
  return openDatabase({ dataDir: location.dataDir, memoryTemplate: await migratedMemoryTemplate() });
}
