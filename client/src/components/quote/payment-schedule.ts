/**
 * What a quote or contract costs and when it is paid, in integer cents: an itemised one by the items
 * rule (shared/line-items.ts), an older one from its totalCost with the same deposit rounding.
 */
import { contractTerms } from "@shared/business";
import { quoteTotals, type LineItem } from "@shared/line-items";
import { mulDivRoundHalfUp, parseCents } from "@shared/money";

export type PaymentSchedule = { totalCents: number; depositCents: number; balanceCents: number };

type Priced = { lineItems?: readonly LineItem[] | null; chosenOptionIds?: readonly string[] | null; totalCost: string | null };

export function paymentSchedule({ lineItems, chosenOptionIds, totalCost }: Priced): PaymentSchedule | null {
  if (lineItems?.length) {
    const { totalCents, depositCents, balanceCents } = quoteTotals(lineItems, chosenOptionIds ?? []);
    return { totalCents, depositCents, balanceCents };
  }
  const totalCents = totalCost === null ? null : parseCents(totalCost);
  if (totalCents === null) return null;
  const depositCents = mulDivRoundHalfUp(totalCents, contractTerms.depositPercent, 100);
  return { totalCents, depositCents, balanceCents: totalCents - depositCents };
}
