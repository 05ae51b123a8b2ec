/**
 * The one line a failed start-up prints. Whatever was thrown (an Error, a Node system error, or the
 * plain object the embedded database's file system throws, `{ name: "ErrnoError", errno }`), the line
 * is words, never "[object Object]"; a full, read-only or forbidden data directory says so and what
 * to do.
 */
import { ConfigError } from "./config";
import { DataDirInUseError } from "./data-dir-lock";
import { DatabaseUnavailableError } from "./db";
import { describeThrown } from "./describe-thrown";

/** Emscripten's errno numbers (PGlite's file system) for the disk errors an operator can fix. */
const emscriptenErrnos: Record<number, string> = { 51: "ENOSPC", 19: "EDQUOT", 69: "EROFS", 2: "EACCES", 63: "EPERM" };

/** PostgreSQL's and libc's wording of the same errors, when only a message is left. */
const diskMessages: Array<[RegExp, string]> = [
  [/no space left on device/i, "ENOSPC"],
  [/disk quota exceeded/i, "EDQUOT"],
  [/read-only file system/i, "EROFS"],
  [/permission denied/i, "EACCES"],
];

type Thrown = { code?: unknown; errno?: unknown; name?: unknown; message?: unknown; cause?: unknown };

/** The disk error code of `error` or anything it wraps, if it is one an operator can fix. */
export function diskErrorCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== "object" || error === null || depth > 5) return undefined;
  const thrown = error as Thrown;
  if (typeof thrown.code === "string" && ["ENOSPC", "EDQUOT", "EROFS", "EACCES", "EPERM"].includes(thrown.code)) return thrown.code;
  if (thrown.name === "ErrnoError" && typeof thrown.errno === "number" && emscriptenErrnos[thrown.errno]) return emscriptenErrnos[thrown.errno];
  if (typeof thrown.message === "string") {
    const found = diskMessages.find(([pattern]) => pattern.test(thrown.message as string));
    if (found) return found[1];
  }
  return diskErrorCode(thrown.cause, depth + 1);
}

function diskLine(code: string, dataDir: string): string {
  if (code === "ENOSPC" || code === "EDQUOT") {
    return `Cannot start: the data directory ${dataDir} is full (${code}). Free space on its disk, or set DATA_DIR to a folder with room, and start again.`;
  }
  if (code === "EROFS")
    return `Cannot start: the data directory ${dataDir} is read-only (EROFS). Mount it writable, or set DATA_DIR to a writable folder.`;
  return `Cannot start: this server may not write to the data directory ${dataDir} (${code}). Give its user write access, or set DATA_DIR to a folder it may write.`;
}

export function startupFailureLine(error: unknown, dataDir: string): string {
  // A PostgreSQL server's own disk or permissions are not DATA_DIR's: its message is said as it is.
  const disk = error instanceof DatabaseUnavailableError && !error.inDataDir ? undefined : diskErrorCode(error);
  if (disk) return diskLine(disk, dataDir);
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError || error instanceof DataDirInUseError) return error.message;
  const thrown = error as Thrown | null;
  if (thrown?.code === "EADDRINUSE") return `Port ${(error as { port?: number }).port ?? ""} is already in use: set PORT to a free port.`;
  return `Start-up failed: ${describeThrown(error)}`;
}
