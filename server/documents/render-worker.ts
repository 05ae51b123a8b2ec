/**
 * The PDF worker's entry, off the server's event loop: per message it renders one PDF (a contract,
 * change order or warranty certificate, which it also signs, or a quote) or checks the signature of
 * a PDF sent to /api/verify. Fonts and the parsed signing key stay cached in the worker between
 * jobs. Started by worker-pool.ts; bundled on its own into dist/server/pdf-render-worker.js
 * (scripts/build-server.ts).
 */
import { parentPort } from "node:worker_threads";
import { renderJob, type RenderJob, type RenderResult } from "./render";
import { checkPdfSignature, type OurCertificates, type SignatureCheck } from "../pdf/signature-check";

/** A PDF sent to /api/verify and the certificates that are ours (signature-check.ts). */
export type SignatureCheckJob = { kind: "check-signature"; pdf: Uint8Array; ours: OurCertificates };
export type WorkerJob = RenderJob | SignatureCheckJob;
export type WorkerResult = RenderResult | SignatureCheck;

export type WorkerRequest = { id: number; job: WorkerJob };
export type WorkerReply = { id: number; ok: true; result: WorkerResult } | { id: number; ok: false; error: string };

if (!parentPort) throw new Error("render-worker.ts runs as a worker thread (worker-pool.ts starts it)");
const port = parentPort;

port.on("message", async ({ id, job }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const result = job.kind === "check-signature" ? checkPdfSignature(job.pdf, job.ours) : await renderJob(job);
    reply = { id, ok: true, result };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
