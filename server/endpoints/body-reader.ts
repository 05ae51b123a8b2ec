/**
 * How the mount reads a route's JSON body (docs/decisions/0150): only once the caller's limiter has
 * counted the request, at most the bytes its endpoint-table entry allows (413 past them, naming the
 * bound), within a bound on nesting and on values, and with every refusal of a body (400, 413, 415)
 * counted against a caller without the admin's session: past badBodiesPerAddress, 429 before any
 * body is read.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { bodyBytesOf, formatBodyLimit } from "../../shared/api/body-limits";
import type { JsonBody } from "../../shared/api/endpoints";
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from "../errors";
import { isAdmin } from "../middleware/auth";
import { jsonShapeProblem, jsonTextProblem } from "../middleware/json-depth";
import { clientAddress, refuse } from "../middleware/rate-limits";
import type { RateLimit, RateLimiter } from "../limits/rate-limiter";

/** The counter of refused bodies, shared by every route. */
export type BadBodyLimit = { limiter: RateLimiter; rule: RateLimit };

const tooManyMessage = "Too many requests from this connection could not be read. Please try again in a few minutes, or call us.";

/** The refusal of a body, in the catalogue's codes: body-parser's own errors become ours, with the entry's bound. */
function asBodyError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  const candidate = error as { type?: string; status?: number } | null;
  if (candidate?.type === "entity.too.large" || candidate?.status === 413) {
    return payloadTooLarge("PAYLOAD_TOO_LARGE", `The request is too large (limit ${formatBodyLimit(maxBytes)}).`);
  }
  if (candidate?.type === "entity.parse.failed") return badRequest("INVALID_JSON", "The request body is not valid JSON.");
  if (candidate?.status === 415) return unsupportedMediaType("The request body's content type or encoding is not supported.");
  return error;
}

const statusOfError = (error: unknown) => {
  const candidate = error as { status?: number; statusCode?: number } | null;
  return candidate?.status ?? candidate?.statusCode;
};

/** A refusal of what was sent, rather than of who sent it or of a fault of ours. */
export const refusesBody = (error: unknown) => [400, 413, 415].includes(statusOfError(error) ?? 0);

export function bodyReader(body: JsonBody, badBodies: BadBodyLimit) {
  const maxBytes = bodyBytesOf(body);
  // Gzip and deflate bodies are inflated within the same bound, so a small compressed body cannot grow past it.
  const parseJson = express.json({
    limit: maxBytes,
    // The nesting and the values are bounded on the text, before JSON.parse builds anything.
    verify: (_req, _res, text) => {
      const problem = jsonTextProblem(text);
      if (problem) throw problem;
    },
  });

  /** Past the caller's refused bodies, a 429 before a byte of the body is read. */
  const refuseAfterTooManyBadBodies: RequestHandler = async (req, res, next) => {
    if (isAdmin(req)) return next();
    const state = await badBodies.limiter.wouldExceed(badBodies.rule, clientAddress(req));
    next(state.exceeded ? refuse(res, state, tooManyMessage) : undefined);
  };

  /**
   * Each refused body is reserved in the caller's counter, in one statement, before it is answered:
   * parallel requests cannot all be answered 400 past the limit; the one that finds no room is a 429.
   */
  const countRefusal = async (req: Request, res: Response, next: NextFunction, error: unknown) => {
    const refusal = asBodyError(error, maxBytes);
    if (!refusesBody(refusal) || isAdmin(req)) return next(refusal);
    const state = await badBodies.limiter.reserve(badBodies.rule, clientAddress(req));
    next(state.exceeded ? refuse(res, state, tooManyMessage) : refusal);
  };

  /** A step whose refusal of the body is counted. */
  const counted =
    (step: RequestHandler): RequestHandler =>
    (req, res, next) => {
      // A counter that cannot be read (the database down) is that error's answer, never a hung request.
      const onDone = (error?: unknown) =>
        error && error !== "route" && error !== "router" ? void countRefusal(req, res, next, error).catch(next) : next(error);
      try {
        const result = step(req, res, onDone) as unknown;
        if (result instanceof Promise) result.catch(onDone);
      } catch (error) {
        void onDone(error);
      }
    };

  const read: RequestHandler = (req, res, next) => parseJson(req, res, (error?: unknown) => (error ? next(error) : next(jsonShapeProblem(req.body))));

  return { refuseAfterTooManyBadBodies, read, counted };
}
