import { eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { sessions } from "../../shared/schema";

export async function findSessionData(db: Executor, sid: string): Promise<unknown | undefined> {
  const [row] = await db
    .select({ sess: sessions.sess })
    .from(sessions)
    .where(sql`${sessions.sid} = ${sid} and ${sessions.expire} > now()`);
  return row?.sess;
}

export async function saveSessionData(db: Executor, sid: string, data: unknown, expire: Date): Promise<void> {
  await db
    .insert(sessions)
    .values({ sid, sess: data, expire })
    .onConflictDoUpdate({ target: sessions.sid, set: { sess: data, expire } });
}

export async function extendSession(db: Executor, sid: string, expire: Date): Promise<void> {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
}

export async function deleteSession(db: Executor, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, sql`now()`));
}
