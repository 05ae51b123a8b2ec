import { randomBytes } from "node:crypto";

/** Bits of randomness in a client link token: well beyond guessing (at least 128 are asked for). */
export const linkTokenBytes = 24;

/** A new client link token: 24 random bytes as base64url, 32 characters that travel in a URL as they are. */
export function newLinkToken(): string {
  return randomBytes(linkTokenBytes).toString("base64url");
}

/**
 * What a link token can look like: a new one (base64url), or a quote made before tokens, whose token
 * is its id (a UUID). Anything else is refused before it reaches the database.
 */
export const linkTokenPattern = /^[A-Za-z0-9_-]{20,64}$/;

export function isLinkTokenShape(value: unknown): value is string {
  return typeof value === "string" && linkTokenPattern.test(value);
}
