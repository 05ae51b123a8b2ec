import { Router, type Request } from "express";
import type { Config } from "../config";
import type { Database } from "../db";
import { loginInfoAnswerSchema, messageAnswerSchema, sessionAnswerSchema } from "../../shared/api/responses";
import { changePasswordSchema } from "../../shared/account-rules";
import { loginSchema } from "../../shared/schema";
import { requireAdmin } from "../middleware/auth";
import { requestContext } from "../middleware/request-context";
import { clientAddress, refuse, type Limits } from "../middleware/rate-limits";
import { rememberDevice, trustedDeviceId } from "../middleware/trusted-device";
import { respond } from "../respond";
import {
  changePassword,
  demoCredentials,
  recordSignOut,
  signIn,
  signOutEverywhere,
  isInvalidCredentials,
  isWrongCurrentPassword,
  type AdminIdentity,
} from "../services/admin-accounts";
import { createLoginGuard } from "../services/login-guard";
import { parseBody } from "../validation";

const callback = <T = void>(run: (done: (error?: unknown) => void) => void) =>
  new Promise<T>((resolve, reject) => run((error) => (error ? reject(error) : resolve(undefined as T))));

/** A fresh session id at sign-in, so an id planted before login is worthless after it. */
async function startAdminSession(req: Request, admin: AdminIdentity) {
  await callback((done) => req.session.regenerate(done));
  req.session.admin = { ...admin, signedInAt: Date.now() };
  await callback((done) => req.session.save(done));
}

export function adminRoutes(db: Database, config: Config, limits: Limits, sessionSecret: string) {
  const router = Router();
  const guard = createLoginGuard(limits);
  const secureCookie = config.publicUrl.startsWith("https:");

  router.post("/admin/login", async (req, res) => {
    const { email, password } = parseBody(loginSchema, req.body);
    const client = { address: clientAddress(req), deviceId: trustedDeviceId(req, sessionSecret, email) };
    const attempt = await guard.guard(email, client, () => signIn(db, config, email, password, requestContext(req)), isInvalidCredentials);
    if ("refused" in attempt) throw refuse(res, attempt.refused, "Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    const admin = attempt.result;
    await startAdminSession(req, admin);
    rememberDevice(req, res, sessionSecret, admin.email, secureCookie);
    respond(res, messageAnswerSchema, { success: true, message: "Welcome to the admin dashboard" });
  });

  router.post("/admin/logout", async (req, res) => {
    const email = req.admin?.email;
    // The session may already be gone (ended by loadAdminSession): signing out is then a no-op.
    if (req.session) await callback((done) => req.session.destroy(done));
    if (email) await recordSignOut(db, email, requestContext(req));
    res.clearCookie("forma.sid", { path: "/" });
    respond(res, messageAnswerSchema, { success: true, message: "Logged out" });
  });

  /**
   * A wrong current password counts against the same limits as a failed sign-in (a stolen session
   * cannot be used to guess the password), counted before the check like a sign-in, and a refused
   * attempt is not checked at all.
   */
  router.post("/admin/password", requireAdmin, async (req, res) => {
    const input = parseBody(changePasswordSchema, req.body);
    const admin = req.admin!;
    const client = { address: clientAddress(req), deviceId: trustedDeviceId(req, sessionSecret, admin.email) };
    const attempt = await guard.guard(
      admin.email,
      client,
      () => changePassword(db, config, admin, input, requestContext(req)),
      isWrongCurrentPassword,
    );
    if ("refused" in attempt) throw refuse(res, attempt.refused, "Too many wrong passwords. Please wait 15 minutes and try again.");
    const identity = attempt.result;
    // Every other session ended with the old credential version; this one starts again with the new one.
    await startAdminSession(req, identity);
    respond(res, messageAnswerSchema, { success: true, message: "Password changed. Other devices are signed out." });
  });

  router.post("/admin/sign-out-everywhere", requireAdmin, async (req, res) => {
    await signOutEverywhere(db, req.admin!, requestContext(req));
    await callback((done) => req.session.destroy(done));
    res.clearCookie("forma.sid", { path: "/" });
    respond(res, messageAnswerSchema, { success: true, message: "Signed out everywhere" });
  });

  router.get("/admin/session", (req, res) => {
    const email = req.admin?.email;
    respond(res, sessionAnswerSchema, email ? { success: true, authenticated: true, email } : { success: true, authenticated: false });
  });

  router.get("/admin/login-info", (_req, res) => {
    respond(res, loginInfoAnswerSchema, { success: true, demo: demoCredentials(config) });
  });

  return router;
}
