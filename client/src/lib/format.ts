/** How dates and statuses read on the quote, contract and admin pages (business time: Toronto). */
import { business } from "@shared/business";

const dateTimeFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: business.timeZone,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dateFormat = new Intl.DateTimeFormat("en-CA", { timeZone: business.timeZone, year: "numeric", month: "short", day: "numeric" });
/** A calendar date (YYYY-MM-DD) names the same day everywhere: format it in UTC so it never shifts. */
const calendarFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });

/** "Mar 5, 2025, 2:30 p.m." in Toronto time. */
export function formatTorontoDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** The Toronto calendar day of a timestamp: "Mar 5, 2025". */
export function formatTorontoDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** "2025-03-14" → "March 14, 2025"; anything else is shown as written. */
export function formatCalendarDate(ymd: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return ymd;
  const date = new Date(`${ymd}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? ymd : calendarFormat.format(date);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
