/**
 * Runs the built server as a real process, the way an operator starts it: for tests of what only a
 * whole process shows (production dependencies, start-up rules, several servers on one database).
 *
 * The child gets a small clean environment plus what the test passes: the test runner's own (NODE_ENV
 * "test", a developer's DATABASE_URL…) must not leak into the server under test.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "./smtp-peer";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

export type ServerProcessOptions = {
  /** The working directory: where `.env`, a relative DATA_DIR and the entry resolve. Default: the repository. */
  cwd?: string;
  /** The server's variables. PORT defaults to a free port; PATH and HOME come from the test runner. */
  env: Record<string, string | undefined>;
  /** The script, relative to cwd. Default: dist/server/index.js. */
  entry?: string;
  /** Node's options. Default: --enable-source-maps, as in production. */
  nodeArgs?: string[];
  /** How long start-up may take before the server counts as failed. Default 60 s. */
  startTimeoutMs?: number;
};

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Sends the signal (default SIGTERM) and resolves with the exit code (null when a signal ended it). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Resolves with the exit code once the process has ended, however that happened. */
  exited: Promise<number | null>;
};

/** The server ended before it answered: its exit code and what it printed (its one-line reason). */
export class ServerExitedError extends Error {
  constructor(
    readonly code: number | null,
    readonly outputText: string,
  ) {
    super(`The server exited with code ${code} before answering /api/health:\n${outputText}`);
  }
}

/**
 * A test that fails, times out or is killed must leave no server behind (a forgotten one keeps its
 * port, its database and a core). Children still running when the test process exits are killed; and
 * should the test process die without exiting (killed by the test runner), each child notices that its
 * IPC channel to us closed and stops itself as on SIGTERM. The channel is unref'd so it never keeps the
 * server alive on its own.
 */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});
const orphanGuard = 'process.channel?.unref(); process.once("disconnect", () => process.kill(process.pid, "SIGTERM"));';
const guardArgs = ["--import", `data:text/javascript,${encodeURIComponent(orphanGuard)}`];

type Spawned = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function spawnServer(options: ServerProcessOptions, port: number): Spawned {
  const cwd = options.cwd ?? repositoryRoot;
  const env: Record<string, string> = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? cwd, PORT: String(port) };
  for (const [key, value] of Object.entries(options.env)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const child = spawn(process.execPath, [...guardArgs, ...(options.nodeArgs ?? ["--enable-source-maps"]), options.entry ?? "dist/server/index.js"], {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  child.channel?.unref();
  running.add(child);
  let text = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => {
    child.once("error", (error) => {
      text += `\n${error.message}`;
      running.delete(child);
      resolve(null);
    });
    // "close" rather than "exit": the output is complete by then.
    child.once("close", (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  return { child, output: () => text, exited };
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Resolves "up" once /api/health answers 200, "exited" if the process ends first, "timeout" otherwise. */
async function waitUntilUp(url: string, exited: Promise<number | null>, timeoutMs: number): Promise<"up" | "exited" | "timeout"> {
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended) return "exited";
    if (await healthy(url)) return "up";
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return "timeout";
}

async function stopChild(spawned: Spawned, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  if (spawned.child.exitCode === null && spawned.child.signalCode === null) spawned.child.kill(signal);
  // The server's own shutdown gives up after 10 s; past that it is stuck.
  const killer = setTimeout(() => spawned.child.kill("SIGKILL"), 15_000);
  try {
    return await spawned.exited;
  } finally {
    clearTimeout(killer);
  }
}

/** Starts the server and resolves once /api/health answers 200; rejects with ServerExitedError if it exits first. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.env.PORT ? Number(options.env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const spawned = spawnServer(options, port);
  const state = await waitUntilUp(url, spawned.exited, options.startTimeoutMs ?? 60_000);
  if (state === "exited") throw new ServerExitedError(await spawned.exited, spawned.output());
  if (state === "timeout") {
    await stopChild(spawned, "SIGKILL");
    throw new Error(`The server did not answer /api/health within ${options.startTimeoutMs ?? 60_000} ms:\n${spawned.output()}`);
  }
  return {
    url,
    port,
    pid: spawned.child.pid ?? 0,
    output: spawned.output,
    stop: (signal) => stopChild(spawned, signal),
    exited: spawned.exited,
  };
}

/**
 * For a server that must refuse to start: resolves with its exit code and output once it exits.
 * Rejects if it answers /api/health instead (after stopping it), or is still running after the timeout.
 */
export async function expectServerToExit(options: ServerProcessOptions): Promise<{ code: number | null; output: string }> {
  const port = options.env.PORT ? Number(options.env.PORT) : await freePort();
  const spawned = spawnServer(options, port);
  const state = await waitUntilUp(`http://127.0.0.1:${port}`, spawned.exited, options.startTimeoutMs ?? 60_000);
  if (state !== "exited") {
    await stopChild(spawned, "SIGKILL");
    throw new Error(`The server was expected to refuse to start, but ${state === "up" ? "it started" : "it kept running"}:\n${spawned.output()}`);
  }
  return { code: await spawned.exited, output: spawned.output() };
}
