import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { SessionData } from "express-session";
import type { Database } from "../db";
import { unauthorized } from "../errors";
import { findUserById } from "../storage/users";

declare module "express-session" {
  interface SessionData {
    /** Set at sign-in: whose session this is, and with which credentials it was started. */
    admin?: { userId: string; email: string; credentialVersion: number; signedInAt: number };
  }
}

type SignedInAdmin = NonNullable<SessionData["admin"]>;

declare module "express-serve-static-core" {
  interface Request {
    /** The signed-in admin, once loadAdminSession has checked the session against the account. */
    admin?: { userId: string; email: string };
  }
}

/** True while the account still exists with the same credentials the session signed in with. */
async function sessionStillValid(db: Database, identity: { userId: string; credentialVersion: number }): Promise<boolean> {
  const user = await findUserById(db, identity.userId);
  return Boolean(user && user.credentialVersion === identity.credentialVersion);
}

/** A session ends after 12 idle hours (the cookie) and, however active, 7 days after sign-in. */
export const maxSessionAgeMs = 7 * 24 * 60 * 60 * 1000;

export function isAdmin(req: Request): boolean {
  return Boolean(req.admin);
}

/** Admin data needs an admin session on the server; the browser's flag only decides what it shows first. */
export function requireAdmin(req: Request, _res: Response, next: NextFunction) {
  if (!isAdmin(req)) return next(unauthorized());
  next();
}

/**
 * Checks an admin session on every request that carries one: the account must still exist with the
 * credential version the session signed in with (a replaced admin or a changed password ends it, on
 * every server), and the sign-in must be less than 7 days old by the app's clock. A session that fails is destroyed, so
 * its cookie is worthless from then on; the request goes on as anonymous.
 */
export function loadAdminSession(db: Database, clock: () => Date): RequestHandler {
  const check = async (admin: SignedInAdmin, req: Request, res: Response, next: NextFunction) => {
    if (clock().getTime() - admin.signedInAt < maxSessionAgeMs && (await sessionStillValid(db, admin))) {
      req.admin = { userId: admin.userId, email: admin.email };
      return next();
    }
    await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
    res.clearCookie("forma.sid", { path: "/" });
    next();
  };
  return (req, res, next) => {
    const admin = req.session?.admin;
    // Anonymous requests (nearly all) go straight on, without the promise an async handler costs.
    if (!admin) return next();
    check(admin, req, res, next).catch(next);
  };
}
