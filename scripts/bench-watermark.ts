/**
 * Watermarking cost in the browser (Playwright, system Chromium) against the built server.
 *
 * Gallery: /gallery watermarks its 12 card photos in a worker after the load event. Each run uses a
 * fresh browser context (cold cache) and reports when the last photo was watermarked (from
 * navigation start), how long the in-progress notice was shown, and the longest main-thread long
 * task (the browser reports only tasks over 50 ms). Two profiles: desktop 1440x900, and a phone
 * approximation at 390x844 with the page's CPU throttled 4x through the DevTools protocol.
 *
 * Tool: ten generated 12-megapixel JPEGs (4000x3000, grain added so they weigh what camera files
 * weigh) go through the Watermark Tool dialog. Reports total and per-photo time, the longest
 * main-thread long task, and the longest gap between animation frames while processing.
 *
 *   npm run build && npm run bench:watermark          # 5 gallery runs per profile, 3 tool runs, table into docs/benchmarks.md
 *   npm run bench:watermark -- --no-write             # same runs, printed only, docs untouched
 *   BENCH_RUNS=2 BENCH_TOOL_RUNS=1 npm run bench:watermark   # quick check; docs untouched when runs are overridden
 *
 * Environment: BENCH_PORT (default 4181), CHROME_PATH (default /usr/bin/chromium), BENCH_RUNS, BENCH_TOOL_RUNS.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { writeBenchmarkSection } from "./benchmark-doc";

const port = Number(process.env.BENCH_PORT ?? 4181);
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const galleryRuns = positiveInt(process.env.BENCH_RUNS, 5);
const toolRuns = positiveInt(process.env.BENCH_TOOL_RUNS, 3);
// Overridden run counts are for quick checks: their figures should not replace the recorded ones.
const writeDocs = !process.argv.includes("--no-write") && process.env.BENCH_RUNS === undefined && process.env.BENCH_TOOL_RUNS === undefined;

const toolPhotoCount = 10;
const photoWidth = 4000;
const photoHeight = 3000;
/** Grain strength (standard deviation, 0-255) that brings a 12 MP quality-92 JPEG to camera-file size (3-6 MB). */
const grainSigma = 24;
const noticeText = "Adding watermarks to protect our work";
const longTaskThresholdMs = 50;

function positiveInt(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`Expected a positive whole number of runs, got "${value}"`);
  return parsed;
}

// ---------------------------------------------------------------------------------------------
// Server

/** The server, the browser and the temp directories, released in the finally block (and on Ctrl-C). */
const cleanup: { server?: ChildProcess; browser?: Browser; dirs: string[] } = { dirs: [] };

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function startServer(): Promise<ChildProcess> {
  if (!fs.existsSync("dist/server/index.js")) throw new Error("dist/server/index.js is missing: run `npm run build` first.");
  // Something else answering on the port would be measured instead of this build.
  if (await healthy()) throw new Error(`Port ${port} is already serving: stop that server or set BENCH_PORT.`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-bench-"));
  cleanup.dirs.push(dataDir);
  const server = spawn(process.execPath, ["dist/server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  cleanup.server = server;
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error(`The built server exited with code ${server.exitCode}: run \`npm run build\` first.`);
    if (await healthy()) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The built server did not start: run `npm run build` first.");
}

// ---------------------------------------------------------------------------------------------
// Test photos

/**
 * Camera-sized photos from the site's own sources: cover-resized to 4000x3000 (an upscale, which
 * alone would leave them smooth and small) with gaussian grain blended in, saved at quality 92.
 */
async function makePhotos(dir: string): Promise<{ files: string[]; totalBytes: number }> {
  const sources = fs
    .readdirSync("assets/photos")
    .filter((name) => name.endsWith(".jpg"))
    .sort()
    .slice(0, toolPhotoCount);
  if (sources.length < toolPhotoCount) throw new Error(`Need ${toolPhotoCount} photos in assets/photos, found ${sources.length}`);
  const files: string[] = [];
  let totalBytes = 0;
  for (const source of sources) {
    const file = path.join(dir, `site-${source.replace(/\.jpg$/, "")}-12mp.jpg`);
    await sharp(path.join("assets/photos", source))
      .resize(photoWidth, photoHeight, { fit: "cover" })
      .composite([
        {
          input: {
            create: {
              width: photoWidth,
              height: photoHeight,
              channels: 3,
              background: "#808080",
              noise: { type: "gaussian", mean: 128, sigma: grainSigma },
            },
          },
          blend: "soft-light",
        },
      ])
      .jpeg({ quality: 92 })
      .toFile(file);
    totalBytes += fs.statSync(file).size;
    files.push(file);
  }
  return { files, totalBytes };
}

// ---------------------------------------------------------------------------------------------
// In-page probe

type LongTask = { start: number; duration: number };
/** A long animation frame, kept to say what a long task was made of (script vs rendering). */
type SlowFrame = { start: number; duration: number; renderMs: number; scripts: { source: string; invoker: string; duration: number }[] };
type ToolProbe = {
  chosenAt: number;
  clickAt: number | null;
  doneAt: number | null;
  frames: number;
  longestGap: number;
  longestGapEnd: number;
  lastFrame: number | null;
};
type Probe = {
  longTasks: LongTask[];
  slowFrames: SlowFrame[];
  articles: number;
  failed: number;
  lastWatermarkedAt: number | null;
  noticeShownAt: number | null;
  noticeHiddenAt: number | null;
  tool?: ToolProbe;
};
type BenchWindow = Window & { __bench: Probe };

/**
 * Runs in the page before any of its scripts (so before hydration): records every long task and
 * long animation frame, and timestamps, from mutations, when every article has left
 * data-state="original" and when the watermark notice appears and goes. Mutation callbacks run as
 * microtasks right after the DOM change, so performance.now() there is the commit time.
 */
function installProbe(noticeText: string) {
  if (window.top !== window) return;
  const probe: Probe = { longTasks: [], slowFrames: [], articles: 0, failed: 0, lastWatermarkedAt: null, noticeShownAt: null, noticeHiddenAt: null };
  (window as unknown as BenchWindow).__bench = probe;

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const frame = entry as PerformanceEntry & {
          renderStart: number;
          scripts: { sourceURL: string; sourceFunctionName: string; invoker: string; duration: number }[];
        };
        probe.slowFrames.push({
          start: frame.startTime,
          duration: frame.duration,
          renderMs: frame.renderStart > 0 ? frame.startTime + frame.duration - frame.renderStart : 0,
          scripts: frame.scripts.map((script) => ({
            source: `${script.sourceURL.split("/").pop()}${script.sourceFunctionName ? ` ${script.sourceFunctionName}` : ""}`,
            invoker: script.invoker,
            duration: script.duration,
          })),
        });
      }
    }).observe({ type: "long-animation-frame", buffered: true });
  } catch {
    // Attribution only; older browsers lack long-animation-frame.
  }

  const observer = new MutationObserver(() => {
    const now = performance.now();
    const articles = document.querySelectorAll("article[data-state]");
    let settled = 0;
    let failed = 0;
    for (const article of articles) {
      const state = article.getAttribute("data-state");
      if (state === "watermarked" || state === "failed") settled++;
      if (state === "failed") failed++;
    }
    probe.articles = articles.length;
    probe.failed = failed;
    if (articles.length > 0 && settled === articles.length && probe.lastWatermarkedAt === null) probe.lastWatermarkedAt = now;
    const noticeVisible = [...document.querySelectorAll('[role="status"]')].some((element) => element.textContent?.includes(noticeText));
    if (noticeVisible && probe.noticeShownAt === null) probe.noticeShownAt = now;
    if (!noticeVisible && probe.noticeShownAt !== null && probe.noticeHiddenAt === null) probe.noticeHiddenAt = now;
    // Once the gallery is done the observer would only add work to the tool measurement.
    if (probe.lastWatermarkedAt !== null && probe.noticeHiddenAt !== null) observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["data-state"] });
}

/**
 * tsx compiles with esbuild's keepNames, which wraps inner functions in __name(); the page has no
 * such helper, so every context's init script defines a pass-through one, for the probe and for
 * the functions later sent with page.evaluate.
 */
const nameShim = "globalThis.__name ??= (target) => target;";
const probeScript = `${nameShim}\n(${installProbe.toString()})(${JSON.stringify(noticeText)});`;

// ---------------------------------------------------------------------------------------------
// Gallery measurement

type Profile = { name: string; viewport: { width: number; height: number }; cpuThrottle: number; timeoutMs: number };
const profiles: Profile[] = [
  { name: "Desktop 1440x900", viewport: { width: 1440, height: 900 }, cpuThrottle: 1, timeoutMs: 90_000 },
  { name: "Phone 390x844, CPU throttled 4x", viewport: { width: 390, height: 844 }, cpuThrottle: 4, timeoutMs: 240_000 },
];

type GalleryRun = {
  loadMs: number;
  watermarkingFrom: number;
  lastWatermarkedMs: number;
  noticeMs: number | null;
  longestInWindowMs: number;
  longestOverallMs: number;
  longest: LongTask | null;
  slowFrame: SlowFrame | null;
  articles: number;
  failed: number;
};

/** A 404 on a hashed asset means dist/ was rebuilt under the running server; say so instead of timing out blind. */
function watchFailedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400 && response.url().startsWith(origin)) failed.push(`${response.status()} ${response.url().slice(origin.length)}`);
  });
  return failed;
}

function explain(error: unknown, failedRequests: string[]): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (!failedRequests.length) return new Error(message);
  return new Error(`${message}\nFailed requests: ${failedRequests.slice(0, 5).join(", ")}. If dist/ is being rebuilt, wait a minute and run again.`);
}

async function newContext(browser: Browser, viewport: Profile["viewport"]): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript({ content: probeScript });
  return context;
}

/** Waits for the gallery to finish watermarking and returns the page's probe. */
async function waitForGallery(page: Page, timeoutMs: number): Promise<Probe> {
  await page.waitForFunction(() => (window as unknown as BenchWindow).__bench?.lastWatermarkedAt != null, undefined, {
    timeout: timeoutMs,
    polling: 250,
  });
  // The notice goes in the render after the last photo; give it (and pending long-task reports) a moment.
  await page
    .waitForFunction(() => (window as unknown as BenchWindow).__bench.noticeHiddenAt != null, undefined, { timeout: 5_000, polling: 100 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as BenchWindow).__bench);
}

const longestOf = (tasks: LongTask[]): LongTask | null =>
  tasks.reduce<LongTask | null>((longest, task) => (!longest || task.duration > longest.duration ? task : longest), null);
const overlaps = (task: LongTask, from: number, to: number) => task.start < to && task.start + task.duration > from;

async function measureGallery(browser: Browser, profile: Profile): Promise<GalleryRun> {
  const context = await newContext(browser, profile.viewport);
  try {
    const page = await context.newPage();
    const failedRequests = watchFailedRequests(page);
    if (profile.cpuThrottle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuThrottle });
    }
    try {
      const response = await page.goto(`${origin}/gallery`, { waitUntil: "commit" });
      if (!response?.ok()) throw new Error(`/gallery answered ${response?.status()}`);
      const probe = await waitForGallery(page, profile.timeoutMs);
      const loadMs = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart);
      const end = probe.lastWatermarkedAt!;
      // The watermarking window opens when the notice appears (the run starting after load).
      const windowStart = probe.noticeShownAt ?? loadMs;
      const inWindow = longestOf(probe.longTasks.filter((task) => overlaps(task, windowStart, end)));
      const overall = longestOf(probe.longTasks);
      return {
        loadMs,
        watermarkingFrom: windowStart,
        lastWatermarkedMs: end,
        noticeMs: probe.noticeShownAt !== null && probe.noticeHiddenAt !== null ? probe.noticeHiddenAt - probe.noticeShownAt : null,
        longestInWindowMs: inWindow?.duration ?? 0,
        longestOverallMs: overall?.duration ?? 0,
        longest: overall,
        slowFrame: overall ? (probe.slowFrames.find((frame) => overlaps(overall, frame.start, frame.start + frame.duration)) ?? null) : null,
        articles: probe.articles,
        failed: probe.failed,
      };
    } catch (error) {
      throw explain(error, failedRequests);
    }
  } finally {
    await context.close();
  }
}

/**
 * How much DevTools CPU throttling slows the main thread and a dedicated worker: the same busy
 * loop timed in both, once unthrottled and once at 4x, on a blank page (no site CSP in the way).
 * The gallery's watermarking runs in a worker, so this says what the phone row emulates. Each
 * figure is the fastest of three tries: other processes on the machine only ever add time.
 */
async function throttleEffect(browser: Browser, rate: number): Promise<{ main: number; worker: number }> {
  const timeLoops = async (throttle: number) => {
    const context = await browser.newContext();
    await context.addInitScript({ content: nameShim });
    try {
      const page = await context.newPage();
      await page.goto("data:text/html,<title>calibration</title>");
      if (throttle > 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: throttle });
      const loop = "let x = 0; for (let i = 0; i < 2e8; i++) x += i % 7; return x;";
      return await page.evaluate(async (loop) => {
        const source = `onmessage = () => { const started = performance.now(); (function () { ${loop} })(); postMessage(performance.now() - started); };`;
        const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
        const inWorker = () =>
          new Promise<number>((resolve) => {
            worker.onmessage = (event: MessageEvent<number>) => resolve(event.data);
            worker.postMessage(null);
          });
        const run = new Function(loop);
        let main = Infinity;
        let off = Infinity;
        for (let attempt = 0; attempt < 3; attempt++) {
          const started = performance.now();
          run();
          main = Math.min(main, performance.now() - started);
          off = Math.min(off, await inWorker());
        }
        worker.terminate();
        return { main, worker: off };
      }, loop);
    } finally {
      await context.close();
    }
  };
  const base = await timeLoops(1);
  const throttled = await timeLoops(rate);
  return { main: throttled.main / base.main, worker: throttled.worker / base.worker };
}

// ---------------------------------------------------------------------------------------------
// Tool measurement

type ToolRun = {
  totalMs: number;
  perPhotoMs: number;
  longestMs: number;
  longest: LongTask | null;
  slowFrame: SlowFrame | null;
  longestGapMs: number;
  /** Where the longest gap ended, from the click, and the long animation frame(s) it overlapped: for attributing it. */
  longestGapEndMs: number;
  gapFrames: SlowFrame[];
  frames: number;
};

/**
 * Marks the moment the files are chosen, stamps the click on 'Add Watermarks' and the moment the
 * dialog holds every result with the button enabled again, and runs a requestAnimationFrame loop
 * in between: the longest gap between frames is how long the page could not paint.
 */
function armToolProbe(expected: number) {
  const probe = (window as unknown as BenchWindow).__bench;
  const tool: ToolProbe = { chosenAt: performance.now(), clickAt: null, doneAt: null, frames: 0, longestGap: 0, longestGapEnd: 0, lastFrame: null };
  probe.tool = tool;
  const dialog = document.querySelector('[role="dialog"]')!;
  const addButton = () => [...dialog.querySelectorAll("button")].find((button) => button.textContent?.trim() === "Add Watermarks");
  document.addEventListener(
    "click",
    (event) => {
      if (tool.clickAt === null && event.target instanceof Element && event.target.closest("button") === addButton())
        tool.clickAt = performance.now();
    },
    { capture: true },
  );
  const observer = new MutationObserver(() => {
    if (tool.clickAt === null || tool.doneAt !== null) return;
    const results = dialog.querySelectorAll('img[alt^="Watermarked "]').length;
    const button = addButton();
    if (results >= expected && button && !button.disabled) {
      tool.doneAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(dialog, { subtree: true, childList: true, characterData: true, attributes: true });
  const frame = (time: number) => {
    if (tool.clickAt !== null && time > tool.clickAt) {
      if (tool.lastFrame !== null && time - tool.lastFrame > tool.longestGap) {
        tool.longestGap = time - tool.lastFrame;
        tool.longestGapEnd = time;
      }
      tool.frames++;
    }
    tool.lastFrame = time;
    if (tool.doneAt === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function measureTool(browser: Browser, files: string[]): Promise<ToolRun> {
  const context = await newContext(browser, profiles[0].viewport);
  try {
    const page = await context.newPage();
    const failedRequests = watchFailedRequests(page);
    try {
      await page.goto(`${origin}/gallery`);
      // The gallery's own run would share the worker thread and CPU; let it finish first.
      await waitForGallery(page, profiles[0].timeoutMs);
      await page.getByRole("button", { name: "Watermark Tool" }).click();
      const dialog = page.getByRole("dialog", { name: "Watermark Tool" });
      const input = dialog.getByLabel("Choose photos to watermark");
      await input.waitFor({ state: "attached" });
      await page.evaluate(`(${armToolProbe.toString()})(${files.length})`);
      await input.setInputFiles(files);
      await dialog.getByRole("button", { name: "Add Watermarks" }).click();
      await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.tool?.doneAt != null, undefined, {
        timeout: 300_000,
        polling: 500,
      });
      await page.waitForTimeout(500);
      const failedResults = await dialog.getByText("could not", { exact: false }).count();
      const downloads = await dialog.getByRole("button", { name: /^Download watermarked_/ }).count();
      const downloadAll = await dialog.getByRole("button", { name: `Download All (${files.length})` }).count();
      if (failedResults || downloads !== files.length || downloadAll !== 1) {
        throw new Error(
          `Tool finished with ${downloads} download buttons, ${failedResults} failures, ${downloadAll} 'Download All (${files.length})' buttons`,
        );
      }
      const probe = await page.evaluate(() => (window as unknown as BenchWindow).__bench);
      const tool = probe.tool!;
      const totalMs = tool.doneAt! - tool.clickAt!;
      const longest = longestOf(probe.longTasks.filter((task) => overlaps(task, tool.chosenAt, tool.doneAt!)));
      return {
        totalMs,
        perPhotoMs: totalMs / files.length,
        longestMs: longest?.duration ?? 0,
        longest: longest && { start: longest.start - tool.clickAt!, duration: longest.duration },
        slowFrame: longest ? (probe.slowFrames.find((frame) => overlaps(longest, frame.start, frame.start + frame.duration)) ?? null) : null,
        longestGapMs: tool.longestGap,
        longestGapEndMs: tool.longestGapEnd - tool.clickAt!,
        gapFrames: probe.slowFrames.filter(
          (frame) => frame.start < tool.longestGapEnd && frame.start + frame.duration > tool.longestGapEnd - tool.longestGap,
        ),
        frames: tool.frames,
      };
    } catch (error) {
      throw explain(error, failedRequests);
    }
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Figures

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round = (ms: number) => String(Math.round(ms));
/** Median and max of a timing, e.g. "1234 (max 1300)"; one run prints just its figure. */
function stat(values: number[]): string {
  if (values.length === 1) return round(values[0]);
  return `${round(median(values))} (max ${round(Math.max(...values))})`;
}
/** Long tasks exist only above 50 ms, so a zero means none was reported, not an instant task. */
function taskStat(values: number[]): string {
  const none = `< ${longTaskThresholdMs} (no long task)`;
  const max = Math.max(...values);
  if (max === 0) return none;
  if (values.length === 1) return round(max);
  const middle = median(values);
  return `${middle === 0 ? `< ${longTaskThresholdMs}` : round(middle)} (max ${round(max)})`;
}

function describeFrame(frame: SlowFrame | null): string {
  if (!frame) return "no long-animation-frame entry";
  const scripts = [...frame.scripts].sort((a, b) => b.duration - a.duration).slice(0, 3);
  const scriptText = scripts.length
    ? scripts.map((script) => `${script.invoker} [${script.source}] ${round(script.duration)} ms`).join("; ")
    : "no script attributed";
  return `frame ${round(frame.duration)} ms, rendering ${round(frame.renderMs)} ms; ${scriptText}`;
}

function galleryTable(results: { profile: Profile; runs: GalleryRun[] }[]): string {
  const header =
    "| Profile | Runs | Load event ms | Last photo watermarked ms | Notice shown ms | Longest long task while watermarking, ms | Longest long task, whole page, ms |\n|---|---|---|---|---|---|---|";
  const rows = results.map(({ profile, runs }) => {
    const notice = runs.map((run) => run.noticeMs).filter((ms): ms is number => ms !== null);
    return `| ${profile.name} | ${runs.length} | ${stat(runs.map((run) => run.loadMs))} | ${stat(runs.map((run) => run.lastWatermarkedMs))} | ${notice.length ? stat(notice) : "not seen"} | ${taskStat(runs.map((run) => run.longestInWindowMs))} | ${taskStat(runs.map((run) => run.longestOverallMs))} |`;
  });
  return [header, ...rows].join("\n");
}

function toolTable(runs: ToolRun[]): string {
  const header = `| Runs | Photos | Total ms | Per photo ms | Longest long task, ms | Longest gap between frames, ms | Animation frames |\n|---|---|---|---|---|---|---|`;
  const row = `| ${runs.length} | ${toolPhotoCount} | ${stat(runs.map((run) => run.totalMs))} | ${stat(runs.map((run) => run.perPhotoMs))} | ${taskStat(runs.map((run) => run.longestMs))} | ${stat(runs.map((run) => run.longestGapMs))} | ${stat(runs.map((run) => run.frames))} |`;
  return `${header}\n${row}`;
}

/** The script that took longest inside a long animation frame, as its file name. */
function topScript(frame: SlowFrame | null): string | null {
  if (!frame?.scripts.length) return null;
  return [...frame.scripts].sort((a, b) => b.duration - a.duration)[0].source.split(" ")[0];
}

/**
 * Where the page's longest task fell: one that starts before the notice is page start-up, not
 * watermarking. Names the script most often behind it (long-animation-frame attribution).
 */
function longestTaskOrigin(...profileRuns: GalleryRun[][]): string {
  const runs = profileRuns.flat().filter((run) => run.longest);
  if (!runs.length) return `No gallery run had a main-thread task over ${longTaskThresholdMs} ms.`;
  const early = runs.filter((run) => run.longest!.start < run.watermarkingFrom).length;
  const scripts = new Map<string, number>();
  for (const run of runs) {
    const script = topScript(run.slowFrame);
    if (script) scripts.set(script, (scripts.get(script) ?? 0) + 1);
  }
  const [script, count] = [...scripts].sort((a, b) => b[1] - a[1])[0] ?? [];
  const attributed = script ? ` (in ${count}, the longest script in that animation frame was ${script})` : "";
  const total = profileRuns.flat().length;
  const had = runs.length === total ? `All ${total} gallery runs had a long task` : `Of the ${total} gallery runs, ${runs.length} had a long task`;
  return `${had}, and in ${early} of those the page's longest task started before watermarking began${attributed}.`;
}

/** One plain paragraph from the figures: what the medians say, no adjectives. */
function reading(gallery: { profile: Profile; runs: GalleryRun[] }[], tool: ToolRun[], throttle: { main: number; worker: number }): string {
  const [desktop, phone] = gallery;
  const ms = (values: number[]) => Math.round(median(values));
  const afterLoad = (runs: GalleryRun[]) => ms(runs.map((run) => run.lastWatermarkedMs - run.loadMs));
  /** "no task over 50 ms in any run", or the median and max of the longest. */
  const tasks = (values: number[]) => {
    const max = Math.max(...values);
    if (max === 0) return `no main-thread task over ${longTaskThresholdMs} ms in any run`;
    const middle = median(values);
    return `a longest main-thread task of ${middle === 0 ? `under ${longTaskThresholdMs}` : Math.round(middle)} ms (max ${Math.round(max)} ms)`;
  };
  const photos = desktop.runs[0].articles;
  const failed = gallery.flatMap(({ runs }) => runs).reduce((sum, run) => sum + run.failed, 0);
  const sentences = [
    `Medians: on desktop the last of the ${photos} gallery photos was watermarked ${ms(desktop.runs.map((run) => run.lastWatermarkedMs))} ms after navigation start (${afterLoad(desktop.runs)} ms after the load event), with ${tasks(desktop.runs.map((run) => run.longestInWindowMs))} while watermarking.`,
    `With the page's CPU throttled 4x at 390x844 it was ${ms(phone.runs.map((run) => run.lastWatermarkedMs))} ms (${afterLoad(phone.runs)} ms after the load event), with ${tasks(phone.runs.map((run) => run.longestInWindowMs))} while watermarking.`,
    longestTaskOrigin(desktop.runs, phone.runs),
    `The tool watermarked ten 12-megapixel JPEGs in ${ms(tool.map((run) => run.totalMs))} ms (${ms(tool.map((run) => run.perPhotoMs))} ms per photo), with ${tasks(tool.map((run) => run.longestMs))} from choosing the files to the last result and a longest gap between animation frames of ${ms(tool.map((run) => run.longestGapMs))} ms.`,
    `Under the 4x throttle a fixed busy loop took ${throttle.main.toFixed(1)} times as long on the main thread and ${throttle.worker.toFixed(1)} times as long in a dedicated worker: the phone row slows the page's main thread${throttle.worker < 1.5 ? ", not the watermark worker" : ""}.`,
  ];
  if (failed) sentences.push(`${failed} gallery photos across all runs ended in data-state="failed" (original kept).`);
  return sentences.join(" ");
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const loadAtStart = os.loadavg()[0];
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-bench-photos-"));
  cleanup.dirs.push(photoDir);

  await startServer();
  console.log(`Generating ${toolPhotoCount} photos of ${photoWidth}x${photoHeight}...`);
  const photos = await makePhotos(photoDir);
  const photoMb = photos.totalBytes / 1024 / 1024;
  console.log(`Photos: ${toolPhotoCount} JPEGs, ${photoMb.toFixed(1)} MB in total (${(photoMb / toolPhotoCount).toFixed(1)} MB each on average)`);

  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    handleSIGINT: false,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  cleanup.browser = browser;
  const chromiumVersion = browser.version();

  const throttle = await throttleEffect(browser, profiles[1].cpuThrottle);
  console.log(
    `CPU throttle ${profiles[1].cpuThrottle}x: a busy loop took ${throttle.main.toFixed(1)} times as long on the main thread, ${throttle.worker.toFixed(1)} times as long in a worker`,
  );

  const gallery: { profile: Profile; runs: GalleryRun[] }[] = [];
  for (const profile of profiles) {
    const runs: GalleryRun[] = [];
    for (let run = 1; run <= galleryRuns; run++) {
      const result = await measureGallery(browser, profile);
      runs.push(result);
      const failed = result.failed ? `, ${result.failed} of ${result.articles} FAILED` : "";
      console.log(
        `${profile.name} run ${run}: load ${round(result.loadMs)} ms, last photo watermarked ${round(result.lastWatermarkedMs)} ms, notice ${result.noticeMs === null ? "not seen" : `${round(result.noticeMs)} ms`}, longest long task ${taskStat([result.longestOverallMs])} ms (while watermarking ${taskStat([result.longestInWindowMs])})${failed}`,
      );
      if (result.longest) console.log(`  longest task at ${round(result.longest.start)} ms: ${describeFrame(result.slowFrame)}`);
    }
    gallery.push({ profile, runs });
  }

  const tool: ToolRun[] = [];
  for (let run = 1; run <= toolRuns; run++) {
    const result = await measureTool(browser, photos.files);
    tool.push(result);
    console.log(
      `Tool run ${run}: ${round(result.totalMs)} ms for ${toolPhotoCount} photos (${round(result.perPhotoMs)} ms each), longest long task ${taskStat([result.longestMs])} ms, longest frame gap ${round(result.longestGapMs)} ms, ${result.frames} frames`,
    );
    if (result.longest) console.log(`  longest task at ${round(result.longest.start)} ms after the click: ${describeFrame(result.slowFrame)}`);
    const gapFrames = result.gapFrames.length
      ? result.gapFrames.map(describeFrame).join(" | ")
      : "no long animation frame overlaps it (the main thread was not blocked)";
    console.log(`  longest frame gap ended ${round(result.longestGapEndMs)} ms after the click: ${gapFrames}`);
  }

  const loadAtEnd = os.loadavg()[0];
  const galleryOutput = galleryTable(gallery);
  const toolOutput = toolTable(tool);
  const summary = reading(gallery, tool, throttle);
  console.log(
    `\nChromium ${chromiumVersion}, ${os.cpus().length} cores, load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end\n`,
  );
  console.log(`${galleryOutput}\n\n${toolOutput}\n\n${summary}`);

  if (writeDocs) {
    writeBenchmarkSection(
      "watermark",
      [
        `## Watermarking (Playwright, system Chromium ${chromiumVersion})`,
        `Measured ${new Date().toISOString().slice(0, 10)} on a ${os.cpus().length}-core machine with \`npm run bench:watermark\` against the built server. Machine load average (1 min) ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end (the end figure includes the benchmark's own browser and server). Figures are the median with the maximum in brackets. Long tasks are main-thread tasks over ${longTaskThresholdMs} ms, the shortest the browser reports.`,
        `### Gallery: ${gallery[0].runs[0].articles} photos watermarked after the load event`,
        `Fresh browser context per run (cold cache). Times are from navigation start. "While watermarking" is from the notice appearing to the last card switching to its watermarked photo. The phone profile throttles the page's CPU 4x through the DevTools protocol (\`Emulation.setCPUThrottlingRate\`).`,
        galleryOutput,
        `### Watermark tool: ten 12-megapixel JPEGs`,
        `${toolPhotoCount} photos of ${photoWidth}x${photoHeight} (the site's photos upscaled with grain added, JPEG quality 92), ${photoMb.toFixed(1)} MB in total, chosen at once in the dialog at 1440x900 after the gallery had finished its own run. Total time is from the click on 'Add Watermarks' to the last result shown with the button enabled again. The long task column covers choosing the files through the last result; the frame columns come from a requestAnimationFrame loop over the processing time.`,
        toolOutput,
        summary,
      ].join("\n\n"),
    );
    console.log("\nWrote the watermark section of docs/benchmarks.md");
  } else {
    console.log("\ndocs/benchmarks.md left untouched (--no-write or overridden run counts)");
  }
}

let released: Promise<void> | undefined;
/** Closes the browser, stops the server and deletes the temp dirs; once, whoever asks first. */
function release(): Promise<void> {
  released ??= (async () => {
    await cleanup.browser?.close().catch(() => undefined);
    if (cleanup.server && cleanup.server.exitCode === null) {
      const exited = new Promise((resolve) => cleanup.server!.once("exit", resolve));
      cleanup.server.kill();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    for (const dir of cleanup.dirs) fs.rmSync(dir, { recursive: true, force: true });
  })();
  return released;
}

// Ctrl-C would otherwise leave the server on the port and the photos in the temp dir. (Playwright's
// own SIGINT handling is off at launch, so the browser is closed here, in order.)
let interrupted = false;
process.once("SIGINT", () => {
  interrupted = true;
  console.error("\nbench:watermark interrupted; cleaning up");
  void release().finally(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  // Playwright appends the browser's whole log to its errors; the first part says what went wrong.
  const message = (error instanceof Error ? error.message : String(error)).split("\nBrowser logs:")[0];
  if (!interrupted) console.error(`\nbench:watermark failed: ${message}`);
  process.exitCode = 1;
} finally {
  await release();
}
