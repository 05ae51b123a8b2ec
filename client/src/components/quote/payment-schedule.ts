/**
 * What a quote or contract costs and when it is paid, in integer cents: an itemised one by the items
 * rule (shared/line-items.ts), an older one from its totalCost with the same deposit rounding.
 */
import { contractTerms } from "@shared/business";
import { discountOf, quoteTotals, type LineItem } from "@shared/line-items";
import { mulDivRoundHalfUp, parseCents } from "@shared/money";

export type PaymentSchedule = { totalCents: number; depositCents: number; balanceCents: number };

type Priced = {
  lineItems?: readonly LineItem[] | null;
  chosenOptionIds?: readonly string[] | null;
  totalCost: string | null;
  discountCents?: number | null;
  discountBasisPoints?: number | null;
};

export function paymentSchedule(priced: Priced): PaymentSchedule | null {
  const { lineItems, chosenOptionIds, totalCost } = priced;
  if (lineItems?.length) {
    const { totalCents, depositCents, balanceCents } = quoteTotals(lineItems, chosenOptionIds ?? [], discountOf(priced));
    return { totalCents, depositCents, balanceCents };
  }
  const totalCents = totalCost === null ? null : parseCents(totalCost);
  if (totalCents === null) return null;
  const depositCents = mulDivRoundHalfUp(totalCents, contractTerms.depositPercent, 100);
  return { totalCents, depositCents, balanceCents: totalCents - depositCents };
}
