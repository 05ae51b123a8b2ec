/**
 * The page's handle on watermarking. Where the browser has Web Workers and OffscreenCanvas, every
 * job runs in one worker, in order; otherwise (or if the worker cannot start) the same drawing
 * code runs on the page, one photo at a time with a pause between them.
 */
import type { Box } from "./watermark-layout";
import type { WatermarkOptions } from "./watermark-options";
import { WatermarkError, watermarkSource } from "./render-watermark";
import type { WatermarkRequest, WatermarkResponse } from "./worker-protocol";

export type WatermarkResult = { image: Blob; preview?: Blob; width: number; height: number; box: Box };

export type Watermarker = {
  watermark: (source: Blob | string, options: WatermarkOptions, previewWidth?: number) => Promise<WatermarkResult>;
  /** Stops the worker; jobs still waiting are rejected. */
  dispose: () => void;
  readonly offMainThread: boolean;
};

export function canWatermarkOffMainThread(): boolean {
  return (
    typeof Worker !== "undefined" &&
    typeof OffscreenCanvas !== "undefined" &&
    "convertToBlob" in OffscreenCanvas.prototype &&
    typeof createImageBitmap === "function"
  );
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function watermarkOnPage(source: Blob | string, options: WatermarkOptions, previewWidth?: number): Promise<WatermarkResult> {
  await yieldToPage();
  const { image, preview, width, height, layout } = await watermarkSource(source, options, previewWidth);
  return { image, preview, width, height, box: layout.box };
}

export function createWatermarker(): Watermarker {
  let worker: Worker | null = null;
  if (canWatermarkOffMainThread()) {
    try {
      worker = new Worker(new URL("./watermark.worker.ts", import.meta.url), { type: "module", name: "watermark" });
    } catch (error) {
      console.warn("Watermark worker unavailable; watermarking on the page", error);
    }
  }

  let nextId = 1;
  type Job = { request: WatermarkRequest; resolve: (result: WatermarkResult) => void; reject: (error: Error) => void };
  const pending = new Map<number, Job>();

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };

  if (worker) {
    worker.onmessage = (event: MessageEvent<WatermarkResponse>) => {
      const message = event.data;
      const job = pending.get(message.id);
      if (!job) return;
      pending.delete(message.id);
      if (message.ok) job.resolve({ image: message.image, preview: message.preview, width: message.width, height: message.height, box: message.box });
      else job.reject(new WatermarkError(message.stage, message.message));
    };
    // The worker script itself failed (blocked, or a browser that cannot run module workers):
    // what was waiting, and everything after it, is done on the page instead.
    worker.onerror = (event) => {
      event.preventDefault();
      console.warn("Watermark worker failed; watermarking on the page", event.message);
      worker?.terminate();
      worker = null;
      const waiting = [...pending.values()];
      pending.clear();
      void (async () => {
        for (const job of waiting) {
          const { source, options, previewWidth } = job.request;
          await watermarkOnPage(source, options, previewWidth).then(job.resolve, job.reject);
        }
      })();
    };
  }

  return {
    get offMainThread() {
      return worker !== null;
    },
    watermark(source, options, previewWidth) {
      if (!worker) return watermarkOnPage(source, options, previewWidth);
      const id = nextId++;
      const request: WatermarkRequest = { id, source, options, previewWidth };
      return new Promise<WatermarkResult>((resolve, reject) => {
        pending.set(id, { request, resolve, reject });
        worker!.postMessage(request);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      failAll(new WatermarkError("watermark", "Watermarking was stopped"));
    },
  };
}
