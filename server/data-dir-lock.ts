/**
 * The embedded database belongs to one process: two servers writing one PGlite folder corrupt it
 * (acknowledged leads vanished after a restart). The lock is a Unix socket in DATA_DIR that the
 * server listens on while it runs. The kernel guarantees one listener per path, a second server
 * finds the first one answering and refuses to start, and a lock left by a server that died
 * (nobody answers on it) is taken over. No pid files: in containers every server is pid 1.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export class DataDirInUseError extends Error {}

export type DataDirLock = { release: () => Promise<void> };

const socketName = "server.lock.sock";
/** Unix socket paths are limited to 107 bytes on Linux (103 on macOS). */
const maxSocketPathBytes = 103;
const takeoverStaleMs = 10_000;

function listen(socketPath: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((connection) => connection.end());
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      server.unref();
      resolve(server);
    });
  });
}

/** "alive" when a server answers on the socket, "dead" when the file is left over, "gone" when absent. */
function probe(socketPath: string): Promise<"alive" | "dead" | "gone"> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    const done = (state: "alive" | "dead" | "gone") => {
      socket.destroy();
      resolve(state);
    };
    socket.setTimeout(2000, () => done("alive")); // a server too busy to answer is still a server
    socket.once("connect", () => done("alive"));
    socket.once("error", (error: NodeJS.ErrnoException) => done(error.code === "ENOENT" ? "gone" : error.code === "ECONNREFUSED" ? "dead" : "alive"));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Removes a dead server's socket. Only one process takes over at a time (mkdir is atomic), and it
 * checks again under that guard, so a live server's socket is never removed.
 */
async function removeDeadSocket(dir: string, socketPath: string): Promise<void> {
  const guard = path.join(dir, "server.lock.takeover");
  try {
    fs.mkdirSync(guard);
  } catch {
    // The wall clock, not the app's: the guard's age is compared with its file's mtime, which the
    // file system stamps with the machine's time.
    // eslint-disable-next-line no-restricted-syntax -- the OS's time, to compare with a file's mtime the OS stamped
    const age = Date.now() - (fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > takeoverStaleMs) fs.rmSync(guard, { recursive: true, force: true });
    await pause(100);
    return;
  }
  try {
    if ((await probe(socketPath)) === "dead") fs.rmSync(socketPath, { force: true });
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

export async function lockDataDir(dir: string): Promise<DataDirLock> {
  fs.mkdirSync(dir, { recursive: true });
  const socketPath = path.join(dir, socketName);
  if (Buffer.byteLength(socketPath) > maxSocketPathBytes) {
    throw new DataDirInUseError(
      `DATA_DIR is too long a path for its lock (${socketPath}): use a path under ${maxSocketPathBytes - socketName.length - 1} bytes.`,
    );
  }
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const server = await listen(socketPath);
      return { release: () => new Promise((resolve) => server.close(() => resolve())) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    }
    const state = await probe(socketPath);
    if (state === "alive") {
      throw new DataDirInUseError(
        `Another server is already using the embedded database in ${dir}: stop it, give this server its own DATA_DIR, or set DATABASE_URL to share one PostgreSQL between servers.`,
      );
    }
    if (state === "dead") await removeDeadSocket(dir, socketPath);
  }
  throw new DataDirInUseError(`Could not lock ${dir} for the embedded database: another server keeps starting on it.`);
}
