/** The discount in the shared arithmetic: subtotal -> discount -> discounted subtotal -> HST -> total -> deposit, to the cent. */
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import {
  discountCents,
  discountInputOf,
  discountInputSchema,
  discountLabel,
  discountMessages,
  discountProblem,
  parseDiscount,
  quoteTotals,
  type LineItem,
} from "../../shared/line-items";

const item = (id: string, quantity: string, unitPrice: string, optional = false): LineItem => ({
  id,
  description: id,
  quantity,
  unit: "sq_ft",
  unitPrice,
  optional,
});

describe("quoteTotals with a discount", () => {
  it("takes a percentage off the subtotal, rounded half up once, and charges HST on what is left", () => {
    // 333 x 10.01 = 3,333.33; 12.5% = 416.66625 -> 416.67; left 2,916.66; HST 379.1658 -> 379.17; total 3,295.83.
    const totals = quoteTotals([item("a", "333", "10.01")], [], { kind: "percent", basisPoints: 1250 });
    expect(totals).toMatchObject({
      subtotalCents: 333_333,
      discountCents: 41_667,
      discountedSubtotalCents: 291_666,
      taxCents: 37_917,
      totalCents: 329_583,
      depositCents: 164_792,
      balanceCents: 164_791,
    });
  });

  it("rounds a half cent of discount up (0.5 cent exactly)", () => {
    // 1 x 0.01 = 1 cent; 50% = 0.5 cent -> 1 cent; nothing left to tax.
    expect(quoteTotals([item("a", "1", "0.01")], [], { kind: "percent", basisPoints: 5000 })).toMatchObject({
      discountCents: 1,
      discountedSubtotalCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
  });

  it("takes an amount off as it is, and never more than the subtotal", () => {
    const totals = quoteTotals([item("a", "100", "12.50")], [], { kind: "amount", cents: 25_000 });
    // 1,250.00 - 250.00 = 1,000.00; HST 130.00; total 1,130.00; deposit 565.00.
    expect(totals).toMatchObject({ subtotalCents: 125_000, discountCents: 25_000, taxCents: 13_000, totalCents: 113_000, depositCents: 56_500 });
    expect(discountCents(10_000, { kind: "amount", cents: 99_999 })).toBe(10_000);
  });

  it("applies a percentage to the chosen options too, an amount stays the same", () => {
    const items = [item("a", "1", "1000"), item("b", "1", "500", true)];
    expect(quoteTotals(items, ["b"], { kind: "percent", basisPoints: 1000 }).discountCents).toBe(15_000);
    expect(quoteTotals(items, [], { kind: "percent", basisPoints: 1000 }).discountCents).toBe(10_000);
    expect(quoteTotals(items, ["b"], { kind: "amount", cents: 5_000 }).discountCents).toBe(5_000);
  });

  it("changes nothing without a discount, and 0% or $0 leaves the same figures", () => {
    const items = [item("a", "850", "14.50")];
    const plain = quoteTotals(items);
    expect(plain).toMatchObject({ discountCents: 0, discountedSubtotalCents: plain.subtotalCents });
    expect(quoteTotals(items, [], { kind: "percent", basisPoints: 0 }).totalCents).toBe(plain.totalCents);
    expect(quoteTotals(items, [], { kind: "amount", cents: 0 }).totalCents).toBe(plain.totalCents);
  });
});

describe("reading and checking a discount", () => {
  it("reads a percentage from 0 to 100 with at most two decimals, and an amount in dollars", () => {
    expect(parseDiscount({ kind: "percent", value: "12.5" })).toEqual({ kind: "percent", basisPoints: 1250 });
    expect(parseDiscount({ kind: "percent", value: "100" })).toEqual({ kind: "percent", basisPoints: 10_000 });
    expect(parseDiscount({ kind: "percent", value: "100.01" })).toBeNull();
    expect(parseDiscount({ kind: "percent", value: "10.125" })).toBeNull();
    expect(parseDiscount({ kind: "percent", value: "-5" })).toBeNull();
    expect(parseDiscount({ kind: "amount", value: "250" })).toEqual({ kind: "amount", cents: 25_000 });
    expect(parseDiscount({ kind: "amount", value: "1,250.50" })).toBeNull();
    expect(parseDiscount({ kind: "amount", value: "ten" })).toBeNull();
    expect(discountInputOf({ kind: "percent", basisPoints: 1250 })).toEqual({ kind: "percent", value: "12.5" });
    expect(discountInputOf({ kind: "amount", cents: 25_000 })).toEqual({ kind: "amount", value: "250.00" });
    expect(discountLabel({ kind: "percent", basisPoints: 1000 })).toBe("Discount (10%)");
  });

  it("gives each problem its own message", () => {
    const issue = (input: unknown) => z.safeParse(discountInputSchema, input).error?.issues[0]?.message;
    expect(issue({ kind: "percent", value: "101" })).toBe(discountMessages.percent);
    expect(issue({ kind: "amount", value: "abc" })).toBe(discountMessages.amount);
    expect(issue({ kind: "coupon", value: "5" })).toBe(discountMessages.kind);
    expect(issue({ kind: "percent", value: 10 })).toBeUndefined();
    const items = [item("a", "10", "10"), item("b", "10", "10", true)];
    expect(discountProblem(items, { kind: "amount", cents: 10_001 })).toBe(discountMessages.aboveSubtotal(10_000));
    expect(discountProblem(items, { kind: "amount", cents: 10_000 })).toBeNull();
    expect(discountProblem([], { kind: "percent", basisPoints: 500 })).toBe(discountMessages.withoutItems);
  });
});
