/** The end of a job as calendar rules: warranty end, completion date checks, reseal, aftercare, review and consent days. */
import { describe, expect, it } from "vitest";
import {
  aftercareDates,
  completionBackdateMaxDays,
  completionDateProblem,
  firstWinterEnd,
  isWithinImpliedConsent,
  resealDefaults,
  resealDueDay,
  reviewRequestDay,
  warrantyEndDate,
  warrantyYearsRange,
} from "../../shared/completion/dates";

describe("warrantyEndDate", () => {
  it.each([
    ["2026-06-12", 5, "2031-06-12"],
    ["2028-02-29", 5, "2033-02-28"], // 2033 has no 29 February
    ["2028-02-29", 4, "2032-02-29"], // 2032 does
    ["2026-12-31", 5, "2031-12-31"],
    ["2027-01-01", 5, "2032-01-01"],
    ["2026-06-12", 1, "2027-06-12"],
    ["2026-06-12", 25, "2051-06-12"],
  ])("%s + %i years ends on %s", (start, years, end) => {
    expect(warrantyEndDate(start, years)).toBe(end);
  });

  it.each([0, 26, 2.5, -5, Number.NaN])("refuses %s years with the range in the message", (years) => {
    expect(() => warrantyEndDate("2026-06-12", years)).toThrow(RangeError);
    expect(() => warrantyEndDate("2026-06-12", years)).toThrow("Warranty years must be a whole number from 1 to 25");
  });

  it("exports the range the API reports", () => {
    expect(warrantyYearsRange).toEqual({ min: 1, max: 25 });
  });

  it("refuses a start that is not a real day", () => {
    expect(() => warrantyEndDate("2026-02-30", 5)).toThrow(RangeError);
  });
});

describe("completionDateProblem", () => {
  const today = "2026-06-15";

  it("accepts today and the pour day", () => {
    expect(completionDateProblem("2026-06-15", { pourDay: "2026-05-20", today })).toBeNull();
    expect(completionDateProblem("2026-05-20", { pourDay: "2026-05-20", today })).toBeNull();
  });

  it("refuses tomorrow", () => {
    expect(completionDateProblem("2026-06-16", { pourDay: "2026-05-20", today })).toBe("The completion date cannot be in the future");
  });

  it("refuses the day before the pour, naming the pour day", () => {
    expect(completionDateProblem("2026-05-19", { pourDay: "2026-05-20", today })).toBe(
      "The job cannot be complete before its pour (Wednesday, May 20, 2026)",
    );
  });

  it("accepts exactly 30 days back and refuses 31", () => {
    expect(completionBackdateMaxDays).toBe(30);
    expect(completionDateProblem("2026-05-16", { pourDay: "2026-05-01", today })).toBeNull();
    expect(completionDateProblem("2026-05-15", { pourDay: "2026-05-01", today })).toBe("The completion date can be at most 30 days ago");
    expect(completionDateProblem("2026-05-16", { pourDay: null, today })).toBeNull();
  });

  it("counts the 30 days across a short February", () => {
    expect(completionDateProblem("2026-01-30", { pourDay: null, today: "2026-03-01" })).toBeNull();
    expect(completionDateProblem("2026-01-29", { pourDay: null, today: "2026-03-01" })).toBe("The completion date can be at most 30 days ago");
  });

  it("names the pour when a day is both before it and too old", () => {
    expect(completionDateProblem("2026-04-30", { pourDay: "2026-05-01", today })).toBe(
      "The job cannot be complete before its pour (Friday, May 1, 2026)",
    );
  });

  it.each(["2026-02-30", "2026-6-15", "15/06/2026", ""])("asks for a real day instead of %j", (text) => {
    expect(completionDateProblem(text, { pourDay: "2026-05-20", today })).toBe("Enter the completion date as a day, such as 2026-06-15");
  });
});

describe("resealDueDay", () => {
  it("keeps a day inside the season: June 2026 -> June 2028", () => {
    expect(resealDueDay("2026-06-15")).toBe("2028-06-15");
    expect(resealDueDay("2026-06-15", { months: 36 })).toBe("2029-06-15");
  });

  it("moves a November due day to the next 15 April", () => {
    expect(resealDueDay("2026-11-20")).toBe("2029-04-15");
    expect(resealDueDay("2026-12-20")).toBe("2029-04-15");
  });

  it("moves a day before the season to that year's start", () => {
    expect(resealDueDay("2026-01-10")).toBe("2028-04-15");
    expect(resealDueDay("2026-04-14")).toBe("2028-04-15");
  });

  it("includes both ends of the season", () => {
    expect(resealDueDay("2026-04-15")).toBe("2028-04-15");
    expect(resealDueDay("2026-10-15")).toBe("2028-10-15");
    expect(resealDueDay("2026-10-16")).toBe("2029-04-15");
  });

  it("clamps 31 Aug + 6 months to the end of February, then moves it into the season", () => {
    expect(resealDueDay("2026-08-31", { months: 6 })).toBe("2027-04-15");
    // A season that contains February shows the clamped day itself, in a common and a leap year.
    const longSeason = { start: "02-01", end: "11-30" };
    expect(resealDueDay("2026-08-31", { months: 6, season: longSeason })).toBe("2027-02-28");
    expect(resealDueDay("2027-08-31", { months: 6, season: longSeason })).toBe("2028-02-29");
  });

  it("uses 24 months and 15 April to 15 October by default", () => {
    expect(resealDefaults).toEqual({ months: 24, season: { start: "04-15", end: "10-15" } });
  });

  it.each([5, 61, 24.5])("refuses %s months", (months) => {
    expect(() => resealDueDay("2026-06-15", { months })).toThrow(RangeError);
  });

  it.each([
    { start: "10-15", end: "04-15" },
    { start: "04-15", end: "04-15" },
    { start: "02-29", end: "10-15" },
    { start: "04-31", end: "10-15" },
    { start: "4-15", end: "10-15" },
    { start: "04-15", end: "13-01" },
  ])("refuses the season %j", (season) => {
    expect(() => resealDueDay("2026-06-15", { season })).toThrow(RangeError);
  });
});

describe("aftercareDates", () => {
  it("dates a June pour", () => {
    expect(aftercareDates({ pourDay: "2026-06-16" }, "2026-06-20")).toEqual({
      pourDay: "2026-06-16",
      completedOn: "2026-06-20",
      walkFrom: { day: "2026-06-18", afterHours: 48 },
      driveFrom: { day: "2026-06-23", afterDays: 7 },
      fullCure: { day: "2026-07-14", afterDays: 28 },
      noSaltUntil: { day: "2027-04-01", winterEnds: "04-01" },
      sealFrom: {
        day: "2026-07-14",
        afterDays: 28,
        minTempC: 10,
        maxTempC: 32,
        dryHoursBefore: 24,
        dryHoursAfter: 24,
        season: { start: "04-15", end: "10-15" },
      },
      resealDue: { day: "2028-06-20", months: 24, season: { start: "04-15", end: "10-15" } },
    });
  });

  it("dates a December pour across the new year, sealing and resealing in spring", () => {
    const dates = aftercareDates({ pourDay: "2026-12-10" }, "2026-12-11");
    expect(dates.walkFrom.day).toBe("2026-12-12");
    expect(dates.driveFrom.day).toBe("2026-12-17");
    expect(dates.fullCure.day).toBe("2027-01-07");
    expect(dates.noSaltUntil.day).toBe("2027-04-01");
    expect(dates.sealFrom.day).toBe("2027-04-15");
    expect(dates.resealDue.day).toBe("2029-04-15");
    expect(aftercareDates({ pourDay: "2026-12-30" }, "2026-12-30").walkFrom.day).toBe("2027-01-01");
  });

  it("never offers a seal day before the completion", () => {
    expect(aftercareDates({ pourDay: "2026-09-01" }, "2026-10-01").sealFrom.day).toBe("2026-10-01");
    expect(aftercareDates({ pourDay: "2026-09-20" }, "2026-10-10").sealFrom.day).toBe("2027-04-15");
  });

  it("refuses a completion before the pour", () => {
    expect(() => aftercareDates({ pourDay: "2026-06-16" }, "2026-06-15")).toThrow(RangeError);
  });

  it.each([
    ["2026-04-01", "2027-04-01"], // spring: the coming winter
    ["2026-11-30", "2027-04-01"],
    ["2026-12-01", "2027-04-01"], // December: the winter already begun
    ["2027-01-15", "2027-04-01"],
    ["2027-03-31", "2027-04-01"],
    ["2027-04-01", "2028-04-01"],
  ])("a pour on %s has its first winter end on %s", (pourDay, end) => {
    expect(firstWinterEnd(pourDay)).toBe(end);
  });
});

describe("reviewRequestDay", () => {
  it("adds the delay in calendar days", () => {
    expect(reviewRequestDay("2026-06-20", 2)).toBe("2026-06-22");
    expect(reviewRequestDay("2026-12-30", 2)).toBe("2027-01-01");
    expect(reviewRequestDay("2026-06-20", 0)).toBe("2026-06-20");
  });

  it.each([-1, 31, 1.5])("refuses a delay of %s days", (delay) => {
    expect(() => reviewRequestDay("2026-06-20", delay)).toThrow(RangeError);
  });
});

describe("isWithinImpliedConsent", () => {
  it("lasts through the 2nd anniversary of the last payment and ends the day after", () => {
    expect(isWithinImpliedConsent("2026-11-20", "2026-11-20")).toBe(true);
    expect(isWithinImpliedConsent("2026-11-20", "2028-10-15")).toBe(true); // the reseal reminder sent before the season ends
    expect(isWithinImpliedConsent("2026-11-20", "2028-11-20")).toBe(true);
    expect(isWithinImpliedConsent("2026-11-20", "2028-11-21")).toBe(false);
  });

  it("ends a 29 February payment's consent on 28 February", () => {
    expect(isWithinImpliedConsent("2028-02-29", "2030-02-28")).toBe(true);
    expect(isWithinImpliedConsent("2028-02-29", "2030-03-01")).toBe(false);
    expect(isWithinImpliedConsent("2024-02-29", "2026-02-28")).toBe(true);
    expect(isWithinImpliedConsent("2024-02-29", "2026-03-01")).toBe(false);
  });

  it("gives no consent for a payment dated after today", () => {
    expect(isWithinImpliedConsent("2026-11-20", "2026-11-19")).toBe(false);
  });
});
