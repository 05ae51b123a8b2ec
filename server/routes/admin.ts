import { Router, type Request } from "express";
import type { Config } from "../config";
import type { Database } from "../db";
import { loginInfoAnswerSchema, messageAnswerSchema, sessionAnswerSchema } from "../../shared/api/responses";
import { loginSchema } from "../../shared/schema";
import { requestContext } from "../middleware/request-context";
import type { RateLimits } from "../middleware/rate-limits";
import { loginLimiter } from "../middleware/rate-limits";
import { respond } from "../respond";
import { demoCredentials, recordSignOut, signIn, type AdminIdentity } from "../services/admin-accounts";
import { parseBody } from "../validation";

const callback = <T = void>(run: (done: (error?: unknown) => void) => void) =>
  new Promise<T>((resolve, reject) => run((error) => (error ? reject(error) : resolve(undefined as T))));

/** A fresh session id at sign-in, so an id planted before login is worthless after it. */
async function startAdminSession(req: Request, admin: AdminIdentity) {
  await callback((done) => req.session.regenerate(done));
  req.session.admin = { ...admin, signedInAt: Date.now() };
  await callback((done) => req.session.save(done));
}

export function adminRoutes(db: Database, config: Config, limits: RateLimits) {
  const router = Router();

  router.post("/admin/login", loginLimiter(limits), async (req, res) => {
    const { email, password } = parseBody(loginSchema, req.body);
    const admin = await signIn(db, config, email, password, requestContext(req));
    await startAdminSession(req, admin);
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

  router.get("/admin/session", (req, res) => {
    const email = req.admin?.email;
    respond(res, sessionAnswerSchema, email ? { success: true, authenticated: true, email } : { success: true, authenticated: false });
  });

  router.get("/admin/login-info", (_req, res) => {
    respond(res, loginInfoAnswerSchema, { success: true, demo: demoCredentials(config) });
  });

  return router;
}
