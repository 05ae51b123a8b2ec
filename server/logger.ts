/**
 * The application's pino logger, and the request log on top of it: one line per request, each with
 * the request's id (also sent back as X-Request-Id and put in every error answer).
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type DestinationStream, type Level, type Logger } from "pino";
import { pinoHttp } from "pino-http";

export type { Logger };

/**
 * `destination`: stdout by default, written asynchronously so a request never waits for the write
 * (lines logged while a write is under way go out together with the next one). Pino writes out what is
 * left synchronously when the process exits, process.exit() and an uncaught exception included.
 */
export function createLogger(level: string, destination: DestinationStream = pino.destination({ sync: false })): Logger {
  return pino(
    {
      level,
      // Request lines never carry headers (see requestLogger); these catch anything else logged by mistake.
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "password", "*.password"],
    },
    destination,
  );
}

/** What a caller (or a proxy in front of us) may choose as the id: short, and safe to echo into a header and a log. */
const saneRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's X-Request-Id when it is sane, else a fresh UUID; sent back as X-Request-Id either way. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers["x-request-id"];
  const id = typeof given === "string" && saneRequestId.test(given) ? given : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/** The request's id once requestLogger has run (error answers carry it). */
export function requestIdOf(req: IncomingMessage): string | undefined {
  return typeof req.id === "string" ? req.id : undefined;
}

/** Health probes and hashed static files would drown the log; they are logged at debug unless they fail. */
const quietPath = /^\/(api\/health|api\/assets\/|assets\/)/;

const originalUrl = (req: IncomingMessage) => (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "";
/**
 * A client's link token is a secret (docs/decisions/0114): in the path of the client's pages and API
 * calls (the quote's, the contract's, the schedule's, a change order's, the warranty's under
 * /api/links/) it is logged as ":token", as are the owner's calendar feed secret and the secrets of
 * the review link, the unsubscribe and the client's own review form (/r/, /u/, /w/). So is the id in
 * the anonymous legacy PDF address, which was a link. Express matches paths in any letter case
 * (/W/, /API/LINKS/ reach the same routes), so these are found in any case too (decision 0150).
 */
export const tokenPathPrefixes = [
  "/api/links/",
  "/api/schedule-links/",
  "/api/schedule-feed/",
  "/api/change-order-links/",
  "/api/contracts/",
  "/quote/",
  "/contract/",
  "/contract-confirmation/",
  "/schedule/",
  "/change-orders/",
  "/r/",
  "/u/",
  "/w/",
] as const;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
const clientLinkSegment = new RegExp(`^(${tokenPathPrefixes.map(escapeForPattern).join("|")})[^/]+`, "i");
/** The admin's /api/contracts/{id} reads keep their id; only the anonymous PDF address was a link. */
const legacyContractPdf = /^\/api\/contracts\/[^/]+\/pdf\/?$/i;

/** `path` with a client link's token replaced by ":token", whatever the letter case of the path. */
export function redactLinkToken(path: string): string {
  return path.replace(clientLinkSegment, (whole, prefix: string) =>
    prefix.toLowerCase() === "/api/contracts/" && !legacyContractPdf.test(path) ? whole : `${prefix}:token`,
  );
}

/** The path only: a query string may hold anything, and is not needed to follow a request. */
const pathOf = (req: IncomingMessage) => redactLinkToken(originalUrl(req).split("?", 1)[0]);

/**
 * One line per finished request: id, method, path, status and time. No headers, so no cookie,
 * Authorization or Set-Cookie value can reach the log. An answer of 500 or more is logged at error
 * with the error the error handler attached to the response (res.err), stack included.
 */
export function requestLogger(logger: Logger): (req: IncomingMessage, res: ServerResponse, next?: () => void) => void {
  const logRequest = pinoHttp({
    logger,
    genReqId: assignRequestId,
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage) => ({ id: req.id, method: req.method, url: pathOf(req) }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (req, res, error): Level | "silent" => {
      if (error || res.statusCode >= 500) return "error";
      return quietPath.test(pathOf(req)) ? "debug" : "info";
    },
  });
  return (req, res, next) => logRequest(req, res, next);
}
