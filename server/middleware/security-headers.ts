/**
 * helmet's security headers, worked out once. With static directives (no per-request nonce) helmet
 * answers every request with the same headers, so they are recorded from one run at start and then
 * set in one call; helmet itself remains the source of which headers and values are right.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet, { type HelmetOptions } from "helmet";

export type SecurityHeaders = {
  /** Sets them on every answer. */
  middleware: RequestHandler;
};

export function precomputedSecurityHeaders(options: HelmetOptions): SecurityHeaders {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: () => {},
    getHeader: () => undefined,
  };
  let finished = false;
  try {
    helmet(options)({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => {
      finished = true;
    });
  } catch {
    // The recorder has only the header methods of node's response, which is all helmet uses today.
    finished = false;
  }
  // helmet runs synchronously today; if it ever stops doing so, or needs more of the response than
  // the recorder has, it runs per request instead.
  if (!finished || headers.size === 0) return { middleware: helmet(options) as unknown as RequestHandler };
  return {
    middleware: (_req, res, next) => {
      res.setHeaders(headers);
      next();
    },
  };
}
