/**
 * A payment's receipt: its number in the one sequence of receipts ("R-0001"), and the HST included
 * in the amount received. Every amount a client pays on a contract includes 13% HST, so the tax
 * portion of an amount is amount x 13/113, rounded half up to the cent (shared/money.ts).
 */
import { salesTax } from "./business";
import { mulDivRoundHalfUp } from "./money";

/** 1 -> "R-0001"; past 9,999 the number simply grows ("R-12345"). */
export function formatReceiptNumber(receiptNumber: number): string {
  return `R-${String(receiptNumber).padStart(4, "0")}`;
}

/** The HST included in an amount that already has it: 11,300 cents hold 1,300 of HST. */
export function hstPortionCents(amountCents: number): number {
  return mulDivRoundHalfUp(amountCents, salesTax.rateBasisPoints, 10_000 + salesTax.rateBasisPoints);
}
