/**
 * Admin-only calls on a quote that the client's pages never make: switching its automatic reminders,
 * and the create-quote address that revises a quote.
 */
import { api } from "./endpoint";

/** Turns the quote's automatic reminders (not opened after 3 days; 3 days before expiry) on or off. */
export const setQuoteReminders = (id: string, enabled: boolean) => api.switchQuoteReminders({ params: { id }, body: { enabled } });

/** The create-quote form, prefilled from quote `id`, submitting as its revision. */
export function reviseQuotePath(id: string): string {
  return `/create-quote?revise=${encodeURIComponent(id)}`;
}
