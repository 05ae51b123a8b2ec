/**
 * The limits every server applies, counted in the database (server/limits/rate-limiter.ts). The numbers
 * are in `RateLimits` so tests can lower them; `rateLimitRules` turns them into counters.
 */
import type { NextFunction, Request, Response } from "express";
import { changeRequestLimits, verifyLimits } from "../../shared/business";
import { tooManyRequests } from "../errors";
import type { LimitState, RateLimit, RateLimiter } from "../limits/rate-limiter";
import { isAdmin } from "./auth";
import { requestContext } from "./request-context";

export type RateLimits = {
  /** Failed sign-ins for one account from one browser or address per 15 minutes. */
  loginFailuresPerClient: number;
  /** Failed sign-ins from one address, whatever the account, per 15 minutes. */
  loginFailuresPerAddress: number;
  /** Failed sign-ins for one account from browsers it has never signed in on, per hour: the slow global brake. */
  loginFailuresPerAccount: number;
  /** Public submissions (leads, estimates, decisions, change requests, signatures) per address per 10 minutes, refusals (404, 409, 429) included. */
  publicWrites: number;
  /** Change requests accepted per quote, and per address whatever the quote, in 24 hours. */
  changeRequestsPerQuote: number;
  changeRequestsPerAddress: number;
  /** Photo bytes one address may upload per day. */
  photoBytesPerAddressPerDay: number;
  /** Acknowledgement e-mails to one recipient per hour. */
  acknowledgementsPerRecipient: number;
  /** PDFs checked at /api/verify per address per 10 minutes, whatever the answer. */
  verifyChecksPerAddress: number;
  /**
   * Bodies refused as unreadable or invalid (400, 413, 415) per address per 10 minutes, for callers
   * without the admin's session; past it, 429 before any body is read (docs/decisions/0150).
   */
  badBodiesPerAddress: number;
};

export const defaultRateLimits: RateLimits = {
  loginFailuresPerClient: 10,
  loginFailuresPerAddress: 30,
  loginFailuresPerAccount: 100,
  publicWrites: 60,
  changeRequestsPerQuote: changeRequestLimits.perQuotePerDay,
  changeRequestsPerAddress: changeRequestLimits.perAddressPerDay,
  photoBytesPerAddressPerDay: 100 * 1024 * 1024,
  acknowledgementsPerRecipient: 1,
  verifyChecksPerAddress: verifyLimits.checksPerAddress,
  badBodiesPerAddress: 20,
};

const minutes = (count: number) => count * 60_000;

export type RateLimitRules = ReturnType<typeof rateLimitRules>;

/** Counter names starting with "login-" are the sign-in limits (the operator's reset clears them all). */
export function rateLimitRules(limits: RateLimits) {
  return {
    loginPerClient: { name: "login-client", max: limits.loginFailuresPerClient, windowMs: minutes(15) },
    loginPerAddress: { name: "login-address", max: limits.loginFailuresPerAddress, windowMs: minutes(15) },
    loginPerAccount: { name: "login-account", max: limits.loginFailuresPerAccount, windowMs: minutes(60) },
    publicWrites: { name: "public-write", max: limits.publicWrites, windowMs: minutes(10) },
    changeRequestsPerQuote: { name: "change-request-quote", max: limits.changeRequestsPerQuote, windowMs: minutes(24 * 60) },
    changeRequestsPerAddress: { name: "change-request-address", max: limits.changeRequestsPerAddress, windowMs: minutes(24 * 60) },
    photoBytes: { name: "photo-bytes", max: limits.photoBytesPerAddressPerDay, windowMs: minutes(24 * 60) },
    acknowledgements: { name: "acknowledgement", max: limits.acknowledgementsPerRecipient, windowMs: minutes(60) },
    verifyChecks: { name: "verify", max: limits.verifyChecksPerAddress, windowMs: minutes(10) },
    badBodies: { name: "bad-body", max: limits.badBodiesPerAddress, windowMs: minutes(10) },
  } satisfies Record<string, RateLimit>;
}

/** The shared (database) rate limiter and the limits it applies, handed to the routes that need them. */
export type Limits = { limiter: RateLimiter; rules: RateLimitRules };

/** The caller's address as the limits see it (TRUST_PROXY decides whether a proxy's header is believed). */
export function clientAddress(req: Request): string {
  return requestContext(req).ip ?? "unknown";
}

/** A 429 in the one error shape, with Retry-After. */
export function refuse(res: Response, state: LimitState, message: string) {
  res.set("Retry-After", String(state.retryAfterSeconds));
  return tooManyRequests(message);
}

/**
 * A refusal that gives the hit back: the visitor's own form to correct (400 bad field, 413/415 photos
 * too large or of the wrong type), or a fault of ours (5xx). Everything else counts, refusals included:
 * a 404 for an unknown quote or a 409 for one that cannot be signed cost us a lookup, and a caller
 * probing ids must meet the limit like one who writes (docs/decisions/0109-public-writes-look-up-first.md).
 */
/** Where a reserved public write's give-back waits on the response, for the error handler. */
const giveBackKey = "giveBackPublicWrite";

/** Gives back the caller's reserved public write, before an answer that does not count is sent. */
export async function giveBackPublicWrite(res: Response, status: number): Promise<void> {
  const giveBack = res.locals[giveBackKey] as (() => Promise<void>) | undefined;
  if (giveBack && refundsPublicWrite(status)) await giveBack();
}

export function refundsPublicWrite(status: number): boolean {
  return status === 400 || status === 413 || status === 415 || status >= 500;
}

/**
 * Counts every public write but the ones a visitor corrects (refundsPublicWrite), so a visitor
 * correcting a form is never blocked while refusals still count; admins are exempt. The write is
 * reserved first, in one statement (parallel requests cannot slip past the limit together), and
 * given back when the answer says so.
 */
export function publicWriteLimiter(limiter: RateLimiter, limit: RateLimit) {
  return countingEveryRequest(async (req: Request, res: Response, next: NextFunction) => {
    if (isAdmin(req)) return next();
    const address = clientAddress(req);
    const state = await limiter.reserve(limit, address);
    if (state.exceeded) {
      return next(refuse(res, state, "Too many submissions from this connection. Please call us or try again in a few minutes."));
    }
    // Given back at most once: by the error handler before it answers (so the caller's next request
    // already finds it back), or when any other refundable answer has gone out.
    let givenBack: Promise<void> | undefined;
    const giveBack = () => (givenBack ??= limiter.refund(limit, address).catch(() => {}));
    res.locals[giveBackKey] = giveBack;
    res.on("finish", () => {
      if (refundsPublicWrite(res.statusCode)) void giveBack();
    });
    next();
  });
}

/**
 * Counts every request from the caller's address before anything of it is read (a refused or failed
 * one too: reading and checking it cost the same); past the limit, a 429 with Retry-After.
 */
export function addressLimiter(limiter: RateLimiter, limit: RateLimit, message: string) {
  return countingEveryRequest(async (req: Request, res: Response, next: NextFunction) => {
    const state = await limiter.hit(limit, clientAddress(req));
    if (state.exceeded) return next(refuse(res, state, message));
    next();
  });
}

/**
 * Marks a limiter that counts every request it sees: the mount reads a route's body only after the
 * last such step of its binding (server/endpoints/mount.ts), so a caller past the limit never has it read.
 */
export const countsEveryRequest = Symbol("countsEveryRequest");

function countingEveryRequest<Handler extends (req: Request, res: Response, next: NextFunction) => unknown>(handler: Handler) {
  return Object.assign(handler, { [countsEveryRequest]: true as const });
}
