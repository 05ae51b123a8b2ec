import { describe, expect, it } from "vitest";
import { paymentSchedule } from "../../client/src/components/quote/payment-schedule";
import type { LineItem } from "../../shared/line-items";

const items: LineItem[] = [
  { id: "slab", description: "Broom finish slab", quantity: "12.5", unit: "sq_ft", unitPrice: "3.33", optional: false },
  { id: "sealer", description: "Sealer", quantity: "1", unit: "lump_sum", unitPrice: "100.01", optional: true },
];

describe("paymentSchedule: the total, deposit and balance the contract pages show", () => {
  it("follows the items rule for an itemised quote, with the chosen options only", () => {
    // 12.5 x 3.33 = 41.625 -> 41.63; HST 5.4119 -> 5.41; total 47.04; deposit 23.52.
    expect(paymentSchedule({ lineItems: items, chosenOptionIds: [], totalCost: "47.04" })).toEqual({
      totalCents: 4704,
      depositCents: 2352,
      balanceCents: 2352,
    });
    // + 100.01 = 141.64; HST 18.4132 -> 18.41; total 160.05; deposit 80.025 -> 80.03 (half up), balance 80.02.
    expect(paymentSchedule({ lineItems: items, chosenOptionIds: ["sealer"], totalCost: "160.05" })).toEqual({
      totalCents: 16005,
      depositCents: 8003,
      balanceCents: 8002,
    });
  });

  it("splits an older quote's totalCost in integer cents, the odd cent going to the deposit", () => {
    expect(paymentSchedule({ lineItems: [], totalCost: "6789.50" })).toEqual({ totalCents: 678950, depositCents: 339475, balanceCents: 339475 });
    expect(paymentSchedule({ totalCost: "4,500.01" })).toEqual({ totalCents: 450001, depositCents: 225001, balanceCents: 225000 });
  });

  it("has nothing to show without a readable price", () => {
    expect(paymentSchedule({ totalCost: null })).toBeNull();
    expect(paymentSchedule({ lineItems: [], totalCost: "call us" })).toBeNull();
  });
});
