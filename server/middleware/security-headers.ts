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
  /** The recorded headers, for answers given before Express (undefined: helmet must run per request). */
  values?: Map<string, string>;
};

export function precomputedSecurityHeaders(options: HelmetOptions): SecurityHeaders {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: () => {},
    getHeader: () => undefined,
  };
  let finished = false;
  helmet(options)({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => {
    finished = true;
  });
  // helmet runs synchronously today; if it ever stops doing so, fall back to running it per request.
  if (!finished || headers.size === 0) return { middleware: helmet(options) as unknown as RequestHandler };
  return {
    middleware: (_req, res, next) => {
      res.setHeaders(headers);
      next();
    },
    values: headers,
  };
}
