/**
 * Pure money and date rules shared by the browser and the server, so both always agree on amounts,
 * calendar days and expiry. What a quote's status allows lives in quote-lifecycle.ts.
 */
import { business } from "./business";
import { parseCents } from "./money";
import { lazyNumberFormat } from "./lazy-intl";

const plainAmount = /^\d{1,9}(\.\d{1,2})?$/;
/** Thousands separated by commas or spaces, in groups of three only: "4,500.00", "12 500". */
const groupedAmount = /^\d{1,3}([, ]\d{3}){1,2}(\.\d{1,2})?$/;

/**
 * Reads an amount such as "4500", "$4,500.00" or "CAD 4 500.5". Returns null when the text holds no
 * single non-negative amount ("4500 5000", "4,5,0,0", "-5"), so callers decide whether that is an
 * error or a zero.
 */
export function parseAmount(text: string | null | undefined): number | null {
  const digits = amountDigits(text);
  return digits === null ? null : Number(digits);
}

/** The same reading in integer cents ("$4,500.50" -> 450050): how a typed price is stored. */
export function parseAmountCents(text: string | null | undefined): number | null {
  const digits = amountDigits(text);
  return digits === null ? null : parseCents(digits);
}

/** The amount's digits without currency or grouping ("4500.00"), or null when it is not one amount. */
function amountDigits(text: string | null | undefined): string | null {
  if (typeof text !== "string") return null;
  const amount = text
    .replace(/\u00a0/g, " ")
    .trim()
    .replace(/^(CAD|C?\$)\s*/i, "")
    .replace(/\s*CAD$/i, "")
    .trim();
  if (!plainAmount.test(amount) && !groupedAmount.test(amount)) return null;
  return amount.replace(/[, ]/g, "");
}

/** A quote priced at 0.00 (an estimate request awaiting its price) cannot be accepted. */
export function isPriced(totalCost: string): boolean {
  const amount = parseAmount(totalCost);
  return amount !== null && amount > 0;
}

const cadFormat = lazyNumberFormat("en-CA", { style: "currency", currency: "CAD" });

/** "$4,500.00" (with "CA" only where the locale adds it). Unparseable text is shown as written. */
export function formatCad(totalCost: string): string {
  const amount = parseAmount(totalCost);
  return amount === null ? totalCost : cadFormat.format(amount);
}

/** en-CA formats dates as YYYY-MM-DD. Made once: building a formatter costs far more than using one. */
let torontoDateFormat: Intl.DateTimeFormat | undefined;

/** Today's calendar date in Toronto as YYYY-MM-DD: the business's own idea of "today". */
export function torontoDate(now: Date): string {
  torontoDateFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: business.timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  return torontoDateFormat.format(now);
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const match = isoDatePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Adds whole days to a YYYY-MM-DD date, calendar-wise (no time-zone drift). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

/**
 * A quote is valid through the whole of its validUntil day, Toronto time, and expired after it.
 * Dates that are not YYYY-MM-DD (never written by this system) are treated as expired.
 */
export function isExpired(validUntil: string, now: Date): boolean {
  if (!isIsoDate(validUntil)) return true;
  return validUntil < torontoDate(now);
}

/** Total Revenue of the dashboard: the numeric part of totalCost, summed over quotes with a contract. */
export function revenueOf(signedQuoteTotals: Array<string | null | undefined>): number {
  const cents = signedQuoteTotals.reduce((sum, total) => sum + Math.round((parseAmount(total) ?? 0) * 100), 0);
  return cents / 100;
}
