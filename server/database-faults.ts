/**
 * Which errors mean "the database cannot answer right now" rather than "this request is wrong" or
 * "our code is wrong": those answer 503 DATABASE_UNAVAILABLE with Retry-After on every route, never
 * a 500, and a request can simply be tried again once the database is back.
 */
import { business } from "../shared/business";
import { databaseLimits } from "../shared/database-limits";

export type DatabaseFault = { kind: "unavailable" | "timeout" | "lock"; message: string };

/** Network and socket errors of a connection that cannot be opened or was cut. */
const connectionErrnos = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);

/**
 * SQLSTATEs of a server that is going away or a database that is not there (any of class 08,
 * connection exception, and class 53, insufficient resources, too):
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting or recovering),
 * 3D000 the database does not exist, 3F000 and 42P01 its schema or tables are gone (re-created empty).
 */
const unavailableStates = new Set(["57P01", "57P02", "57P03", "3D000", "3F000", "42P01"]);

/** Errors node-postgres and PGlite raise without a code, recognised by their fixed wording. */
const unavailableMessages = [
  "timeout exceeded when trying to connect", // no free connection in the pool within connectionTimeoutMillis
  "Connection terminated",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
  "Client was closed and is not queryable",
  "Query read timeout",
  "PGlite is closed",
];

const unavailableMessage = `Our database is not answering right now. Please try again in a minute, or call us at ${business.phoneDisplay}.`;
const timeoutMessage = `Our database took too long to answer (over ${databaseLimits.statementTimeoutMs / 1000} s). Please try again in a minute, or call us at ${business.phoneDisplay}.`;
const lockMessage = `Our database is busy with other work (this waited over ${databaseLimits.lockTimeoutMs / 1000} s). Please try again in a minute, or call us at ${business.phoneDisplay}.`;

/** Set on an error raised while a connection to the database was being opened (server/db.ts). */
const connectionFailure = Symbol("database connection failure");

/** Marks `error` as a failure to connect, whatever it says; answers the same error. */
export function markConnectionFailure(error: unknown): unknown {
  if (typeof error === "object" && error !== null) Object.defineProperty(error, connectionFailure, { value: true });
  return error;
}

function classify(error: object): DatabaseFault | undefined {
  if (connectionFailure in error) return { kind: "unavailable", message: unavailableMessage };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (code === "57014") return { kind: "timeout", message: timeoutMessage };
    if (code === "55P03") return { kind: "lock", message: lockMessage };
    if (unavailableStates.has(code) || connectionErrnos.has(code) || code.startsWith("08") || code.startsWith("53")) {
      return { kind: "unavailable", message: unavailableMessage };
    }
  }
  const text = (error as { message?: unknown }).message;
  if (typeof text === "string" && unavailableMessages.some((known) => text.includes(known)))
    return { kind: "unavailable", message: unavailableMessage };
  return undefined;
}

/**
 * The fault, when `error` or anything it wraps (Drizzle wraps the driver's error as `cause`; an
 * AggregateError of a failed connect lists one per address) is a database that cannot answer.
 */
export function databaseFault(error: unknown, depth = 0): DatabaseFault | undefined {
  if (typeof error !== "object" || error === null || depth > 5) return undefined;
  const found = classify(error);
  if (found) return found;
  const inner = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(inner.errors)) {
    for (const each of inner.errors) {
      const fault = databaseFault(each, depth + 1);
      if (fault) return fault;
    }
  }
  return databaseFault(inner.cause, depth + 1);
}
