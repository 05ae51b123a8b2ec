/**
 * An itemised quote's money as e-mail blocks, all from one quoteTotals call, to the cent: the
 * summary a client reads first (total, deposit, balance), the item lines, and the breakdown under
 * them (subtotal, the discount when there is one, HST with the registration number, total). The one
 * place that turns totals into rows: a new kind of row is added here and every message shows it.
 */
import { contractTerms, salesTax } from "../../../shared/business";
import { choiceCombinations, chosenOptionsOf, hasChoices, quoteTotalRangeOf, type ChoiceGroup } from "../../../shared/choice-groups";
import { discountLabel, discountOf, lineItemUnitLabels, quoteTotals, quoteTotalsOf, type LineItem } from "../../../shared/line-items";
import { formatCents, parseCents } from "../../../shared/money";
import type { AmountRow, ItemLine } from "../../mail/compose";

type ItemisedQuote = {
  lineItems: LineItem[];
  chosenOptionIds: string[];
  discountCents?: number | null;
  discountBasisPoints?: number | null;
  choiceGroups?: ChoiceGroup[];
};

/** Past this many ways of choosing, the breakdown gives the range alone. */
const maxChoiceRows = 8;

/**
 * "From $6,780.00 to $9,944.00 with HST, depending on your choice of finish" while the client still
 * has a choice that changes the total (the link and the reminders say it instead of one total); null
 * for a one-total quote, or once chosen.
 */
export function openRangeText(quote: ItemisedQuote): string | null {
  if (!hasChoices(quote) || quote.lineItems.length === 0 || chosenOptionsOf(quote.choiceGroups ?? [], quote.chosenOptionIds).length > 0) return null;
  const range = quoteTotalRangeOf(quote);
  if (range.lowCents === range.highCents) return null;
  const titles = (quote.choiceGroups ?? []).map((group) => group.title.toLowerCase());
  const choice = titles.length === 1 ? `your choice of ${titles[0]}` : `your choices of ${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}`;
  return `From ${formatCents(range.lowCents)} to ${formatCents(range.highCents)} with ${salesTax.name}, depending on ${choice}`;
}

/** An open choice's money: the range first, the total with each way of choosing in the breakdown. */
function openChoiceMoney(quote: ItemisedQuote, rangeText: string, items: ItemLine[]): QuoteMoney {
  const groups = quote.choiceGroups ?? [];
  const combinations = choiceCombinations(groups);
  const payments: AmountRow[] = [
    { label: `Deposit (${contractTerms.depositPercent}%)`, amount: "of your total", detail: "at signing" },
    { label: "Balance", amount: "the rest", detail: "on completion" },
  ];
  const range = quoteTotalRangeOf(quote);
  return {
    summary: [
      {
        label: `Total with ${salesTax.name}, ${rangeText.slice(rangeText.indexOf("depending"))}`,
        amount: `From ${formatCents(range.lowCents)} to ${formatCents(range.highCents)}`,
        strong: true,
        headline: true,
        mayWrap: true,
      },
      ...payments,
    ],
    payments,
    items,
    breakdown: [
      ...(combinations.length <= maxChoiceRows
        ? combinations.map((chosen): AmountRow => {
            const labels = chosenOptionsOf(groups, chosen).map(({ option }) => option.label);
            return {
              label: `Total with ${labels.length ? labels.join(" and ") : "none of the choices"}`,
              amount: `${formatCents(quoteTotals(quote.lineItems, chosen, discountOf(quote)).totalCents)} CAD`,
            };
          })
        : []),
      { label: "Total", amount: `${formatCents(range.lowCents)} to ${formatCents(range.highCents)} CAD`, strong: true },
    ],
  };
}

/** summary: the total large, then deposit and balance; breakdown: subtotal, discount, tax, total; payments: deposit and balance alone. */
export type QuoteMoney = { summary: AmountRow[]; items: ItemLine[]; breakdown: AmountRow[]; payments: AmountRow[] };

/**
 * The money of a quote with items ("offered": every item, options marked as not in the total unless
 * chosen; "chosen": only what the client accepted). Null for a quote without items: its total alone
 * says it all.
 */
export function quoteMoney(quote: ItemisedQuote, options: { includeOptions: "chosen" | "offered" }): QuoteMoney | null {
  if (quote.lineItems.length === 0) return null;
  const totals = quoteTotalsOf(quote);
  const discount = discountOf(quote);
  const optionLabels = new Map((quote.choiceGroups ?? []).flatMap((group) => group.options.map((option) => [option.id, option.label] as const)));
  const rangeText = options.includeOptions === "offered" ? openRangeText(quote) : null;
  const items = quote.lineItems.flatMap((item, index): ItemLine[] => {
    const line = totals.lines[index];
    // A line of an option the client did not choose is not part of what they accepted.
    if (!line.included && (item.optional || item.optionId) && options.includeOptions === "chosen") return [];
    const option = item.optionId ? optionLabels.get(item.optionId) : undefined;
    const requires = item.requiresOptionId ? optionLabels.get(item.requiresOptionId) : undefined;
    return [
      {
        description: `${item.description}${item.optional ? " (optional)" : ""}`,
        quantity: `${item.quantity} ${lineItemUnitLabels[item.unit]} x ${formatCents(parseCents(item.unitPrice) ?? 0)}`,
        amount: formatCents(line.totalCents),
        ...(option && !line.included ? { note: `with ${option}` } : {}),
        ...(item.optional && !line.included ? { note: `${requires ? `with ${requires} only, ` : ""}not included in the total`, excluded: true } : {}),
      },
    ];
  });
  if (rangeText) return openChoiceMoney(quote, rangeText, items);
  const total: AmountRow = { label: `Total, ${salesTax.name} included`, amount: `${formatCents(totals.totalCents)} CAD`, strong: true };
  const payments: AmountRow[] = [
    { label: `Deposit (${contractTerms.depositPercent}%)`, amount: formatCents(totals.depositCents), detail: "at signing" },
    { label: "Balance", amount: formatCents(totals.balanceCents), detail: "on completion" },
  ];
  return {
    summary: [{ ...total, headline: true }, ...payments],
    payments,
    items,
    breakdown: [
      { label: "Subtotal", amount: formatCents(totals.subtotalCents) },
      ...(discount ? [{ label: discountLabel(discount), amount: `-${formatCents(totals.discountCents)}` }] : []),
      {
        label: `${salesTax.name} (${salesTax.rateBasisPoints / 100}%)`,
        amount: formatCents(totals.taxCents),
        detail: `(${salesTax.name} No. ${salesTax.registrationNumber})`,
      },
      { ...total, label: "Total" },
    ],
  };
}
