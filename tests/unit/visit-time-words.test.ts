/**
 * A visit's time in words at the edges of the day and of the clock changes: a window ending at
 * midnight says "midnight", an older window past midnight names both days (never "11:30 p.m. and
 * 11:30 a.m."), and the booking rule refuses what would read wrong.
 */
import { describe, expect, it } from "vitest";
import { torontoWallClockKind } from "../../shared/toronto-wall-clock";
import { describeVisitTime, visitTimeProblem, windowEnd } from "../../shared/schedule/rules";

const visit = (startTime: string, windowMinutes: number | null) => ({ day: "2027-05-07", startTime, windowMinutes, spanDays: 1 });

describe("describeVisitTime", () => {
  it("says midnight for a window ending at midnight", () => {
    expect(describeVisitTime(visit("23:45", 15))).toBe("Friday, May 7, 2027, the crew arrives between 11:45 p.m. and midnight");
  });

  it("names both days for a window stored before the rule that ends past midnight", () => {
    expect(describeVisitTime(visit("23:30", 720))).toBe("Friday, May 7, 2027, the crew arrives between 11:30 p.m. Friday and 11:30 a.m. Saturday");
  });

  it("keeps the usual words for a window within the day", () => {
    expect(describeVisitTime(visit("07:00", 120))).toBe("Friday, May 7, 2027, the crew arrives between 7:00 a.m. and 9:00 a.m.");
    expect(describeVisitTime(visit("11:00", 60))).toBe("Friday, May 7, 2027, the crew arrives between 11:00 a.m. and 12:00 p.m.");
  });
});

describe("windowEnd", () => {
  it("ends a window at midnight on the next day at 00:00", () => {
    expect(windowEnd("2027-05-07", "23:00", 60)).toEqual({ day: "2027-05-08", time: "00:00", minutes: 1440 });
    expect(windowEnd("2027-05-07", "07:00", 120)).toEqual({ day: "2027-05-07", time: "09:00", minutes: 540 });
  });
});

describe("visitTimeProblem", () => {
  it("accepts a window ending exactly at midnight and refuses one a minute longer", () => {
    expect(visitTimeProblem("2027-05-07", "23:00", 60)).toBeUndefined();
    expect(visitTimeProblem("2027-05-07", "23:00", 61)?.field).toBe("windowMinutes");
    expect(visitTimeProblem("2027-05-07", "23:59", null)).toBeUndefined();
    expect(visitTimeProblem("2027-05-07", "23:59", 15)?.message).toContain("would end after midnight");
  });

  it("refuses the hour skipped in March and the hour repeated in November, at the start or the end", () => {
    expect(visitTimeProblem("2027-03-14", "02:30", null)).toEqual({
      field: "startTime",
      message:
        "2:30 a.m. does not exist on Sunday, March 14, 2027: Toronto's clocks go forward from 2:00 a.m. to 3:00 a.m. that night. Please choose a start time outside 1:00 to 3:00 a.m.",
    });
    expect(visitTimeProblem("2027-03-14", "01:59", null)).toBeUndefined();
    expect(visitTimeProblem("2027-03-14", "03:00", null)).toBeUndefined();
    expect(visitTimeProblem("2027-03-14", "01:30", 45)?.field).toBe("windowMinutes");
    expect(visitTimeProblem("2027-11-07", "01:00", null)?.message).toContain("happens twice");
    expect(visitTimeProblem("2027-11-07", "00:59", null)).toBeUndefined();
    expect(visitTimeProblem("2027-11-07", "02:00", null)).toBeUndefined();
    expect(visitTimeProblem("2027-11-07", "00:30", 60)?.field).toBe("windowMinutes");
    expect(visitTimeProblem("2027-11-07", "00:30", 90)).toBeUndefined(); // ends at 2:00 a.m., which happens once
    // The same times on an ordinary Sunday are fine.
    expect(visitTimeProblem("2027-05-09", "02:30", 60)).toBeUndefined();
  });
});

describe("torontoWallClockKind", () => {
  it("tells the skipped and the repeated hours from the others, whatever the year", () => {
    expect(torontoWallClockKind("2026-03-08", "02:15")).toBe("skipped");
    expect(torontoWallClockKind("2026-11-01", "01:15")).toBe("repeated");
    expect(torontoWallClockKind("2026-11-01", "02:15")).toBe("normal");
    expect(torontoWallClockKind("2026-07-01", "01:15")).toBe("normal");
  });
});
