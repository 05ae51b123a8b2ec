/**
 * Starts a benchmark server as a child process (its own event loop and CPU time, apart from the load
 * generator's) and waits for the port it reports.
 */
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";

export type BenchServer = {
  name: string;
  origin: string;
  /** CPU time (user + system) the server has used since it started, in microseconds. */
  cpuMicros: () => Promise<number>;
  stop: () => Promise<void>;
};

export type ServerOptions = {
  env: NodeJS.ProcessEnv;
  /** Where the child's stdout (its log lines) goes. */
  logFile: string;
  /** A folder for a --cpu-prof profile of the child, written when it stops. */
  cpuProfileDir?: string;
};

export async function startServer(name: string, script: string, options: ServerOptions): Promise<BenchServer> {
  const log = fs.openSync(options.logFile, "w");
  const profile = options.cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = fork(script, [], { execArgv: ["--import", "tsx", ...profile], env: options.env, stdio: ["ignore", log, "inherit", "ipc"] });
  fs.closeSync(log);
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message) => resolve((message as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`the ${name} server exited (${code}) before listening; its output is in ${options.logFile}`)));
  });
  return { name, origin: `http://127.0.0.1:${port}`, cpuMicros: () => askCpu(child), stop: () => stopChild(child) };
}

function askCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      const cpuMicros = (message as { cpuMicros?: number }).cpuMicros;
      if (cpuMicros === undefined) return;
      child.off("message", onMessage);
      resolve(cpuMicros);
    };
    child.on("message", onMessage);
    child.send("cpu");
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.send("stop");
  });
}
