/**
 * A quote's total as the owner's lists, dashboard and quote page show it: the range from the cheapest
 * to the dearest choice while the client has not chosen ("$14,690.00 – $18,080.00"), then the chosen
 * total; a quote without choices shows its one total.
 */
import { formatTotalRange, hasChoices, quoteTotalRangeOf, type ChoiceGroup, type TotalRange } from "@shared/choice-groups";
import type { LineItem } from "@shared/line-items";
import { formatCad, isPriced } from "@shared/quote-rules";

export type QuoteTotalFacts = {
  totalCost: string;
  status: string;
  lineItems: readonly LineItem[];
  choiceGroups?: readonly ChoiceGroup[] | null;
  discountCents?: number | null;
  discountBasisPoints?: number | null;
  /** The server's range (quote views); worked out from the items when a row lacks it. */
  totalRange?: TotalRange | null;
};

/** The range while the client has choices still open, else null (the stored total stands). */
export function openRangeOf(quote: QuoteTotalFacts): TotalRange | null {
  if (!hasChoices(quote) || quote.status === "accepted" || quote.lineItems.length === 0) return null;
  return quote.totalRange ?? quoteTotalRangeOf(quote);
}

/** "$14,690.00 – $18,080.00", "$7,200.00", or `unpriced` for a quote not priced yet. */
export function quoteTotalText(quote: QuoteTotalFacts, unpriced = "Not priced"): string {
  if (!isPriced(quote.totalCost)) return unpriced;
  const range = openRangeOf(quote);
  return range ? formatTotalRange(range) : formatCad(quote.totalCost);
}
