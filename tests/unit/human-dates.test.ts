/** The one date style of every PDF: "Nov 26, 2026", and times on Toronto's clocks with their zone. */
import { describe, expect, it } from "vitest";
import { formatHumanDate, formatHumanDateTime } from "../../shared/human-dates";

describe("formatHumanDate", () => {
  it.each([
    ["2026-11-26", "Nov 26, 2026"],
    ["2025-01-01", "Jan 1, 2025"],
    ["2024-12-31", "Dec 31, 2024"],
  ])("%s is %s, whatever the server's zone", (day, expected) => {
    expect(formatHumanDate(day)).toBe(expected);
  });

  it("returns text that is not a YYYY-MM-DD day as written", () => {
    expect(formatHumanDate("next Tuesday")).toBe("next Tuesday");
  });
});

describe("formatHumanDateTime", () => {
  it.each([
    ["2026-11-27T00:30:00Z", "Nov 26, 2026, 7:30 p.m. EST"],
    ["2024-08-14T19:32:00Z", "Aug 14, 2024, 3:32 p.m. EDT"],
    ["2024-11-03T05:59:00Z", "Nov 3, 2024, 1:59 a.m. EDT"],
    ["2024-11-03T06:01:00Z", "Nov 3, 2024, 1:01 a.m. EST"],
  ])("%s is %s on Toronto's clocks", (iso, expected) => {
    expect(formatHumanDateTime(new Date(iso))).toBe(expected);
  });
});
