/**
 * Toronto wall-clock times (a calendar day and a time of day, as the owner and the client say them)
 * turned into instants, whatever zone the server runs in. A pour "at 07:00 on Mon 9 Mar 2026" is
 * 11:00Z (EDT, the day after the clocks went forward) while 07:00 on Fri 6 Mar is 12:00Z (EST).
 *
 * The zone's offsets come from Intl (the runtime's time-zone data): the offset in force half a day
 * before and half a day after, each tried and kept when Toronto's clocks really show that wall time
 * at the result. A time that does not exist (02:30 on the March change) lands an hour later, as a
 * clock would show it; a time that happens twice (01:30 on the November change) is the first of the
 * two (daylight time). Visits start between 06:00 and
 * 20:00, so neither case arises in practice; both are defined so that nothing throws.
 */
import { business } from "./business";
import { lazyDateTimeFormat } from "./lazy-intl";

const partsFormat = lazyDateTimeFormat("en-US", {
  timeZone: business.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * Offsets by UTC hour: Toronto's clocks change on the hour (06:00 or 07:00 UTC), so one hour has one
 * offset, and a feed of thousands of visits asks the runtime's zone data once per distinct hour.
 */
const offsetByHour = new Map<number, number>();
const hourMs = 60 * 60 * 1000;

/** Milliseconds Toronto's clocks are ahead of UTC at this instant (negative: -4 h in summer, -5 h in winter). */
export function torontoOffsetMs(at: number): number {
  const hour = Math.floor(at / hourMs);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  if (offsetByHour.size > 10_000) offsetByHour.clear();
  const offset = offsetFromZoneData(hour * hourMs);
  offsetByHour.set(hour, offset);
  return offset;
}

function offsetFromZoneData(at: number): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "2026-03-09" + "07:00" on Toronto's clocks → the instant (2026-03-09T11:00:00Z). Throws on text that is not a day and a time. */
export function torontoWallClockToInstant(day: string, time: string): Date {
  const dayMatch = dayPattern.exec(day);
  const timeMatch = timePattern.exec(time);
  if (!dayMatch || !timeMatch) throw new Error(`Not a Toronto day and time: ${day} ${time}`);
  const wall = Date.UTC(Number(dayMatch[1]), Number(dayMatch[2]) - 1, Number(dayMatch[3]), Number(timeMatch[1]), Number(timeMatch[2]));
  // The offsets in force half a day either side: different only on the day the clocks change.
  const halfDay = 12 * 60 * 60 * 1000;
  const candidates = [wall - torontoOffsetMs(wall - halfDay), wall - torontoOffsetMs(wall + halfDay)];
  // The earliest candidate Toronto's clocks really show as this wall time; none for a time the
  // March change skips, which then reads with the offset before the change (an hour later on the clock).
  const real = candidates.filter((instant) => instant + torontoOffsetMs(instant) === wall).sort((a, b) => a - b);
  return new Date(real[0] ?? candidates[0]);
}

/**
 * Whether Toronto's clocks show this wall time once that day ("normal"), never (the hour skipped
 * when the clocks go forward in March: "skipped") or twice (the hour repeated when they go back in
 * November: "repeated"). What torontoWallClockToInstant resolves silently, the schedule refuses.
 */
export function torontoWallClockKind(day: string, time: string): "normal" | "skipped" | "repeated" {
  const dayMatch = dayPattern.exec(day);
  const timeMatch = timePattern.exec(time);
  if (!dayMatch || !timeMatch) throw new Error(`Not a Toronto day and time: ${day} ${time}`);
  const wall = Date.UTC(Number(dayMatch[1]), Number(dayMatch[2]) - 1, Number(dayMatch[3]), Number(timeMatch[1]), Number(timeMatch[2]));
  const halfDay = 12 * 60 * 60 * 1000;
  const candidates = new Set([wall - torontoOffsetMs(wall - halfDay), wall - torontoOffsetMs(wall + halfDay)]);
  const real = [...candidates].filter((instant) => instant + torontoOffsetMs(instant) === wall);
  return real.length === 0 ? "skipped" : real.length > 1 ? "repeated" : "normal";
}

/** The day after (or n days after) a YYYY-MM-DD day, as YYYY-MM-DD. */
export function addCalendarDays(day: string, days: number): string {
  const match = dayPattern.exec(day);
  if (!match) throw new Error(`Not a day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}
