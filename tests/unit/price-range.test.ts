import { describe, expect, it } from "vitest";
import { calculatePriceRange, formatWholeCad, formatPriceRange, parseSquareFeet } from "@/features/pricing-calculator/price-range";

describe("calculatePriceRange", () => {
  it("multiplies the area by the stamped range of $12-$18 per sq ft", () => {
    expect(calculatePriceRange(500, "stamped")).toEqual({
      min: 6000,
      max: 9000,
      sqFt: 500,
      pricedSqFt: 500,
      smallProject: false,
      perSqFt: { min: 12, max: 18 },
    });
  });

  it("multiplies the area by the broom finish range of $8-$12 per sq ft", () => {
    expect(calculatePriceRange(750, "broom")).toMatchObject({ min: 6000, max: 9000, smallProject: false });
    expect(calculatePriceRange(1200, "broom")).toMatchObject({ min: 9600, max: 14400 });
  });

  it("prices projects under 200 sq ft as 200 sq ft (the small-project minimum)", () => {
    expect(calculatePriceRange(100, "broom")).toEqual({
      min: 1600,
      max: 2400,
      sqFt: 100,
      pricedSqFt: 200,
      smallProject: true,
      perSqFt: { min: 8, max: 12 },
    });
    expect(calculatePriceRange(1, "stamped")).toMatchObject({ min: 2400, max: 3600, smallProject: true });
    expect(calculatePriceRange(199.5, "stamped")).toMatchObject({ min: 2400, max: 3600, smallProject: true });
  });

  it("does not apply the minimum at exactly 200 sq ft", () => {
    expect(calculatePriceRange(200, "broom")).toMatchObject({ min: 1600, max: 2400, pricedSqFt: 200, smallProject: false });
    expect(calculatePriceRange(201, "broom")).toMatchObject({ min: 1608, max: 2412, smallProject: false });
  });

  it("accepts the text of a number input and rounds to whole dollars", () => {
    expect(calculatePriceRange("500", "stamped")).toMatchObject({ min: 6000, max: 9000 });
    expect(calculatePriceRange(" 333.33 ", "broom")).toMatchObject({ min: 2667, max: 4000, sqFt: 333.33 });
  });

  it.each([0, -5, -250, Number.NaN, Number.POSITIVE_INFINITY, "", "   ", "abc", "12abc", "-10", "0", null, undefined])(
    "gives no result for %p",
    (input) => {
      expect(calculatePriceRange(input, "broom")).toBeNull();
      expect(calculatePriceRange(input, "stamped")).toBeNull();
    },
  );

  it("gives no result for an unknown finish", () => {
    expect(calculatePriceRange(500, "polished" as never)).toBeNull();
  });
});

describe("parseSquareFeet", () => {
  it("reads positive numbers only", () => {
    expect(parseSquareFeet("450")).toBe(450);
    expect(parseSquareFeet(12.5)).toBe(12.5);
    expect(parseSquareFeet("-1")).toBeNull();
    expect(parseSquareFeet("")).toBeNull();
  });
});

describe("formatting", () => {
  it("formats Canadian dollars without cents", () => {
    expect(formatWholeCad(6000)).toBe("$6,000");
    expect(formatWholeCad(1600)).toBe("$1,600");
    expect(formatWholeCad(1234567)).toBe("$1,234,567");
  });

  it("formats a range with an en dash", () => {
    expect(formatPriceRange({ min: 6000, max: 9000 })).toBe("$6,000 – $9,000");
  });
});
