import { describe, expect, it } from "vitest";
import { jsonDepth, maxJsonDepth } from "../../server/middleware/json-depth";

const nested = (depth: number) => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);

describe("jsonDepth", () => {
  it("counts the levels of objects and arrays; scalars are depth 0", () => {
    expect(jsonDepth("text")).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth({ a: [1, { b: null }] })).toBe(3);
    expect(jsonDepth(nested(maxJsonDepth))).toBe(maxJsonDepth);
  });

  it("walks 50,000 levels without recursion and stops just past the limit", () => {
    expect(jsonDepth(nested(50_000))).toBe(maxJsonDepth + 1);
  });
});
