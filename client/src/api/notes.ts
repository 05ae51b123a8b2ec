/** The admin's notes on leads and quotes (never shown to the client). */
import type { NoteAnswer } from "@shared/api/responses";
import { sendForAnswer } from "@/lib/api";

export const addLeadNote = (leadId: string, text: string) =>
  sendForAnswer<NoteAnswer>("POST", `/api/quote-requests/${encodeURIComponent(leadId)}/notes`, { text });

export const addQuoteNote = (quoteId: string, text: string) =>
  sendForAnswer<NoteAnswer>("POST", `/api/quotes/${encodeURIComponent(quoteId)}/notes`, { text });
