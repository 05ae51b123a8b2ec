/**
 * An itemised quote's money as e-mail blocks, all from one quoteTotals call, to the cent: the
 * summary a client reads first (total, deposit, balance), the item lines, and the breakdown under
 * them (subtotal, the discount when there is one, HST with the registration number, total). The one
 * place that turns totals into rows: a new kind of row is added here and every message shows it.
 */
import { contractTerms, salesTax } from "../../../../shared/business";
import { discountLabel, discountOf, lineItemUnitLabels, quoteTotalsOf, type LineItem } from "../../../../shared/line-items";
import { formatCents, parseCents } from "../../../../shared/money";
import type { AmountRow, ItemLine } from "./compose";

type ItemisedQuote = { lineItems: LineItem[]; chosenOptionIds: string[]; discountCents?: number | null; discountBasisPoints?: number | null };

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
  const items = quote.lineItems.flatMap((item, index): ItemLine[] => {
    const line = totals.lines[index];
    if (item.optional && !line.included && options.includeOptions === "chosen") return [];
    return [
      {
        description: `${item.description}${item.optional ? " (optional)" : ""}`,
        quantity: `${item.quantity} ${lineItemUnitLabels[item.unit]} x ${formatCents(parseCents(item.unitPrice) ?? 0)}`,
        amount: formatCents(line.totalCents),
        ...(item.optional && !line.included ? { note: "not included in the total", excluded: true } : {}),
      },
    ];
  });
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
