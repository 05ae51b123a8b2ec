/**
 * The business's Google review link: only the forms Google gives for a Business Profile's reviews
 * pass, never a Google address that shows someone else's page or sends the client elsewhere.
 */
import { describe, expect, it } from "vitest";
import { followUpMessages, followUpSettingsSchema, reviewUrlProblem } from "../../shared/follow-ups/rules";

describe("the review link rule", () => {
  it("accepts Google's review links", () => {
    for (const url of [
      "https://g.page/r/CfORMAconcrete/review",
      "https://g.page/r/CfORMAconcrete",
      "https://g.page/forma-concrete/review",
      "https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4",
      "https://search.google.com/local/reviews?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4",
      "https://www.google.com/maps/place/Forma+Concrete/@43.65,-79.38,17z/data=!4m8!3m7",
      "https://www.google.com/maps/place/Forma+Concrete?entry=ttu",
      "https://www.google.ca/maps/place/Forma+Concrete/",
      "https://www.google.com/maps?cid=1234567890123456789",
      "https://maps.app.goo.gl/Xy12AbCdEfGh34",
      "https://maps.app.goo.gl/Xy12AbCdEfGh34?g_st=ic",
    ])
      expect(reviewUrlProblem(url), url).toBeNull();
  });

  it("refuses other Google pages and anything that redirects elsewhere", () => {
    for (const url of [
      "https://sites.google.com/view/forma-reviews",
      "https://docs.google.com/forms/d/e/1FAIpQLSf/viewform",
      "https://www.google.com/url?q=https://evil.example",
      "https://www.google.com/url?sa=t&url=https%3A%2F%2Fevil.example",
      "https://www.google.com/maps/place/Forma?q=https://evil.example",
      "https://www.google.com/maps?q=https://evil.example",
      "https://www.google.com/maps?cid=123&q=evil",
      "https://www.google.com/search?q=forma+concrete+reviews",
      "https://www.google.com/",
      "https://search.google.com/local/writereview",
      "https://search.google.com/local/writereview?placeid=ChIJ&continue=https://evil.example",
      "https://search.google.com/local/writereview?placeid=ChIJ&placeid=other",
      "https://g.page/r/CfORMA/review?url=https://evil.example",
      "https://g.page/r/CfORMA/review/extra",
      "https://goo.gl/abc123",
      "https://maps.app.goo.gl/abc?link=https://evil.example",
      "https://accounts.google.com/ServiceLogin?continue=https://evil.example",
      "https://g.page.evil.example/r/x/review",
      "https://www.google.com.evil.example/maps/place/Forma",
    ])
      expect(reviewUrlProblem(url), url).toBe(followUpMessages.reviewUrlGoogle);
  });

  it("names the accepted forms in its message, and the settings schema gives that message", () => {
    expect(followUpMessages.reviewUrlGoogle).toContain("https://g.page/r/…/review");
    expect(followUpMessages.reviewUrlGoogle).toContain("https://search.google.com/local/writereview?placeid=…");
    const refused = followUpSettingsSchema.safeParse({
      googleReviewUrl: "https://docs.google.com/forms/d/x/viewform",
      reviewDelayDays: 2,
      reviewMode: "auto",
      resealMonths: 24,
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([followUpMessages.reviewUrlGoogle]);
  });
});
