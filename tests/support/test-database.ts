/**
 * A fresh, migrated database for each API test file: in-memory PGlite by default, or a new database
 * on the real PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres.
 */
import { randomBytes } from "node:crypto";
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

export async function createTestDatabaseLocation(options: { onDisk?: boolean } = {}): Promise<TestDatabaseLocation> {
  if (testDriver() === "postgres") {
    const name = `forma_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
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
