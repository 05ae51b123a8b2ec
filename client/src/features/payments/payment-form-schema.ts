/**
 * The owner's payment form: the API's body (shared/payment-rules.ts), and a day after today said at
 * once. Today here is the browser's, the only clock a form has; the server judges the same rule
 * again with its own clock (server/features/payments/payments.ts), so a browser set to the wrong day changes
 * only when the message shows.
 */
import { z } from "zod/mini";
import { paymentFutureDateMessage, paymentInputSchema } from "@shared/payment-rules";
import { isIsoDate, torontoDate } from "@shared/quote-rules";

export const paymentFormSchema = z.extend(paymentInputSchema, {
  paidOn: paymentInputSchema.shape.paidOn.check(z.refine((text) => !isIsoDate(text) || text <= torontoDate(new Date()), paymentFutureDateMessage)),
});
