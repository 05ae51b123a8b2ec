/**
 * Starts a benchmark server as a child process (its own event loop and CPU time, apart from the load
 * generator's) and waits for the port it reports. Each child is bundled with esbuild first, as
 * `npm run build` bundles the production server, and runs on plain node with the given flags: no
 * TypeScript loader in the measured process.
 */
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

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
  /** Where the bundle is written. */
  workDir: string;
  /** node flags, as the server is started in production. */
  nodeFlags?: string[];
};

async function bundle(script: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [script],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
}

export async function startServer(name: string, script: string, options: ServerOptions): Promise<BenchServer> {
  // Beside the sources' node_modules, so the bundle's external packages resolve as in dist/server.
  const bundled = path.join(path.dirname(script), `.bench-${name}-${process.pid}.mjs`);
  await bundle(script, bundled);
  const log = fs.openSync(options.logFile, "w");
  const profile = options.cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = fork(bundled, [], {
    execArgv: [...(options.nodeFlags ?? []), ...profile],
    env: options.env,
    stdio: ["ignore", log, "inherit", "ipc"],
  });
  child.once("exit", () => {
    fs.rmSync(bundled, { force: true });
    fs.rmSync(`${bundled}.map`, { force: true });
  });
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
