/**
 * The items table and the totals under it, as blocks: used by the quote PDF and by the signed
 * contract, so both print an itemised price the same way. Amounts are formatted from integer cents
 * (formatCents); nothing here adds or rounds money.
 */
import { lineItemUnitLabels } from "../../../shared/line-items";
import { formatCents, formatHundredths, parseCents } from "../../../shared/money";
import type { PricedLine, QuotePricing } from "./quote-pricing";
import { keptTogether, type Block } from "../../pdf/blocks";
import type { TableCell } from "../../pdf/page-writer";

/** Column widths in points; together the 504 pt text column of a Letter page. */
const columns = { description: 224, quantity: 100, unitPrice: 90, amount: 90 } as const;
const labelWidth = columns.quantity + columns.unitPrice;

export const itemTableHeadings = ["Item", "Quantity", "Unit price", "Amount"] as const;

/** "13%" from 1300 basis points; "13.5%" from 1350. */
export const ratePercent = (basisPoints: number) => `${formatHundredths(basisPoints)}%`;

export const taxLabel = (tax: QuotePricing["tax"]) => `${tax.name} ${ratePercent(tax.rateBasisPoints)}`;

/** One item's row; `note` is printed under its description. */
export function itemRowBlock(line: PricedLine, note?: string): Block {
  const cells: TableCell[] = [
    { text: line.description, width: columns.description },
    { text: `${line.quantity} ${lineItemUnitLabels[line.unit]}`, width: columns.quantity, align: "right" },
    { text: formatCents(parseCents(line.unitPrice) ?? 0), width: columns.unitPrice, align: "right" },
    { text: formatCents(line.totalCents), width: columns.amount, align: "right", colour: line.included ? "stone" : "stoneMuted" },
  ];
  return { type: "row", cells, note };
}

/**
 * The items, one row each, under a header row. `optionNote` says what an optional line's status is
 * (offered, chosen, not chosen); it is printed under that line's description.
 */
export function itemTableBlocks(pricing: QuotePricing, optionNote: (line: PricedLine) => string): Block[] {
  return [...itemTableHeaderBlocks(), ...pricing.items.map((line) => itemRowBlock(line, line.optional ? optionNote(line) : undefined))];
}

/** The header row and its rule, kept with the first row under them. */
export function itemTableHeaderBlocks(): Block[] {
  const [item, quantity, unitPrice, amount] = itemTableHeadings;
  const heading = (text: string, width: number, align: "left" | "right"): TableCell => ({ text, width, align, font: "bold", colour: "stoneMuted" });
  return [
    // The header row and its rule stay with the first item.
    {
      type: "row",
      size: 9,
      keepWithNext: true,
      cells: [
        heading(item, columns.description, "left"),
        heading(quantity, columns.quantity, "right"),
        heading(unitPrice, columns.unitPrice, "right"),
        heading(amount, columns.amount, "right"),
      ],
    },
    { type: "rule", keepWithNext: true },
  ];
}

function totalRow(label: string, cents: number, bold = false): Block {
  const font = bold ? "bold" : "regular";
  return {
    type: "row",
    size: bold ? 10.5 : 9.5,
    cells: [
      { text: "", width: columns.description },
      { text: label, width: labelWidth, align: "right", font, colour: bold ? "stone" : "stoneMuted" },
      { text: formatCents(cents), width: columns.amount, align: "right", font },
    ],
  };
}

/** A discount as it is printed: subtracted, so with a minus sign. */
function discountRow(label: string, cents: number): Block {
  const row = totalRow(label, cents);
  if (row.type !== "row") return row;
  return { ...row, cells: row.cells.map((cell, index) => (index === 2 ? { ...cell, text: `-${cell.text}` } : cell)) };
}

/**
 * The rule under the items, subtotal, the discount (and what is left) when there is one, tax, total,
 * then the deposit due at signing and the balance due on completion: one group, never split across
 * pages (decision 0129), whatever rows it holds.
 */
export function totalsBlocks(pricing: QuotePricing): Block[] {
  return keptTogether([
    { type: "rule" },
    totalRow("Subtotal", pricing.subtotalCents),
    ...(pricing.discount
      ? [discountRow(pricing.discount.label, pricing.discount.cents), totalRow("Subtotal after discount", pricing.discount.discountedSubtotalCents)]
      : []),
    totalRow(taxLabel(pricing.tax), pricing.tax.cents),
    totalRow("Total", pricing.totalCents, true),
    { type: "space", points: 4 },
    totalRow(`Deposit ${pricing.deposit.percent}% due at signing`, pricing.deposit.cents),
    totalRow("Balance on completion", pricing.balanceCents),
  ]);
}
