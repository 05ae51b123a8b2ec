/**
 * Calendar files (RFC 5545) that every calendar keeps right: a small writer, because what matters
 * here is a handful of exact rules that libraries differ on, and each is tested against two parsers.
 *
 * - METHOD:PUBLISH with an ORGANIZER and no ATTENDEE: a posting, not an invitation. The client
 *   confirms on our page; Outlook shows a REQUEST from someone who did not invite them as an
 *   invitation it cannot answer. A visit put on hold or cancelled is METHOD:CANCEL, STATUS:CANCELLED
 *   with the same UID.
 * - The UID is fixed when the visit is made and never changes (a new UID duplicates the event);
 *   SEQUENCE is a small integer, 0 and then one more on every change (Google ignores an update that
 *   does not raise it); DTSTAMP is when the file was written.
 * - Timed events are written in UTC ("Z"), converted from Toronto wall-clock time by the caller
 *   (shared/toronto-wall-clock.ts): no VTIMEZONE to get wrong, no floating time. All-day events are
 *   VALUE=DATE with an exclusive end (a one-day pour on the 14th ends on the 15th).
 * - Text is escaped (backslash, semicolon, comma, line breaks) and every line is folded at 75
 *   octets, never inside a UTF-8 character; lines end in CRLF.
 */

export type CalendarEventTime =
  /** A visit with a start time: instants, written in UTC. */
  | { kind: "timed"; start: Date; end: Date }
  /** A visit on a day (or days) without a time: the first day and how many days, YYYY-MM-DD. */
  | { kind: "all-day"; firstDay: string; days: number };

export type CalendarEvent = {
  uid: string;
  sequence: number;
  time: CalendarEventTime;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
};

export type CalendarFile = {
  method: "PUBLISH" | "CANCEL";
  /** Who publishes the file (the business), shown by calendars as the organizer. */
  organizer: { name: string; email: string };
  /** When the file is written: every event's DTSTAMP. */
  stamp: Date;
  events: CalendarEvent[];
  /** A feed's name (X-WR-CALNAME) and how often subscribers should fetch it again. */
  feed?: { name: string; refreshHours: number };
};

const productId = "-//Forma Concrete//Job schedule//EN";
const maxLineOctets = 75;

/** TEXT as RFC 5545 §3.3.11 writes it: backslash, semicolon and comma escaped, any line break as \n. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n|\u2028|\u2029/g, "\\n")
      // eslint-disable-next-line no-control-regex -- other control characters are not TEXT: dropped
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  );
}

/** A parameter value (the organizer's name): quoted, without the characters a quoted value cannot hold. */
function parameterValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- a quoted parameter cannot hold quotes or control characters
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "")}"`;
}

/**
 * One content line folded at 75 octets: continuation lines start with a space, which counts toward
 * their 75. Split between code points only, so no UTF-8 sequence is ever cut.
 */
export function foldLine(line: string): string {
  // Most lines are ASCII (a feed writes thousands): one octet a character, cut by length.
  // eslint-disable-next-line no-control-regex -- any ASCII character, control ones included, is one octet
  if (/^[\x00-\x7f]*$/.test(line)) {
    if (line.length <= maxLineOctets) return line;
    const asciiPieces = [line.slice(0, maxLineOctets)];
    for (let start = maxLineOctets; start < line.length; start += maxLineOctets - 1) asciiPieces.push(line.slice(start, start + maxLineOctets - 1));
    return asciiPieces.join("\r\n ");
  }
  const pieces: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const character of line) {
    const octets = utf8Octets(character.codePointAt(0) as number);
    const limit = pieces.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = "";
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/** How many octets UTF-8 takes for one code point. */
const utf8Octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

const pad = (value: number) => String(value).padStart(2, "0");

/** 2026-03-09T11:00:00Z → "20260309T110000Z". */
export function utcDateTime(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
}

/** "2026-10-14" plus n days → "20261015". */
function dateValue(day: string, plusDays = 0): string {
  const [year, month, date] = day.split("-").map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, date + plusDays));
  return `${shifted.getUTCFullYear()}${pad(shifted.getUTCMonth() + 1)}${pad(shifted.getUTCDate())}`;
}

function eventLines(event: CalendarEvent, file: CalendarFile): string[] {
  const time =
    event.time.kind === "timed"
      ? [`DTSTART:${utcDateTime(event.time.start)}`, `DTEND:${utcDateTime(event.time.end)}`]
      : [`DTSTART;VALUE=DATE:${dateValue(event.time.firstDay)}`, `DTEND;VALUE=DATE:${dateValue(event.time.firstDay, event.time.days)}`];
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(file.stamp)}`,
    ...time,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${parameterValue(file.organizer.name)}:mailto:${file.organizer.email}`,
    `STATUS:${file.method === "CANCEL" ? "CANCELLED" : event.status}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** The file's text: CRLF line ends, every line folded. */
export function writeCalendarFile(file: CalendarFile): string {
  if (!Number.isSafeInteger(file.stamp.getTime())) throw new Error("writeCalendarFile: the stamp is not a date");
  for (const event of file.events) {
    if (!Number.isInteger(event.sequence) || event.sequence < 0) throw new Error("writeCalendarFile: SEQUENCE must be a whole number from 0");
    if (!/^[\x21-\x7e]{1,200}$/.test(event.uid)) throw new Error("writeCalendarFile: a UID is printable ASCII without spaces");
  }
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${file.method}`,
    ...(file.feed
      ? [
          `X-WR-CALNAME:${escapeText(file.feed.name)}`,
          `REFRESH-INTERVAL;VALUE=DURATION:PT${file.feed.refreshHours}H`,
          `X-PUBLISHED-TTL:PT${file.feed.refreshHours}H`,
        ]
      : []),
    ...file.events.flatMap((event) => eventLines(event, file)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** The Content-Type a calendar file is served and attached with. */
export const calendarContentType = (method: CalendarFile["method"]) => `text/calendar; charset=utf-8; method=${method}`;
