/**
 * The admin quote form's values and rules. The fields use the shared quote rules and the items the
 * shared lineItemsSchema, so the form says exactly what the API would. The form adds what only makes
 * sense while typing: a price is asked for only when the quote has no items (with items the server
 * derives it), and a valid-until day already behind us in Toronto is refused before sending.
 */
import { z } from "zod/mini";
import { quoteFieldRules } from "@shared/field-rules";
import { lineItemsSchema, type LineItem } from "@shared/line-items";

export const pastValidUntilMessage = "Valid until date cannot be in the past";

export type QuoteFormInput = {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  projectAddress: string;
  workScope: string;
  projectDetails: string;
  /** Typed only when there are no items (older quotes, lump-sum prices); otherwise derived from the items. */
  totalCost: string;
  validUntil: string;
  lineItems: LineItem[];
};

/** The checked values have the same shape, items written as the server stores them ("14.5" becomes "14.50"). */
export type QuoteFormValues = QuoteFormInput;

export const emptyQuoteForm: QuoteFormInput = {
  clientName: "",
  clientEmail: "",
  clientPhone: "",
  projectAddress: "",
  workScope: "",
  projectDetails: "",
  totalCost: "",
  validUntil: "",
  lineItems: [],
};

/** The names of the form's own fields, to tell which of the server's field errors belong here. */
export const quoteFormFields = Object.keys(emptyQuoteForm) as Array<keyof QuoteFormInput>;

type DateRule = {
  /** Today in Toronto (torontoDate()): the first day a quote may still be valid. */
  today: string;
  /**
   * A stored date the admin may leave as it is: editing another detail of an expired quote must not
   * be blocked by its old date. Any new date still has to be today or later.
   */
  keptValidUntil?: string;
};

export function quoteFormSchema({ today, keptValidUntil }: DateRule) {
  return z
    .object({
      ...quoteFieldRules,
      validUntil: quoteFieldRules.validUntil.check(z.refine((date) => date >= today || date === keptValidUntil, pastValidUntilMessage)),
      totalCost: z.string(),
      lineItems: lineItemsSchema,
    })
    .check(
      z.refine((value) => value.lineItems.length > 0 || priceMessage(value.totalCost) === null, {
        path: ["totalCost"],
        error: (issue) => priceMessage((issue.input as { totalCost?: unknown }).totalCost) ?? undefined,
        // Checked even while other fields are wrong, so every message shows at the first attempt.
        when: () => true,
      }),
    );
}

/** The shared rule's message for a typed price, or null when the price is fine. */
function priceMessage(totalCost: unknown): string | null {
  const price = z.safeParse(quoteFieldRules.totalCost, totalCost);
  return price.success ? null : (price.error.issues[0]?.message ?? "Total cost is required");
}
