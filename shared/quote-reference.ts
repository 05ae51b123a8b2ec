/**
 * A quote's number, as people say and type it: "Q-2026-0042", the year it was created (Toronto) and
 * its place in that year (4 digits, more after the 9,999th). It is the e-Transfer reference for the
 * deposit and the number on the quote, the contract and every e-mail. It is given out by the database
 * (server/features/quotes/quote-numbers.ts) and owes nothing to the quote's id or its link.
 */
export function formatQuoteNumber(year: number, position: number): string {
  return `Q-${year}-${String(position).padStart(4, "0")}`;
}

/** The e-Transfer reference of a quote: its number. */
export function quoteReference(quote: { number: string }): string {
  return quote.number;
}
