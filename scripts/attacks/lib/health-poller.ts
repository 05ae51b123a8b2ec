/**
 * Measures how long `/api/health` waits while something else runs: one request every `everyMs`
 * (the next starts once the previous answered, and no sooner than `everyMs` after it started), each
 * timed from send to full answer. A server whose event loop is held answers late, whatever the cause.
 *
 * The polling runs in a worker thread with its own event loop, so it keeps time even when the server
 * is in this same process (the API tests) and that process's main thread is the one held.
 */
import { Worker } from "node:worker_threads";

export type HealthLatencies = { samples: number[]; worstMs: number; p99Ms: number };

export function summarise(samples: number[]): HealthLatencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const p99 = sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
  return { samples, worstMs: sorted.at(-1) ?? 0, p99Ms: p99 };
}

/** The poller, as plain JavaScript for an eval worker (no TypeScript loader needed). */
const pollerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { performance } = require("node:perf_hooks");
const { url, everyMs, maxMs } = workerData;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const samples = [];
let stopped = false;
parentPort.on("message", () => { stopped = true; });
(async () => {
  // A first answer before the work starts, so the connection and the route are warm.
  await fetch(url).then((response) => response.arrayBuffer());
  parentPort.postMessage({ ready: true });
  const startedAt = performance.now();
  while (!stopped && performance.now() - startedAt < maxMs) {
    const sent = performance.now();
    // A connection the stalled server dropped counts as the time it took to fail; the next poll retries.
    await fetch(url, { signal: AbortSignal.timeout(maxMs) }).then((response) => response.arrayBuffer()).catch(() => {});
    const took = performance.now() - sent;
    samples.push(took);
    await wait(Math.max(0, everyMs - took));
  }
  parentPort.postMessage({ samples });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

type PollerMessage = { ready: true } | { samples: number[] } | { error: string };

/** Runs `work` while polling `${baseUrl}/api/health`; at most `maxMs` of polling, then it stops by itself. */
export async function pollHealthWhile<T>(
  baseUrl: string,
  work: () => Promise<T>,
  options: { everyMs?: number; maxMs?: number } = {},
): Promise<{ result: T; health: HealthLatencies }> {
  const worker = new Worker(pollerSource, {
    eval: true,
    workerData: { url: `${baseUrl}/api/health`, everyMs: options.everyMs ?? 20, maxMs: options.maxMs ?? 60_000 },
  });
  const messages: PollerMessage[] = [];
  let notify = () => {};
  worker.on("message", (message: PollerMessage) => {
    messages.push(message);
    notify();
  });
  worker.on("error", (error) => {
    messages.push({ error: error.message });
    notify();
  });
  const next = async <M extends PollerMessage>(is: (message: PollerMessage) => message is M): Promise<M> => {
    for (;;) {
      const failed = messages.find((message) => "error" in message);
      if (failed && "error" in failed) throw new Error(`The health poller failed: ${failed.error}`);
      const found = messages.find(is);
      if (found) return found;
      await new Promise<void>((resolve) => (notify = resolve));
    }
  };
  try {
    await next((message): message is { ready: true } => "ready" in message);
    const result = await work();
    worker.postMessage("stop");
    const { samples } = await next((message): message is { samples: number[] } => "samples" in message);
    return { result, health: summarise(samples) };
  } finally {
    await worker.terminate();
  }
}
