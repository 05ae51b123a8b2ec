/**
 * One Drizzle database over two drivers: node-postgres when DATABASE_URL is set, otherwise embedded
 * PGlite persisted in DATA_DIR. Both run the same committed migrations at start.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../shared/schema";
import { lockDataDir, type DataDirLock } from "./data-dir-lock";
import { projectPath } from "./project-path";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export class DatabaseUnavailableError extends Error {}

const migrationsFolder = projectPath("migrations");

/**
 * Held on one connection while a server migrates: servers started together on one PostgreSQL take
 * turns, and each one after the first finds every migration applied. Any fixed number would do;
 * this one spells "Forma" in ASCII.
 */
const migrationLockKey = 0x466f726d61;

/** "postgres://user:secret@host:5432/db" → "host:5432/db": never print a password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "the configured DATABASE_URL";
  }
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`Cannot connect to PostgreSQL at ${describeDatabaseUrl(databaseUrl)}: ${reason}`);
  }
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query("select pg_advisory_lock($1)", [migrationLockKey]);
    await migrateNodePg(drizzleNodePg({ client: pool }), { migrationsFolder });
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  } finally {
    // Ending the session would release the lock too; unlocking first returns a clean connection.
    await lockHolder.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => {});
    lockHolder.release();
  }
  return {
    db,
    driver: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * dataDir "memory://" keeps the database in memory (tests); anything else is a folder on disk, locked
 * to this process for as long as the database is open (data-dir-lock.ts).
 */
async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let location = dataDir;
  let lock: DataDirLock | undefined;
  if (dataDir !== "memory://") {
    lock = await lockDataDir(dataDir);
    location = path.join(dataDir, "pglite");
    fs.mkdirSync(location, { recursive: true });
  }
  let client: PGlite;
  try {
    client = await PGlite.create(location);
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  } catch (error) {
    await lock?.release();
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`Cannot open the embedded database in ${location}: ${reason}`);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      await lock?.release();
    },
  };
}

/** A transaction handle; storage functions accept either so services can compose them atomically. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Transaction;
