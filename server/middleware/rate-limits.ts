/**
 * The limits every server applies, counted in the database (services/rate-limiter.ts). The numbers
 * are in `RateLimits` so tests can lower them; `rateLimitRules` turns them into counters.
 */
import type { NextFunction, Request, Response } from "express";
import { verifyLimits } from "../../shared/business";
import { tooManyRequests } from "../errors";
import type { LimitState, RateLimit, RateLimiter } from "../services/rate-limiter";
import { isAdmin } from "./auth";
import { requestContext } from "./request-context";

export type RateLimits = {
  /** Failed sign-ins for one account from one browser or address per 15 minutes. */
  loginFailuresPerClient: number;
  /** Failed sign-ins from one address, whatever the account, per 15 minutes. */
  loginFailuresPerAddress: number;
  /** Failed sign-ins for one account from browsers it has never signed in on, per hour: the slow global brake. */
  loginFailuresPerAccount: number;
  /** Stored public submissions (leads, estimates, decisions, signatures) per address per 10 minutes. */
  publicWrites: number;
  /** Photo bytes one address may upload per day. */
  photoBytesPerAddressPerDay: number;
  /** Acknowledgement e-mails to one recipient per hour. */
  acknowledgementsPerRecipient: number;
  /** PDFs checked at /api/verify per address per 10 minutes, whatever the answer. */
  verifyChecksPerAddress: number;
};

export const defaultRateLimits: RateLimits = {
  loginFailuresPerClient: 10,
  loginFailuresPerAddress: 30,
  loginFailuresPerAccount: 100,
  publicWrites: 60,
  photoBytesPerAddressPerDay: 100 * 1024 * 1024,
  acknowledgementsPerRecipient: 1,
  verifyChecksPerAddress: verifyLimits.checksPerAddress,
};

const minutes = (count: number) => count * 60_000;

export type RateLimitRules = ReturnType<typeof rateLimitRules>;

export function rateLimitRules(limits: RateLimits) {
  return {
    loginPerClient: { name: "login-client", max: limits.loginFailuresPerClient, windowMs: minutes(15) },
    loginPerAddress: { name: "login-address", max: limits.loginFailuresPerAddress, windowMs: minutes(15) },
    loginPerAccount: { name: "login-account", max: limits.loginFailuresPerAccount, windowMs: minutes(60) },
    publicWrites: { name: "public-write", max: limits.publicWrites, windowMs: minutes(10) },
    photoBytes: { name: "photo-bytes", max: limits.photoBytesPerAddressPerDay, windowMs: minutes(24 * 60) },
    acknowledgements: { name: "acknowledgement", max: limits.acknowledgementsPerRecipient, windowMs: minutes(60) },
    verifyChecks: { name: "verify", max: limits.verifyChecksPerAddress, windowMs: minutes(10) },
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
 * Counts only what was stored, so a visitor correcting a form is never blocked; admins are exempt.
 * The hit is counted first (two requests at once cannot both slip under the limit) and taken back
 * when the answer says nothing was stored.
 */
export function publicWriteLimiter(limiter: RateLimiter, limit: RateLimit) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (isAdmin(req)) return next();
    const address = clientAddress(req);
    const state = await limiter.hit(limit, address);
    if (state.exceeded) {
      await limiter.refund(limit, address);
      return next(refuse(res, state, "Too many submissions from this connection. Please call us or try again in a few minutes."));
    }
    res.on("finish", () => {
      if (res.statusCode >= 400) limiter.refund(limit, address).catch(() => {});
    });
    next();
  };
}

/**
 * Counts every request from the caller's address before anything of it is read (a refused or failed
 * one too: reading and checking it cost the same); past the limit, a 429 with Retry-After.
 */
export function addressLimiter(limiter: RateLimiter, limit: RateLimit, message: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const state = await limiter.hit(limit, clientAddress(req));
    if (state.exceeded) return next(refuse(res, state, message));
    next();
  };
}
