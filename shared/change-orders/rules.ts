/**
 * Change orders: what a signed contract's scope may change by, after signing, and the one rule that
 * turns an order's lines into money.
 *
 *   line amount = quantity x unit price, rounded half up to the cent, per line;
 *                 positive for an addition, negative for a removal or a credit
 *   subtotal    = sum of the line amounts (may be negative: a credit order)
 *   HST         = |subtotal| x 13%, rounded half up once, with the subtotal's sign
 *   total       = subtotal + HST
 *
 * Rounding a credit on its absolute value makes a credit the exact mirror of the same addition, so
 * "add 3 steps" followed by "credit 3 steps" nets to zero cents.
 *
 * Ontario's Consumer Protection Act holds a renovation's final price to the estimate plus 10 % unless
 * the parties agree to amend it; a signed change order is that agreement, which is why a signed
 * contract's scope changes by no other path.
 */
import { z } from "zod/mini";
import { salesTax } from "../business";
import { designInputSchema } from "../design-catalogue";
import { lineItemUnits, lineItemUnitLabels, quantityText, unitPriceText, type LineItemUnit } from "../line-items";
import { formatCents, formatSignedCents, maxQuoteTotalCents, mulDivRoundHalfUp, parseCents, parseHundredths } from "../money";
import { contractRules, quoteFieldRules } from "../field-rules";
import { multiLineCheck, normaliseLineBreaks, oneLineCheck } from "../text-rules";

export const changeOrderLineKinds = ["add", "remove", "credit"] as const;
export type ChangeOrderLineKind = (typeof changeOrderLineKinds)[number];
export const changeOrderLineKindLabels: Record<ChangeOrderLineKind, string> = { add: "Add", remove: "Remove", credit: "Credit" };

export const changeOrderReasons = ["client_request", "site_condition", "design_change", "scope_reduction", "other"] as const;
export type ChangeOrderReason = (typeof changeOrderReasons)[number];
export const changeOrderReasonLabels: Record<ChangeOrderReason, string> = {
  client_request: "Requested by the client",
  site_condition: "Site condition found during the work",
  design_change: "Design change",
  scope_reduction: "Scope reduced",
  other: "Other",
};

/**
 * What signing the order does to the money: its total is added to the balance, or a part of it (a
 * whole percentage) is due when the client signs and the rest joins the balance.
 */
export type ChangeOrderPaymentTerms = { kind: "add_to_balance" } | { kind: "due_on_signing"; percent: number };

export const changeOrderStatuses = ["draft", "sent", "signed", "declined", "voided"] as const;
export type ChangeOrderStatus = (typeof changeOrderStatuses)[number];

/** Where an order was signed: on the client's own link, or in person on the owner's device on site. */
export const signingContexts = ["remote", "in_person"] as const;
export type SigningContext = (typeof signingContexts)[number];

export const changeOrderLimits = {
  maxLines: 30,
  descriptionLength: 500,
  summaryLength: 1000,
  voidReasonLength: 300,
  /** How long a sent order may be signed, in days, unless the owner sets another expiry. */
  defaultValidDays: 14,
  maxValidDays: 90,
} as const;

export const changeOrderMessages = {
  notSigned: "This contract is not signed yet: revise the quote instead.",
  noLines: "Add at least one line to the change order",
  tooManyLines: `A change order can hold at most ${changeOrderLimits.maxLines} lines`,
  kind: "Choose whether the line adds, removes or credits",
  description: "Describe the change",
  descriptionLength: `Please keep this under ${changeOrderLimits.descriptionLength} characters`,
  oneLine: "Please keep this on one line, without line breaks or special characters",
  unit: "Choose a unit: sq ft, linear ft, each or lump sum",
  reason: "Choose why the work changes",
  summary: "Say in a sentence or two what changes and why",
  summaryLength: `Please keep this under ${changeOrderLimits.summaryLength} characters`,
  percent: "Enter a whole percentage from 1 to 100",
  payment: "Choose whether the amount joins the balance or part is due at signing",
  tooLarge: "A change order's total cannot be this large",
  validDays: `A change order can be open for 1 to ${changeOrderLimits.maxValidDays} days`,
  voidReason: "Say why the change order is voided",
  notDraft: "Only a draft change order can be edited or sent.",
  notSent: "Only a sent change order can be voided.",
  voided: "This change order was withdrawn by Forma Concrete. Ask us for the current one.",
  expired: "This change order has expired. Ask Forma Concrete to send it again.",
  alreadySigned: "This change order is already signed.",
  declined: "This change order was declined.",
  notFound: "Change order not found",
  stale: "The change order changed since you opened it. Please read it again before signing.",
  designNeedsReason: "A new design goes with the reason “Design change”",
} as const;

/** One line as the owner types it. Quantities and prices are positive; the kind gives the sign. */
export type ChangeOrderLineInput = { kind: ChangeOrderLineKind; description: string; quantity: string; unit: LineItemUnit; unitPrice: string };

const lineSchema = z.object({
  kind: z.enum(changeOrderLineKinds, { error: changeOrderMessages.kind }),
  description: z
    .string({ error: changeOrderMessages.description })
    .check(
      z.trim(),
      oneLineCheck(changeOrderMessages.oneLine),
      z.minLength(1, changeOrderMessages.description),
      z.maxLength(changeOrderLimits.descriptionLength, changeOrderMessages.descriptionLength),
    ),
  // The quote's own rules and messages: above 0, at most two decimals.
  quantity: quantityText,
  unit: z.enum(lineItemUnits, { error: changeOrderMessages.unit }),
  unitPrice: unitPriceText,
});

const paymentSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("add_to_balance") }),
    z.object({
      kind: z.literal("due_on_signing"),
      percent: z
        .number({ error: changeOrderMessages.percent })
        .check(z.int(changeOrderMessages.percent), z.gte(1, changeOrderMessages.percent), z.lte(100, changeOrderMessages.percent)),
    }),
  ],
  { error: changeOrderMessages.payment },
);

/** What the owner sends to create a draft or replace it. */
export const changeOrderDraftSchema = z
  .object({
    reason: z.enum(changeOrderReasons, { error: changeOrderMessages.reason }),
    summary: z
      .string({ error: changeOrderMessages.summary })
      // Several lines allowed (the PDF and the e-mails keep them); any other control character is refused.
      .check(
        normaliseLineBreaks,
        z.trim(),
        multiLineCheck(),
        z.minLength(1, changeOrderMessages.summary),
        z.maxLength(changeOrderLimits.summaryLength, changeOrderMessages.summaryLength),
      ),
    lines: z.array(lineSchema, { error: changeOrderMessages.noLines }).check(
      z.minLength(1, changeOrderMessages.noLines),
      z.maxLength(changeOrderLimits.maxLines, changeOrderMessages.tooManyLines),
      z.refine(
        (lines) => Math.abs(changeOrderTotals(lines as ChangeOrderLineInput[]).totalCents) <= maxQuoteTotalCents,
        changeOrderMessages.tooLarge,
      ),
    ),
    payment: z._default(paymentSchema, { kind: "add_to_balance" }),
    validDays: z._default(
      z
        .number({ error: changeOrderMessages.validDays })
        .check(
          z.int(changeOrderMessages.validDays),
          z.gte(1, changeOrderMessages.validDays),
          z.lte(changeOrderLimits.maxValidDays, changeOrderMessages.validDays),
        ),
      changeOrderLimits.defaultValidDays,
    ),
    /**
     * A new stamped design (pattern, colours...) replacing the signed one: the signed contract's design
     * is locked, and this is how it changes (with the reason "Design change"). Null: the design stays.
     */
    design: z._default(z.nullable(designInputSchema), null),
  })
  .check(
    z.refine((draft) => draft.design === null || draft.reason === "design_change", {
      message: changeOrderMessages.designNeedsReason,
      path: ["design"],
    }),
  );
export type ChangeOrderDraftInput = z.output<typeof changeOrderDraftSchema>;

/** The sign a line's amount carries. */
export const lineSign = (kind: ChangeOrderLineKind) => (kind === "add" ? 1 : -1);

/** quantity x unit price rounded half up, with the line's sign. */
export function changeOrderLineCents(line: Pick<ChangeOrderLineInput, "kind" | "quantity" | "unitPrice">): number {
  const magnitude = mulDivRoundHalfUp(parseHundredths(line.quantity) ?? 0, parseCents(line.unitPrice) ?? 0, 100);
  return magnitude === 0 ? 0 : lineSign(line.kind) * magnitude;
}

/** HST on a signed subtotal: rounded half up on its absolute value, with its sign. */
export function signedTaxCents(subtotalCents: number): number {
  const magnitude = mulDivRoundHalfUp(Math.abs(subtotalCents), salesTax.rateBasisPoints, 10_000);
  return subtotalCents < 0 ? -magnitude : magnitude;
}

export type ChangeOrderTotals = { lineCents: number[]; subtotalCents: number; hstCents: number; totalCents: number };

export function changeOrderTotals(lines: readonly Pick<ChangeOrderLineInput, "kind" | "quantity" | "unitPrice">[]): ChangeOrderTotals {
  const lineCents = lines.map(changeOrderLineCents);
  const subtotalCents = lineCents.reduce((sum, cents) => sum + cents, 0);
  const hstCents = signedTaxCents(subtotalCents);
  return { lineCents, subtotalCents, hstCents, totalCents: subtotalCents + hstCents };
}

/** The part due when the client signs: the percentage of a positive total, rounded half up; nothing on a credit. */
export function dueOnSigningCents(totalCents: number, payment: ChangeOrderPaymentTerms): number {
  if (payment.kind !== "due_on_signing" || totalCents <= 0) return 0;
  return mulDivRoundHalfUp(totalCents, payment.percent, 100);
}

/** "CO-3" from 3. */
export const changeOrderNumber = (sequence: number) => `CO-${sequence}`;

export const unitLabel = (unit: LineItemUnit) => lineItemUnitLabels[unit];

const seenVersion = z
  .int({ error: "The change order's version must be a whole number" })
  .check(z.gte(1, "The change order's version must be a whole number"));

export const changeOrderSigningMessages = {
  agreement: "Please confirm that you agree to this change order",
} as const;

/** What the client (or, on site, the owner's device) sends to sign: the version that was read, the name and the drawn signature. */
export const changeOrderSignSchema = z.object({
  version: seenVersion,
  signerName: quoteFieldRules.clientName,
  signatureData: contractRules.signatureData,
  agreementAccepted: z.literal(true, { error: changeOrderSigningMessages.agreement }),
});
export type ChangeOrderSignInput = z.output<typeof changeOrderSignSchema>;

/** The client declines the order they read, optionally saying why. */
export const changeOrderDeclineSchema = z.object({
  version: seenVersion,
  message: z.optional(
    z
      .string({ error: "Please write your message as text" })
      .check(normaliseLineBreaks, z.trim(), multiLineCheck(), z.maxLength(changeOrderLimits.summaryLength, changeOrderMessages.summaryLength)),
  ),
});

/** The owner withdraws a sent order: its link then says so. */
export const changeOrderVoidSchema = z.object({
  reason: z
    .string({ error: changeOrderMessages.voidReason })
    .check(
      z.trim(),
      oneLineCheck(changeOrderMessages.oneLine),
      z.minLength(1, changeOrderMessages.voidReason),
      z.maxLength(changeOrderLimits.voidReasonLength, `Please keep this under ${changeOrderLimits.voidReasonLength} characters`),
    ),
});

/** A draft is replaced whole, at the version the owner edited. */
export const changeOrderDraftUpdateSchema = z.extend(changeOrderDraftSchema, { version: seenVersion });

/** The largest subtotal (before HST) whose total with HST is at most `totalCents`: the credit to type on the lines. */
export function largestSubtotalWithin(totalCents: number): number {
  if (totalCents <= 0) return 0;
  const withTax = (subtotal: number) => subtotal + signedTaxCents(subtotal);
  let subtotal = mulDivRoundHalfUp(totalCents, 10_000, 10_000 + salesTax.rateBasisPoints);
  while (subtotal > 0 && withTax(subtotal) > totalCents) subtotal--;
  while (withTax(subtotal + 1) <= totalCents) subtotal++;
  return subtotal;
}

export type ContractSumFloorCheck = { allowed: true } | { allowed: false; largestCreditCents: number; message: string };

/**
 * How low a change order may bring the contract sum: never below what the client has paid (payments
 * not voided), and so never below zero. Going lower would leave a negative price, or money owed back
 * to the client that the payment ledger has no record for (decision 0149), so such an order is
 * refused, naming the largest credit still possible.
 *
 * `revisedBeforeCents` is the price as signed plus every signed order (not this one); `orderTotalCents`
 * this order's total with HST, negative for a credit. An order that adds never lowers the sum and is
 * never refused here, even on a contract already below its floor.
 */
export function checkContractSumFloor(facts: { revisedBeforeCents: number; orderTotalCents: number; paidCents: number }): ContractSumFloorCheck {
  const { revisedBeforeCents, orderTotalCents } = facts;
  const floorCents = Math.max(facts.paidCents, 0);
  const afterCents = revisedBeforeCents + orderTotalCents;
  if (orderTotalCents >= 0 || afterCents >= floorCents) return { allowed: true };
  const largestCreditCents = Math.max(revisedBeforeCents - floorCents, 0);
  const where =
    floorCents > 0
      ? `This credit would bring the contract sum to ${formatSignedCents(afterCents)}, below the ${formatCents(floorCents)} already paid.`
      : `This credit would bring the contract sum below zero (${formatSignedCents(afterCents)}).`;
  const largest =
    largestCreditCents > 0
      ? `The largest credit possible now is ${formatCents(largestCreditCents)} with HST (${formatCents(largestSubtotalWithin(largestCreditCents))} before HST).`
      : "No further credit is possible on this contract now.";
  return { allowed: false, largestCreditCents, message: `${where} ${largest}` };
}
