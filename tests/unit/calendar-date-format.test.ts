/**
 * Calendar dates on public pages are written without Intl (client/src/lib/format.ts): the words must
 * be exactly those of en-CA's long format in UTC, for every day, and anything else is shown as written.
 */
import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatTorontoDate } from "@/lib/format";

const intlCalendarDate = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe("formatCalendarDate", () => {
  it("writes every day of 2023 to 2028 as en-CA's long format does", () => {
    const mismatches: string[] = [];
    for (let day = new Date("2023-01-01T12:00:00Z"); day < new Date("2029-01-01T00:00:00Z"); day.setUTCDate(day.getUTCDate() + 1)) {
      const ymd = isoDay(day);
      const expected = intlCalendarDate.format(day);
      if (formatCalendarDate(ymd) !== expected) mismatches.push(`${ymd}: ${formatCalendarDate(ymd)} ≠ ${expected}`);
    }
    expect(mismatches).toEqual([]);
    expect(formatCalendarDate("2024-02-29")).toBe("February 29, 2024");
    expect(formatCalendarDate("2026-11-01")).toBe("November 1, 2026");
  });

  it("shows anything that is not a calendar date as written", () => {
    for (const text of ["", "2026-1-5", "Spring 2026", "2026-13-40", "<b>2026</b>"]) expect(formatCalendarDate(text)).toBe(text);
  });

  it("still formats instants in Toronto time (made on first use)", () => {
    // 03:30 UTC on 1 March is still 28 February in Toronto.
    expect(formatTorontoDate("2026-03-01T03:30:00Z")).toBe(
      new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "short", day: "numeric" }).format(
        new Date("2026-03-01T03:30:00Z"),
      ),
    );
    expect(formatTorontoDate("2026-03-01T03:30:00Z")).toMatch(/Feb\.? 28, 2026/);
  });
});
