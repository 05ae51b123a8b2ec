/**
 * Calendar files as two independent parsers read them (ical.js, node-ical): the Toronto clock
 * changes, UID and SEQUENCE across changes, CANCEL, all-day ends, escaping and folding.
 */
import ICAL from "ical.js";
import nodeIcal from "node-ical";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, writeCalendarFile, type CalendarEvent, type CalendarFile } from "../../server/features/schedule/ics";
import { torontoWallClockToInstant } from "../../shared/toronto-wall-clock";

const organizer = { name: "Forma Concrete", email: "office@formaconcrete.ca" };
const stamp = new Date("2026-02-20T15:04:05Z");

function pourAt(day: string, time: string, sequence = 0, extra: Partial<CalendarEvent> = {}): CalendarEvent {
  const start = torontoWallClockToInstant(day, time);
  return {
    uid: "visit-5d0c7f3e-8a61-4b2f-9c4e-2f7b1e6a9d30@formaconcrete.ca",
    sequence,
    time: { kind: "timed", start, end: new Date(start.getTime() + 2 * 60 * 60 * 1000) },
    summary: "Concrete pour – 12 Elm St",
    status: "CONFIRMED",
    ...extra,
  };
}

const file = (events: CalendarEvent[], method: CalendarFile["method"] = "PUBLISH"): string => writeCalendarFile({ method, organizer, stamp, events });

function parseWithIcalJs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component)) };
}

function parseWithNodeIcal(text: string) {
  return Object.values(nodeIcal.sync.parseICS(text)).filter((entry) => entry?.type === "VEVENT") as nodeIcal.VEvent[];
}

describe("timed visits across Toronto's clock changes", () => {
  const fixtures = [
    ["2026-03-06", "07:00", "2026-03-06T12:00:00.000Z"], // Fri before the March change: EST
    ["2026-03-09", "07:00", "2026-03-09T11:00:00.000Z"], // Mon after it: EDT
    ["2026-11-02", "07:00", "2026-11-02T12:00:00.000Z"], // Mon after the November change: EST
  ] as const;

  it.each(fixtures)("07:00 on %s in Toronto is written and read back as %s", (day, time, utc) => {
    const text = file([pourAt(day, time)]);
    expect(text).toContain(`DTSTART:${utc.replace(/[-:]/g, "").replace(".000", "")}`);
    const [fromIcalJs] = parseWithIcalJs(text).events;
    expect(fromIcalJs.startDate.toJSDate().toISOString()).toBe(utc);
    expect(fromIcalJs.endDate.toJSDate().getTime() - fromIcalJs.startDate.toJSDate().getTime()).toBe(2 * 60 * 60 * 1000);
    const [fromNodeIcal] = parseWithNodeIcal(text);
    expect(new Date(fromNodeIcal.start).toISOString()).toBe(utc);
    expect(new Date(fromNodeIcal.end!).toISOString()).toBe(new Date(Date.parse(utc) + 2 * 60 * 60 * 1000).toISOString());
  });
});

describe("what every calendar needs to keep one event right", () => {
  it("publishes with an organizer and no attendee, and a stable UID with a rising SEQUENCE", () => {
    const first = file([pourAt("2026-10-14", "07:00", 0)]);
    const moved = file([pourAt("2026-10-16", "07:00", 1)]);
    const a = parseWithIcalJs(first);
    const b = parseWithIcalJs(moved);
    expect(a.calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(a.calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(a.calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(a.events[0].uid).toBe(b.events[0].uid);
    expect(a.events[0].sequence).toBe(0);
    expect(b.events[0].sequence).toBe(1);
    expect(b.events[0].startDate.toJSDate().toISOString()).toBe("2026-10-16T11:00:00.000Z");
    const vevent = a.calendar.getFirstSubcomponent("vevent")!;
    expect(vevent.getAllProperties("attendee")).toHaveLength(0);
    expect(String(vevent.getFirstPropertyValue("organizer"))).toBe("mailto:office@formaconcrete.ca");
    expect(vevent.getFirstProperty("organizer")!.getParameter("cn")).toBe("Forma Concrete");
    expect((vevent.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().toISOString()).toBe(stamp.toISOString());
    const [fromNodeIcal] = parseWithNodeIcal(moved);
    expect(fromNodeIcal.uid).toBe(a.events[0].uid);
    expect(Number(fromNodeIcal.sequence)).toBe(1);
  });

  it("cancels a held visit with METHOD:CANCEL, STATUS:CANCELLED and the same UID", () => {
    const text = file([pourAt("2026-10-14", "07:00", 2)], "CANCEL");
    const { calendar, events } = parseWithIcalJs(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(events[0].uid).toBe(pourAt("2026-10-14", "07:00").uid);
    expect(events[0].sequence).toBe(2);
    expect(parseWithNodeIcal(text)[0].status).toBe("CANCELLED");
  });

  it("writes a day without a time as all-day dates with an exclusive end", () => {
    const text = file([{ ...pourAt("2026-10-14", "07:00"), time: { kind: "all-day", firstDay: "2026-10-31", days: 2 } }]);
    expect(text).toContain("DTSTART;VALUE=DATE:20261031\r\n");
    expect(text).toContain("DTEND;VALUE=DATE:20261102\r\n");
    const [event] = parseWithIcalJs(text).events;
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2026-10-31");
    expect(event.endDate.toString()).toBe("2026-11-02");
    const [fromNodeIcal] = parseWithNodeIcal(text);
    expect(fromNodeIcal.datetype).toBe("date");
  });
});

describe("text that calendars must not misread", () => {
  const note = "Gate code 4521; park on the left, not the right.\nDog 🐕 in the yard \\ back by 5. Café, crème brûlée 你好 ".repeat(3);

  it("escapes line breaks, commas, semicolons and backslashes, and both parsers read the text back whole", () => {
    const text = file([pourAt("2026-10-14", "07:00", 0, { description: note, location: "12 Elm St, Toronto, ON M4E 1A1" })]);
    const [event] = parseWithIcalJs(text).events;
    expect(event.description).toBe(note);
    expect(event.location).toBe("12 Elm St, Toronto, ON M4E 1A1");
    const [fromNodeIcal] = parseWithNodeIcal(text);
    expect(fromNodeIcal.description).toBe(note);
    expect(escapeText("a;b,c\\d\r\ne")).toBe("a\\;b\\,c\\\\d\\ne");
  });

  it("ends every line in CRLF and folds at 75 octets without cutting a UTF-8 character", () => {
    const text = file([pourAt("2026-10-14", "07:00", 0, { description: note, summary: "🐕".repeat(40) })]);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const bytes = Buffer.from(text, "utf8");
    let lineStart = 0;
    for (let index = 0; index < bytes.length - 1; index++) {
      if (bytes[index] === 0x0d && bytes[index + 1] === 0x0a) {
        const line = bytes.subarray(lineStart, index);
        expect(line.length).toBeLessThanOrEqual(75);
        // Each physical line decodes on its own: no character was cut in two.
        expect(Buffer.from(line.toString("utf8"), "utf8").equals(line)).toBe(true);
        lineStart = index + 2;
      }
    }
    expect(parseWithIcalJs(text).events[0].summary).toBe("🐕".repeat(40));
  });

  it("folds a long line into pieces that unfold to the original", () => {
    const line = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldLine(line);
    expect(folded.split("\r\n ").join("")).toBe(line);
    for (const piece of folded.split("\r\n")) expect(Buffer.byteLength(piece, "utf8")).toBeLessThanOrEqual(75);
  });

  it("refuses a SEQUENCE that is not a small whole number and a UID with spaces", () => {
    expect(() => file([pourAt("2026-10-14", "07:00", Date.now() + 0.5)])).toThrow(/SEQUENCE/);
    expect(() => file([{ ...pourAt("2026-10-14", "07:00"), uid: "visit 1" }])).toThrow(/UID/);
  });
});
