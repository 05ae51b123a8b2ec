import { rateLimit } from "express-rate-limit";
import { tooManyRequests } from "../errors";
import { isAdmin } from "./auth";

export type RateLimits = {
  /** Failed sign-ins per address per 15 minutes before 429. */
  loginFailures: number;
  /** Successful public submissions (leads, estimates, decisions, signatures) per address per 10 minutes. */
  publicWrites: number;
};

export const defaultRateLimits: RateLimits = { loginFailures: 10, publicWrites: 60 };

/** The limiter's refusal goes through the error handler, so it has the one error shape and its code. */
const refuseWith = (message: string) => (_req: unknown, _res: unknown, next: (error: unknown) => void) => next(tooManyRequests(message));

export function loginLimiter(limits: RateLimits) {
  return rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: limits.loginFailures,
    skipSuccessfulRequests: true,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: refuseWith("Too many failed sign-in attempts. Please wait 15 minutes and try again."),
  });
}

/** Counts only what was stored, so a visitor correcting a form is never blocked; admins are exempt. */
export function publicWriteLimiter(limits: RateLimits) {
  return rateLimit({
    windowMs: 10 * 60 * 1000,
    limit: limits.publicWrites,
    skipFailedRequests: true,
    skip: (req) => isAdmin(req),
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: refuseWith("Too many submissions from this connection. Please call us or try again in a few minutes."),
  });
}
