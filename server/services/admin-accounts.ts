import type { Config } from "../config";
import type { Database } from "../db";
import { unauthorized } from "../errors";
import { demoAdmin } from "../../shared/business";
import { recordEvent, type RequestContext } from "../storage/events";
import { deleteUserByUsername, findUserByUsername, upsertUser } from "../storage/users";
import { hashPassword, verifyPassword } from "./passwords";

/**
 * Makes sure exactly the right admin can sign in: the configured one when ADMIN_EMAIL/ADMIN_PASSWORD
 * are set (the demo account is then removed, so its published password stops working), otherwise
 * the demo admin, created on first start.
 */
export async function ensureAdminAccount(db: Database, config: Config): Promise<void> {
  if (config.admin) {
    await upsertUser(db, config.admin.email, await hashPassword(config.admin.password));
    if (config.admin.email.toLowerCase() !== demoAdmin.email) {
      await deleteUserByUsername(db, demoAdmin.email);
    }
    return;
  }
  if (!(await findUserByUsername(db, demoAdmin.email))) {
    await upsertUser(db, demoAdmin.email, await hashPassword(demoAdmin.password));
  }
}

/** The demo credentials to show on the login screen, or null once a real admin is configured. */
export function demoCredentials(config: Config): { email: string; password: string } | null {
  return config.admin ? null : { ...demoAdmin };
}

// Compared against when the user does not exist, so both failures take the same time.
const unknownUserHash = hashPassword("no such user");

export async function authenticateAdmin(db: Database, email: string, password: string): Promise<string | null> {
  const user = await findUserByUsername(db, email);
  const valid = await verifyPassword(password, user?.password ?? (await unknownUserHash));
  return user && valid ? user.username : null;
}

/** A sign-in attempt, audited either way; 401 INVALID_CREDENTIALS when it fails. Returns the admin's e-mail. */
export async function signIn(db: Database, email: string, password: string, context: RequestContext): Promise<string> {
  const adminEmail = await authenticateAdmin(db, email, password);
  if (!adminEmail) {
    await recordEvent(db, { type: "admin.login_failed", data: { email } }, context);
    throw unauthorized("Invalid credentials", "INVALID_CREDENTIALS");
  }
  await recordEvent(db, { type: "admin.login", data: { email: adminEmail } }, context);
  return adminEmail;
}

export async function recordSignOut(db: Database, email: string, context: RequestContext): Promise<void> {
  await recordEvent(db, { type: "admin.logout", data: { email } }, context);
}
