/**
 * An error that becomes an HTTP answer: `{ success: false, code, message, errors? }` with its status.
 * The code is stable (shared/api-errors.ts) and is what clients branch on; the message is for people.
 * The status is never given: it is the code's own in the catalogue, so a code cannot be answered
 * with two statuses. The helpers below only narrow which codes read naturally at a call site.
 */
import { statusOf, type CodeWithStatus, type ErrorCode, type ErrorStatus } from "../shared/api-errors";
import type { Verdict } from "../shared/quote-lifecycle";

export class HttpError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.status = statusOf(code);
  }
}

export const badRequest = (code: CodeWithStatus<400>, message: string, errors?: Record<string, string>) => new HttpError(code, message, errors);
export const unauthorized = (message = "Please sign in as an administrator.", code: CodeWithStatus<401> = "UNAUTHORIZED") =>
  new HttpError(code, message);
export const forbidden = (code: CodeWithStatus<403>, message: string) => new HttpError(code, message);
export const notFound = (code: CodeWithStatus<404>, message: string) => new HttpError(code, message);
export const gone = (code: CodeWithStatus<410>, message: string) => new HttpError(code, message);
export const conflict = (code: CodeWithStatus<409>, message: string) => new HttpError(code, message);
export const payloadTooLarge = (code: CodeWithStatus<413>, message: string, errors?: Record<string, string>) => new HttpError(code, message, errors);
export const unprocessable = (code: CodeWithStatus<422>, message: string, errors?: Record<string, string>) => new HttpError(code, message, errors);
export const unsupportedMediaType = (message: string) => new HttpError("UNSUPPORTED_MEDIA_TYPE", message);
export const tooManyRequests = (message: string) => new HttpError("RATE_LIMITED", message);

/** A 429 raised inside a service (no response at hand): the error handler sends its Retry-After. */
export class RateLimitedError extends HttpError {
  constructor(
    code: CodeWithStatus<429>,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}

/** Throws the 409 of a lifecycle rule that refuses an action; returns when the action is allowed. */
export function enforce(verdict: Verdict): void {
  if (!verdict.allowed) throw conflict(verdict.code, verdict.message);
}
