import type { Config } from "../../config";
import type { Database } from "../../db";
import { badRequest, HttpError, unauthorized } from "../../errors";
import { demoAdmin } from "../../../shared/business";
import { recordEvent, type RequestContext } from "../../storage/events";
import { passwordMessages, type ChangePasswordInput } from "../../../shared/account-rules";
import {
  bumpCredentialVersion,
  deleteUsersExcept,
  findUserByUsername,
  findUserForUpdate,
  insertUser,
  latestPasswordChange,
  replacePassword,
} from "../../storage/users";
import { deleteCountersNamed } from "../../limits/rate-limit-storage";
import { hashPassword, verifyPassword } from "./passwords";

/** The one account that may sign in: the configured admin, or the demo admin when none is configured. */
export function configuredAdmin(config: Config): { email: string; password: string } {
  return config.admin ?? { email: demoAdmin.email, password: demoAdmin.password };
}

/**
 * Makes the database agree with the configuration at every start: the configured admin exists, and no
 * other account does (a replaced admin, or the demo admin once a real one is configured, can no longer
 * sign in). The configured password is applied when the account is created, and again whenever it
 * differs from the stored one, except when the owner changed the password in the app since and the
 * configured password is still the one in effect then: a restart never undoes the owner's change,
 * while a new ADMIN_PASSWORD is the operator's reset (docs/decisions/0095-app-password-survives-restarts.md).
 * Applying a password bumps the credential version, which ends every session signed in with the old one,
 * and clears every sign-in counter, so the owner can sign in at once from any device after the reset
 * (docs/decisions/0108-attempts-counted-before-the-check.md).
 */
export async function ensureAdminAccount(db: Database, config: Config): Promise<void> {
  const { email, password } = configuredAdmin(config);
  const existing = await findUserByUsername(db, email);
  if (!existing) await insertUser(db, email, await hashPassword(password));
  else if (!(await verifyPassword(password, existing.password)) && !(await changedInAppSince(db, email, password))) {
    await replacePassword(db, existing.id, await hashPassword(password));
    // Recorded, so an in-app change made before this reset no longer counts (changedInAppSince).
    await recordEvent(db, { type: "admin.password_changed", data: { email: existing.username } }, { ip: null, userAgent: null });
    await deleteCountersNamed(db, "login-");
  }
  await deleteUsersExcept(db, email);
}

/**
 * True when the latest password change was the owner's, in the app, while the configuration named
 * this same password (a reset from the configuration is recorded without a hash, so it answers false).
 */
async function changedInAppSince(db: Database, email: string, configuredPassword: string): Promise<boolean> {
  const change = await latestPasswordChange(db, email);
  return Boolean(change?.configuredPasswordHash && (await verifyPassword(configuredPassword, change.configuredPasswordHash)));
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

/** True for the refusal of a wrong e-mail or password at sign-in (what counts as a failed sign-in). */
export function isInvalidCredentials(error: unknown): boolean {
  return error instanceof HttpError && error.code === "INVALID_CREDENTIALS";
}

export async function recordSignOut(db: Database, email: string, context: RequestContext): Promise<void> {
  await recordEvent(db, { type: "admin.logout", data: { email } }, context);
}

/** The current password was not right: a 400 on the form's field (a 401 would read as "signed out"). */
const wrongCurrentPassword = () => badRequest("VALIDATION_FAILED", passwordMessages.currentWrong, { currentPassword: passwordMessages.currentWrong });

/** True for the refusal of a wrong current password, which counts as a failed sign-in. */
export function isWrongCurrentPassword(error: unknown): boolean {
  return error instanceof HttpError && error.errors?.currentPassword === passwordMessages.currentWrong;
}

/**
 * The signed-in admin changes the password: the current one must be right. The new one is stored
 * hashed and the credential version goes up, which ends every session but the caller's (the route
 * starts the caller's again with the answered identity). Audited, with a hash of the configured
 * password of the moment, so a restart does not undo the change (see ensureAdminAccount).
 */
export async function changePassword(
  db: Database,
  config: Config,
  admin: { userId: string },
  input: ChangePasswordInput,
  context: RequestContext,
): Promise<AdminIdentity> {
  const newHash = await hashPassword(input.newPassword);
  const configuredPasswordHash = await hashPassword(configuredAdmin(config).password);
  return db.transaction(async (tx) => {
    const user = await findUserForUpdate(tx, admin.userId);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(input.currentPassword, user.password))) throw wrongCurrentPassword();
    const credentialVersion = await replacePassword(tx, user.id, newHash);
    if (credentialVersion === undefined) throw unauthorized();
    await recordEvent(tx, { type: "admin.password_changed", data: { email: user.username, configuredPasswordHash } }, context);
    return { userId: user.id, email: user.username, credentialVersion };
  });
}

/** Ends every session of the signed-in admin, the caller's included; audited. */
export async function signOutEverywhere(db: Database, admin: { userId: string; email: string }, context: RequestContext): Promise<void> {
  await db.transaction(async (tx) => {
    await bumpCredentialVersion(tx, admin.userId);
    await recordEvent(tx, { type: "admin.signed_out_everywhere", data: { email: admin.email } }, context);
  });
}
