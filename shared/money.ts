/**
 * Money as integer cents, never binary floating point. Amounts are read from decimal text digit by
 * digit, multiplied as whole numbers, and rounded half up (away from zero for the non-negative
 * amounts a quote holds) at exactly the points the quote rules name (shared/line-items.ts).
 *
 * The bounds below keep every intermediate product far below Number.MAX_SAFE_INTEGER (2^53 - 1), so
 * integer arithmetic on numbers is exact: quantity <= 99,999.99 (9,999,999 hundredths) times unit price
 * <= $999,999.99 (99,999,999 cents) < 10^15.
 */

export const maxQuantityHundredths = 9_999_999;
export const maxUnitPriceCents = 99_999_999;
/**
 * The most a quote may come to, HST and every option included: $10,000,000.00. Far above any job the
 * business takes, and far below what a 64-bit cents column (or a JavaScript number) holds, so sums
 * of payments and totals on the dashboard stay exact.
 */
export const maxQuoteTotalCents = 1_000_000_000;
/** The most one payment may be: a whole quote at its maximum (it is also never more than is owed). */
export const maxPaymentCents = maxQuoteTotalCents;

const decimalText = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * "1234", "1234.5", "1,234.50", "$1,234.50" -> 123450 cents; null for anything else (negative,
 * more than two decimals, letters, several numbers). Commas group thousands in threes only.
 */
export function parseCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$\s*/, "");
  const ungrouped = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(trimmed) ? trimmed.replace(/,/g, "") : trimmed;
  const match = decimalText.exec(ungrouped);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + fraction;
}

/** Quantities use the same reading: "12.5" -> 1250 hundredths. */
export const parseHundredths = parseCents;

/** a * b / divisor, rounded half up. Inputs are non-negative safe integers whose product stays safe. */
export function mulDivRoundHalfUp(a: number, b: number, divisor: number): number {
  const product = a * b;
  const quotient = Math.floor(product / divisor);
  const remainder = product - quotient * divisor;
  return remainder * 2 >= divisor ? quotient + 1 : quotient;
}

/** 123450 -> "1234.50": the plain amount text stored in a quote's totalCost. */
export function centsToAmountText(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents - whole * 100).padStart(2, "0")}`;
}

/**
 * 123450 -> "1,234.50": a quote's price as the API answers it (`totalCost`), worked out from its
 * stored cents here and nowhere else. It reads back as the same amount (parseCents, parseAmount).
 */
export function centsToTotalCost(cents: number): string {
  return formatCents(cents).slice(1);
}

/** 123450 -> "$1,234.50". */
export function formatCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${grouped}.${String(cents - whole * 100).padStart(2, "0")}`;
}

/** 1250 hundredths -> "12.5"; 85000 -> "850": how a quantity is written back. */
export function formatHundredths(hundredths: number): string {
  const text = centsToAmountText(hundredths);
  return text.replace(/\.00$/, "").replace(/(\.\d)0$/, "$1");
}

/** -30000 -> "-$300.00", 30000 -> "$300.00": an amount that may be a credit (change orders). */
export function formatSignedCents(cents: number): string {
  return cents < 0 ? `-${formatCents(-cents)}` : formatCents(cents);
}
