/**
 * Where a signed contract's money stands: its total in cents, what the recorded payments add up to,
 * what is still owed, and whether the deposit or the balance is due. Pure; the admin's contract list
 * shows these, and server/features/contracts/contract-balance-sql.ts filters by the same rule in SQL.
 */
import { contractTerms } from "./business";
import { quoteTotalsOf, type LineItem } from "./line-items";
import type { PaymentState } from "./list-query";
import { mulDivRoundHalfUp } from "./money";

/**
 * An itemised quote's total is its items' (with the client's options); an older one's is its stored
 * total; either plus the contract's signed change orders (`changeOrdersCents`, negative for credits).
 * Null when the quote's own total is missing or zero.
 */
export function contractTotalCents(quote: {
  totalCents: number | null;
  lineItems: LineItem[] | null;
  chosenOptionIds: string[] | null;
  discountCents?: number | null;
  discountBasisPoints?: number | null;
  changeOrdersCents?: number;
}): number | null {
  const cents = quote.lineItems && quote.lineItems.length > 0 ? quoteTotalsOf({ ...quote, lineItems: quote.lineItems }).totalCents : quote.totalCents;
  return cents === 0 || cents === null ? null : cents + (quote.changeOrdersCents ?? 0);
}

/** Paid in full once the total is collected, balance due once the deposit is; a contract with no readable total is never "paid in full". */
export function paymentState(totalCents: number | null, collectedCents: number): PaymentState {
  if (totalCents === null) return collectedCents > 0 ? "balance_due" : "deposit_due";
  if (collectedCents >= totalCents) return "paid_in_full";
  return collectedCents >= mulDivRoundHalfUp(totalCents, contractTerms.depositPercent, 100) ? "balance_due" : "deposit_due";
}

export function contractBalance(totalCents: number | null, collectedCents: number) {
  return {
    totalCents,
    collectedCents,
    outstandingCents: totalCents === null ? null : Math.max(totalCents - collectedCents, 0),
    payment: paymentState(totalCents, collectedCents),
  };
}
