import { sql } from "drizzle-orm";
import type { Executor } from "../../db";
import { events } from "../../../shared/schema";
import type { RequestContext } from "../../storage/events";

export type StoredNote = { id: string; text: string; at: Date };

/**
 * An admin's note is an audit event (quote.note on a quote's timeline, quote_request.note on a lead),
 * written like recordEvent does but answering the stored row, so the page can show it at once.
 */
export async function insertNote(
  db: Executor,
  note: { type: "quote.note"; quoteId: string } | { type: "quote_request.note"; quoteRequestId: string },
  text: string,
  context: RequestContext,
): Promise<StoredNote> {
  const [row] = await db
    .insert(events)
    .values({
      at: sql`clock_timestamp()`,
      type: note.type,
      quoteId: note.type === "quote.note" ? note.quoteId : null,
      quoteRequestId: note.type === "quote_request.note" ? note.quoteRequestId : null,
      data: { text },
      ip: context.ip,
      userAgent: context.userAgent,
    })
    .returning({ id: events.id, at: events.at });
  return { id: row.id, text, at: row.at };
}
