/**
 * Lighthouse (mobile preset, system Chromium) on every public route of the built server.
 * Prints the four category scores, LCP, TBT, CLS and the route's JS and total bytes (as
 * transferred, gzip), and writes the table to docs/benchmarks.md.
 *
 *   npm run build && npm run bench:site            # every public route, table into docs/benchmarks.md
 *   npm run bench:site -- /contact /projects      # only these routes, printed, docs untouched
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeBenchmarkSection } from "./benchmark-doc";

const port = Number(process.env.BENCH_PORT ?? 4180);
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

async function startServer() {
  const server = spawn(process.execPath, ["dist/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "forma-bench-")),
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error("The built server did not start: run `npm run build` first.");
}

async function publicRoutes(): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
}

type Row = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  totalKb: number;
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A run Lighthouse itself could not complete (it reports a runtime error and null scores) is retried. */
async function measure(route: string, chromePort: number, attempts = 3): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(route, chromePort);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${route}: ${(error as Error).message}; measuring again`);
    }
  }
}

async function measureOnce(route: string, chromePort: number): Promise<Row> {
  const result = await lighthouse(`${origin}${route}`, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError || categories.performance.score === null) {
    throw new Error(`Lighthouse could not measure ${route}: ${runtimeError?.code ?? "no performance score"}`);
  }
  const requests = (audits["network-requests"].details as unknown as { items: { resourceType: string; transferSize: number }[] }).items;
  const score = (id: string) => Math.round((categories[id].score ?? 0) * 100);
  return {
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audits["largest-contentful-paint"].numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"].numericValue ?? 0),
    cls: Math.round((audits["cumulative-layout-shift"].numericValue ?? 0) * 1000) / 1000,
    jsKb: kb(requests.filter((request) => request.resourceType === "Script").reduce((sum, request) => sum + request.transferSize, 0)),
    totalKb: kb(audits["total-byte-weight"].numericValue ?? 0),
  };
}

function table(rows: Row[]): string {
  const header =
    "| Route | Perf | A11y | Best practices | SEO | LCP ms | TBT ms | CLS | JS KB (gzip) | Total KB |\n|---|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    (row) =>
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.jsKb} | ${row.totalKb} |`,
  );
  return [header, ...lines].join("\n");
}

const loadAtStart = os.loadavg()[0];
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const chosen = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  const rows: Row[] = [];
  for (const route of chosen.length ? chosen : await publicRoutes()) {
    const row = await measure(route, chrome.port);
    rows.push(row);
    console.log(`${route}: performance ${row.performance}, LCP ${row.lcpMs} ms, CLS ${row.cls}, JS ${row.jsKb} KB`);
  }
  const output = table(rows);
  console.log(`\n${output}`);
  const worst = (key: keyof Row) => Math.min(...rows.map((row) => row[key] as number));
  const summary = `Lowest scores: performance ${worst("performance")}, accessibility ${worst("accessibility")}, best practices ${worst("bestPractices")}, SEO ${worst("seo")}. Largest JS: ${Math.max(...rows.map((row) => row.jsKb))} KB gzip; largest CLS: ${Math.max(...rows.map((row) => row.cls))}.`;
  console.log(`\n${summary}`);
  if (!chosen.length)
    writeBenchmarkSection(
      "site",
      `## Site (Lighthouse ${process.env.npm_package_devDependencies_lighthouse ?? "12"}, mobile preset, system Chromium)\n\nMeasured ${new Date().toISOString().slice(0, 10)} on a ${os.cpus().length}-core machine with \`npm run bench:site\` against the built server. Machine load average (1 min) ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end: TBT and the performance score drop when other work shares the CPU.\n\n${table(rows)}\n\n${summary}`,
    );
} finally {
  await chrome.kill();
  server.kill();
}
