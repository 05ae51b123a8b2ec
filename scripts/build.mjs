/**
 * `npm run build`: the production build, one step after another, stopping at the first that fails.
 *
 *   node scripts/build.mjs            every step's own output, as the tools print it (CI, developers)
 *   node scripts/build.mjs --quiet    one line a step with its time; a failing step's output is
 *                                     printed whole (`npm start` builds this way)
 *
 * Plain Node with no dependency beyond the build tools themselves, so `npm start` can import the
 * step list without loading TypeScript.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", process.platform === "win32" ? `${name}.cmd` : name);

export const buildSteps = [
  { label: "Photo variants (AVIF, WebP and JPEG at several widths)", command: bin("tsx"), args: ["scripts/images/build-variants.ts"] },
  { label: "The browser app", command: bin("vite"), args: ["build"] },
  { label: "The page renderer", command: bin("vite"), args: ["build", "--ssr", "src/entry-server.tsx", "--outDir", "../dist/ssr"] },
  { label: "Prerendered pages", command: bin("tsx"), args: ["scripts/prerender.ts"] },
  { label: "The server bundle", command: bin("tsx"), args: ["scripts/build-server.ts"] },
];

/** Runs one step; quiet, its output is kept and handed back instead of printed. */
function runStep(step, quiet) {
  const child = spawn(step.command, step.args, { cwd: root, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
  // `npm start` under a process manager gets SIGTERM alone (a terminal's Ctrl-C reaches the whole group).
  const forward = (signal) => child.kill(signal);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, forward);
  let output = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk) => (output += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on("error", (error) => resolve({ ok: false, output: `${output}\n${error.message}` }));
    child.on("close", (code, signal) => resolve({ ok: code === 0, signal, output }));
  }).finally(() => {
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.off(signal, forward);
  });
}

/** Runs every step; resolves true when all succeeded. */
export async function build({ quiet = false } = {}) {
  for (const [index, step] of buildSteps.entries()) {
    const started = performance.now();
    const heading = `[${index + 1}/${buildSteps.length}] ${step.label}`;
    if (quiet) process.stdout.write(`  ${heading}...`);
    else console.log(`\n${heading}`);
    const result = await runStep(step, quiet);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (!result.ok) {
      if (quiet) process.stdout.write(" failed.\n\n" + result.output.replaceAll("\r", "\n") + "\n");
      console.error(`The build failed at "${step.label}"${result.signal ? ` (${result.signal})` : ""}.`);
      return false;
    }
    if (quiet) process.stdout.write(` done in ${seconds} s\n`);
  }
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ok = await build({ quiet: process.argv.includes("--quiet") });
  process.exit(ok ? 0 : 1);
}
