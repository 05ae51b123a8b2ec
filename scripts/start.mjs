/**
 * `npm start`: serve the built site, building it first only when needed, so a second start is up in
 * seconds. Plain Node with no dependency, so it also runs where only the production dependencies are
 * installed (the Docker image, which has dist/ but no sources: there it just serves).
 *
 * A build is needed, when the sources are here, if:
 *  - dist/.build-stamp is missing: no build yet, or the last one failed or was interrupted (the
 *    build's last step writes it, and this script removes it before building);
 *  - a file the server needs from the build is missing;
 *  - any input (sources, assets, build scripts and configuration, package files) changed since the
 *    build began (the time is in the stamp);
 *  - any file in dist/ is newer than the stamp: a build started by hand did not finish.
 *
 * The build runs quietly (scripts/build.mjs --quiet): one line a step with its time, and the first
 * build says that it takes a few minutes. Then it runs `node --enable-source-maps dist/server/index.js` with NODE_ENV=production (stack traces
 * name the TypeScript sources), forwards SIGINT/SIGTERM/SIGHUP to it and exits as it does.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "./build.mjs";
import { productionNodeFlags } from "./node-flags.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = (...segments) => path.join(root, ...segments);
const stampFile = at("dist", ".build-stamp");

/** What `npm run build` reads (package.json's "build" script and the files it runs). */
const buildInputs = [
  "client",
  "server",
  "shared",
  "scripts",
  "assets",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "tsconfig.json",
  "tailwind.config.ts",
];
/** What the server reads from the build at start (server/client-serving.ts). */
const buildOutputs = [
  "dist/server/index.js",
  "dist/server/pdf-render-worker.js",
  "dist/client/app-shell.html",
  "dist/client/index.html",
  "dist/client/404.html",
];

function* files(location) {
  const stat = fs.statSync(location, { throwIfNoEntry: false });
  if (!stat) return;
  yield { location, mtimeMs: stat.mtimeMs };
  if (!stat.isDirectory()) return;
  for (const name of fs.readdirSync(location)) yield* files(path.join(location, name));
}

function readStamp() {
  const stat = fs.statSync(stampFile, { throwIfNoEntry: false });
  if (!stat) return undefined;
  try {
    const { sourcesAsOf } = JSON.parse(fs.readFileSync(stampFile, "utf8"));
    return typeof sourcesAsOf === "number" ? { sourcesAsOf, writtenAt: stat.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** Why the build must run, or undefined when it is up to date. */
function buildNeeded() {
  const stamp = readStamp();
  if (!stamp) return "there is no finished build (dist/.build-stamp)";
  const missing = buildOutputs.find((output) => !fs.existsSync(at(output)));
  if (missing) return `${missing} is missing`;
  for (const input of buildInputs) {
    for (const file of files(at(input))) {
      if (file.mtimeMs > stamp.sourcesAsOf) return `${path.relative(root, file.location)} changed since the last build`;
    }
  }
  for (const file of files(at("dist"))) {
    if (file.location !== stampFile && file.location !== at("dist") && file.mtimeMs > stamp.writtenAt) {
      return `${path.relative(root, file.location)} is newer than the last finished build`;
    }
  }
  return undefined;
}

const forwarded = ["SIGINT", "SIGTERM", "SIGHUP"];

/**
 * Runs a child with our terminal; a signal sent to us goes to it. With `onLine`, its standard output
 * passes through us, and each line is also handed to `onLine`. Resolves with how it ended.
 */
function run(command, args, env = process.env, onLine = undefined) {
  const child = spawn(command, args, { stdio: ["inherit", onLine ? "pipe" : "inherit", "inherit"], env });
  if (onLine && child.stdout) {
    let pending = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => {
      process.stdout.write(chunk);
      const lines = (pending + chunk).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) onLine(line);
    });
  }
  const forward = (signal) => child.kill(signal);
  for (const signal of forwarded) process.on(signal, forward);
  return new Promise((resolve) => {
    child.on("error", (error) => resolve({ code: 1, signal: null, error }));
    child.on("exit", (code, signal) => resolve({ code, signal }));
  }).finally(() => {
    for (const signal of forwarded) process.off(signal, forward);
  });
}

/** Ends this process the way the child ended: same exit code, or killed by the same signal. */
function exitLike({ code, signal }) {
  if (signal) process.kill(process.pid, signal);
  process.exit(code ?? 1);
}

const hasSources = ["client", "server", "shared"].some((folder) => fs.existsSync(at(folder)));
if (hasSources) {
  const started = performance.now();
  const reason = buildNeeded();
  if (reason) {
    if (!fs.existsSync(at("node_modules", ".bin", "vite")) || !fs.existsSync(at("node_modules", ".bin", "tsx"))) {
      console.error(`The site must be built (${reason}), but the build tools are not installed: run "npm ci" first.`);
      process.exit(1);
    }
    const firstBuild = !fs.existsSync(at("dist"));
    console.log(
      firstBuild
        ? "First start: building the site (photos, pages and server). This takes a few minutes the first time; later starts take seconds."
        : `Building again (${reason}): usually under a minute.`,
    );
    const sourcesAsOf = Date.now();
    fs.rmSync(stampFile, { force: true });
    // One line a step; the tools' own listings only if a step fails (`npm run build` prints them all).
    if (!(await build({ quiet: true }))) process.exit(1);
    // The build wrote its own stamp; this one also covers inputs edited while it ran.
    fs.writeFileSync(stampFile, JSON.stringify({ sourcesAsOf }) + "\n");
  } else {
    console.log(`The build is up to date (checked in ${Math.round(performance.now() - started)} ms).`);
  }
} else if (!fs.existsSync(at("dist", "server", "index.js"))) {
  console.error("There is no build in dist/ and no sources to build it from.");
  process.exit(1);
}

const server = await run(
  process.execPath,
  [...productionNodeFlags, at("dist", "server", "index.js")],
  { ...process.env, NODE_ENV: "production" },
  (line) => {
    // The log lines are JSON for machines; the person at the terminal also gets the address in words.
    if (!line.includes('"Forma Concrete is listening"')) return;
    try {
      console.log(`\nForma Concrete is ready. Open ${JSON.parse(line).url}\n`);
    } catch {
      // Not our JSON line after all: nothing to add.
    }
  },
);
if (server.error) console.error(`Could not start the server: ${server.error.message}`);
exitLike(server);
