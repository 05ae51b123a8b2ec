/**
 * A browser that has signed in to an account before carries a device token for that account (a
 * random id and an HMAC of it with the account, under the session secret). It lets the login limits
 * tell the owner's own browser from everyone else: failures elsewhere, however many, never lock it out.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";

const cookieName = "forma.device";
const cookiePath = "/api/admin";
const lifetimeMs = 180 * 24 * 60 * 60 * 1000;

function signature(secret: string, deviceId: string, email: string): string {
  return createHmac("sha256", secret).update(`trusted-device|${deviceId}|${email.toLowerCase()}`).digest("base64url");
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The id of this browser's device token for `email`, or null when it has none or a forged one. */
export function trustedDeviceId(req: Request, secret: string, email: string): string | null {
  const token = readCookie(req, cookieName);
  const match = token && /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, deviceId, given] = match;
  const expected = signature(secret, deviceId, email);
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected)) ? deviceId : null;
}

/** After a successful sign-in: (re)issues the token, keeping the device's id when it had one. */
export function rememberDevice(req: Request, res: Response, secret: string, email: string, secure: boolean): void {
  const deviceId = trustedDeviceId(req, secret, email) ?? randomBytes(16).toString("base64url");
  res.cookie(cookieName, `${deviceId}.${signature(secret, deviceId, email)}`, {
    httpOnly: true,
    sameSite: "strict",
    secure: secure || req.secure,
    path: cookiePath,
    maxAge: lifetimeMs,
  });
}
