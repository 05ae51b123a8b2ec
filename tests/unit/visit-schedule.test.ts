import { describe, expect, it } from "vitest";
import {
  confirmNudgeAt,
  dayBeforeReminderApplies,
  dayBeforeReminderAt,
  describeVisitTime,
  formatClockTime,
  moveKeepsConfirmation,
  nextWorkingDay,
  ownerDigestAt,
  visitTransition,
  workingDaysBetween,
} from "../../shared/schedule/rules";

const noHolidays = new Set<string>();

describe("working days", () => {
  it("skips Sundays and the owner's holidays", () => {
    expect(nextWorkingDay("2026-10-10", noHolidays)).toBe("2026-10-12"); // Sat -> Mon
    expect(nextWorkingDay("2026-10-10", new Set(["2026-10-12"]))).toBe("2026-10-13"); // Thanksgiving Monday
    expect(nextWorkingDay("2026-12-31", noHolidays)).toBe("2027-01-01");
  });

  it("counts working days between two dates either way", () => {
    expect(workingDaysBetween("2026-10-13", "2026-10-15", noHolidays)).toBe(2);
    expect(workingDaysBetween("2026-10-10", "2026-10-12", noHolidays)).toBe(1);
    expect(workingDaysBetween("2026-10-15", "2026-10-13", noHolidays)).toBe(-2);
    expect(workingDaysBetween("2026-10-13", "2026-10-13", noHolidays)).toBe(0);
  });

  it("keeps a confirmation for a move of two working days or less, never for an unconfirmed visit", () => {
    expect(moveKeepsConfirmation("confirmed", "2026-10-13", "2026-10-15", noHolidays)).toBe(true);
    expect(moveKeepsConfirmation("confirmed", "2026-10-13", "2026-10-16", noHolidays)).toBe(false);
    expect(moveKeepsConfirmation("confirmed", "2026-10-10", "2026-10-13", noHolidays)).toBe(true); // Sat -> Tue over a Sunday
    expect(moveKeepsConfirmation("confirmed", "2026-10-09", "2026-10-13", noHolidays)).toBe(false); // Fri -> Tue: Saturdays are worked
    expect(moveKeepsConfirmation("proposed", "2026-10-13", "2026-10-14", noHolidays)).toBe(false);
  });
});

describe("reminder times on Toronto's clocks", () => {
  it("puts the day-before reminder at 16:00 the day before, across the clock changes", () => {
    expect(dayBeforeReminderAt("2026-03-09").toISOString()).toBe("2026-03-08T20:00:00.000Z"); // Sun Mar 8 is EDT from 03:00
    expect(dayBeforeReminderAt("2026-03-08").toISOString()).toBe("2026-03-07T21:00:00.000Z");
    expect(dayBeforeReminderAt("2026-11-02").toISOString()).toBe("2026-11-01T21:00:00.000Z");
    expect(dayBeforeReminderAt("2027-01-01").toISOString()).toBe("2026-12-31T21:00:00.000Z");
  });

  it("skips the day-before reminder for a visit booked or moved after it was due", () => {
    expect(dayBeforeReminderApplies("2026-10-15", new Date("2026-10-14T19:59:00Z"))).toBe(true); // 15:59 EDT
    expect(dayBeforeReminderApplies("2026-10-15", new Date("2026-10-14T20:00:00Z"))).toBe(false); // 16:00 EDT
    expect(dayBeforeReminderApplies("2026-10-15", new Date("2026-10-14T23:30:00Z"))).toBe(false); // 19:30
  });

  it("nudges three days before at 10:00 and sends the owner's digest at 18:00 the day before", () => {
    expect(confirmNudgeAt("2026-10-15").toISOString()).toBe("2026-10-12T14:00:00.000Z");
    expect(ownerDigestAt("2026-11-02").toISOString()).toBe("2026-11-01T23:00:00.000Z");
  });
});

describe("words", () => {
  it("says the date and window as a client reads them", () => {
    expect(describeVisitTime({ day: "2026-10-14", startTime: "07:00", windowMinutes: 120, spanDays: 1 })).toBe(
      "Wednesday, October 14, 2026, the crew arrives between 7:00 a.m. and 9:00 a.m.",
    );
    expect(describeVisitTime({ day: "2026-10-14", startTime: null, windowMinutes: null, spanDays: 2 })).toBe(
      "Wednesday, October 14, 2026 to Thursday, October 15, 2026",
    );
    expect(describeVisitTime({ day: "2026-10-14", startTime: "12:30", windowMinutes: null, spanDays: 1 })).toBe(
      "Wednesday, October 14, 2026, the crew arrives at 12:30 p.m.",
    );
    expect(formatClockTime("00:15")).toBe("12:15 a.m.");
  });
});

describe("transitions", () => {
  it("moves a visit through its states and refuses changes to finished ones", () => {
    expect(visitTransition("draft", "propose")).toEqual({ allowed: true, status: "proposed" });
    expect(visitTransition("proposed", "confirm")).toEqual({ allowed: true, status: "confirmed" });
    expect(visitTransition("confirmed", "ask_other_date")).toEqual({ allowed: true, status: "change_requested" });
    expect(visitTransition("confirmed", "move", { keepsConfirmation: true })).toEqual({ allowed: true, status: "confirmed" });
    expect(visitTransition("confirmed", "move", { keepsConfirmation: false })).toEqual({ allowed: true, status: "rescheduled" });
    expect(visitTransition("rescheduled", "confirm")).toEqual({ allowed: true, status: "confirmed" });
    expect(visitTransition("confirmed", "hold")).toEqual({ allowed: true, status: "on_hold" });
    expect(visitTransition("on_hold", "propose")).toEqual({ allowed: true, status: "proposed" });
    expect(visitTransition("draft", "confirm").allowed).toBe(false);
    expect(visitTransition("completed", "move")).toEqual({ allowed: false, message: "This visit is completed and can no longer be changed" });
    expect(visitTransition("cancelled", "confirm").allowed).toBe(false);
  });
});
