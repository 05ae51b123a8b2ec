/**
 * An itemised quote's lines and money as e-mail rows: each item, then subtotal, HST with the
 * registration number, total, deposit and balance (all from quoteTotals, to the cent).
 */
import { contractTerms, salesTax } from "../../../../shared/business";
import { discountLabel, discountOf, lineItemUnitLabels, quoteTotalsOf, type LineItem } from "../../../../shared/line-items";
import { formatCents, parseCents } from "../../../../shared/money";
import type { DetailRow } from "./compose";

type ItemisedQuote = { lineItems: LineItem[]; chosenOptionIds: string[]; discountCents?: number | null; discountBasisPoints?: number | null };

const itemLabel = (item: LineItem) => `${item.description}${item.optional ? " (optional)" : ""}`;
const itemValue = (item: LineItem, totalCents: number) =>
  `${item.quantity} ${lineItemUnitLabels[item.unit]} x ${formatCents(parseCents(item.unitPrice) ?? 0)} = ${formatCents(totalCents)}`;

/** Rows for the items and totals; empty for a quote without items (its total row says it all). */
export function quoteMoneyRows(quote: ItemisedQuote, options: { includeOptions: "chosen" | "offered" }): DetailRow[] {
  if (quote.lineItems.length === 0) return [];
  const totals = quoteTotalsOf(quote);
  const discount = discountOf(quote);
  const rows: DetailRow[] = quote.lineItems.flatMap((item, index) => {
    const line = totals.lines[index];
    if (item.optional && !line.included && options.includeOptions === "chosen") return [];
    const suffix = item.optional && !line.included ? " (not included in the total)" : "";
    return [[itemLabel(item), itemValue(item, line.totalCents) + suffix] satisfies DetailRow];
  });
  return [
    ...rows,
    ["Subtotal", formatCents(totals.subtotalCents)],
    ...(discount ? ([[discountLabel(discount), `-${formatCents(totals.discountCents)}`]] satisfies DetailRow[]) : []),
    [
      `${salesTax.name} (${salesTax.rateBasisPoints / 100}%)`,
      `${formatCents(totals.taxCents)} (${salesTax.name} No. ${salesTax.registrationNumber})`,
    ],
    ["Total", `${formatCents(totals.totalCents)} CAD`],
    [`Deposit (${contractTerms.depositPercent}%)`, `${formatCents(totals.depositCents)} at signing`],
    ["Balance", `${formatCents(totals.balanceCents)} on completion`],
  ];
}
