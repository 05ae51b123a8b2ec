/**
 * The money of a quote with choices, as the owner types: its total with HST as a range from the
 * cheapest to the dearest choice (quoteTotalRange, the rule the lists, PDF and server use), each
 * option's own total, and the add-ons the client may tick on top.
 */
import { salesTax } from "@shared/business";
import { formatTotalRange, quoteTotalRange, type ChoiceGroup } from "@shared/choice-groups";
import { quoteTotals, type LineItem, type QuoteDiscount } from "@shared/line-items";
import { formatCents } from "@shared/money";
import { optionChoices, optionTotals } from "./choice-editing";

/** "From $14,690.00 to $18,080.00", or the one amount when every choice costs the same. */
export function rangeSentence(range: { lowCents: number; highCents: number }): string {
  return range.lowCents === range.highCents ? formatCents(range.lowCents) : `From ${formatCents(range.lowCents)} to ${formatCents(range.highCents)}`;
}

export function ChoiceTotalsSummary({
  items,
  groups,
  discount = null,
}: {
  items: readonly LineItem[];
  groups: readonly ChoiceGroup[];
  discount?: QuoteDiscount | null;
}) {
  const range = quoteTotalRange(items, groups, discount);
  const perOption = optionTotals(items, groups, discount);
  const names = new Map(optionChoices(groups).map((choice) => [choice.value, choice.label]));
  const addOns = items.filter((item) => item.optional && !item.optionId);
  const lineCents = new Map(quoteTotals(items).lines.map((line) => [line.id, line.totalCents]));

  return (
    <section aria-label="Quote totals" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <p className="text-sm font-medium text-stone-600">Total with {salesTax.name}, depending on the client's choice</p>
      <p className="text-xl font-extrabold tabular-nums text-stone-950 sm:text-2xl" data-testid="total-range">
        {rangeSentence(range)} with {salesTax.name}
      </p>
      <ul className="mt-3 flex flex-col gap-1 border-t border-stone-200 pt-3 text-sm">
        {groups.flatMap((group) =>
          group.options.map((option) => {
            const total = perOption.get(option.id);
            return (
              <li key={option.id} className="flex flex-wrap items-baseline justify-between gap-x-4" data-testid="option-total">
                <span className="min-w-0 break-words text-stone-700">
                  Total with {groups.length > 1 ? names.get(option.id) : option.label.trim() || names.get(option.id)}
                </span>
                <span className="ml-auto shrink-0 font-semibold tabular-nums text-stone-950">{total ? formatTotalRange(total) : "—"}</span>
              </li>
            );
          }),
        )}
      </ul>
      {addOns.length > 0 && (
        <div className="mt-4 border-t border-stone-200 pt-4">
          <h4 className="text-sm font-bold text-stone-950">Add-ons the client may tick (not in the amounts above)</h4>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {addOns.map((item, index) => (
              <li key={item.id} className="flex items-baseline justify-between gap-4">
                <span className="min-w-0 break-words text-stone-700">
                  {item.description.trim() || `Add-on ${index + 1}`}
                  {item.requiresOptionId && names.has(item.requiresOptionId) && (
                    <span className="text-stone-500"> (only with {names.get(item.requiresOptionId)})</span>
                  )}
                </span>
                <span className="shrink-0 font-semibold tabular-nums text-stone-950">+{formatCents(lineCents.get(item.id) ?? 0)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-stone-600">Add-on prices are before {salesTax.name}.</p>
        </div>
      )}
      <p className="mt-3 text-sm text-stone-600">
        {salesTax.name} registration no. {salesTax.registrationNumber}
      </p>
    </section>
  );
}
