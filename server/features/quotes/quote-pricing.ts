/**
 * An itemised quote's money as documents print it: each line with its total and whether it counts,
 * then subtotal, tax (name, rate, registration number), total, deposit and balance. Built once from
 * quoteTotals (shared/line-items.ts), so the quote PDF and the signed contract show the very figures
 * the quote page shows. Integer cents and decimal text only: the signed record refuses fractions.
 */
import { contractTerms, salesTax } from "../../../shared/business";
import { discountLabel, quoteTotals, type LineItem, type LineItemUnit, type QuoteDiscount } from "../../../shared/line-items";

export type PricedLine = {
  id: string;
  description: string;
  /** As stored: "850", "12.5". */
  quantity: string;
  unit: LineItemUnit;
  /** As stored: "12.50". */
  unitPrice: string;
  optional: boolean;
  /** Counted in the subtotal: a required line, or an option the client chose. */
  included: boolean;
  totalCents: number;
  /**
   * The choice-group option the line belongs to, and the option an add-on requires (shared/line-items.ts).
   * Present only on lines that carry them, so the pricing of a quote without choices is exactly what
   * it was before choices existed (and a signed record's SHA-256 with it).
   */
  optionId?: string;
  requiresOptionId?: string;
};

export type QuotePricing = {
  items: PricedLine[];
  chosenOptionIds: string[];
  subtotalCents: number;
  /**
   * The discount before HST with its label ("Discount (10%)"); absent without one, so the signed record
   * of a quote without a discount is exactly what it was before discounts existed.
   */
  discount?: { label: string; cents: number; discountedSubtotalCents: number };
  tax: { name: string; rateBasisPoints: number; registrationNumber: string; cents: number };
  totalCents: number;
  deposit: { percent: number; cents: number };
  balanceCents: number;
};

/** The quote's pricing with the given options chosen; null for a quote without items. */
export function quotePricing(
  items: readonly LineItem[],
  chosenOptionIds: readonly string[],
  discount: QuoteDiscount | null = null,
): QuotePricing | null {
  if (items.length === 0) return null;
  const totals = quoteTotals(items, chosenOptionIds, discount);
  // The add-ons and the choice-group options (named by their lines) this quote offers.
  const offered = new Set(items.flatMap((item) => [...(item.optional ? [item.id] : []), ...(item.optionId ? [item.optionId] : [])]));
  return {
    items: items.map((item, index) => ({
      id: item.id,
      description: item.description,
      quantity: item.quantity,
      unit: item.unit,
      unitPrice: item.unitPrice,
      optional: item.optional,
      included: totals.lines[index].included,
      totalCents: totals.lines[index].totalCents,
      ...(item.optionId ? { optionId: item.optionId } : {}),
      ...(item.requiresOptionId ? { requiresOptionId: item.requiresOptionId } : {}),
    })),
    // Only ids of options this quote offers: anything else could not have changed the price.
    chosenOptionIds: chosenOptionIds.filter((id) => offered.has(id)),
    subtotalCents: totals.subtotalCents,
    ...(discount
      ? { discount: { label: discountLabel(discount), cents: totals.discountCents, discountedSubtotalCents: totals.discountedSubtotalCents } }
      : {}),
    tax: { name: salesTax.name, rateBasisPoints: salesTax.rateBasisPoints, registrationNumber: salesTax.registrationNumber, cents: totals.taxCents },
    totalCents: totals.totalCents,
    deposit: { percent: contractTerms.depositPercent, cents: totals.depositCents },
    balanceCents: totals.balanceCents,
  };
}
