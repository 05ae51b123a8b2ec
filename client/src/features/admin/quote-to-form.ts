/**
 * Between a stored quote and the admin's form: the form's starting values for an edit or a revision,
 * and what the form sends back (a new quote, or only the fields an edit changed, so the timeline
 * names exactly what was edited).
 */
import type { QuoteView } from "@shared/api/responses";
import { discountInputOf, discountOf, type LineItem } from "@shared/line-items";
import type { CreateQuote, UpdateQuote } from "@shared/schema";
import { isPriced } from "@shared/quote-rules";
import { blankLineItem } from "./blank-line-item";
import { defaultValidUntil } from "./lead-to-quote";
import { discountInputOfForm, type QuoteFormInput, type QuoteFormValues } from "./quote-form-schema";

const textFields = ["clientName", "clientEmail", "clientPhone", "projectAddress", "workScope", "projectDetails", "validUntil"] as const;

function copyItems(items: readonly LineItem[]): LineItem[] {
  return items.map(({ id, description, quantity, unit, unitPrice, optional }) => ({ id, description, quantity, unit, unitPrice, optional }));
}

/** The quote as it is, to edit. */
export function quoteToForm(quote: QuoteView): QuoteFormInput {
  const discount = discountInputOf(discountOf(quote));
  return {
    clientName: quote.clientName,
    clientEmail: quote.clientEmail,
    clientPhone: quote.clientPhone,
    projectAddress: quote.projectAddress,
    workScope: quote.workScope,
    projectDetails: quote.projectDetails,
    totalCost: quote.totalCost,
    discountKind: discount?.kind ?? "none",
    discountValue: discount?.value ?? "",
    validUntil: quote.validUntil,
    // An estimate not priced yet starts with one empty item to price; a quote priced by a single total keeps it.
    lineItems: quote.lineItems.length > 0 || isPriced(quote.totalCost) ? copyItems(quote.lineItems) : [blankLineItem()],
  };
}

/** A revision is a new offer: the same content to change, valid for the usual period from today. */
export function quoteToRevisionForm(quote: QuoteView, now = new Date()): QuoteFormInput {
  return { ...quoteToForm(quote), validUntil: defaultValidUntil(now) };
}

/**
 * A new quote, priced by its items (the server works out the total) and saved as a draft: the owner
 * sends it from the quote's page, as he does an estimate he priced (docs/decisions/0124).
 */
export function newQuotePayload(values: QuoteFormValues): CreateQuote {
  const { totalCost: _derived, lineItems, discountKind: _kind, discountValue: _value, ...fields } = values;
  return { ...fields, lineItems, discount: discountInputOfForm(values), send: false };
}

const sameItems = (a: readonly LineItem[], b: readonly LineItem[]) => JSON.stringify(copyItems(a)) === JSON.stringify(copyItems(b));

/**
 * Only what the admin changed. The total follows the items on the server and is never sent; a quote
 * priced by a single total before keeps it until the owner gives it items.
 */
export function changedFields(quote: QuoteView, values: QuoteFormValues): UpdateQuote {
  const changes: UpdateQuote = {};
  for (const field of textFields) {
    if (values[field] !== quote[field]) changes[field] = values[field];
  }
  if (!sameItems(values.lineItems, quote.lineItems)) changes.lineItems = values.lineItems;
  const discount = discountInputOfForm(values);
  if (JSON.stringify(discount) !== JSON.stringify(discountInputOf(discountOf(quote)))) changes.discount = discount;
  return changes;
}
