/** How dates and statuses read on the quote, contract and admin pages (business time: Toronto). */
import { business } from "@shared/business";
import { lazyDateTimeFormat } from "@shared/lazy-intl";

const dateTimeFormat = lazyDateTimeFormat("en-CA", {
  timeZone: business.timeZone,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dateFormat = lazyDateTimeFormat("en-CA", { timeZone: business.timeZone, year: "numeric", month: "short", day: "numeric" });
/**
 * Month names for calendar dates, as en-CA's long format writes them. Public pages (a project's date,
 * a review's) format calendar dates while they start; written without Intl, they never load the
 * browser's locale data, the first use of which costs a phone about 80 ms of one long task.
 */
const monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

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
  // A calendar date names the same day everywhere: read in UTC so it never shifts.
  const date = new Date(`${ymd}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? ymd : `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
