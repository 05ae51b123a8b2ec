import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampPage, pageCount, pageItems, pageLinks } from "../../client/src/features/projects/pagination-logic";
import { wrapIndex } from "../../client/src/features/projects/wrap-index";

describe("pageCount", () => {
  it("fills pages of 24", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(1, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(49, 24)).toBe(3);
  });
});

describe("clampPage", () => {
  it("keeps the page inside 1..pages", () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
  });
});

describe("pageItems", () => {
  const items = Array.from({ length: 50 }, (_, index) => index);
  it("returns 24 per page and the rest on the last page", () => {
    expect(pageItems(items, 1, 24)).toEqual(items.slice(0, 24));
    expect(pageItems(items, 2, 24)).toEqual(items.slice(24, 48));
    expect(pageItems(items, 3, 24)).toEqual([48, 49]);
    expect(pageItems(items, 99, 24)).toEqual([48, 49]);
  });

  it("shows every item exactly once across the pages", () => {
    fc.assert(
      fc.property(fc.nat(200), fc.integer({ min: 1, max: 30 }), (total, size) => {
        const list = Array.from({ length: total }, (_, index) => index);
        const pages = pageCount(total, size);
        const seen = Array.from({ length: pages }, (_, page) => pageItems(list, page + 1, size)).flat();
        expect(seen).toEqual(list);
      }),
    );
  });
});

describe("pageLinks", () => {
  it("lists every page when there are few", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the first, last and current pages around gaps", () => {
    expect(pageLinks(1, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pageLinks(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageLinks(10, 10)).toEqual([1, "gap", 6, 7, 8, 9, 10]);
  });

  it("always shows the current, first and last page, in order, in at most 7 slots", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const pages = Math.max(a, b);
        const current = Math.min(a, b);
        const links = pageLinks(current, pages);
        const numbers = links.filter((link): link is number => link !== "gap");
        expect(links.length).toBeLessThanOrEqual(7);
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        for (let index = 1; index < numbers.length; index++) expect(numbers[index]).toBeGreaterThan(numbers[index - 1]);
        // A gap always hides at least two pages.
        links.forEach((link, index) => {
          if (link === "gap") expect((links[index + 1] as number) - (links[index - 1] as number)).toBeGreaterThan(2);
        });
      }),
    );
  });
});

describe("wrapIndex", () => {
  it("wraps around at both ends", () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
