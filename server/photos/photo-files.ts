/**
 * Photo bytes as files, for the embedded database. PGlite runs in WebAssembly on the server's one
 * thread: a statement carrying a megabyte photo holds every other request while it is parsed, decoded
 * and written to the WAL (docs/decisions/0110-photos-beside-the-embedded-database.md). So on PGlite
 * the photo itself is written to DATA_DIR/uploads with fs promises (libuv's thread pool) before the
 * lead's transaction, and its row keeps the metadata and the file's name. On PostgreSQL the bytes stay
 * in the database, which every server of a deployment shares; DATA_DIR may not be shared.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Database } from "../db";

/** The folder of each embedded database's photo files, set when it is opened (db.ts). */
const folders = new WeakMap<Database, string>();

export function setPhotoFolder(db: Database, folder: string): void {
  fs.mkdirSync(folder, { recursive: true });
  folders.set(db, folder);
}

/** Where this database keeps photo files; undefined when the bytes live in the database (PostgreSQL). */
export function photoFolderOf(db: Database): string | undefined {
  return folders.get(db);
}

/** Names this code made: a UUID and the stored format's extension; nothing else is ever opened. */
const fileName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|webp)$/;

/**
 * Writes one photo and makes it durable (fsync) before its row can commit, under a temporary name
 * renamed at the end, so a file by its final name is always whole. Answers the file's name.
 */
export async function writePhotoFile(folder: string, bytes: Buffer, contentType: string): Promise<string> {
  const name = `${randomUUID()}.${contentType === "image/webp" ? "webp" : "jpg"}`;
  const target = path.join(folder, name);
  const partial = `${target}.partial`;
  const handle = await fs.promises.open(partial, "wx", 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.promises.rename(partial, target);
  return name;
}

export async function readPhotoFile(folder: string, name: string): Promise<Buffer | undefined> {
  if (!fileName.test(name)) return undefined;
  return fs.promises.readFile(path.join(folder, name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
}

/** Removes files whose rows were never stored (the lead's transaction failed). */
export async function removePhotoFiles(folder: string, names: string[]): Promise<void> {
  await Promise.all(names.filter((name) => fileName.test(name)).map((name) => fs.promises.rm(path.join(folder, name), { force: true })));
}
