/**
 * Choice groups in the shared rules: the range (with a discount, optional groups, add-ons left out),
 * the client's choice check and the send check, and a property: over every way of choosing in
 * generated quotes, the range holds every total and its ends are reached.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  choiceCombinations,
  choiceGroupProblems,
  choiceMessages,
  choiceProblem,
  formatTotalRange,
  quoteTotalRange,
  type ChoiceGroup,
} from "../../shared/choice-groups";
import { quoteTotals, type LineItem, type QuoteDiscount } from "../../shared/line-items";

const line = (id: string, unitPrice: string, extra: Partial<LineItem> = {}): LineItem => ({
  id,
  description: id,
  quantity: "100",
  unit: "sq_ft",
  unitPrice,
  optional: false,
  ...extra,
});

const finish: ChoiceGroup = {
  id: "finish",
  title: "Finish",
  required: true,
  recommendedOptionId: null,
  options: [
    { id: "broom", label: "Broom", description: "", needsDesign: false },
    { id: "stamped", label: "Stamped", description: "", needsDesign: true },
  ],
};
const border: ChoiceGroup = {
  id: "border",
  title: "Border",
  required: false,
  recommendedOptionId: null,
  options: [
    { id: "soldier", label: "Soldier course", description: "", needsDesign: false },
    { id: "double", label: "Double border", description: "", needsDesign: false },
  ],
};
const items = [
  line("base", "6.00"),
  line("broom-l", "9.00", { optionId: "broom" }),
  line("stamped-l", "16.00", { optionId: "stamped" }),
  line("soldier-l", "2.00", { optionId: "soldier" }),
  line("double-l", "3.50", { optionId: "double" }),
  line("antislip", "1.25", { optional: true, requiresOptionId: "stamped" }),
];

describe("quoteTotalRange", () => {
  it("runs from the cheapest to the dearest choice, a group that is not required counting none as a choice, add-ons left out", () => {
    // Cheapest: base + broom, no border = 1,500.00 + HST = 1,695.00; dearest: base + stamped + double = 2,550.00 + HST = 2,881.50.
    expect(quoteTotalRange(items, [finish, border])).toEqual({ lowCents: 169_500, highCents: 288_150 });
    expect(formatTotalRange(quoteTotalRange(items, [finish, border]))).toBe("$1,695.00 – $2,881.50");
  });

  it("applies the discount to each choice before HST, as quoteTotals does", () => {
    const discount: QuoteDiscount = { kind: "percent", basisPoints: 1050 };
    // 1,500.00 - 10.5% = 1,342.50, + HST 174.53 = 1,517.03; 2,550.00 - 267.75 = 2,282.25, + HST 296.69 = 2,578.94.
    expect(quoteTotalRange(items, [finish, border], discount)).toEqual({ lowCents: 151_703, highCents: 257_894 });
    const amount: QuoteDiscount = { kind: "amount", cents: 200_000 };
    // An amount off never goes below nothing: the cheapest choice is capped at its own subtotal.
    expect(quoteTotalRange(items, [finish], amount)).toEqual({ lowCents: 0, highCents: quoteTotals(items, ["stamped"], amount).totalCents });
  });

  it("is the one total without groups", () => {
    const plain = [line("base", "6.00"), line("extra", "1.00", { optional: true })];
    expect(quoteTotalRange(plain, [])).toEqual({ lowCents: 67_800, highCents: 67_800 });
    expect(formatTotalRange({ lowCents: 67_800, highCents: 67_800 })).toBe("$678.00");
  });
});

describe("choiceProblem", () => {
  it("accepts one option per required group, none or one in another, and add-ons whose option is chosen", () => {
    expect(choiceProblem(items, [finish, border], ["broom"])).toBeNull();
    expect(choiceProblem(items, [finish, border], ["stamped", "double", "antislip"])).toBeNull();
  });

  it("names what is wrong", () => {
    expect(choiceProblem(items, [finish, border], [])?.message).toBe(choiceMessages.chooseOne(finish));
    expect(choiceProblem(items, [finish, border], ["broom", "stamped"])?.message).toBe(choiceMessages.twoInOneGroup(finish));
    expect(choiceProblem(items, [finish, border], ["broom", "soldier", "double"])?.message).toBe(choiceMessages.twoInOneGroup(border));
    expect(choiceProblem(items, [finish, border], ["broom", "base"])?.message).toBe(choiceMessages.notOffered);
    expect(choiceProblem(items, [finish, border], ["broom", "antislip"])?.message).toBe(choiceMessages.addOnNeedsOption(items[5], finish.options[1]));
  });
});

describe("choiceGroupProblems", () => {
  it("is empty for a quote ready to send", () => {
    expect(choiceGroupProblems(items, [finish, border])).toEqual([]);
  });

  it("lists a group with one option, an option without items, a dangling line and an id shared by a line and an option", () => {
    const lonely = { ...border, options: [border.options[0]] };
    const problems = choiceGroupProblems(
      [...items.filter((item) => item.id !== "stamped-l" && item.id !== "double-l"), line("broom", "1.00")],
      [finish, lonely],
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: "choiceGroups", message: choiceMessages.idShared },
        { field: "choiceGroups.1", message: choiceMessages.tooFewOptions(lonely) },
        { field: "choiceGroups.0.options.1", message: choiceMessages.optionWithoutLines(finish, finish.options[1]) },
      ]),
    );
    const dangling = choiceGroupProblems(
      [line("x", "1.00", { optionId: "nope" }), line("y", "1.00", { optional: true, requiresOptionId: "nope" })],
      [],
    );
    expect(dangling.map((problem) => problem.field)).toEqual(["lineItems.0", "lineItems.1"]);
  });
});

describe("the range holds every way of choosing (property)", () => {
  const price = fc.integer({ min: 1, max: 500_000 }).map((cents) => (cents / 100).toFixed(2));
  const quantity = fc.integer({ min: 1, max: 100_000 }).map((hundredths) => (hundredths / 100).toString());
  const discount = fc.option(
    fc.oneof(
      fc.integer({ min: 0, max: 10_000 }).map((basisPoints): QuoteDiscount => ({ kind: "percent", basisPoints })),
      fc.integer({ min: 0, max: 5_000_000 }).map((cents): QuoteDiscount => ({ kind: "amount", cents })),
    ),
    { nil: null },
  );
  const quote = fc
    .record({
      groups: fc.array(fc.record({ required: fc.boolean(), options: fc.integer({ min: 2, max: 4 }) }), { minLength: 1, maxLength: 3 }),
      prices: fc.array(fc.tuple(quantity, price), { minLength: 20, maxLength: 20 }),
      discount,
    })
    .map(({ groups: shapes, prices, discount }) => {
      let next = 0;
      const take = () => prices[next++ % prices.length];
      const groups: ChoiceGroup[] = shapes.map((shape, g) => ({
        id: `g${g}`,
        title: `Group ${g}`,
        required: shape.required,
        recommendedOptionId: null,
        options: Array.from({ length: shape.options }, (_, o) => ({ id: `g${g}o${o}`, label: `Option ${o}`, description: "", needsDesign: false })),
      }));
      const lines: LineItem[] = [
        line("base", take()[1], { quantity: take()[0] }),
        ...groups.flatMap((group) => group.options.map((option) => line(`${option.id}-l`, take()[1], { quantity: take()[0], optionId: option.id }))),
        ...[0, 1, 2].map((a) => line(`addon${a}`, take()[1], { optional: true, ...(a === 0 ? { requiresOptionId: groups[0].options[0].id } : {}) })),
      ];
      return { groups, lines, discount };
    });

  it("every combination's total lies in the range, and both ends are some combination's total", () => {
    fc.assert(
      fc.property(quote, ({ groups, lines, discount }) => {
        const range = quoteTotalRange(lines, groups, discount);
        const totals = choiceCombinations(groups).map((chosen) => {
          expect(choiceProblem(lines, groups, chosen)).toBeNull();
          return quoteTotals(lines, chosen, discount).totalCents;
        });
        expect(totals.every((total) => total >= range.lowCents && total <= range.highCents)).toBe(true);
        expect(totals).toContain(range.lowCents);
        expect(totals).toContain(range.highCents);
      }),
      { numRuns: 300 },
    );
  });
});
