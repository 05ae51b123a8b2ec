import compression from "compression";
import type { RequestHandler } from "express";

/**
 * Answers this size and up travel compressed (gzip or brotli, as the client prefers). Smaller ones
 * are sent as they are: setting up a gzip or brotli stream costs more CPU than a whole small answer,
 * and what it saves is far less than the first round trip carries anyway (about 14 KB).
 */
export const compressionThresholdBytes = 4 * 1024;

/** Pages, scripts, styles and JSON; images are already compressed and compression skips them. */
export function compressAnswers(): RequestHandler {
  return compression({ threshold: compressionThresholdBytes });
}
