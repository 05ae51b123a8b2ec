/**
 * An error that becomes an HTTP answer: `{ success: false, code, message, errors? }` with its status.
 * The code is stable (shared/api-errors.ts) and is what clients branch on; the message is for people.
 */
import type { ErrorCode } from "../shared/api-errors";
import type { Verdict } from "../shared/quote-lifecycle";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (code: ErrorCode, message: string, errors?: Record<string, string>) => new HttpError(400, code, message, errors);
export const unauthorized = (message = "Please sign in as an administrator.", code: ErrorCode = "UNAUTHORIZED") => new HttpError(401, code, message);
export const forbidden = (code: ErrorCode, message: string) => new HttpError(403, code, message);
export const notFound = (code: ErrorCode, message: string) => new HttpError(404, code, message);
export const gone = (code: ErrorCode, message: string) => new HttpError(410, code, message);
export const conflict = (code: ErrorCode, message: string) => new HttpError(409, code, message);
export const payloadTooLarge = (code: ErrorCode, message: string, errors?: Record<string, string>) => new HttpError(413, code, message, errors);
export const tooManyRequests = (message: string) => new HttpError(429, "RATE_LIMITED", message);

/** A 429 raised inside a service (no response at hand): the error handler sends its Retry-After. */
export class RateLimitedError extends HttpError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
  }
}

/** Throws the 409 of a lifecycle rule that refuses an action; returns when the action is allowed. */
export function enforce(verdict: Verdict): void {
  if (!verdict.allowed) throw conflict(verdict.code, verdict.message);
}
