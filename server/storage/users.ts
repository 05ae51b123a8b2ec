import { eq } from "drizzle-orm";
import type { Executor } from "../db";
import { users, type User } from "../../shared/schema";

export async function findUserByUsername(db: Executor, username: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.username, username.toLowerCase()));
  return user;
}

/** Creates the user, or replaces the password of an existing one with the same name. */
export async function upsertUser(db: Executor, username: string, passwordHash: string): Promise<void> {
  await db
    .insert(users)
    .values({ username: username.toLowerCase(), password: passwordHash })
    .onConflictDoUpdate({ target: users.username, set: { password: passwordHash } });
}

export async function deleteUserByUsername(db: Executor, username: string): Promise<void> {
  await db.delete(users).where(eq(users.username, username.toLowerCase()));
}
