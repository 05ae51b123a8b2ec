/**
 * One Drizzle database over two drivers: node-postgres when DATABASE_URL is set, otherwise embedded
 * PGlite persisted in DATA_DIR. Both run the same committed migrations at start.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { databaseLimits } from "../shared/database-limits";
import * as schema from "../shared/schema";
import { lockDataDir, type DataDirLock } from "./data-dir-lock";
import { projectPath } from "./project-path";
import { setPhotoFolder } from "./photos/photo-files";
import { describeThrown } from "./describe-thrown";
import { markConnectionFailure } from "./database-faults";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  /**
   * Resolves when the database answers and its schema is at this server's newest migration (a
   * database re-created empty, or one an older server left behind, throws SchemaBehindError).
   */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export class DatabaseUnavailableError extends Error {
  /** Whether the failure was in DATA_DIR (the embedded database), where a full or read-only disk is the operator's to fix. */
  constructor(
    message: string,
    readonly inDataDir: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The database answers, but without the tables this server's migrations make. */
export class SchemaBehindError extends Error {}

const migrationsFolder = projectPath("migrations");

/**
 * The newest migration this server carries (its journal's `when`, which Drizzle records as
 * `created_at` of each migration it applies): the build ships migrations/ beside dist/ and reads it
 * from there (scripts/runtime-files.mjs), as the migrator itself does at start.
 */
function newestMigrationMillis(): number {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
}

/** 3F000 (no such schema) or 42P01 (no such table), possibly wrapped by Drizzle. */
function isMissingSchema(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === "3F000" || code === "42P01";
}

/**
 * Checks what `ping` promises. On an empty database the query itself fails (schema "drizzle" does
 * not exist, 3F000), which is the schema being behind too.
 */
function schemaCheck(db: Database): () => Promise<void> {
  const expected = newestMigrationMillis();
  return async () => {
    // Both drivers answer raw SQL with { rows }.
    const result = (await db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`).catch((error: unknown) => {
      if (isMissingSchema(error)) throw new SchemaBehindError("The database has no migrations table: it is empty.");
      throw error;
    })) as { rows: Array<{ latest: string | null }> };
    const latest = Number(result.rows[0]?.latest ?? 0);
    // Newer is fine: during a rolling update a newer server may have migrated first.
    if (latest < expected) throw new SchemaBehindError(`The database's schema is behind this server (migration ${latest}, expected ${expected}).`);
  };
}

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

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  /**
   * For an in-memory embedded database only (tests): start from this dump of an already migrated
   * database (PGlite's `dumpDataDir`, loaded with `loadDataDir`) instead of creating a cluster and
   * migrating it, which costs about three times as long. The migrations still run, and find nothing to do.
   */
  memoryTemplate?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.memoryTemplate);
}

/**
 * A node-postgres client whose failure to open a connection is marked as such (markConnectionFailure):
 * whatever PostgreSQL answers then (a database that does not accept connections, 55000; a pg_hba.conf
 * or password refusal, class 28; no CONNECT privilege, 42501), the database cannot be reached, which
 * is a 503 on every route, never a 500 (server/database-faults.ts).
 */
class ConnectingClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: (error: Error) => void): void;
  override connect(callback?: (error: Error) => void): Promise<pg.Client> | void {
    if (!callback) return super.connect().catch((error: unknown) => Promise.reject(markConnectionFailure(error)));
    super.connect((error: Error) => callback(error && (markConnectionFailure(error) as Error)));
  }
}

/**
 * The pool requests use. Every session carries a statement and a lock timeout (shared/database-limits.ts),
 * so no request waits on the database longer than a stated bound: a table locked by someone else
 * answers 503 after lockTimeoutMs instead of holding the request. Opening a connection, or waiting
 * for a free one, gives up after connectionTimeoutMs, so an unreachable server does not hang
 * requests either. query_timeout is the client's own bound for a network that drops packets silently
 * (PostgreSQL's timeouts need a server that hears them). A lost connection is replaced by the next
 * query: the server recovers by itself when the database is back.
 */
function servingPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({
    Client: ConnectingClient,
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: databaseLimits.connectionTimeoutMs,
    statement_timeout: databaseLimits.statementTimeoutMs,
    lock_timeout: databaseLimits.lockTimeoutMs,
    idle_in_transaction_session_timeout: databaseLimits.statementTimeoutMs * 3,
    query_timeout: databaseLimits.statementTimeoutMs + databaseLimits.connectionTimeoutMs,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  return pool;
}

/**
 * Applies the migrations on connections of their own, without the serving timeouts: a migration may
 * rightly take longer than a request may, and a server waits for another one's migration (the advisory
 * lock) for as long as it takes.
 */
async function migratePostgres(databaseUrl: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: databaseLimits.connectionTimeoutMs });
  pool.on("error", () => {});
  try {
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query("select pg_advisory_lock($1)", [migrationLockKey]);
      await migrateNodePg(drizzleNodePg({ client: pool }), { migrationsFolder });
    } finally {
      // Ending the session would release the lock too; unlocking first is tidier.
      await lockHolder.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => {});
      lockHolder.release();
    }
  } finally {
    await pool.end().catch(() => {});
  }
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = servingPool(databaseUrl);
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    // describeThrown: a refused connection to "localhost" is an AggregateError with an empty message.
    throw new DatabaseUnavailableError(`Cannot connect to PostgreSQL at ${describeDatabaseUrl(databaseUrl)}: ${describeThrown(error)}`, false, {
      cause: error,
    });
  }
  try {
    await migratePostgres(databaseUrl);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return { db, driver: "postgres", ping: schemaCheck(db), close: () => pool.end() };
}

/**
 * dataDir "memory://" keeps the database in memory (tests); anything else is a folder on disk, locked
 * to this process for as long as the database is open (data-dir-lock.ts).
 */
async function openPglite(dataDir: string, memoryTemplate?: Blob): Promise<DatabaseHandle> {
  let location = dataDir;
  let lock: DataDirLock | undefined;
  if (dataDir !== "memory://") {
    lock = await lockDataDir(dataDir);
    location = path.join(dataDir, "pglite");
    fs.mkdirSync(location, { recursive: true });
  }
  let client: PGlite;
  try {
    client = await (dataDir === "memory://" && memoryTemplate ? PGlite.create({ loadDataDir: memoryTemplate }) : PGlite.create(location));
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  } catch (error) {
    await lock?.release();
    // PGlite's file system throws plain objects ({ name: "ErrnoError", errno }): kept as the cause,
    // so start-up can tell a full or read-only disk (startup-errors.ts).
    throw new DatabaseUnavailableError(`Cannot open the embedded database in ${location}: ${describeThrown(error)}`, true, { cause: error });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  // Photo bytes are kept beside the embedded database, not in it (server/photos/photo-files.ts); an
  // in-memory database (tests) gets a temporary folder that goes with it.
  const photoFolder = dataDir === "memory://" ? fs.mkdtempSync(path.join(os.tmpdir(), "forma-photos-")) : path.join(dataDir, "uploads");
  setPhotoFolder(db, photoFolder);
  return {
    db,
    driver: "pglite",
    ping: schemaCheck(db),
    close: async () => {
      await client.close();
      if (dataDir === "memory://") fs.rmSync(photoFolder, { recursive: true, force: true });
      await lock?.release();
    },
  };
}

/** A transaction handle; storage functions accept either so services can compose them atomically. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Transaction;
