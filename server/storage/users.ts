import { eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { isUuid } from "./ids";
import { users, type User } from "../../shared/schema";

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

/** A new password ends every session signed in with the old one (credential version + 1). */
export async function replacePassword(db: Executor, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ password: passwordHash, credentialVersion: sql`${users.credentialVersion} + 1` })
    .where(eq(users.id, id));
}

/** Removes every account but this one. */
export async function deleteUsersExcept(db: Executor, username: string): Promise<void> {
  await db.delete(users).where(ne(users.username, username.toLowerCase()));
}
