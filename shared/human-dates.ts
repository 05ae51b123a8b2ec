/**
 * The one way documents print a date: "Nov 26, 2026", and a time as "Nov 26, 2026, 2:30 p.m. EST",
 * on Toronto's calendar and clocks whatever zone the server runs in (decision 0129). Every date in a
 * PDF goes through these two, so no document prints a YYYY-MM-DD day.
 */
import { business } from "./business";
import { lazyDateTimeFormat } from "./lazy-intl";

const dayFormat = lazyDateTimeFormat("en-CA", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });
const timeFormat = lazyDateTimeFormat("en-CA", {
  timeZone: business.timeZone,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/**
 * "2026-11-26" → "Nov 26, 2026". A calendar day names the same day everywhere, so it is formatted in
 * UTC at noon and never shifts; text that is not a real YYYY-MM-DD day is returned as written.
 */
export function formatHumanDate(isoDay: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return isoDay;
  const date = new Date(`${isoDay}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : dayFormat.format(date);
}

/** An instant on Toronto's clocks with its zone: "Nov 26, 2026, 2:30 p.m. EST" (EDT in summer). */
export function formatHumanDateTime(at: Date | string): string {
  const date = typeof at === "string" ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? String(at) : timeFormat.format(date);
}

/** The Toronto calendar day of an instant, as a human date: "Nov 26, 2026". */
const torontoDayFormat = lazyDateTimeFormat("en-CA", { timeZone: business.timeZone, year: "numeric", month: "short", day: "numeric" });
export function formatHumanTorontoDay(at: Date | string): string {
  const date = typeof at === "string" ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? String(at) : torontoDayFormat.format(date);
}
