import { describe, expect, it } from "vitest";
import { formatReceiptNumber, hstPortionCents } from "@shared/receipts";

describe("receipt numbers", () => {
  it("reads R- and four digits, more past 9,999", () => {
    expect([1, 42, 9_999, 10_000, 123_456].map(formatReceiptNumber)).toEqual(["R-0001", "R-0042", "R-9999", "R-10000", "R-123456"]);
  });
});

describe("the HST included in an amount", () => {
  it("is 13/113 of it, rounded half up to the cent", () => {
    expect(hstPortionCents(11_300)).toBe(1_300);
    expect(hstPortionCents(556_525)).toBe(64_025);
    // 824,194 x 13 / 113 = 94,818.78 -> 94,819; 1 x 13 / 113 = 0.115 -> 0; 5 x 13 / 113 = 0.575 -> 1.
    expect(hstPortionCents(824_194)).toBe(94_819);
    expect(hstPortionCents(1)).toBe(0);
    expect(hstPortionCents(5)).toBe(1);
    expect(hstPortionCents(0)).toBe(0);
    // The largest payment stays exact (1,000,000,000 x 13 is far below 2^53).
    expect(hstPortionCents(1_000_000_000)).toBe(115_044_248);
  });
});
