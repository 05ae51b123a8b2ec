/** The messages between the page and the watermark worker. */
import type { Box } from "./watermark-layout";
import type { WatermarkOptions } from "./watermark-options";

export type WatermarkRequest = {
  id: number;
  /** A chosen file, or the absolute URL of one of the site's images. */
  source: Blob | string;
  options: WatermarkOptions;
  previewWidth?: number;
};

export type WatermarkResponse =
  | { id: number; ok: true; image: Blob; preview?: Blob; width: number; height: number; box: Box }
  | { id: number; ok: false; stage: "load" | "watermark"; message: string };
