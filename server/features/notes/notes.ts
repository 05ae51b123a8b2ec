/** The admin's notes on leads and quotes: audit events, never shown to the client. */
import type { Database } from "../../db";
import type { NoteInput } from "../../../shared/note-rules";
import type { RequestContext } from "../../storage/events";
import { insertNote, type StoredNote } from "./storage";
import { findQuoteRequestById } from "../leads/storage";
import { findQuoteById } from "../quotes/storage";
import { quoteRequestNotFound } from "../leads/quote-requests";
import { quoteNotFound } from "../quotes/quotes";

/** A note on a lead (quote_request.note, shown on the lead); 404 when there is no such lead. */
export async function addLeadNote(db: Database, id: string, input: NoteInput, context: RequestContext): Promise<StoredNote> {
  if (!(await findQuoteRequestById(db, id))) throw quoteRequestNotFound();
  return insertNote(db, { type: "quote_request.note", quoteRequestId: id }, input.text, context);
}

/** A note on a quote (quote.note, on its timeline); 404 when there is no such quote. */
export async function addQuoteNote(db: Database, id: string, input: NoteInput, context: RequestContext): Promise<StoredNote> {
  if (!(await findQuoteById(db, id))) throw quoteNotFound();
  return insertNote(db, { type: "quote.note", quoteId: id }, input.text, context);
}
