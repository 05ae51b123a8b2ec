/** The bounds checked before a body's items (decision 0150): array lengths first, values counted, line breaks made one kind. */
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { jsonShape, jsonShapeProblem, jsonTextProblem, maxJsonValues } from "../../server/middleware/json-depth";
import { bodyLimits, formatBodyLimit } from "../../shared/api/body-limits";
import { boundedArray, changeRequestSchema, quoteDecisionSchema } from "../../shared/field-rules";
import { noteSchema } from "../../shared/note-rules";

describe("boundedArray", () => {
  it("refuses a long array before it checks a single item", () => {
    let itemsChecked = 0;
    const item = z.string().check(z.refine(() => ++itemsChecked > 0));
    const result = z.safeParse(
      boundedArray(item, 3, "At most three"),
      Array.from({ length: 80_000 }, () => "2031-06-15"),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["At most three"]);
    expect(itemsChecked).toBe(0);
  });

  it("checks the items of an array within its length", () => {
    expect(z.safeParse(boundedArray(z.string(), 3, "At most three"), ["a", "b"]).data).toEqual(["a", "b"]);
    expect(z.safeParse(boundedArray(z.string(), 3, "At most three"), ["a", 2]).success).toBe(false);
  });

  it("bounds a quote decision's chosen options that way", () => {
    const result = z.safeParse(quoteDecisionSchema, { status: "accepted", options: Array.from({ length: 61 }, () => 7) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Options must be item ids"]);
  });
});

describe("jsonShape", () => {
  it("counts every value and stops once past the bound", () => {
    expect(jsonShape({ a: [1, "b", null], c: { d: true } })).toEqual({ depth: 2, values: 7 });
    expect(jsonShape(Array.from({ length: 1_000_000 }, () => 0)).values).toBe(maxJsonValues + 1);
    expect(jsonShapeProblem(Array.from({ length: maxJsonValues - 1 }, () => 0))).toBeUndefined();
    expect(jsonShapeProblem({ order: Array.from({ length: maxJsonValues }, () => 0) })?.code).toBe("BODY_TOO_MANY_VALUES");
  });
});

describe("formatBodyLimit", () => {
  it("names each bound as the 413 says it", () => {
    expect(formatBodyLimit(bodyLimits.scheduleAnswer)).toBe("4 KB");
    expect(formatBodyLimit(bodyLimits.adminDefault)).toBe("1 MB");
    expect(formatBodyLimit(bodyLimits.withSignature)).toBe("698.7 KB");
  });
});

describe("multi-line text", () => {
  it.each([
    ["a change request", (text: string) => z.safeParse(changeRequestSchema, { message: text }).data?.message],
    ["a note", (text: string) => z.safeParse(noteSchema, { text }).data?.text],
  ])("%s keeps its line breaks as \\n, whichever the sender used", (_name, parse) => {
    expect(parse("one\r\ntwo\rthree\nfour")).toBe("one\ntwo\nthree\nfour");
    expect(parse("one\ttwo")).toBeUndefined();
  });
});

describe("jsonTextProblem", () => {
  const text = (value: string) => Buffer.from(value);
  it("finds too deep a nesting and too many values in the text, outside strings only", () => {
    expect(jsonTextProblem(text(`{"a":${"[".repeat(700_000)}`))?.code).toBe("BODY_TOO_DEEP");
    expect(jsonTextProblem(text(`[${"0,".repeat(maxJsonValues)}0]`))?.code).toBe("BODY_TOO_MANY_VALUES");
    expect(jsonTextProblem(text(`{"a":"${"[,".repeat(50_000)}","b":"x\\"[[","c":[1,2]}`))).toBeUndefined();
    expect(jsonTextProblem(text(`{"a":"unfinished`))).toBeUndefined();
  });

  it("agrees with the parsed bounds on bodies within them", () => {
    // The object, its array and its items: exactly the bound.
    const body = { order: Array.from({ length: maxJsonValues - 2 }, () => 0) };
    expect(jsonTextProblem(text(JSON.stringify(body)))).toBeUndefined();
    expect(jsonShapeProblem(body)).toBeUndefined();
  });
});
