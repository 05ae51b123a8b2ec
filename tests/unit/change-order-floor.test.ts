/** The contract sum's floor (shared/change-orders/rules.ts): how far a credit may go, and the credit to type before HST. */
import { describe, expect, it } from "vitest";
import { changeOrderTotals, checkContractSumFloor, largestSubtotalWithin, signedTaxCents } from "../../shared/change-orders/rules";

describe("checkContractSumFloor", () => {
  it("lets a credit bring the sum down to what was paid, exactly, and no lower", () => {
    expect(checkContractSumFloor({ revisedBeforeCents: 1_113_050, orderTotalCents: -556_525, paidCents: 556_525 })).toEqual({ allowed: true });
    expect(checkContractSumFloor({ revisedBeforeCents: 1_113_050, orderTotalCents: -556_526, paidCents: 556_525 })).toEqual({
      allowed: false,
      largestCreditCents: 556_525,
      message:
        "This credit would bring the contract sum to $5,565.24, below the $5,565.25 already paid. The largest credit possible now is $5,565.25 with HST ($4,925.00 before HST).",
    });
  });

  it("never lets the sum go below zero, and says so when nothing was paid", () => {
    expect(checkContractSumFloor({ revisedBeforeCents: 1_113_050, orderTotalCents: -1_113_050, paidCents: 0 }).allowed).toBe(true);
    const refused = checkContractSumFloor({ revisedBeforeCents: 1_113_050, orderTotalCents: -5_650_000, paidCents: 0 });
    expect(refused).toMatchObject({ allowed: false, largestCreditCents: 1_113_050 });
    expect(refused.allowed || refused.message).toBe(
      "This credit would bring the contract sum below zero (-$45,369.50). The largest credit possible now is $11,130.50 with HST ($9,850.00 before HST).",
    );
  });

  it("says no credit is possible once the sum is down to what was paid", () => {
    const refused = checkContractSumFloor({ revisedBeforeCents: 500_000, orderTotalCents: -1, paidCents: 500_000 });
    expect(refused.allowed || refused.message).toBe(
      "This credit would bring the contract sum to $4,999.99, below the $5,000.00 already paid. No further credit is possible on this contract now.",
    );
  });

  it("never refuses an order that adds or changes nothing, even on a sum already below its floor", () => {
    for (const orderTotalCents of [0, 1, 135_600]) {
      expect(checkContractSumFloor({ revisedBeforeCents: -100, orderTotalCents, paidCents: 5_000 })).toEqual({ allowed: true });
    }
  });
});

describe("largestSubtotalWithin", () => {
  it("is the largest subtotal whose total with HST fits, for every total up to $1,000", () => {
    const withTax = (subtotal: number) => subtotal + signedTaxCents(subtotal);
    for (let total = 0; total <= 100_000; total++) {
      const subtotal = largestSubtotalWithin(total);
      expect(withTax(subtotal)).toBeLessThanOrEqual(total);
      expect(withTax(subtotal + 1)).toBeGreaterThan(total);
    }
  });

  it("typed as a credit line, gives a credit within the named largest", () => {
    const largest = 774_050;
    const subtotal = largestSubtotalWithin(largest);
    const { totalCents } = changeOrderTotals([{ kind: "credit", quantity: "1", unitPrice: (subtotal / 100).toFixed(2) }]);
    expect(-totalCents).toBeLessThanOrEqual(largest);
  });
});
