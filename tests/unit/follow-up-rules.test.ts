/**
 * The follow-ups' rules without a database: the reseal reminder's day with and without the client's
 * consent (the two years a purchase implies, the sealing season, June and November completions,
 * 29 February), and the owner's Google review link.
 */
import { describe, expect, it } from "vitest";
import { followUpMessages, resealPlan, reviewUrlProblem } from "../../shared/follow-ups/rules";
import { resealDefaults } from "../../shared/completion/dates";

const season = resealDefaults.season;
const plan = (completedOn: string, lastPaymentDay: string, consented: boolean, today = completedOn, months = 24) =>
  resealPlan({ completedOn, lastPaymentDay, consented, today, months, season });

describe("the reseal reminder's day", () => {
  it("is the reseal due day for a client who ticked the box", () => {
    expect(plan("2026-06-12", "2026-06-12", true)).toEqual({ day: "2028-06-12", basis: "consent" });
    expect(plan("2026-11-20", "2026-11-20", true)).toEqual({ day: "2029-04-15", basis: "consent" });
    expect(plan("2026-11-20", "2026-11-20", true, "2026-11-20", 36)).toEqual({ day: "2030-04-15", basis: "consent" });
  });

  it("stays inside the two years of implied consent without the tick", () => {
    // A June job: due on its second anniversary, which is also the last day of the consent.
    expect(plan("2026-06-12", "2026-06-12", false)).toEqual({ day: "2028-06-12", basis: "implied" });
    // Paid a week before the hand-over: the consent ends first.
    expect(plan("2026-06-12", "2026-06-05", false)).toEqual({ day: "2028-06-05", basis: "implied" });
    // A November job: due in the spring of 2029, consent ends 20 Nov 2028: the end of the 2028 season.
    expect(plan("2026-11-20", "2026-11-20", false)).toEqual({ day: "2028-10-15", basis: "implied" });
    // Paid in the winter after a fall job: the consent ends in February, before the season opens.
    expect(plan("2026-10-10", "2027-02-01", false)).toEqual({ day: "2028-10-10", basis: "implied" });
    expect(plan("2026-10-20", "2027-02-01", false)).toEqual({ day: "2028-10-15", basis: "implied" });
  });

  it("counts a 29 February payment to 28 February two years on", () => {
    // Consent through 2030-02-28, before the 2030 season: the end of the 2029 season.
    expect(plan("2028-02-29", "2028-02-29", false)).toEqual({ day: "2029-10-15", basis: "implied" });
  });

  it("is skipped when the in-season day inside the consent has passed or comes before the first anniversary", () => {
    // Planned late (a payment recorded long after): the last in-season day inside the window is already past.
    expect(plan("2026-11-20", "2026-11-20", false, "2028-10-16")).toEqual({ skip: "no_consent" });
    // The owner's season leaves nothing in the second year inside the window but days within the first year.
    const narrow = { start: "07-01", end: "07-31" };
    expect(
      resealPlan({ completedOn: "2026-08-10", lastPaymentDay: "2026-08-10", consented: false, today: "2026-08-10", months: 24, season: narrow }),
    ).toEqual({
      day: "2028-07-31",
      basis: "implied",
    });
    expect(
      resealPlan({ completedOn: "2026-08-10", lastPaymentDay: "2026-08-10", consented: false, today: "2028-08-01", months: 24, season: narrow }),
    ).toEqual({
      skip: "no_consent",
    });
  });
});

describe("the Google review link", () => {
  it("accepts Google's https links", () => {
    for (const url of [
      "https://g.page/r/CfORMA/review",
      "https://search.google.com/local/writereview?placeid=ChIJ",
      "https://www.google.com/maps/place/Forma",
      "https://maps.app.goo.gl/abc",
    ])
      expect(reviewUrlProblem(url), url).toBeNull();
  });

  it("refuses http, other hosts, look-alikes, credentials and text that is not a link", () => {
    expect(reviewUrlProblem("http://g.page/r/x/review")).toBe(followUpMessages.reviewUrlHttps);
    expect(reviewUrlProblem("javascript:alert(1)")).toBe(followUpMessages.reviewUrlHttps);
    expect(reviewUrlProblem("https://g.page.evil.example/review")).toBe(followUpMessages.reviewUrlGoogle);
    expect(reviewUrlProblem("https://notgoogle.com/review")).toBe(followUpMessages.reviewUrlGoogle);
    // A Google search page is not the review page (the full list: review-link-rule.test.ts).
    expect(reviewUrlProblem("https://www.google.ca/search?q=forma")).toBe(followUpMessages.reviewUrlGoogle);
    expect(reviewUrlProblem("https://user:pw@g.page/r/x")).toBe(followUpMessages.reviewUrlMalformed);
    expect(reviewUrlProblem("g.page/r/x")).toBe(followUpMessages.reviewUrlMalformed);
  });
});
