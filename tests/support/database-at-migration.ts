/**
 * A test database brought to an earlier migration by hand, so a migration can be tested on rows
 * written at the schema before it: the raw SQL of the migrations, then drizzle's record of what was
 * applied, so the server applies only what follows when it opens the database.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { projectPath } from "../../server/project-path";
import { createTestDatabaseLocation, type TestDatabaseLocation } from "./test-database";

export type RawQuery = (sql: string) => Promise<Array<Record<string, unknown>>>;

const migrationFiles = fs
  .readdirSync(projectPath("migrations"))
  .filter((name) => name.endsWith(".sql"))
  .sort();

/** The position of the migration whose file name contains `part`. */
export function migrationIndex(part: string): number {
  const index = migrationFiles.findIndex((name) => name.includes(part));
  if (index < 0) throw new Error(`No migration named like ${part}`);
  return index;
}

/** A fresh database the server can open later (PostgreSQL, or PGlite on disk where the server keeps it), with raw SQL access. */
export async function openRawDatabase(): Promise<{ location: TestDatabaseLocation; query: RawQuery; close: () => Promise<void> }> {
  const location = await createTestDatabaseLocation({ onDisk: true, empty: true });
  if (location.databaseUrl) {
    const client = new pg.Client({ connectionString: location.databaseUrl });
    await client.connect();
    return { location, query: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
  }
  const lite = new PGlite(path.join(location.dataDir, "pglite")); // where the server keeps it (server/db.ts)
  return { location, query: async (sql) => (await lite.exec(sql)).at(-1)?.rows ?? [], close: () => lite.close() };
}

/** The SQL of the migrations from `from` up to (not including) `to`, statement by statement. */
export async function applyMigrations(query: RawQuery, from: number, to: number): Promise<void> {
  for (const name of migrationFiles.slice(from, to)) {
    const text = fs.readFileSync(projectPath("migrations", name), "utf8");
    for (const statement of text.split("--> statement-breakpoint")) if (statement.trim()) await query(statement);
  }
}

/** Records the first `count` migrations as applied, as drizzle's migrator does (by the journal's time). */
export async function recordMigrationsApplied(query: RawQuery, count: number): Promise<void> {
  const journal = JSON.parse(fs.readFileSync(projectPath("migrations", "meta", "_journal.json"), "utf8")) as { entries: Array<{ when: number }> };
  await query(`create schema if not exists drizzle`);
  await query(`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  await query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('test', ${journal.entries[count - 1].when})`);
}
