import { describe, expect, it } from "vitest";
import { addCalendarDays, torontoOffsetMs, torontoWallClockToInstant } from "../../shared/toronto-wall-clock";

describe("Toronto wall-clock time to an instant", () => {
  it.each([
    ["2026-03-06", "07:00", "2026-03-06T12:00:00.000Z"],
    ["2026-03-09", "07:00", "2026-03-09T11:00:00.000Z"],
    ["2026-11-02", "07:00", "2026-11-02T12:00:00.000Z"],
    ["2026-07-01", "23:59", "2026-07-02T03:59:00.000Z"],
    ["2026-12-31", "19:30", "2027-01-01T00:30:00.000Z"],
    // The change days themselves: 01:59 is still EST in March, 03:00 already EDT.
    ["2026-03-08", "01:59", "2026-03-08T06:59:00.000Z"],
    ["2026-03-08", "03:00", "2026-03-08T07:00:00.000Z"],
    // 02:30 does not exist on Mar 8: read with the offset before the change, 03:30 EDT.
    ["2026-03-08", "02:30", "2026-03-08T07:30:00.000Z"],
    // 01:30 happens twice on Nov 1: the first (EDT).
    ["2026-11-01", "01:30", "2026-11-01T05:30:00.000Z"],
    ["2026-11-01", "03:00", "2026-11-01T08:00:00.000Z"],
  ])("%s %s is %s", (day, time, instant) => {
    expect(torontoWallClockToInstant(day, time).toISOString()).toBe(instant);
  });

  it("knows the offsets either side of a change", () => {
    expect(torontoOffsetMs(Date.parse("2026-03-08T06:59:00Z"))).toBe(-5 * 3600_000);
    expect(torontoOffsetMs(Date.parse("2026-03-08T07:00:00Z"))).toBe(-4 * 3600_000);
  });

  it("refuses text that is not a day and a time", () => {
    expect(() => torontoWallClockToInstant("2026-3-8", "07:00")).toThrow();
    expect(() => torontoWallClockToInstant("2026-03-08", "24:00")).toThrow();
  });

  it("adds calendar days across months and years", () => {
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
