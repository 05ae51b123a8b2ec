/**
 * Times as the business and its clients read them: Toronto wall-clock time with its zone
 * abbreviation ("2024-08-14 15:32 EDT"), whatever zone the server runs in.
 */
import { business } from "../shared/business";

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

export function formatTorontoDateTime(at: Date): string {
  const parts = dateTimeFormat.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")} ${part("timeZoneName")}`;
}

const longDateFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });

/** "2024-08-28" → "August 28, 2024"; a calendar date, so no zone shift. Other text is shown as is. */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? isoDate : longDateFormat.format(date);
}

const hourFormat = new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, hour: "2-digit", hourCycle: "h23" });

/** The hour of the day (0-23) on Toronto's clocks, daylight saving included. */
export function torontoHour(at: Date): number {
  return Number(hourFormat.format(at));
}
