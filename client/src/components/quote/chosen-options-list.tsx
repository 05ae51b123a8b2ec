/**
 * What the client chose in each choice group ("Finish: Stamped"), and the alternatives offered and
 * not chosen with the total each would have made (with HST, everything else as accepted). Shown on
 * the contract before signing and on the confirmation after.
 */
import type { ChoiceGroup } from "@shared/choice-groups";
import type { LineItem, QuoteDiscount } from "@shared/line-items";
import { formatCents } from "@shared/money";
import { salesTax } from "@shared/business";
import { optionPreviews } from "./choice-preview";

type ChosenOptionsListProps = {
  items: readonly LineItem[];
  groups: readonly ChoiceGroup[];
  chosen: readonly string[];
  discount: QuoteDiscount | null;
};

export function ChosenOptionsList({ items, groups, chosen, discount }: ChosenOptionsListProps) {
  const chosenSet = new Set(chosen);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {groups.map((group) => {
        const picked = group.options.find((option) => chosenSet.has(option.id));
        const others = optionPreviews(items, group, chosen, discount).filter((preview) => preview.option.id !== picked?.id);
        return (
          <div key={group.id} className="rounded-xl border border-stone-200 bg-stone-50 p-4 sm:col-span-2" data-testid={`chosen-${group.id}`}>
            <dt className="text-sm font-medium text-stone-600">{group.title}</dt>
            <dd className="mt-1">
              <span className="block text-lg font-bold text-stone-950">{picked ? picked.label : "None chosen"}</span>
              {picked?.description && <span className="block text-stone-700">{picked.description}</span>}
              {others.length > 0 && (
                <span className="mt-2 block text-sm text-stone-600">
                  Also offered, not chosen:{" "}
                  {others.map((preview) => `${preview.option.label} (${formatCents(preview.totals.totalCents)} with ${salesTax.name})`).join(", ")}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
