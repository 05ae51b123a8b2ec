/**
 * What a recorded payment is and how it is checked, in plain zod/mini (no database code), so the
 * admin's payment form and POST /api/contracts/{id}/payments use the same rules and messages.
 */
import { z } from "zod/mini";
import { breaksOneLine } from "./text-rules";
import { formatCents, maxPaymentCents, parseCents } from "./money";
import { isIsoDate } from "./quote-rules";
import type { PaymentKind, PaymentMethod } from "./schema";

export const paymentKindOptions = ["deposit", "balance", "other"] as const satisfies readonly PaymentKind[];
export const paymentMethodOptions = ["etransfer", "cheque", "cash"] as const satisfies readonly PaymentMethod[];

export const paymentKindLabels: Record<PaymentKind, string> = { deposit: "Deposit", balance: "Balance", other: "Other" };
export const paymentMethodLabels: Record<PaymentMethod, string> = { etransfer: "e-Transfer", cheque: "Cheque", cash: "Cash" };

export const paymentAmountMessage = "Enter the amount received, like 5,565.25";
export const paymentDateMessage = "Enter the day the money was received";
export const paymentFutureDateMessage = "The payment date cannot be in the future";
export const paymentTooLargeMessage = `A single payment cannot be above ${formatCents(maxPaymentCents)}`;
/** A payment is for a signed contract: money received before the signing day is a typing error. */
export const paymentBeforeSigningMessage = (signedOn: string) => `The payment date cannot be before the contract was signed (${signedOn})`;
export const paymentReferenceMessage = "Please keep the reference on one line, under 100 characters";

/** A reference is pasted from a bank notice: one line (a line break could forge a line in the receipt). */

/** Amount text ("5,565.25", "$300") read to cents; null when it is not a positive amount. */
export function paymentAmountCents(text: string): number | null {
  const cents = parseCents(text);
  return cents !== null && cents > 0 ? cents : null;
}

/**
 * The body of POST /api/contracts/{id}/payments: at most maxPaymentCents. `paidOn` is a Toronto
 * calendar day; that it is today or earlier, and not before the signing day, is checked by the
 * server against its one clock (server/features/payments/payments.ts), never against the machine's clock here;
 * the owner's form adds the same "not in the future" check on the browser's clock
 * (client/src/features/payments/payment-form-schema.ts).
 */
export const paymentInputSchema = z.object({
  kind: z.enum(paymentKindOptions, { error: "Choose deposit, balance or other" }),
  amount: z.string({ error: paymentAmountMessage }).check(
    z.refine((text) => paymentAmountCents(text) !== null, paymentAmountMessage),
    z.refine((text) => (paymentAmountCents(text) ?? 0) <= maxPaymentCents, paymentTooLargeMessage),
  ),
  method: z.enum(paymentMethodOptions, { error: "Choose e-Transfer, cheque or cash" }),
  paidOn: z.string({ error: paymentDateMessage }).check(
    z.trim(),
    z.refine((text) => isIsoDate(text), paymentDateMessage),
  ),
  reference: z.optional(
    z.pipe(
      z.transform((value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value)),
      z.optional(
        z.string({ error: paymentReferenceMessage }).check(
          z.trim(),
          z.refine((text) => !breaksOneLine(text), paymentReferenceMessage),
          z.maxLength(100, paymentReferenceMessage),
        ),
      ),
    ),
  ),
});

export type PaymentInput = z.output<typeof paymentInputSchema>;

export const voidReasonMaxLength = 200;
export const voidReasonMessage = `Say why the payment is voided, on one line, in at most ${voidReasonMaxLength} characters`;

/**
 * The body of POST /api/payments/{id}/void: the reason, which the client's notice and the quote's
 * timeline show (one line, so it cannot forge a line in the e-mail).
 */
export const voidPaymentSchema = z.object({
  reason: z.string({ error: voidReasonMessage }).check(
    z.trim(),
    z.minLength(1, voidReasonMessage),
    z.maxLength(voidReasonMaxLength, voidReasonMessage),
    z.refine((text) => !breaksOneLine(text), voidReasonMessage),
  ),
});

export type VoidPaymentInput = z.output<typeof voidPaymentSchema>;
