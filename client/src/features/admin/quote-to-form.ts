/**
 * Between a stored quote and the admin's form: the form's starting values for an edit or a revision,
 * and what the form sends back (a new quote, or only the fields an edit changed, so the timeline
 * names exactly what was edited).
 */
import type { QuoteView } from "@shared/api/responses";
import type { LineItem } from "@shared/line-items";
import type { CreateQuote, UpdateQuote } from "@shared/schema";
import { defaultValidUntil } from "./lead-to-quote";
import type { QuoteFormInput, QuoteFormValues } from "./quote-form-schema";

const textFields = ["clientName", "clientEmail", "clientPhone", "projectAddress", "workScope", "projectDetails", "validUntil"] as const;

function copyItems(items: readonly LineItem[]): LineItem[] {
  return items.map(({ id, description, quantity, unit, unitPrice, optional }) => ({ id, description, quantity, unit, unitPrice, optional }));
}

/** The quote as it is, to edit. */
export function quoteToForm(quote: QuoteView): QuoteFormInput {
  return {
    clientName: quote.clientName,
    clientEmail: quote.clientEmail,
    clientPhone: quote.clientPhone,
    projectAddress: quote.projectAddress,
    workScope: quote.workScope,
    projectDetails: quote.projectDetails,
    totalCost: quote.totalCost,
    validUntil: quote.validUntil,
    lineItems: copyItems(quote.lineItems),
  };
}

/** A revision is a new offer: the same content to change, valid for the usual period from today. */
export function quoteToRevisionForm(quote: QuoteView, now = new Date()): QuoteFormInput {
  return { ...quoteToForm(quote), validUntil: defaultValidUntil(now) };
}

/** A new quote: with items the server works out the total, so only a quote without items sends one. */
export function newQuotePayload(values: QuoteFormValues): CreateQuote {
  const { totalCost, lineItems, ...fields } = values;
  return lineItems.length > 0 ? { ...fields, lineItems } : { ...fields, lineItems: [], totalCost };
}

const sameItems = (a: readonly LineItem[], b: readonly LineItem[]) => JSON.stringify(copyItems(a)) === JSON.stringify(copyItems(b));

/** Only what the admin changed. An itemised quote's totalCost follows its items on the server and is never sent. */
export function changedFields(quote: QuoteView, values: QuoteFormValues): UpdateQuote {
  const changes: UpdateQuote = {};
  for (const field of textFields) {
    if (values[field] !== quote[field]) changes[field] = values[field];
  }
  if (!sameItems(values.lineItems, quote.lineItems)) changes.lineItems = values.lineItems;
  if (values.lineItems.length === 0 && values.totalCost !== quote.totalCost) changes.totalCost = values.totalCost;
  return changes;
}
