/**
 * A quote's line items and the one rule that turns them into money:
 *
 *   line total = quantity x unit price, rounded half up to the cent, per line
 *   subtotal   = sum of the rounded totals of the required lines and the chosen optional lines
 *   discount   = an amount (never more than the subtotal) or subtotal x percent, rounded half up
 *   discounted = subtotal - discount
 *   HST        = discounted x 13%, rounded half up to the cent, once (never per line)
 *   total      = discounted + HST
 *   deposit    = total x 50%, rounded half up to the cent; balance = total - deposit
 *
 * All in integer cents (shared/money.ts). The browser's live totals, the server's stored totalCost,
 * the quote PDF and the signed contract all call quoteTotals, so they cannot disagree by a cent.
 */
import { z } from "zod/mini";
import { breaksOneLine } from "./text-rules";
import { contractTerms, salesTax } from "./business";
import {
  formatHundredths,
  maxQuantityHundredths,
  maxQuoteTotalCents,
  maxUnitPriceCents,
  mulDivRoundHalfUp,
  parseCents,
  parseHundredths,
  centsToAmountText,
  formatCents,
} from "./money";

export const lineItemUnits = ["sq_ft", "linear_ft", "each", "lump_sum"] as const;
export type LineItemUnit = (typeof lineItemUnits)[number];

export const lineItemUnitLabels: Record<LineItemUnit, string> = {
  sq_ft: "sq ft",
  linear_ft: "linear ft",
  each: "each",
  lump_sum: "lump sum",
};

/** One line as stored (quotes.line_items) and sent: quantity and unit price as exact decimal text. */
export type LineItem = {
  /** Stable within the quote: optional items are chosen by id, and reordering keeps ids. */
  id: string;
  description: string;
  /** "850", "12.5": at most two decimals, above 0. */
  quantity: string;
  unit: LineItemUnit;
  /** "12.50": dollars with two decimals. */
  unitPrice: string;
  /** An option the client may include or leave out before accepting (a sealer upgrade, say). */
  optional: boolean;
  /**
   * The choice-group option this line belongs to (shared/choice-groups.ts): counted only when the
   * client chose that option. Absent: a base line (or an add-on), counted whatever is chosen.
   */
  optionId?: string;
  /** An add-on (optional line) offered only with this choice-group option: "anti-slip sealer" with Stamped. */
  requiresOptionId?: string;
};

export const maxLineItems = 50;

export type LineTotal = { id: string; totalCents: number; included: boolean };

/**
 * A discount before HST: an amount in cents, or a percentage in basis points (hundredths of a
 * percent: 10.5% is 1050). Stored in quotes.discount_cents / quotes.discount_basis_points.
 */
export type QuoteDiscount = { kind: "amount"; cents: number } | { kind: "percent"; basisPoints: number };

export type QuoteTotals = {
  lines: LineTotal[];
  subtotalCents: number;
  /** 0 without a discount. */
  discountCents: number;
  /** subtotal - discount: what HST is charged on. */
  discountedSubtotalCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
};

/** quantity x unit price, rounded half up to the cent. */
export function lineTotalCents(item: Pick<LineItem, "quantity" | "unitPrice">): number {
  const hundredths = parseHundredths(item.quantity) ?? 0;
  const cents = parseCents(item.unitPrice) ?? 0;
  return mulDivRoundHalfUp(hundredths, cents, 100);
}

/** Tax on a subtotal, rounded half up once. */
export function taxCents(subtotalCents: number): number {
  return mulDivRoundHalfUp(subtotalCents, salesTax.rateBasisPoints, 10_000);
}

/** The discount on a subtotal in cents: a percentage rounded half up once; an amount never above the subtotal. */
export function discountCents(subtotalCents: number, discount: QuoteDiscount | null | undefined): number {
  if (!discount) return 0;
  const cents = discount.kind === "percent" ? mulDivRoundHalfUp(subtotalCents, discount.basisPoints, 10_000) : discount.cents;
  return Math.min(Math.max(cents, 0), subtotalCents);
}

/**
 * Whether a line counts, given what the client chose (ids of add-ons and of choice-group options):
 * a base line always; a line of a choice-group option when that option is chosen; an add-on when it
 * is chosen and the option it requires, if any, is chosen too.
 */
export function isLineIncluded(item: Pick<LineItem, "id" | "optional" | "optionId" | "requiresOptionId">, chosen: ReadonlySet<string>): boolean {
  if (item.optionId) return chosen.has(item.optionId);
  if (!item.optional) return true;
  return chosen.has(item.id) && (!item.requiresOptionId || chosen.has(item.requiresOptionId));
}

/** The quote's money with the given optional items and choice-group options included (none by default) and its discount, if any. */
export function quoteTotals(items: readonly LineItem[], chosenOptionIds: readonly string[] = [], discount: QuoteDiscount | null = null): QuoteTotals {
  const chosen = new Set(chosenOptionIds);
  const lines = items.map((item) => ({ id: item.id, totalCents: lineTotalCents(item), included: isLineIncluded(item, chosen) }));
  const subtotalCents = lines.reduce((sum, line) => (line.included ? sum + line.totalCents : sum), 0);
  const discountTotal = discountCents(subtotalCents, discount);
  const discountedSubtotalCents = subtotalCents - discountTotal;
  const tax = taxCents(discountedSubtotalCents);
  const totalCents = discountedSubtotalCents + tax;
  const depositCents = mulDivRoundHalfUp(totalCents, contractTerms.depositPercent, 100);
  return {
    lines,
    subtotalCents,
    discountCents: discountTotal,
    discountedSubtotalCents,
    taxCents: tax,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
  };
}

/** A quote row's discount (its two nullable columns) as one value; null without one. */
export function discountOf(quote: { discountCents?: number | null; discountBasisPoints?: number | null }): QuoteDiscount | null {
  if (quote.discountCents !== null && quote.discountCents !== undefined) return { kind: "amount", cents: quote.discountCents };
  if (quote.discountBasisPoints !== null && quote.discountBasisPoints !== undefined)
    return { kind: "percent", basisPoints: quote.discountBasisPoints };
  return null;
}

/** A row's money: its items, its chosen options and its discount. */
export function quoteTotalsOf(quote: {
  lineItems: readonly LineItem[];
  chosenOptionIds?: readonly string[] | null;
  discountCents?: number | null;
  discountBasisPoints?: number | null;
}): QuoteTotals {
  return quoteTotals(quote.lineItems, quote.chosenOptionIds ?? [], discountOf(quote));
}

/** "10%", "12.5%": a percentage in basis points as people write it. */
export function formatBasisPoints(basisPoints: number): string {
  return `${formatHundredths(basisPoints)}%`;
}

/** How a discount is labelled wherever totals are shown: "Discount (10%)" or "Discount". */
export function discountLabel(discount: QuoteDiscount): string {
  return discount.kind === "percent" ? `Discount (${formatBasisPoints(discount.basisPoints)})` : "Discount";
}

/** The totalCost text stored for an itemised quote: its total with HST, as "11130.50". */
export function totalCostText(items: readonly LineItem[], chosenOptionIds: readonly string[] = []): string {
  return centsToAmountText(quoteTotals(items, chosenOptionIds).totalCents);
}

/** More than the largest total (with HST) the quote could reach, every line counted: what the bound is checked on. */
export function fullTotalCents(items: readonly LineItem[]): number {
  return quoteTotals(items.map((item) => ({ ...item, optional: false, optionId: undefined, requiresOptionId: undefined }))).totalCents;
}

// ---------------------------------------------------------------------------------------------
// Validation of items as sent by the admin's form or the API (zod/mini: also used by the browser)
// ---------------------------------------------------------------------------------------------

const numberText = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? String(value) : value);

export const lineItemMessages = {
  description: "Describe the item",
  quantity: "Enter a quantity above 0 with at most two decimals, such as 850 or 12.5",
  unit: "Choose a unit: sq ft, linear ft, each or lump sum",
  unitPrice: "Enter a unit price in dollars, such as 12.50",
  tooMany: `A quote can hold at most ${maxLineItems} items`,
  duplicateId: "Each item needs its own id",
  tooLarge: `A quote's total, with HST and every option, cannot be above ${formatCents(maxQuoteTotalCents)}`,
} as const;

/** A quantity as typed: above 0, at most two decimals; written back as formatHundredths writes it. */
export const quantityText = z.pipe(
  z.transform(numberText),
  z.string({ error: lineItemMessages.quantity }).check(
    z.trim(),
    z.refine((text) => {
      const hundredths = parseHundredths(text);
      return hundredths !== null && hundredths > 0 && hundredths <= maxQuantityHundredths && !text.includes(",");
    }, lineItemMessages.quantity),
    z.overwrite((text) => formatHundredths(parseHundredths(text) ?? 0)),
  ),
);

/** A unit price as typed: dollars, at most two decimals; written back as "12.50". */
export const unitPriceText = z.pipe(
  z.transform(numberText),
  z.string({ error: lineItemMessages.unitPrice }).check(
    z.trim(),
    z.refine((text) => {
      const cents = parseCents(text);
      return cents !== null && cents <= maxUnitPriceCents;
    }, lineItemMessages.unitPrice),
    z.overwrite((text) => centsToAmountText(parseCents(text) ?? 0)),
  ),
);

export const lineItemSchema = z.object({
  id: z.string({ error: "Item id is required" }).check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, "Item id must be 1 to 40 letters, digits, - or _")),
  description: z.string({ error: lineItemMessages.description }).check(
    z.trim(),
    z.refine((value) => !breaksOneLine(value), "Please keep this on one line, without line breaks or special characters"),
    z.minLength(1, lineItemMessages.description),
    z.maxLength(300, "Please keep this under 300 characters"),
  ),
  quantity: quantityText,
  unit: z.enum(lineItemUnits, { error: lineItemMessages.unit }),
  unitPrice: unitPriceText,
  optional: z._default(z.boolean({ error: "Optional must be true or false" }), false),
  optionId: z.optional(z.string({ error: "Option must be a choice's id" }).check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, "Option must be a choice's id"))),
  requiresOptionId: z.optional(
    z.string({ error: "Required option must be a choice's id" }).check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, "Required option must be a choice's id")),
  ),
});

export const lineItemsSchema = z.array(lineItemSchema).check(
  z.maxLength(maxLineItems, lineItemMessages.tooMany),
  z.refine((items) => new Set(items.map((item) => item.id)).size === items.length, lineItemMessages.duplicateId),
  z.refine((items) => fullTotalCents(items as LineItem[]) <= maxQuoteTotalCents, lineItemMessages.tooLarge),
);

// ---------------------------------------------------------------------------------------------
// The discount as sent: { kind: "amount", value: "250.00" } or { kind: "percent", value: "12.5" }
// ---------------------------------------------------------------------------------------------

export const discountKinds = ["amount", "percent"] as const;
export type DiscountKind = (typeof discountKinds)[number];

export const discountMessages = {
  kind: "Choose a discount in dollars or in percent",
  amount: "Enter the discount in dollars, such as 250 or 250.00",
  percent: "Enter a discount from 0 to 100 percent with at most two decimals, such as 10 or 12.5",
  aboveSubtotal: (subtotalCents: number) => `The discount cannot be more than the subtotal of the required items (${formatCents(subtotalCents)})`,
  withoutItems: "A discount applies to items: add the items first",
} as const;

/** What the admin's form and the API send. */
export type DiscountInput = { kind: DiscountKind; value: string };

/** The discount's value read: cents for an amount, basis points for a percentage; null when it does not read. */
export function parseDiscount(input: DiscountInput): QuoteDiscount | null {
  const hundredths = typeof input.value === "string" && !input.value.includes(",") ? parseCents(input.value.trim().replace(/%$/, "")) : null;
  if (hundredths === null) return null;
  if (input.kind === "percent") return hundredths <= 10_000 ? { kind: "percent", basisPoints: hundredths } : null;
  return hundredths <= maxQuoteTotalCents ? { kind: "amount", cents: hundredths } : null;
}

/** The discount as the form and the API write it back: "250.00", "12.5". */
export function discountInputOf(discount: QuoteDiscount | null): DiscountInput | null {
  if (!discount) return null;
  return discount.kind === "percent"
    ? { kind: "percent", value: formatHundredths(discount.basisPoints) }
    : { kind: "amount", value: centsToAmountText(discount.cents) };
}

export const discountInputSchema = z
  .object({
    kind: z.enum(discountKinds, { error: discountMessages.kind }),
    value: z.pipe(z.transform(numberText), z.string({ error: discountMessages.amount })),
  })
  .check(
    z.superRefine((input, context) => {
      if (parseDiscount(input) === null) {
        context.issues.push({
          code: "custom",
          input: input.value,
          path: ["value"],
          message: input.kind === "percent" ? discountMessages.percent : discountMessages.amount,
        });
      }
    }),
  );

/**
 * A discount checked against the items it applies to: items are needed, and an amount may not be
 * above the required items' subtotal (options the client adds only make the subtotal larger). The
 * message, or null when the discount fits.
 */
export function discountProblem(items: readonly LineItem[], discount: QuoteDiscount | null): string | null {
  if (!discount) return null;
  if (items.length === 0) return discountMessages.withoutItems;
  const subtotal = quoteTotals(items).subtotalCents;
  if (discount.kind === "amount" && discount.cents > subtotal) return discountMessages.aboveSubtotal(subtotal);
  return null;
}

/** The discount field of a quote: a discount, or null for none. */
export const discountFieldSchema = z.nullable(discountInputSchema);
