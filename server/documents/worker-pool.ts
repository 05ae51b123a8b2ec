/**
 * The PDF workers: at most two worker threads (one on a machine with two cores or fewer), started
 * on the first job and reused. A job (a render, or the signature check of a PDF sent to /api/verify)
 * goes to the least busy worker. A worker that fails to start, crashes or takes longer than a minute
 * fails its jobs with a RenderError saying so, and is replaced by a fresh one on the next job. Idle
 * workers do not keep the process alive.
 *
 * The worker's file: from the sources (tsx in development, vitest in tests) it is render-worker.ts,
 * loaded through tsx; in the production bundle it is dist/server/pdf-render-worker.js, beside
 * dist/server/index.js (scripts/build-server.ts builds both).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { RenderJob, RenderResult } from "./render";
import type { SignatureCheckJob, WorkerJob, WorkerReply, WorkerRequest, WorkerResult } from "./render-worker";
import type { SignatureCheck } from "../pdf/signature-check";

export class RenderError extends Error {}

const poolSize = os.availableParallelism() > 2 ? 2 : 1;
const jobTimeoutMs = 60_000;

const renderedDocumentNames: Record<RenderJob["kind"], string> = {
  record: "contract",
  legacy: "contract",
  quote: "quote",
  "change-order": "change order",
  warranty: "warranty certificate",
};

/** What a job does, as its errors name it ("Rendering the quote PDF"). */
type PendingJob = { resolve: (result: WorkerResult) => void; reject: (error: Error) => void; timer: NodeJS.Timeout; task: string };
type Slot = { worker: Worker; pending: Map<number, PendingJob> };

const slots: Slot[] = [];
let nextJobId = 1;

type TsxPackage = { exports: { "./esm/api": { import: { default: string } } } };

/**
 * How to start the worker in the way this process runs: the bundled file beside dist/server/index.js,
 * or, from the sources, render-worker.ts imported through tsx's API (a worker thread of Node 20 does
 * not inherit the TypeScript loader of its parent, neither under tsx nor under vitest).
 */
export function workerEntry(): { script: URL | string; eval: boolean } {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return { script: new URL("./pdf-render-worker.js", here), eval: false };
  const tsxPackage = createRequire(here).resolve("tsx/package.json");
  const exported = (JSON.parse(fs.readFileSync(tsxPackage, "utf8")) as TsxPackage).exports["./esm/api"].import.default;
  const tsxApi = pathToFileURL(path.join(path.dirname(tsxPackage), exported)).href;
  const entry = new URL("./render-worker.ts", here).href;
  const load = `import(${JSON.stringify(tsxApi)}).then((api) => (api.tsImport ?? api.default.tsImport)(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return { script: load, eval: true };
}

const firstLine = (text: string) => text.split("\n")[0];

function startWorker(): Slot {
  const entry = workerEntry();
  const worker = new Worker(entry.script, { eval: entry.eval, name: "pdf-render" });
  const slot: Slot = { worker, pending: new Map() };

  const settle = (id: number) => {
    const job = slot.pending.get(id);
    if (!job) return undefined;
    clearTimeout(job.timer);
    slot.pending.delete(id);
    if (slot.pending.size === 0) worker.unref();
    return job;
  };
  const failAll = (reason: string) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    for (const id of [...slot.pending.keys()]) settle(id)?.reject(new RenderError(`The PDF render worker stopped: ${reason}`));
  };

  worker.on("message", (reply: WorkerReply) => {
    const job = settle(reply.id);
    if (!job) return;
    if (reply.ok) job.resolve(reply.result);
    else job.reject(new RenderError(`${job.task} failed: ${firstLine(reply.error)}`, { cause: reply.error }));
  });
  worker.on("error", (error) => failAll(error.message));
  worker.on("exit", (code) => failAll(`it exited with code ${code}`));
  worker.unref();
  slots.push(slot);
  return slot;
}

/** Runs a job in a worker; `transfer` hands buffers over instead of copying them. */
function runJob(job: WorkerJob, task: string, transfer: ArrayBuffer[] = []): Promise<WorkerResult> {
  let slot = slots.reduce<Slot | undefined>((best, candidate) => (!best || candidate.pending.size < best.pending.size ? candidate : best), undefined);
  if (!slot || (slot.pending.size > 0 && slots.length < poolSize)) slot = startWorker();
  const chosen = slot;
  const id = nextJobId++;
  return new Promise<WorkerResult>((resolve, reject) => {
    const timer = setTimeout(() => {
      chosen.pending.get(id)?.reject(new RenderError(`${task} took more than ${jobTimeoutMs / 1000} s`));
      chosen.pending.delete(id);
      void chosen.worker.terminate();
    }, jobTimeoutMs);
    timer.unref();
    chosen.pending.set(id, { resolve, reject, timer, task });
    chosen.worker.ref();
    chosen.worker.postMessage({ id, job } satisfies WorkerRequest, transfer);
  });
}

/** Renders in a worker; rejects with a RenderError when the render fails or the worker does. */
export async function runRenderJob(job: RenderJob): Promise<RenderResult> {
  return (await runJob(job, `Rendering the ${renderedDocumentNames[job.kind]} PDF`)) as RenderResult;
}

/**
 * Checks a PDF's signature in a worker (signature-check.ts), so hashing a 10 MB file and the RSA
 * arithmetic never hold the event loop. The file's buffer is handed over when the view owns all of
 * it (then `job.pdf` is unusable afterwards); a view into a shared pool is copied.
 */
export async function runSignatureCheck(job: Omit<SignatureCheckJob, "kind">): Promise<SignatureCheck> {
  const { pdf } = job;
  const ownsBuffer = pdf.buffer instanceof ArrayBuffer && pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
  const sent = ownsBuffer ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
  return (await runJob({ kind: "check-signature", pdf: sent, ours: job.ours }, "Checking the PDF's signature", [
    sent.buffer as ArrayBuffer,
  ])) as SignatureCheck;
}

/** Ends the workers (tests, shutdown); the next render starts a new one. */
export async function stopRenderWorkers(): Promise<void> {
  await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
}
