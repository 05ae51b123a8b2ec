import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { salesTax } from "../../shared/business";
import { lineItemsSchema, lineTotalCents, quoteTotals, totalCostText, type LineItem } from "../../shared/line-items";
import {
  centsToAmountText,
  formatCents,
  formatHundredths,
  maxQuantityHundredths,
  maxUnitPriceCents,
  mulDivRoundHalfUp,
  parseCents,
} from "../../shared/money";

/** Exact reference arithmetic in BigInt, independent of the code under test. */
function roundHalfUpBig(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

const item = fc.record({
  id: fc.uuid().map((id) => id.slice(0, 8)),
  description: fc.constant("Line"),
  quantity: fc.integer({ min: 1, max: maxQuantityHundredths }).map(formatHundredths),
  unit: fc.constantFrom("sq_ft" as const, "linear_ft" as const, "each" as const, "lump_sum" as const),
  unitPrice: fc.integer({ min: 0, max: 2_000_000 }).map(centsToAmountText),
  optional: fc.boolean(),
});
const items = fc.uniqueArray(item, { maxLength: 12, selector: (line) => line.id });

describe("money in integer cents", () => {
  it("reads amounts exactly and refuses what is not one amount", () => {
    expect(parseCents("0.29")).toBe(29);
    expect(parseCents("1,234.5")).toBe(123450);
    expect(parseCents("$9850")).toBe(985000);
    for (const bad of ["-1", "1.234", "1,23", "12 34", "", "abc", "1e3", "0x10"]) expect(parseCents(bad)).toBeNull();
  });

  it("writes amounts back as they were read", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999 }), (cents) => parseCents(centsToAmountText(cents)) === cents));
    expect(formatCents(1113050)).toBe("$11,130.50");
    expect(formatCents(5)).toBe("$0.05");
  });

  it("rounds a product half up exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxQuantityHundredths }), fc.integer({ min: 0, max: maxUnitPriceCents }), (a, b) => {
        expect(BigInt(mulDivRoundHalfUp(a, b, 100))).toBe(roundHalfUpBig(BigInt(a) * BigInt(b), 100n));
      }),
    );
  });
});

describe("quote totals", () => {
  it("a $9,850 quote owes $11,130.50 with HST, deposit $5,565.25", () => {
    const lines: LineItem[] = [{ id: "a", description: "Driveway", quantity: "1", unit: "lump_sum", unitPrice: "9850.00", optional: false }];
    const totals = quoteTotals(lines);
    expect(totals).toMatchObject({ subtotalCents: 985000, taxCents: 128050, totalCents: 1113050, depositCents: 556525, balanceCents: 556525 });
    expect(totalCostText(lines)).toBe("11130.50");
  });

  it("rounds each line, then tax once on the subtotal", () => {
    // Each line is half a cent and rounds up to 1; rounding only the sum would give 1 cent, not 2.
    const lines: LineItem[] = [
      { id: "a", description: "A", quantity: "0.5", unit: "each", unitPrice: "0.01", optional: false },
      { id: "b", description: "B", quantity: "0.5", unit: "each", unitPrice: "0.01", optional: false },
    ];
    expect(quoteTotals(lines).lines.map((line) => line.totalCents)).toEqual([1, 1]);
    expect(quoteTotals(lines).subtotalCents).toBe(2);
  });

  it("total = sum of rounded lines + tax rounded once; deposit + balance = total (property)", () => {
    fc.assert(
      fc.property(items, fc.array(fc.nat()), (lines, picks) => {
        const optionalIds = lines.filter((line) => line.optional).map((line) => line.id);
        const chosen = picks.map((pick) => optionalIds[pick % Math.max(optionalIds.length, 1)]).filter(Boolean);
        const totals = quoteTotals(lines, chosen);
        let subtotal = 0n;
        for (const line of lines) {
          const lineCents = roundHalfUpBig(BigInt(Math.round(Number(line.quantity) * 100)) * BigInt(Math.round(Number(line.unitPrice) * 100)), 100n);
          expect(BigInt(lineTotalCents(line))).toBe(lineCents);
          if (!line.optional || chosen.includes(line.id)) subtotal += lineCents;
        }
        const tax = roundHalfUpBig(subtotal * BigInt(salesTax.rateBasisPoints), 10_000n);
        expect(BigInt(totals.subtotalCents)).toBe(subtotal);
        expect(BigInt(totals.taxCents)).toBe(tax);
        expect(BigInt(totals.totalCents)).toBe(subtotal + tax);
        expect(totals.depositCents + totals.balanceCents).toBe(totals.totalCents);
        expect(Math.abs(totals.depositCents - totals.balanceCents)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("an option only ever adds its own line and the tax on it", () => {
    fc.assert(
      fc.property(items, (lines) => {
        const withAll = quoteTotals(
          lines,
          lines.map((line) => line.id),
        );
        const required = quoteTotals(lines);
        const optionalSum = withAll.lines.filter((_line, index) => lines[index].optional).reduce((sum, line) => sum + line.totalCents, 0);
        expect(withAll.subtotalCents - required.subtotalCents).toBe(optionalSum);
      }),
    );
  });
});

describe("line item validation", () => {
  const parse = (value: unknown) => z.safeParse(lineItemsSchema, value);

  it("normalises quantities and prices to exact text", () => {
    const result = parse([{ id: "a", description: " Sealer ", quantity: 12.5, unit: "sq_ft", unitPrice: "3.5" }]);
    expect(result.success && result.data).toEqual([
      { id: "a", description: "Sealer", quantity: "12.5", unit: "sq_ft", unitPrice: "3.50", optional: false },
    ]);
  });

  it("refuses zero, negative, over-precise and oversized numbers, unknown units, duplicate ids and line breaks", () => {
    const base = { id: "a", description: "Slab", quantity: "1", unit: "each", unitPrice: "1" };
    for (const bad of [
      { ...base, quantity: "0" },
      { ...base, quantity: "-2" },
      { ...base, quantity: 0.1 + 0.2 },
      { ...base, unitPrice: "1.005" },
      { ...base, unitPrice: "1000000" },
      { ...base, unit: "m2" },
      { ...base, description: "two\nlines" },
      { ...base, id: "a b" },
    ]) {
      expect(parse([bad]).success, JSON.stringify(bad)).toBe(false);
    }
    expect(parse([base, base]).success).toBe(false);
    expect(parse(Array.from({ length: 51 }, (_, index) => ({ ...base, id: `i${index}` }))).success).toBe(false);
    expect(parse(Array.from({ length: 20 }, (_, index) => ({ ...base, id: `i${index}`, quantity: "99999", unitPrice: "999999" }))).success).toBe(
      false,
    );
  });
});
