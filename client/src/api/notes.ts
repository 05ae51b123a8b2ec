/** The admin's notes on leads and quotes (never shown to the client). */
import { api } from "./endpoint";

export const addLeadNote = (leadId: string, text: string) => api.addLeadNote({ params: { id: leadId }, body: { text } });

export const addQuoteNote = (quoteId: string, text: string) => api.addQuoteNote({ params: { id: quoteId }, body: { text } });
