import { describe, expect, it } from "vitest";
import { estimateToQuote } from "../../client/src/features/estimate/estimate-to-quote";
import { estimateQuoteSchema } from "../../shared/schema";

const input = {
  clientName: "Daniel Okafor",
  clientEmail: "daniel@example.com",
  clientPhone: "647-555-0199",
  projectAddress: "48 Maple Grove Ave, Vaughan, ON",
  projectType: "broom-finish" as const,
  projectArea: "40 ft x 4 ft",
  projectDescription: "New broom finish walkway to the front door.\nKeep the old steps.",
  urgency: "1-month" as const,
  budget: "3000-5000" as const,
  contactPreference: "either" as const,
  hasPermits: true,
  agreedToTerms: true as const,
};

describe("estimateToQuote: what the estimate form sends", () => {
  it("keeps the visitor's description alone as projectDetails and the other answers apart", () => {
    const quote = estimateToQuote(input, new Date("2026-03-10T15:00:00Z"));
    expect(quote.projectDetails).toBe("New broom finish walkway to the front door.\nKeep the old steps.");
    expect(quote.projectDetails).not.toMatch(/Budget|Timeline|Project Area|Permits/);
    expect(quote.estimateAnswers).toEqual({
      projectArea: "40 ft x 4 ft",
      urgency: "1-month",
      budget: "3000-5000",
      contactPreference: "either",
      hasPermits: true,
    });
  });

  it("names the work scope by project type and stays valid for 30 days, pending at 0.00", () => {
    const quote = estimateToQuote(input, new Date("2026-03-10T15:00:00Z"));
    expect(quote).toMatchObject({ workScope: "Broom Finish Installation", totalCost: "0.00", validUntil: "2026-04-09", status: "pending" });
  });

  it("is accepted by the server's estimate schema with its answers intact", () => {
    const parsed = estimateQuoteSchema.safeParse(estimateToQuote({ ...input, hasPermits: false }));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.estimateAnswers).toMatchObject({ urgency: "1-month", hasPermits: false });
  });
});
