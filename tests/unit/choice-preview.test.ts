/**
 * The option cards' money on the client's quote page (components/quote/choice-preview.ts): each
 * option's total with everything else as chosen, its difference from the cheapest option of its
 * group, and the sentence that states it. The figures must be the shared rule's (quoteTotals), so the
 * card, the page's total after picking, and the server's answer agree.
 */
import { describe, expect, it } from "vitest";
import { differenceText, optionPreviews, withPick } from "../../client/src/components/quote/choice-preview";
import type { ChoiceGroup } from "../../shared/choice-groups";
import { quoteTotals, type LineItem } from "../../shared/line-items";

const finish: ChoiceGroup = {
  id: "finish",
  title: "Finish",
  required: true,
  recommendedOptionId: "stamped",
  options: [
    { id: "stamped", label: "Stamped", description: "", needsDesign: true },
    { id: "broom", label: "Broom", description: "", needsDesign: false },
    { id: "exposed", label: "Exposed aggregate", description: "", needsDesign: false },
  ],
};
const thickness: ChoiceGroup = {
  id: "thickness",
  title: "Thickness",
  required: true,
  recommendedOptionId: null,
  options: [
    { id: "four", label: '4"', description: "", needsDesign: false },
    { id: "five", label: '5" with rebar', description: "", needsDesign: false },
  ],
};
const line = (id: string, unitPrice: string, extra: Partial<LineItem> = {}): LineItem => ({
  id,
  description: id,
  quantity: "600",
  unit: "sq_ft",
  unitPrice,
  optional: false,
  ...extra,
});
const items: LineItem[] = [
  line("prep", "4.00"),
  line("broom-slab", "9.00", { optionId: "broom" }),
  line("stamped-slab", "13.00", { optionId: "stamped" }),
  line("exposed-slab", "11.50", { optionId: "exposed" }),
  line("rebar", "1.25", { optionId: "five" }),
  line("four-base", "0.00", { optionId: "four" }),
  line("anti-slip", "0.75", { optional: true, requiresOptionId: "stamped" }),
];

describe("option previews", () => {
  it("prices each option with the other group's pick and the ticked add-on, against the cheapest of the group", () => {
    const chosen = ["anti-slip", "stamped", "five"];
    const previews = optionPreviews(items, finish, chosen, null);
    for (const preview of previews) {
      // The card's total is exactly what the page shows once that option is picked.
      expect(preview.totals).toEqual(quoteTotals(items, withPick(finish, chosen, preview.option.id)));
      expect(preview.cheapest.id).toBe("broom");
    }
    const byId = Object.fromEntries(previews.map((preview) => [preview.option.id, preview]));
    // Stamped keeps the add-on (+0.75/sq ft); Broom and Exposed drop it, as isLineIncluded says.
    expect(byId.stamped.totals.subtotalCents).toBe(600 * (400 + 1300 + 125 + 75));
    expect(byId.broom.totals.subtotalCents).toBe(600 * (400 + 900 + 125));
    expect(byId.stamped.differenceCents).toBe(byId.stamped.totals.totalCents - byId.broom.totals.totalCents);
    expect(differenceText(byId.stamped)).toBe("+$3,220.50 compared with Broom");
    expect(differenceText(byId.broom)).toBe("Lowest price");
  });

  it("states equal prices as such, and names the first of equals as the cheapest", () => {
    const same: LineItem[] = [
      line("a", "9.00", { optionId: "broom" }),
      line("b", "9.00", { optionId: "exposed" }),
      line("c", "13.00", { optionId: "stamped" }),
    ];
    const previews = optionPreviews(same, finish, [], null);
    expect(previews.map((preview) => preview.cheapest.id)).toEqual(["broom", "broom", "broom"]);
    expect(differenceText(previews[2])).toBe("Same price as Broom");
    expect(differenceText(previews[1])).toBe("Lowest price");
  });

  it("applies a percentage discount before HST to every option alike", () => {
    const discount = { kind: "percent" as const, basisPoints: 1000 };
    const previews = optionPreviews(items, thickness, ["broom"], discount);
    for (const preview of previews) expect(preview.totals).toEqual(quoteTotals(items, withPick(thickness, ["broom"], preview.option.id), discount));
    expect(previews[1].differenceCents).toBe(previews[1].totals.totalCents - previews[0].totals.totalCents);
  });

  it("replaces only the group's own pick", () => {
    expect(withPick(finish, ["anti-slip", "broom", "five"], "stamped")).toEqual(["anti-slip", "five", "stamped"]);
  });
});
