import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, formatCad, isExpired, isIsoDate, isPriced, parseAmount, revenueOf, torontoDate } from "../../shared/quote-rules";

/** A calendar date between 1970 and 2199 written YYYY-MM-DD. */
const isoDate = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2199, 11, 31) }).map((ms) => new Date(ms).toISOString().slice(0, 10));

describe("parseAmount", () => {
  it.each([
    ["4500", 4500],
    ["$4,500.00", 4500],
    ["CAD 4 500.5", 4500.5],
    ["0.00", 0],
    ["7,200.00", 7200],
    ["C$ 12.3", 12.3],
    ["cad 99", 99],
  ])("reads %j as %d", (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each(["", "   ", "abc", "-5", "1.234", "4,500.00.00", "$", "4500 dollars", "1e3", "12.", ".5"])("returns null for %j", (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it("returns null for null and undefined", () => {
    expect(parseAmount(null)).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });

  it("reads any plain N.NN amount as that number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, "0")}`;
        expect(parseAmount(text)).toBe(Number(text));
      }),
    );
  });

  it("reads amounts written with $ and thousands separators like the plain amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const decimals = String(cents).padStart(2, "0");
        const grouped = `$${whole.toLocaleString("en-US")}.${decimals}`;
        expect(parseAmount(grouped)).toBe(Number(`${whole}.${decimals}`));
      }),
    );
  });

  it("never returns a negative number or NaN", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary-ascii" }), (text) => {
        const amount = parseAmount(text);
        if (amount !== null) {
          expect(Number.isFinite(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe("isPriced", () => {
  it.each([
    ["0.00", false],
    ["0", false],
    ["$0", false],
    ["", false],
    ["abc", false],
    ["-5", false],
    ["0.01", true],
    ["7,200.00", true],
    ["$4,500", true],
  ])("%j → %s", (text, priced) => {
    expect(isPriced(text)).toBe(priced);
  });
});

describe("formatCad", () => {
  it("formats amounts as Canadian dollars with two decimals", () => {
    expect(formatCad("4500")).toBe("$4,500.00");
    expect(formatCad("$4,500.5")).toBe("$4,500.50");
    expect(formatCad("0.00")).toBe("$0.00");
    expect(formatCad("1234567.89")).toBe("$1,234,567.89");
  });

  it("shows unparseable text as written", () => {
    expect(formatCad("to be confirmed")).toBe("to be confirmed");
    expect(formatCad("")).toBe("");
    expect(formatCad("-5")).toBe("-5");
  });

  it("formats so that parsing the result gives the same amount back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, "0")}`;
        expect(parseAmount(formatCad(text))).toBe(parseAmount(text));
      }),
    );
  });
});

describe("torontoDate", () => {
  it("gives the Toronto calendar date, not the UTC one", () => {
    expect(torontoDate(new Date("2026-01-01T03:00:00Z"))).toBe("2025-12-31");
    expect(torontoDate(new Date("2026-01-01T04:59:59Z"))).toBe("2025-12-31");
    expect(torontoDate(new Date("2026-01-01T05:00:00Z"))).toBe("2026-01-01");
  });

  it("follows daylight saving time (UTC-4 in summer)", () => {
    expect(torontoDate(new Date("2025-07-01T03:59:59Z"))).toBe("2025-06-30");
    expect(torontoDate(new Date("2025-07-01T04:00:00Z"))).toBe("2025-07-01");
  });

  it("writes YYYY-MM-DD", () => {
    expect(torontoDate(new Date())).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("isIsoDate", () => {
  it.each([
    ["2024-02-29", true],
    ["2025-02-28", true],
    ["2025-12-31", true],
    ["2000-02-29", true],
    ["2025-02-29", false],
    ["1900-02-29", false],
    ["2025-13-01", false],
    ["2025-00-10", false],
    ["2025-04-31", false],
    ["2025-01-00", false],
    ["2025-1-01", false],
    ["2025/01/01", false],
    ["2025-01-01T00:00:00Z", false],
    [" 2025-01-01", false],
    ["", false],
  ])("%j → %s", (text, valid) => {
    expect(isIsoDate(text)).toBe(valid);
  });

  it("accepts every real calendar date", () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        expect(isIsoDate(date)).toBe(true);
      }),
    );
  });
});

describe("addDays", () => {
  it.each([
    ["2025-01-31", 1, "2025-02-01"],
    ["2024-12-31", 1, "2025-01-01"],
    ["2025-01-01", -1, "2024-12-31"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2025-02-28", 1, "2025-03-01"],
    ["2025-03-01", -1, "2025-02-28"],
    // Daylight saving time starts 2025-03-09 and ends 2025-11-02 in Toronto.
    ["2025-03-08", 1, "2025-03-09"],
    ["2025-03-09", 1, "2025-03-10"],
    ["2025-11-01", 1, "2025-11-02"],
    ["2025-11-02", 1, "2025-11-03"],
    ["2025-03-01", 14, "2025-03-15"],
    ["2025-10-20", 30, "2025-11-19"],
    ["2025-12-15", 30, "2026-01-14"],
    ["2025-06-15", 0, "2025-06-15"],
  ])("%s + %d days = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it("undoes itself: adding n days then -n days gives the date back", () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -20_000, max: 20_000 }), (date, days) => {
        expect(addDays(addDays(date, days), -days)).toBe(date);
      }),
    );
  });

  it("moves exactly n calendar days and gives a real date", () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -20_000, max: 20_000 }), (date, days) => {
        const result = addDays(date, days);
        expect(isIsoDate(result)).toBe(true);
        expect((Date.parse(`${result}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000).toBe(days);
      }),
    );
  });
});

describe("isExpired", () => {
  const now = new Date("2025-06-15T16:00:00Z"); // noon in Toronto

  it("is valid through the whole of its validUntil day", () => {
    expect(isExpired("2025-06-15", now)).toBe(false);
    expect(isExpired("2025-06-16", now)).toBe(false);
    expect(isExpired("2025-06-14", now)).toBe(true);
  });

  it("counts relative to today's Toronto date", () => {
    const today = torontoDate(new Date());
    expect(isExpired(today, new Date())).toBe(false);
    expect(isExpired(addDays(today, -1), new Date())).toBe(true);
    expect(isExpired(addDays(today, 1), new Date())).toBe(false);
  });

  it("uses Toronto time, not UTC, around midnight", () => {
    // 03:00 UTC on Jan 1 is still Dec 31 in Toronto: a quote valid until Dec 31 is not yet expired.
    const lateEvening = new Date("2026-01-01T03:00:00Z");
    expect(isExpired("2025-12-31", lateEvening)).toBe(false);
    expect(isExpired("2025-12-30", lateEvening)).toBe(true);
    // 05:00 UTC is midnight in Toronto: now it has expired.
    expect(isExpired("2025-12-31", new Date("2026-01-01T05:00:00Z"))).toBe(true);
  });

  it("treats dates not written YYYY-MM-DD as expired", () => {
    expect(isExpired("", now)).toBe(true);
    expect(isExpired("2099-02-30", now)).toBe(true);
    expect(isExpired("June 30, 2099", now)).toBe(true);
  });
});

describe("revenueOf", () => {
  it("sums cents exactly", () => {
    expect(revenueOf(["0.10", "0.20"])).toBe(0.3);
    expect(revenueOf(["$4,500.00", "7,200.50", "CAD 99.99"])).toBe(11800.49);
  });

  it("ignores totals it cannot read", () => {
    expect(revenueOf(["abc", null, undefined, "", "-5", "1000"])).toBe(1000);
    expect(revenueOf([])).toBe(0);
  });

  it("equals the exact sum of the cents for any list of amounts", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 99_999_999 }), { maxLength: 30 }), (centsList) => {
        const totals = centsList.map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`);
        const expected = centsList.reduce((sum, cents) => sum + cents, 0) / 100;
        expect(revenueOf(totals)).toBe(expected);
      }),
    );
  });
});
