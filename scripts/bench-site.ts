/**
 * Lighthouse (mobile preset, system Chromium) on every public route of the built server.
 * Prints the four category scores, FCP, LCP, TBT, CLS and the route's JS and total bytes (as
 * transferred, gzip), then measures our home page side by side with a static Astro build of the
 * same page (scripts/bench-site/astro-reference.ts), and writes both tables to docs/benchmarks.md.
 *
 *   npm run build && npm run bench:site            # every route and the comparison, into docs/benchmarks.md
 *   npm run bench:site -- /contact /projects      # only these routes, printed, docs untouched
 *   npm run bench:site -- --compare               # only the comparison, printed, docs untouched
 *   npm run bench:site -- --published             # after the owner's changes (a project with new photos,
 *                                                 # a review): the pages the server renders at run time,
 *                                                 # into their own section of docs/benchmarks.md
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeBenchmarkSection } from "./benchmark-doc";
import { buildReferenceSite } from "./bench-site/astro-reference";
import { publishOwnerChanges } from "./bench-site/owner-changes";
import { serveStatic } from "./bench-site/static-server";

const port = Number(process.env.BENCH_PORT ?? 4180);
const origin = `http://127.0.0.1:${port}`;
const referenceOrigin = `http://127.0.0.1:${port + 1}`;
/** Runs per site in the side-by-side comparison, alternating; medians are reported. */
const comparisonRuns = Number(process.env.BENCH_COMPARE_RUNS ?? 3);
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
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  totalKb: number;
  /** The document's bytes as transferred (headers and brotli body): 14,600 fit a new connection's first round trip. */
  htmlBytes: number;
  /** What the largest paint was: "preview" (a main image's inline preview), "image", or "text". */
  lcpElement: string;
  /**
   * LCP − FCP as Chromium itself recorded them in the trace Lighthouse simulates from (no throttling).
   * The simulated gap also counts every request that started before the largest paint, such as a
   * grid's lazy images, even where the browser painted the largest element in its first frame.
   */
  observedGapMs: number;
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A run Lighthouse itself could not complete (it reports a runtime error and null scores) is retried. */
async function measure(url: string, chromePort: number, attempts = 3): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, chromePort);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${url}: ${(error as Error).message}; measuring again`);
    }
  }
}

async function measureOnce(url: string, chromePort: number): Promise<Row> {
  const route = new URL(url).pathname;
  const result = await lighthouse(url, {
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
    fcpMs: Math.round(audits["first-contentful-paint"].numericValue ?? 0),
    lcpMs: Math.round(audits["largest-contentful-paint"].numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"].numericValue ?? 0),
    cls: Math.round((audits["cumulative-layout-shift"].numericValue ?? 0) * 1000) / 1000,
    jsKb: kb(requests.filter((request) => request.resourceType === "Script").reduce((sum, request) => sum + request.transferSize, 0)),
    totalKb: kb(audits["total-byte-weight"].numericValue ?? 0),
    htmlBytes:
      (requests as { resourceType: string; transferSize: number }[]).find((request) => request.resourceType === "Document")?.transferSize ?? 0,
    lcpElement: lcpElementKind(audits["largest-contentful-paint-element"].details),
    observedGapMs: observedGap(audits.metrics.details),
  };
}

function observedGap(details: unknown): number {
  const metrics = (details as { items?: { observedFirstContentfulPaint?: number; observedLargestContentfulPaint?: number }[] } | undefined)
    ?.items?.[0];
  return Math.round((metrics?.observedLargestContentfulPaint ?? 0) - (metrics?.observedFirstContentfulPaint ?? 0));
}

/** The kind of element Lighthouse names as the largest paint: a main image painted from its inline preview, another image, or text. */
function lcpElementKind(details: unknown): string {
  const snippet = (details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0]?.node?.snippet ?? "";
  if (/data-main-image/.test(snippet)) return "preview";
  return /^<img\b/.test(snippet) ? "image" : "text";
}

function table(rows: Row[]): string {
  const header =
    "| Route | Perf | A11y | Best practices | SEO | FCP ms | LCP ms | LCP − FCP ms | Observed LCP − FCP ms | Largest paint | HTML bytes | TBT ms | CLS | JS KB (gzip) | Total KB |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    (row) =>
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.fcpMs} | ${row.lcpMs} | ${row.lcpMs - row.fcpMs} | ${row.observedGapMs} | ${row.lcpElement} | ${row.htmlBytes} | ${row.tbtMs} | ${row.cls} | ${row.jsKb} | ${row.totalKb} |`,
  );
  return [header, ...lines].join("\n");
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};
const load1 = () => os.loadavg()[0].toFixed(1);

/**
 * Our home page and the static reference, measured in alternation in the same browser so that
 * both see the same machine load; medians of `comparisonRuns` runs each.
 */
async function compareWithStaticReference(chromePort: number): Promise<string> {
  const reference = buildReferenceSite(path.resolve("dist/client"));
  const referenceServer = await serveStatic(reference.root, [path.resolve("assets"), path.resolve("dist/images")], port + 1);
  const loadBefore = load1();
  const ours: Row[] = [];
  const theirs: Row[] = [];
  try {
    for (let run = 1; run <= comparisonRuns; run++) {
      ours.push(await measure(`${origin}/`, chromePort));
      theirs.push(await measure(`${referenceOrigin}/`, chromePort));
      console.log(`comparison run ${run}: ours LCP ${ours.at(-1)!.lcpMs} ms, static LCP ${theirs.at(-1)!.lcpMs} ms (load ${load1()})`);
    }
  } finally {
    referenceServer.close();
  }
  const line = (name: string, rows: Row[], base?: Row[]) => {
    const fcp = median(rows.map((row) => row.fcpMs));
    const lcp = median(rows.map((row) => row.lcpMs));
    const ratio = base ? (lcp / median(base.map((row) => row.lcpMs))).toFixed(2) : "1.00";
    return `| ${name} | ${rows.length} | ${fcp} | ${lcp} | ${median(rows.map((row) => row.lcpMs - row.fcpMs))} | ${median(rows.map((row) => row.performance))} | ${median(rows.map((row) => row.tbtMs))} | ${median(rows.map((row) => row.jsKb))} | ${median(rows.map((row) => row.totalKb))} | ${ratio} |`;
  };
  return [
    `Home page side by side with a static reference: ${reference.builtWith}, the same content, stylesheet and image files, no JavaScript, served by a plain static file server (gzip). Alternating runs, medians; machine load average (1 min) ${loadBefore} before and ${load1()} after.`,
    "",
    "| Site | Runs | FCP ms | LCP ms | LCP − FCP ms | Perf | TBT ms | JS KB | Total KB | LCP ratio to static |",
    "|---|---|---|---|---|---|---|---|---|---|",
    line("Ours (/)", ours, theirs),
    line("Static reference (/)", theirs),
  ].join("\n");
}

const loadAtStart = os.loadavg()[0];
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const published = process.argv.includes("--published");
  const chosen = published ? await publishOwnerChanges(origin) : process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  const compareOnly = process.argv.includes("--compare");
  const rows: Row[] = [];
  for (const route of compareOnly ? [] : chosen.length ? chosen : await publicRoutes()) {
    const row = await measure(`${origin}${route}`, chrome.port);
    rows.push(row);
    console.log(
      `${route}: performance ${row.performance}, FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms (${row.lcpElement}, ${row.lcpMs - row.fcpMs} ms after FCP), HTML ${row.htmlBytes} bytes, CLS ${row.cls}, JS ${row.jsKb} KB (load ${load1()})`,
    );
  }
  const loadAfterRoutes = os.loadavg()[0];
  const comparison = chosen.length ? "" : await compareWithStaticReference(chrome.port);
  if (comparison) console.log(`\n${comparison}`);
  if (rows.length) {
    const output = table(rows);
    console.log(`\n${output}`);
    const worst = (key: keyof Row) => Math.min(...rows.map((row) => row[key] as number));
    const summary = `Lowest scores: performance ${worst("performance")}, accessibility ${worst("accessibility")}, best practices ${worst("bestPractices")}, SEO ${worst("seo")}. Slowest LCP ${Math.max(...rows.map((row) => row.lcpMs))} ms (${rows.filter((row) => row.lcpMs <= 1200).length} of ${rows.length} routes at or under 1200 ms). LCP within 100 ms of FCP on ${rows.filter((row) => row.lcpMs - row.fcpMs <= 100).length} of ${rows.length} routes (largest gap ${Math.max(...rows.map((row) => row.lcpMs - row.fcpMs))} ms); in Chromium's own unthrottled timings on ${rows.filter((row) => row.observedGapMs <= 100).length} (largest gap ${Math.max(...rows.map((row) => row.observedGapMs))} ms); HTML over 14,600 bytes (a second round trip) on ${rows.filter((row) => row.htmlBytes > 14_600).length}. Largest JS: ${Math.max(...rows.map((row) => row.jsKb))} KB gzip; largest CLS: ${Math.max(...rows.map((row) => row.cls))}.`;
    console.log(`\n${summary}`);
    if (published)
      writeBenchmarkSection(
        "site-published",
        `## Pages after the owner's changes (Lighthouse, mobile preset)\n\nMeasured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:site -- --published\`: a built-in project given a new title and two new photos through the API (the server makes their variants, as for a published job) and a review published, so every page below is rendered by the server at run time with the owner's changes. Machine load average (1 min) ${loadAtStart.toFixed(1)} at the start and ${loadAfterRoutes.toFixed(1)} after the routes. "Observed LCP − FCP" is the same gap in Chromium's own timings of the unthrottled load Lighthouse simulates from (0: the largest element was in the first frame); the simulated gap also counts requests that started before the largest paint, such as a grid's lazy images.\n\n${table(rows)}\n\n${summary}`,
      );
    else if (!chosen.length)
      writeBenchmarkSection(
        "site",
        `## Site (Lighthouse ${process.env.npm_package_devDependencies_lighthouse ?? "12"}, mobile preset, system Chromium)\n\nMeasured ${new Date().toISOString().slice(0, 10)} on a ${os.cpus().length}-core machine with \`npm run bench:site\` against the built server (simulated slow 4G: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown). Machine load average (1 min) ${loadAtStart.toFixed(1)} at the start and ${loadAfterRoutes.toFixed(1)} after the routes: TBT and the performance score drop when other work shares the CPU. "Observed LCP − FCP" is the same gap in Chromium's own timings of the unthrottled load Lighthouse simulates from (0: the largest element was in the first frame); the simulated gap also counts requests that started before the largest paint, such as a grid's lazy images.\n\n${table(rows)}\n\n${summary}\n\n${comparison}`,
      );
  }
} finally {
  await chrome.kill();
  server.kill();
}
