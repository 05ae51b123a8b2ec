/**
 * The CSV formula guard reads a cell as a spreadsheet would: after leading whitespace and invisible
 * characters, in Unicode compatibility form. Neutralised cells keep their text after the apostrophe.
 */
import { describe, expect, it } from "vitest";
import { neutraliseFormula, startsFormula, toCsv } from "../../server/csv";

const hostile = [
  ["plain equals", '=HYPERLINK("http://x")'],
  ["plus", "+1+1"],
  ["minus", "-2+3"],
  ["at", "@SUM(A1)"],
  ["tab", "\t=1+1"],
  ["tab before text", "\tHello"],
  ["carriage return", "\r=1+1"],
  ["fullwidth equals", "＝1+1"],
  ["fullwidth plus", "＋1"],
  ["fullwidth hyphen-minus", "－1"],
  ["fullwidth at", "＠SUM(A1)"],
  ["small equals", "﹦1+1"],
  ["zero-width space", "\u200b=1+1"],
  ["zero-width joiner", "\u200d=1+1"],
  ["zero-width non-joiner", "\u200c=1+1"],
  ["byte order mark", "\ufeff=1+1"],
  ["left-to-right mark", "\u200e=1+1"],
  ["right-to-left override", "\u202e=1+1"],
  ["soft hyphen", "\u00ad=1+1"],
  ["word joiner", "\u2060=1+1"],
  ["no-break space", "\u00a0=1+1"],
  ["ideographic space", "\u3000=1+1"],
  ["spaces", "   =1+1"],
  ["line separator", "\u2028=1+1"],
  ["newline", "\n=1+1"],
  ["mixed invisibles then fullwidth", " \u200b\ufeff\u00a0＝1+1"],
  ["combining grapheme joiner", "\u034f=1+1"],
  ["Hangul filler", "\u3164=1+1"],
] as const;

const harmless = ["Priya Raman", "905-555-0123", "1 = 1", "a=b", "'=already", "", "Ünïcödé façade", "＄100", "e-Transfer", "(416) 555-0199"];

describe("startsFormula and neutraliseFormula", () => {
  it.each(hostile)("neutralises %s", (_name, cell) => {
    expect(startsFormula(cell)).toBe(true);
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it.each(harmless)("leaves %j as it is", (cell) => {
    expect(startsFormula(cell)).toBe(false);
    expect(neutraliseFormula(cell)).toBe(cell);
  });

  it("costs no more for a very long cell", () => {
    const long = "\u200b".repeat(5) + "x".repeat(100_000);
    expect(startsFormula(long)).toBe(false);
    expect(startsFormula("\u200b".repeat(1000) + "=1")).toBe(true);
  });

  it("writes the neutralised cell into the file, quoted by csv-stringify where needed", () => {
    const csv = toCsv([{ header: "Name", value: (row: { name: string }) => row.name }], [{ name: "＝1+1" }, { name: "\u200b=1,2" }]);
    expect(csv).toBe("\ufeffName\r\n'＝1+1\r\n\"'\u200b=1,2\"\r\n");
  });
});
