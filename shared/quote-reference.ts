/**
 * A quote's short reference, as people say and type it: "FC-1A2B3C4D" (the first 8 characters of its
 * id). It is the e-Transfer reference for the deposit and the number printed on the quote PDF.
 */
export function quoteReference(quoteId: string): string {
  return `FC-${quoteId.slice(0, 8).toUpperCase()}`;
}
