import type { NextFunction, Request, Response } from "express";
import { statusOf, type ErrorBody, type ErrorCode } from "../../shared/api-errors";
import { business } from "../../shared/business";
import { databaseLimits } from "../../shared/database-limits";
import { databaseFault } from "../database-faults";
import { HttpError, RateLimitedError } from "../errors";
import { requestIdOf } from "../logger";
import { giveBackPublicWrite } from "./rate-limits";

const answer = (code: ErrorCode, message: string, errors?: Record<string, string>): ErrorBody => ({
  success: false,
  code,
  message,
  ...(errors ? { errors } : {}),
});

/**
 * Turns any error into the one API error shape, with the request's id so a caller's report can be
 * matched to the log. Internals (stacks, SQL) are logged, never sent: for a 500 the request's own log
 * line (server/logger.ts) carries the error.
 */
export function errorHandler() {
  return async (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const body = describe(error);
    const status = statusOf(body.code);
    // A form the visitor corrects does not count against their limit: given back before they see it.
    await giveBackPublicWrite(res, status);
    if (res.headersSent) return;
    if (error instanceof RateLimitedError) res.set("Retry-After", String(error.retryAfterSeconds));
    // A database that cannot answer is a passing state, not a fault of the request: the caller may retry.
    if (body.code === "DATABASE_UNAVAILABLE") res.set("Retry-After", String(databaseLimits.retryAfterSeconds));
    if (status >= 500) res.err = error instanceof Error ? error : new Error(String(error));
    const requestId = requestIdOf(req);
    res.status(status).json(requestId ? { ...body, requestId } : body);
  };
}

/** The answer for any error; its status is always its code's own (shared/api-errors.ts). */
function describe(error: unknown): ErrorBody {
  if (error instanceof HttpError) return answer(error.code, error.message, error.errors);
  const candidate = error as { type?: string; status?: number; statusCode?: number } | null;
  if (candidate?.type === "entity.parse.failed") return answer("INVALID_JSON", "The request body is not valid JSON.");
  if (candidate?.type === "entity.too.large") return answer("PAYLOAD_TOO_LARGE", "The request is too large (limit 1 MB).");
  const fault = databaseFault(error);
  if (fault) return answer("DATABASE_UNAVAILABLE", fault.message);
  // A library's own 4xx (body-parser's unsupported charset or encoding, the router's undecodable path,
  // a missing file under /assets) answers the catalogue's code for that status, or a plain 400.
  const status = candidate?.status ?? candidate?.statusCode;
  if (status === 404) return answer("NOT_FOUND", "Not found");
  if (status === 415) return answer("UNSUPPORTED_MEDIA_TYPE", "The request body's content type or encoding is not supported.");
  if (status === 413) return answer("PAYLOAD_TOO_LARGE", "The request is too large.");
  if (typeof status === "number" && status >= 400 && status < 500) return answer("BAD_REQUEST", "The request could not be processed.");
  return answer("INTERNAL", `Something went wrong on our side. Please try again, or call us at ${business.phoneDisplay}.`);
}
