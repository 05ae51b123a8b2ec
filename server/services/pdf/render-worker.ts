/**
 * The render worker's entry: renders one PDF per message (a contract, which it also signs, or a
 * quote), off the server's event loop. Fonts and the parsed signing key stay cached in the worker
 * between jobs. Started by worker-pool.ts; bundled on its own into dist/server/pdf-render-worker.js
 * (scripts/build-server.ts).
 */
import { parentPort } from "node:worker_threads";
import { renderJob, type RenderJob } from "./render";

export type RenderRequest = { id: number; job: RenderJob };
export type RenderReply = { id: number; ok: true; pdf: Uint8Array; sha256: string } | { id: number; ok: false; error: string };

if (!parentPort) throw new Error("render-worker.ts runs as a worker thread (worker-pool.ts starts it)");
const port = parentPort;

port.on("message", async ({ id, job }: RenderRequest) => {
  let reply: RenderReply;
  try {
    const { pdf, sha256 } = await renderJob(job);
    reply = { id, ok: true, pdf, sha256 };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
