/**
 * An itemised quote's items and money, in the same table the client reads (with the options they
 * chose once accepted). While the client's choices are open, one total would be the base scope's
 * alone: the items are listed by what they belong to instead, and the Choices card gives the range.
 */
import { TitledCard } from "@/components/ui/titled-card";
import { QuoteItemsTable } from "@/components/quote/quote-items-table";
import { optionChoices } from "@/features/admin/choice-editing";
import type { QuoteView } from "@shared/api/responses";
import { hasChoices, type ChoiceGroup } from "@shared/choice-groups";
import { discountOf, lineItemUnitLabels, lineTotalCents, type LineItem } from "@shared/line-items";
import { formatCents } from "@shared/money";

function ItemsByOption({ items, groups }: { items: LineItem[]; groups: ChoiceGroup[] }) {
  const sections = [
    { key: "base", title: "Base scope", lines: items.filter((item) => !item.optionId && !item.optional) },
    ...optionChoices(groups).map((choice) => ({
      key: choice.value,
      title: choice.label,
      lines: items.filter((item) => item.optionId === choice.value),
    })),
    { key: "add-ons", title: "Add-ons the client may tick", lines: items.filter((item) => !item.optionId && item.optional) },
  ].filter((section) => section.lines.length > 0);
  const names = new Map(optionChoices(groups).map((choice) => [choice.value, choice.label]));
  return (
    <div className="flex flex-col gap-5">
      {sections.map((section) => (
        <section key={section.key} aria-label={section.title} data-testid="items-section">
          <h3 className="text-sm font-bold text-stone-950">{section.title}</h3>
          <ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200">
            {section.lines.map((item) => (
              <li key={item.id} className="flex items-baseline justify-between gap-4 px-3 py-2">
                <span className="min-w-0 break-words">
                  <span className="font-semibold text-stone-950">{item.description}</span>
                  {item.requiresOptionId && <span className="text-sm text-stone-600"> (only with {names.get(item.requiresOptionId)})</span>}
                  <span className="block text-sm text-stone-600">
                    {item.quantity} {lineItemUnitLabels[item.unit]} × ${item.unitPrice}
                  </span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums text-stone-950">{formatCents(lineTotalCents(item))}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="text-sm text-stone-600">Amounts before HST. The totals with HST of each choice are under Choices.</p>
    </div>
  );
}

export function QuoteItemsCard({ quote }: { quote: QuoteView }) {
  if (quote.lineItems.length === 0) return null;
  const accepted = quote.status === "accepted";
  const groups = ((quote as QuoteView & { choiceGroups?: ChoiceGroup[] | null }).choiceGroups ?? []) as ChoiceGroup[];
  const open = hasChoices({ choiceGroups: groups }) && !accepted;
  return (
    <TitledCard id="items-heading" title={open ? "Items" : "Items and totals"} size="lg">
      <div className="mt-5">
        {open ? (
          <ItemsByOption items={quote.lineItems as LineItem[]} groups={groups} />
        ) : (
          <QuoteItemsTable
            items={quote.lineItems}
            chosenOptionIds={quote.chosenOptionIds}
            discount={discountOf(quote)}
            caption={accepted ? "Items, with the options the client chose" : "Items"}
          />
        )}
      </div>
    </TitledCard>
  );
}
