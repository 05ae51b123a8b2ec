import type { Config } from "../config";
import type { Database } from "../db";
import { unauthorized } from "../errors";
import { demoAdmin } from "../../shared/business";
import { recordEvent, type RequestContext } from "../storage/events";
import { deleteUsersExcept, findUserById, findUserByUsername, insertUser, replacePassword } from "../storage/users";
import { hashPassword, verifyPassword } from "./passwords";

/** The one account that may sign in: the configured admin, or the demo admin when none is configured. */
export function configuredAdmin(config: Config): { email: string; password: string } {
  return config.admin ?? { email: demoAdmin.email, password: demoAdmin.password };
}

/**
 * Makes the database agree with the configuration at every start: the configured admin exists with
 * the configured password, and no other account does (a replaced admin, or the demo admin once a real
 * one is configured, can no longer sign in). A changed password bumps the credential version, which
 * ends every session signed in with the old one.
 */
export async function ensureAdminAccount(db: Database, config: Config): Promise<void> {
  const { email, password } = configuredAdmin(config);
  const existing = await findUserByUsername(db, email);
  if (!existing) await insertUser(db, email, await hashPassword(password));
  else if (!(await verifyPassword(password, existing.password))) await replacePassword(db, existing.id, await hashPassword(password));
  await deleteUsersExcept(db, email);
}

/** The demo credentials to show on the login screen, or null once a real admin is configured. */
export function demoCredentials(config: Config): { email: string; password: string } | null {
  return config.admin ? null : { ...demoAdmin };
}

// Compared against when the user does not exist, so both failures take the same time.
const unknownUserHash = hashPassword("no such user");

/** Who an admin session belongs to: the id and the credential version it signed in with. */
export type AdminIdentity = { userId: string; email: string; credentialVersion: number };

/**
 * A sign-in attempt, audited either way; 401 INVALID_CREDENTIALS when it fails. Only the account the
 * configuration names can sign in, even if another row were left in the table.
 */
export async function signIn(db: Database, config: Config, email: string, password: string, context: RequestContext): Promise<AdminIdentity> {
  const user = await findUserByUsername(db, email);
  const valid = await verifyPassword(password, user?.password ?? (await unknownUserHash));
  if (!user || !valid || user.username !== configuredAdmin(config).email.toLowerCase()) {
    await recordEvent(db, { type: "admin.login_failed", data: { email } }, context);
    throw unauthorized("Invalid credentials", "INVALID_CREDENTIALS");
  }
  await recordEvent(db, { type: "admin.login", data: { email: user.username } }, context);
  return { userId: user.id, email: user.username, credentialVersion: user.credentialVersion };
}

/** True while the account still exists with the same credentials the session signed in with. */
export async function sessionStillValid(db: Database, identity: Pick<AdminIdentity, "userId" | "credentialVersion">): Promise<boolean> {
  const user = await findUserById(db, identity.userId);
  return Boolean(user && user.credentialVersion === identity.credentialVersion);
}

export async function recordSignOut(db: Database, email: string, context: RequestContext): Promise<void> {
  await recordEvent(db, { type: "admin.logout", data: { email } }, context);
}
