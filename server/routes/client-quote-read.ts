import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { z } from "zod";
import { clientQuoteAnswerSchema } from "../../shared/api/responses";
import { statusOf, type ErrorBody } from "../../shared/api-errors";
import { databaseLimits } from "../../shared/database-limits";
import { databaseFault, type DatabaseFault } from "../database-faults";
import type { Database } from "../db";
import type { FrontDoor } from "../front-door";
import { requestIdOf } from "../logger";
import { compressionThresholdBytes } from "../middleware/compress-answers";
import { carriesSessionCookie } from "../middleware/session";
import { viewClientQuoteWithoutRecording } from "../services/client-links";

/** The read of the quote page's own link, exactly: a link token, optionally a query string, nothing else. */
const clientQuotePath = /^\/api\/links\/([A-Za-z0-9_-]{20,64})(?:\?.*)?$/;

const hasBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] !== undefined && req.headers["content-length"] !== "0");

export type ClientQuoteReadParts = {
  /** The request log (pino-http): its line and X-Request-Id, as for every request. */
  logRequest: (req: IncomingMessage, res: ServerResponse) => void;
  /** The security headers every answer carries. */
  securityHeaders: Map<string, string>;
  /** The app's compression, used for an answer large enough to be compressed. */
  compress: RequestHandler;
  /** The app's clock (AppDeps.clock): whether the quote has expired, as Express's read would say. */
  clock: () => Date;
};

/**
 * GET /api/links/:token as a client's browser sends it, answered before Express.
 *
 * It is the busiest read there is (every open of a quote page, and its refreshes), and for it every
 * step of the API's chain is a no-op or a header: the origin check passes reads, there is no body to
 * parse, and without a session cookie there is no session to load or admin to check. Express's entry
 * and that chain cost about half of the request's CPU time (docs/benchmarks.md), so this read is
 * answered here: a GET without a body or a session cookie, for a link token of the right form, of a
 * quote whose current link it is and that this read does not change. Everything else goes on to Express from the start:
 * an admin's read, HEAD, another form of token, an unknown or replaced link (its 404 or 410), a
 * legacy contract link, the client's first view
 * (recorded with the caller's address), and any failure. The answer is the one Express would give,
 * header for header (tests/api/client-quote-read.test.ts compares them).
 */
export function clientQuoteRead(db: Database, parts: ClientQuoteReadParts): FrontDoor {
  return (req, res, handOn) => {
    const match = req.method === "GET" && !carriesSessionCookie(req) && !hasBody(req) ? clientQuotePath.exec(req.url ?? "") : null;
    if (!match) return handOn();
    parts.logRequest(req, res);
    // Express must see the request once, and only while nothing has been written.
    let handedOn = false;
    const handOnOnce = () => {
      if (handedOn || res.headersSent) return;
      handedOn = true;
      handOn();
    };
    viewClientQuoteWithoutRecording(db, match[1], parts.clock())
      .then((quote) => {
        if (!quote) return handOnOnce();
        res.setHeaders(parts.securityHeaders);
        // As every API answer: the quote changes as the client acts on it, and the compression
        // middleware says Vary of every compressible answer, compressed or not.
        res.setHeader("Cache-Control", "no-store");
        res.setHeader("Vary", "Accept-Encoding");
        sendJson(req, res, parts.compress, JSON.stringify(z.encode(clientQuoteAnswerSchema, { success: true, quote })));
      })
      .catch((error: unknown) => {
        // A database that cannot answer would fail Express's attempt too, after as long a wait: the
        // 503 is given here, as the error handler gives it (server/middleware/errors.ts).
        const fault = databaseFault(error);
        if (fault && !handedOn && !res.headersSent) return sendDatabaseUnavailable(req, res, parts, fault, error);
        // Express answers instead, with its error handling; this attempt is only worth a debug line.
        req.log.debug({ err: error }, "client quote read handed on after a failure");
        handOnOnce();
      });
  };
}

/** As Express's res.json sends it, through the compression middleware when the answer is large enough. */
function sendJson(req: IncomingMessage, res: ServerResponse, compress: RequestHandler, text: string) {
  const length = Buffer.byteLength(text);
  const send = () => {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Content-Length", length);
    res.end(text);
  };
  if (length < compressionThresholdBytes) return send();
  // compression is documented for node's own server too (its README's "Node.js HTTP server"); the
  // casts only meet its Express-typed signature.
  compress(req as never, res as never, send);
}

/** 503 DATABASE_UNAVAILABLE with Retry-After, in the one error shape; the request's log line carries the error. */
function sendDatabaseUnavailable(req: IncomingMessage, res: ServerResponse, parts: ClientQuoteReadParts, fault: DatabaseFault, error: unknown) {
  const requestId = requestIdOf(req);
  const body: ErrorBody = { success: false, code: "DATABASE_UNAVAILABLE", message: fault.message, ...(requestId ? { requestId } : {}) };
  // pino-http's field (declared on ServerResponse by its types) for the error its line logs, as the error handler sets it.
  res.err = error instanceof Error ? error : new Error(String(error));
  res.statusCode = statusOf(body.code);
  res.setHeaders(parts.securityHeaders);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Retry-After", String(databaseLimits.retryAfterSeconds));
  res.setHeader("Vary", "Accept-Encoding");
  sendJson(req, res, parts.compress, JSON.stringify(body));
}
