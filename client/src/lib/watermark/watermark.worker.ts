/// <reference lib="webworker" />
/**
 * Watermarks photos off the page's main thread: decoding a 12-megapixel JPEG, drawing and
 * re-encoding it takes hundreds of milliseconds that would otherwise freeze scrolling and typing.
 * Jobs arrive one at a time and are answered in order.
 */
import { WatermarkError, watermarkSource } from "./render-watermark";
import type { WatermarkRequest, WatermarkResponse } from "./worker-protocol";

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (event: MessageEvent<WatermarkRequest>) => {
  const { id, source, options, previewWidth } = event.data;
  let response: WatermarkResponse;
  try {
    const { image, preview, width, height, layout } = await watermarkSource(source, options, previewWidth);
    response = { id, ok: true, image, preview, width, height, box: layout.box };
  } catch (error) {
    const stage = error instanceof WatermarkError ? error.stage : "watermark";
    response = { id, ok: false, stage, message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
