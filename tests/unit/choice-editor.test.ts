/**
 * The quote editor's pure side of choices: ids that clash with nothing, the lists a line picks from,
 * each option's total, the live problems by field, lines cleaned of removed options, the design
 * draft as the API takes it, and the total text of the owner's lists.
 */
import { describe, expect, it } from "vitest";
import {
  attachedItems,
  blankGroup,
  freshId,
  linesAttachedTo,
  optionChoices,
  optionTotals,
  problemsByField,
  usedIds,
} from "@/features/admin/choice-editing";
import { designBodyOf, designDraftOf, designDraftProblems, designFieldsOf, designModeOf, emptyDesignDraft } from "@/features/admin/design-form";
import { openRangeOf, quoteTotalText } from "@/lib/quote-total-text";
import { choiceMessages, quoteTotalRange, type ChoiceGroup } from "@shared/choice-groups";
import { designMessages } from "@shared/design-catalogue";
import { quoteTotals, type LineItem } from "@shared/line-items";

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
  recommendedOptionId: "stamped",
  options: [
    { id: "broom", label: "Broom", description: "", needsDesign: false },
    { id: "stamped", label: "Stamped", description: "", needsDesign: true },
  ],
};
const items = [
  line("base", "4.00"),
  line("broom-line", "9.00", { optionId: "broom" }),
  line("stamped-line", "15.00", { optionId: "stamped" }),
  line("anti-slip", "1.25", { optional: true, requiresOptionId: "stamped" }),
];

describe("ids", () => {
  it("skips an id the quote already uses, for lines and options alike", () => {
    const made = ["base", "stamped", "fresh"];
    expect(freshId(usedIds(items, [finish]), () => made.shift() ?? "x")).toBe("fresh");
  });

  it("makes a required group with two empty options, every id distinct from the quote's", () => {
    const taken = usedIds(items, [finish]);
    const group = blankGroup(taken);
    const ids = [group.id, ...group.options.map((option) => option.id)];
    expect(group.required).toBe(true);
    expect(group.options).toHaveLength(2);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(taken.has(id)).toBe(false);
  });
});

describe("choices and totals", () => {
  it("names each option with its group, with stand-ins while unnamed", () => {
    const unnamed: ChoiceGroup = { ...finish, title: " ", options: [{ ...finish.options[0], label: "" }] };
    expect(optionChoices([finish]).map((choice) => choice.label)).toEqual(["Finish: Broom", "Finish: Stamped"]);
    expect(optionChoices([unnamed]).map((choice) => choice.label)).toEqual(["Choice 1: Option 1"]);
  });

  it("gives each option the total with HST of choosing it, add-ons left out", () => {
    const totals = optionTotals(items, [finish]);
    expect(totals.get("broom")).toEqual({ lowCents: quoteTotals(items, ["broom"]).totalCents, highCents: quoteTotals(items, ["broom"]).totalCents });
    expect(totals.get("stamped")?.lowCents).toBe(quoteTotals(items, ["stamped"]).totalCents);
    const range = quoteTotalRange(items, [finish]);
    expect(range).toEqual({ lowCents: totals.get("broom")?.lowCents, highCents: totals.get("stamped")?.highCents });
  });

  it("spans the other groups' options when there are two groups", () => {
    const thickness: ChoiceGroup = {
      id: "thick",
      title: "Thickness",
      required: true,
      recommendedOptionId: null,
      options: [
        { id: "four", label: '4"', description: "", needsDesign: false },
        { id: "five", label: '5"', description: "", needsDesign: false },
      ],
    };
    const all = [...items, line("four-line", "0.00", { optionId: "four" }), line("five-line", "2.00", { optionId: "five" })];
    const stamped = optionTotals(all, [finish, thickness]).get("stamped");
    expect(stamped).toEqual({
      lowCents: quoteTotals(all, ["stamped", "four"]).totalCents,
      highCents: quoteTotals(all, ["stamped", "five"]).totalCents,
    });
  });
});

describe("live problems", () => {
  it("sorts the send problems by the group, option or line they concern", () => {
    const lonely: ChoiceGroup = { ...finish, options: [finish.options[0]] };
    const problems = problemsByField([line("base", "4.00"), line("orphan", "1.00", { optional: true, requiresOptionId: "gone" })], [lonely]);
    expect(problems.get("choiceGroups.0")).toEqual([choiceMessages.tooFewOptions(lonely)]);
    expect(problems.get("choiceGroups.0.options.0")).toEqual([choiceMessages.optionWithoutLines(lonely, lonely.options[0])]);
    expect(problems.get("lineItems.1")?.[0]).toContain("requires an option this quote does not offer");
    expect(problemsByField(items, [finish]).size).toBe(0);
  });
});

describe("attachments", () => {
  it("keeps only attachments to options that exist, and a requirement only on an add-on", () => {
    const cleaned = attachedItems(
      [
        line("a", "1.00", { optionId: "broom" }),
        line("b", "1.00", { optionId: "removed" }),
        line("c", "1.00", { optional: true, requiresOptionId: "removed" }),
        line("d", "1.00", { requiresOptionId: "stamped" }),
        line("e", "1.00", { optionId: "" }),
      ],
      [finish],
    );
    expect(cleaned.map((item) => [item.optionId, item.requiresOptionId])).toEqual([
      ["broom", undefined],
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(cleaned.every((item) => !("optionId" in item) || item.optionId)).toBe(true);
  });

  it("counts the lines a removal would move", () => {
    expect(linesAttachedTo(items, ["stamped"])).toBe(2);
    expect(linesAttachedTo(items, ["broom", "stamped"])).toBe(3);
    expect(linesAttachedTo(items, [])).toBe(0);
  });
});

describe("design draft", () => {
  const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const draft = { ...emptyDesignDraft, patternId: uuid(1), baseColourId: uuid(2), baseMethod: "hardener" as const, releaseColourId: uuid(3) };

  it("says what an owner's design lacks, by field", () => {
    expect(designDraftProblems(emptyDesignDraft)).toMatchObject({
      patternId: designMessages.pattern,
      baseColourId: designMessages.baseColour,
      baseMethod: designMessages.baseMethod,
      releaseColourId: designMessages.releaseColour,
    });
    expect(designDraftProblems(draft)).toEqual({});
    expect(designDraftProblems({ ...draft, sampleViewedOn: "20/11/2026" })).toEqual({ sampleViewedOn: designMessages.sampleViewedOn });
  });

  it("sends empty pickers as none", () => {
    expect(designBodyOf(draft)).toMatchObject({ borderId: null, sealerFinishId: null, sampleViewedOn: null });
  });

  it("sends the design by who sets it, and none when no option needs one", () => {
    expect(designFieldsOf("owner", draft, true)).toEqual({ design: { ...designBodyOf(draft), notes: "" }, designByClient: false });
    expect(designFieldsOf("client", draft, true)).toEqual({ design: null, designByClient: true });
    expect(designFieldsOf("none", draft, true)).toEqual({ design: null, designByClient: false });
    expect(designFieldsOf("owner", draft, false)).toEqual({ design: null, designByClient: false });
  });

  it("reads a stored design back", () => {
    const stored = { ...designBodyOf(draft), baseMethod: "hardener" as const, notes: "", selectedBy: "owner" as const } as Parameters<
      typeof designDraftOf
    >[0];
    expect(designDraftOf(stored)).toEqual(draft);
    expect(designModeOf({ design: null, designByClient: true })).toBe("client");
    expect(designModeOf({ design: stored as never, designByClient: false })).toBe("owner");
    expect(designModeOf({ design: null, designByClient: false })).toBe("none");
  });
});

describe("total text of the lists", () => {
  const quote = { totalCost: "10170.00", status: "pending", lineItems: items, choiceGroups: [finish] };

  it("shows the range while the choice is open, worked out or as the server gives it", () => {
    const range = quoteTotalRange(items, [finish]);
    expect(openRangeOf(quote)).toEqual(range);
    expect(quoteTotalText(quote)).toBe("$1,469.00 – $2,147.00");
    expect(quoteTotalText({ ...quote, totalRange: { lowCents: 100, highCents: 200 } })).toBe("$1.00 – $2.00");
  });

  it("shows the chosen total once accepted, and one total without choices", () => {
    expect(quoteTotalText({ ...quote, status: "accepted" })).toBe("$10,170.00");
    expect(quoteTotalText({ ...quote, choiceGroups: [] })).toBe("$10,170.00");
    expect(quoteTotalText({ ...quote, totalCost: "0.00" })).toBe("Not priced");
  });
});
