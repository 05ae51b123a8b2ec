/**
 * The admin quote form's values and rules. The fields use the shared quote rules and the items the
 * shared lineItemsSchema, so the form says exactly what the API would. The form adds what only makes
 * sense while typing: a quote is priced by its items (docs/decisions/0124: a quote priced by a single
 * total before keeps it, shown read-only, until items are added), its discount is checked against
 * them, and a valid-until day already behind us in Toronto is refused before sending.
 */
import { z } from "zod/mini";
import { quoteFieldRules } from "@shared/field-rules";
import { discountMessages, discountProblem, lineItemsSchema, parseDiscount, type DiscountInput, type LineItem } from "@shared/line-items";
import { choiceGroupsSchema, type ChoiceGroup } from "@shared/choice-groups";
import { designDraftProblems, emptyDesignDraft, type DesignDraft, type DesignMode } from "./design-form";

export const pastValidUntilMessage = "Valid until date cannot be in the past";

export type QuoteFormInput = {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  projectAddress: string;
  workScope: string;
  projectDetails: string;
  /** A quote priced by a single total before items existed: shown read-only, kept while it has no items. */
  totalCost: string;
  /** The discount before HST: none, an amount in dollars or a percentage; its value as typed. */
  discountKind: "none" | DiscountInput["kind"];
  discountValue: string;
  validUntil: string;
  lineItems: LineItem[];
  /** Pick-one choices (Finish: Broom / Stamped / Exposed aggregate); lines belong to their options by optionId. */
  choiceGroups: ChoiceGroup[];
  /** Who sets the stamped design, asked only when an option needs one. */
  designMode: DesignMode;
  design: DesignDraft;
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
  discountKind: "none",
  discountValue: "",
  validUntil: "",
  lineItems: [],
  choiceGroups: [],
  designMode: "none",
  design: emptyDesignDraft,
};

export const noItemsMessage = "Add at least one item: a quote is priced by its items";

/** The form's discount as the API takes it; null for none. */
export function discountInputOfForm(values: Pick<QuoteFormInput, "discountKind" | "discountValue">): DiscountInput | null {
  return values.discountKind === "none" ? null : { kind: values.discountKind, value: values.discountValue.trim() };
}

/** The names of the form's own fields, to tell which of the server's field errors belong here. */
export const quoteFormFields = Object.keys(emptyQuoteForm) as Array<keyof QuoteFormInput>;

type FormRules = {
  /** Today in Toronto (torontoDate()): the first day a quote may still be valid. */
  today: string;
  /**
   * A stored date the admin may leave as it is: editing another detail of an expired quote must not
   * be blocked by its old date. Any new date still has to be today or later.
   */
  keptValidUntil?: string;
  /** An edit of a quote priced by a single total before items: it may be saved without items, keeping that total. */
  keptTotal?: boolean;
};

export function quoteFormSchema({ today, keptValidUntil, keptTotal = false }: FormRules) {
  return z
    .object({
      ...quoteFieldRules,
      validUntil: quoteFieldRules.validUntil.check(z.refine((date) => date >= today || date === keptValidUntil, pastValidUntilMessage)),
      totalCost: z.string(),
      discountKind: z.enum(["none", "amount", "percent"]),
      discountValue: z.string(),
      lineItems: lineItemsSchema,
      // The groups' own shape (names, at most 3 and 4); what stops a send (choiceGroupProblems) is shown live, never blocking a draft.
      choiceGroups: choiceGroupsSchema,
      designMode: z.enum(["none", "owner", "client"]),
      design: z.custom<DesignDraft>(),
    })
    .check(
      z.refine((value) => value.lineItems.length > 0 || keptTotal, {
        path: ["lineItems"],
        error: noItemsMessage,
        // Checked even while other fields are wrong, so every message shows at the first attempt.
        when: () => true,
      }),
      z.refine((value) => discountMessage(value) === null, {
        path: ["discountValue"],
        error: (issue) => discountMessage(issue.input as QuoteFormInput) ?? undefined,
        when: () => true,
      }),
      // A design the owner sets must read whole (pattern, colours, method) before it is saved.
      z.superRefine((value, context) => {
        if (value.designMode !== "owner" || !value.choiceGroups.some((group) => group.options.some((option) => option.needsDesign))) return;
        for (const [field, message] of Object.entries(designDraftProblems(value.design))) {
          context.issues.push({ code: "custom", input: value.design, path: ["design", field], message });
        }
      }),
    );
}

/** What is wrong with the discount typed (its value, or its size against the items), or null. */
function discountMessage(values: Pick<QuoteFormInput, "discountKind" | "discountValue" | "lineItems">): string | null {
  const input = discountInputOfForm(values);
  if (!input) return null;
  const discount = parseDiscount(input);
  if (!discount) return input.kind === "percent" ? discountMessages.percent : discountMessages.amount;
  // Items still being typed are not checked here: their own messages come first.
  const items = z.safeParse(lineItemsSchema, values.lineItems);
  return items.success ? discountProblem(items.data as LineItem[], discount) : null;
}
