/**
 * Between a stored quote and the admin's form: the form's starting values for an edit or a revision,
 * and what the form sends back (a new quote, or only the fields an edit changed, so the timeline
 * names exactly what was edited).
 */
import type { QuoteView } from "@shared/api/responses";
import { discountInputOf, discountOf, type LineItem } from "@shared/line-items";
import type { CreateQuote, UpdateQuote } from "@shared/schema";
import { isPriced } from "@shared/quote-rules";
import type { ChoiceGroup } from "@shared/choice-groups";
import type { DesignInput, DesignSelection } from "@shared/design-catalogue";
import { blankLineItem } from "./blank-line-item";
import { attachedItems } from "./choice-editing";
import { designDraftOf, designFieldsOf, designModeOf } from "./design-form";
import { defaultValidUntil } from "./lead-to-quote";
import { discountInputOfForm, type QuoteFormInput, type QuoteFormValues } from "./quote-form-schema";

const textFields = ["clientName", "clientEmail", "clientPhone", "projectAddress", "workScope", "projectDetails", "validUntil"] as const;

function copyItems(items: readonly LineItem[]): LineItem[] {
  return items.map(({ id, description, quantity, unit, unitPrice, optional, optionId, requiresOptionId }) => ({
    id,
    description,
    quantity,
    unit,
    unitPrice,
    optional,
    ...(optionId ? { optionId } : {}),
    ...(requiresOptionId ? { requiresOptionId } : {}),
  }));
}

/** The quote's groups, design and who sets it, as the view carries them. */
function choicesOf(quote: QuoteView): { groups: ChoiceGroup[]; design: DesignSelection | null; designByClient: boolean } {
  const view = quote as QuoteView & { choiceGroups?: ChoiceGroup[] | null; design?: DesignSelection | null; designByClient?: boolean };
  return { groups: view.choiceGroups ?? [], design: view.design ?? null, designByClient: view.designByClient ?? false };
}

const needsDesign = (groups: readonly ChoiceGroup[]) => groups.some((group) => group.options.some((option) => option.needsDesign));

/** The form's choices as the API takes them: groups, lines attached only to options that exist, the design. */
function choiceFieldsOf(values: QuoteFormValues) {
  return {
    lineItems: attachedItems(values.lineItems, values.choiceGroups),
    choiceGroups: values.choiceGroups,
    ...designFieldsOf(values.designMode, values.design, needsDesign(values.choiceGroups)),
  };
}

/** The quote as it is, to edit. */
export function quoteToForm(quote: QuoteView): QuoteFormInput {
  const discount = discountInputOf(discountOf(quote));
  const choices = choicesOf(quote);
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
    choiceGroups: structuredClone(choices.groups),
    designMode: designModeOf(choices),
    design: designDraftOf(choices.design),
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
  const {
    totalCost: _derived,
    lineItems: _items,
    discountKind: _kind,
    discountValue: _value,
    choiceGroups: _groups,
    designMode: _mode,
    design: _design,
    ...fields
  } = values;
  return { ...fields, ...choiceFieldsOf(values), discount: discountInputOfForm(values), send: false };
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
  const choices = choiceFieldsOf(values);
  const stored = choicesOf(quote);
  if (!sameItems(choices.lineItems, quote.lineItems)) changes.lineItems = choices.lineItems;
  if (JSON.stringify(choices.choiceGroups) !== JSON.stringify(stored.groups)) changes.choiceGroups = choices.choiceGroups;
  if (choices.designByClient !== stored.designByClient) changes.designByClient = choices.designByClient;
  // Compared field by field in one order: the stored design also says who chose it.
  const designText = (design: DesignInput | null) => (design ? JSON.stringify(designDraftOf(design)) : "null");
  if (designText(choices.design) !== designText(stored.design)) changes.design = choices.design;
  const discount = discountInputOfForm(values);
  if (JSON.stringify(discount) !== JSON.stringify(discountInputOf(discountOf(quote)))) changes.discount = discount;
  return changes;
}
