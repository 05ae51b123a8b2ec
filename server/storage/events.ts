import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../db";
import type { AuditEventData, AuditEventType } from "../../shared/audit-events";
import { events, type Event } from "../../shared/schema";

/** Who caused a change: recorded with every event. */
export type RequestContext = { ip: string | null; userAgent: string | null };

/** One audit row: its type decides the shape of its data (shared/audit-events.ts). */
export type NewEvent = {
  [Type in AuditEventType]: {
    type: Type;
    quoteId?: string | null;
    contractId?: string | null;
    quoteRequestId?: string | null;
    data: AuditEventData[Type];
  };
}[AuditEventType];

export async function recordEvent(db: Executor, event: NewEvent, context: RequestContext): Promise<void> {
  await db.insert(events).values({
    // The statement's own clock, not the transaction's start: events written in one transaction
    // (quote.created then quote.sent) keep their order in the timeline.
    at: sql`clock_timestamp()`,
    type: event.type,
    quoteId: event.quoteId ?? null,
    contractId: event.contractId ?? null,
    quoteRequestId: event.quoteRequestId ?? null,
    data: event.data,
    ip: context.ip,
    userAgent: context.userAgent,
  });
}

export async function listQuoteEvents(db: Executor, quoteId: string): Promise<Event[]> {
  return db.select().from(events).where(eq(events.quoteId, quoteId)).orderBy(asc(events.at));
}

/** The change requests a notice lists (their events name it), oldest first. */
export async function listChangeRequestsOfNotice(db: Executor, quoteId: string, noticeEmailId: string): Promise<{ message: string; at: Date }[]> {
  const rows = await db
    .select({ data: events.data, at: events.at })
    .from(events)
    .where(and(eq(events.quoteId, quoteId), eq(events.type, "quote.changes_requested"), sql`${events.data}->>'noticeEmailId' = ${noticeEmailId}`))
    .orderBy(asc(events.at), asc(events.id));
  return rows.map((row) => ({ message: String(row.data.message), at: row.at }));
}
