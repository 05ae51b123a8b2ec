import type { Request } from "express";
import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { clientAddress, refuse } from "../../middleware/rate-limits";
import { rememberDevice, trustedDeviceId } from "../../middleware/trusted-device";
import {
  changePassword,
  demoCredentials,
  recordSignOut,
  signIn,
  signOutEverywhere,
  isInvalidCredentials,
  isWrongCurrentPassword,
  type AdminIdentity,
} from "./admin-accounts";
import { createLoginGuard } from "./login-guard";

const callback = <T = void>(run: (done: (error?: unknown) => void) => void) =>
  new Promise<T>((resolve, reject) => run((error) => (error ? reject(error) : resolve(undefined as T))));

/** A fresh session id at sign-in, so an id planted before login is worthless after it. */
async function startAdminSession(req: Request, admin: AdminIdentity, now: Date) {
  await callback((done) => req.session.regenerate(done));
  req.session.admin = { ...admin, signedInAt: now.getTime() };
  await callback((done) => req.session.save(done));
}

export function adminRoutes({ db, config, limits, sessionSecret }: RouteDeps) {
  const guard = createLoginGuard(limits);
  const secureCookie = config.publicUrl.startsWith("https:");

  return {
    login: async ({ req, res, body: { email, password }, context, now }) => {
      const client = { address: clientAddress(req), deviceId: trustedDeviceId(req, sessionSecret, email) };
      const attempt = await guard.guard(email, client, () => signIn(db, config, email, password, context), isInvalidCredentials);
      if ("refused" in attempt) throw refuse(res, attempt.refused, "Too many failed sign-in attempts. Please wait 15 minutes and try again.");
      const admin = attempt.result;
      await startAdminSession(req, admin, now);
      rememberDevice(req, res, sessionSecret, admin.email, secureCookie);
      return { success: true, message: "Welcome to the admin dashboard" };
    },

    logout: async ({ req, res, admin, context }) => {
      // The session may already be gone (ended by loadAdminSession): signing out is then a no-op.
      if (req.session) await callback((done) => req.session.destroy(done));
      if (admin) await recordSignOut(db, admin.email, context);
      res.clearCookie("forma.sid", { path: "/" });
      return { success: true, message: "Logged out" };
    },

    /**
     * A wrong current password counts against the same limits as a failed sign-in (a stolen session
     * cannot be used to guess the password), counted before the check like a sign-in, and a refused
     * attempt is not checked at all.
     */
    changePassword: async ({ req, res, body, admin, context, now }) => {
      const client = { address: clientAddress(req), deviceId: trustedDeviceId(req, sessionSecret, admin.email) };
      const attempt = await guard.guard(admin.email, client, () => changePassword(db, config, admin, body, context), isWrongCurrentPassword);
      if ("refused" in attempt) throw refuse(res, attempt.refused, "Too many wrong passwords. Please wait 15 minutes and try again.");
      // Every other session ended with the old credential version; this one starts again with the new one.
      await startAdminSession(req, attempt.result, now);
      return { success: true, message: "Password changed. Other devices are signed out." };
    },

    signOutEverywhere: async ({ req, res, admin, context }) => {
      await signOutEverywhere(db, admin, context);
      await callback((done) => req.session.destroy(done));
      res.clearCookie("forma.sid", { path: "/" });
      return { success: true, message: "Signed out everywhere" };
    },

    getSession: ({ admin }) => (admin ? { success: true, authenticated: true, email: admin.email } : { success: true, authenticated: false }),

    getLoginInfo: () => ({ success: true, demo: demoCredentials(config) }),
  } satisfies SomeBindings;
}
