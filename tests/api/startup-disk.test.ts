/**
 * Start-up on a disk it cannot write: a full data directory (a real 64 KB tmpfs, filled) or a
 * read-only one ends the process with exit code 1 and one line that says so, never "[object
 * Object]". Mounting needs root, as in CI; the line's wording for errors of every shape is checked
 * too, without a disk.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseUnavailableError } from "../../server/db";
import { startupFailureLine } from "../../server/startup-errors";

type Outcome = { code: number | null; stderr: string };

function startServer(dataDir: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", LOG_LEVEL: "silent", PORT: "0", DATA_DIR: dataDir },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGTERM"), 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

let mountPoint: string;
beforeAll(() => {
  mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), "forma-disk-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint]);
});
afterAll(() => {
  execFileSync("umount", [mountPoint]);
  fs.rmSync(mountPoint, { recursive: true, force: true });
});

describe("start-up on a disk it cannot write", () => {
  it("says in one line that a full data directory is full, and exits 1", async () => {
    // Room for the folders and the lock, none for the database's files.
    fs.writeFileSync(path.join(mountPoint, "filler"), Buffer.alloc(40 * 1024));
    const dataDir = path.join(mountPoint, "data");
    const outcome = await startServer(dataDir);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim().split("\n")).toEqual([
      `Cannot start: the data directory ${dataDir} is full (ENOSPC). Free space on its disk, or set DATA_DIR to a folder with room, and start again.`,
    ]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("says so when the disk has no room at all", async () => {
    fs.writeFileSync(path.join(mountPoint, "filler-2"), Buffer.alloc(24 * 1024));
    const dataDir = path.join(mountPoint, "data-2");
    const outcome = await startServer(dataDir);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim().split("\n")).toHaveLength(1);
    expect(outcome.stderr).toContain(`the data directory ${dataDir} is full (ENOSPC)`);
  });

  it("says in one line that a read-only data directory is read-only", async () => {
    for (const name of fs.readdirSync(mountPoint)) fs.rmSync(path.join(mountPoint, name), { recursive: true, force: true });
    fs.mkdirSync(path.join(mountPoint, "data"));
    execFileSync("mount", ["-o", "remount,ro", mountPoint]);
    try {
      const outcome = await startServer(path.join(mountPoint, "data"));
      expect(outcome.code).toBe(1);
      expect(outcome.stderr.trim().split("\n")).toHaveLength(1);
      expect(outcome.stderr).toContain(`the data directory ${path.join(mountPoint, "data")} is read-only (EROFS)`);
    } finally {
      execFileSync("mount", ["-o", "remount,rw", mountPoint]);
    }
  });
});

describe("the start-up failure line", () => {
  it("is words whatever was thrown", () => {
    const errno = { name: "ErrnoError", errno: 51 };
    expect(
      startupFailureLine(
        new DatabaseUnavailableError("Cannot open the embedded database in x: ErrnoError errno 51", true, { cause: errno }),
        "/srv/data",
      ),
    ).toBe(
      "Cannot start: the data directory /srv/data is full (ENOSPC). Free space on its disk, or set DATA_DIR to a folder with room, and start again.",
    );
    const nodeError = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    expect(startupFailureLine(nodeError, "./data")).toContain("the data directory ./data is full (ENOSPC)");
    expect(startupFailureLine(Object.assign(new Error("EACCES: permission denied, open"), { code: "EACCES" }), "./data")).toContain(
      "may not write to the data directory ./data (EACCES)",
    );
    const remote = new DatabaseUnavailableError("Cannot connect to PostgreSQL at db:5432/forma: permission denied for database forma", false);
    expect(startupFailureLine(remote, "./data")).toBe(remote.message);
    expect(startupFailureLine({ name: "ErrnoError", errno: 44 }, "./data")).toBe("Start-up failed: ErrnoError errno 44");
    expect(startupFailureLine({ some: "thing" }, "./data")).toBe('Start-up failed: {"some":"thing"}');
    for (const thrown of [{}, { name: "X" }, Object.create(null), 42, null])
      expect(startupFailureLine(thrown, "./data")).not.toContain("[object Object]");
  });
});
