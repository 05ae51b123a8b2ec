import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { isUuid } from "./ids";
import type { AuditEventData } from "../../shared/audit-events";
import { events, users, type User } from "../../shared/schema";

export async function findUserByUsername(db: Executor, username: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.username, username.toLowerCase()));
  return user;
}

export async function findUserById(db: Executor, id: string): Promise<User | undefined> {
  if (!isUuid(id)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Creates the user; a concurrent start that created it first wins, harmlessly. */
export async function insertUser(db: Executor, username: string, passwordHash: string): Promise<void> {
  await db.insert(users).values({ username: username.toLowerCase(), password: passwordHash }).onConflictDoNothing({ target: users.username });
}

/** A new password ends every session signed in with the old one (credential version + 1); answers the new version. */
export async function replacePassword(db: Executor, id: string, passwordHash: string): Promise<number | undefined> {
  const [updated] = await db
    .update(users)
    .set({ password: passwordHash, credentialVersion: sql`${users.credentialVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ credentialVersion: users.credentialVersion });
  return updated?.credentialVersion;
}

/** Ends every session of the account without changing its password (credential version + 1). */
export async function bumpCredentialVersion(db: Executor, id: string): Promise<void> {
  await db
    .update(users)
    .set({ credentialVersion: sql`${users.credentialVersion} + 1` })
    .where(eq(users.id, id));
}

/** Reads the account and locks its row until the transaction ends (password changes one at a time). */
export async function findUserForUpdate(db: Executor, id: string): Promise<User | undefined> {
  if (!isUuid(id)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, id)).for("update");
  return user;
}

/** Removes every account but this one. */
export async function deleteUsersExcept(db: Executor, username: string): Promise<void> {
  await db.delete(users).where(ne(users.username, username.toLowerCase()));
}

/** The latest in-app password change of this account (the audit log's admin.password_changed), if any. */
export async function latestPasswordChange(db: Executor, username: string): Promise<AuditEventData["admin.password_changed"] | undefined> {
  const [row] = await db
    .select({ data: events.data })
    .from(events)
    .where(and(eq(events.type, "admin.password_changed"), sql`${events.data}->>'email' = ${username.toLowerCase()}`))
    .orderBy(desc(events.at))
    .limit(1);
  return row?.data as AuditEventData["admin.password_changed"] | undefined;
}
