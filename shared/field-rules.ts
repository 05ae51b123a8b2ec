/**
 * The validation rules and messages (the product's fixed wording, asserted by tests), in plain zod (no database code), so the
 * browser's forms can use them without shipping Drizzle. shared/schema.ts builds the tables' insert
 * schemas from these same rules, so the API and the forms cannot disagree.
 */
import { z } from "zod/mini";
import { designInputSchema } from "./design-catalogue";
import { clientDecisions } from "./quote-lifecycle";
import { formatCents, maxQuoteTotalCents } from "./money";
import { isIsoDate, parseAmount } from "./quote-rules";
import { cityChoices } from "./service-cities";
import { multiLineCheck, normaliseLineBreaks, oneLineCheck } from "./text-rules";

/** The city codes the lead forms offer (shared/service-cities.ts). The API also keeps any other text. */
export const cities = cityChoices.map((choice) => choice.slug);
export const projectTypes = ["Stamped Concrete", "Broom Finish", "Both"] as const;
export const timelines = ["asap", "month", "flexible", "planning"] as const;

// zod/mini: the same rules as classic zod in a fraction of the browser bundle. drizzle-zod places
// these schemas into the tables' insert schemas unchanged.

// The one text rule (shared/text-rules.ts): every text field below and in the other input schemas uses it.
export { singleLineMessage } from "./text-rules";

const oneLine = oneLineCheck();

/** One line of text: trimmed, within its lengths, no control characters. */
function requiredText(minLength: number, message: string, maxLength = 500) {
  return z
    .string({ error: message })
    .check(z.trim(), oneLine, z.minLength(minLength, message), z.maxLength(maxLength, `Please keep this under ${maxLength} characters`));
}

const multiLine = multiLineCheck();

/** Free text over several lines (descriptions, messages): line breaks kept, other control characters refused. */
function requiredMultiLineText(minLength: number, message: string, maxLength: number) {
  return z
    .string({ error: message })
    .check(
      normaliseLineBreaks,
      z.trim(),
      multiLine,
      z.minLength(minLength, message),
      z.maxLength(maxLength, `Please keep this under ${maxLength} characters`),
    );
}

/**
 * An array of at most `max` items whose length is checked before any item: zod checks every item
 * before an array's own length, so a long array would otherwise be walked item by item first.
 */
export function boundedArray<Item extends z.ZodMiniType>(item: Item, max: number, message: string) {
  return z.pipe(z.array(z.unknown(), { error: message }).check(z.maxLength(max, message)), z.array(item, { error: message }));
}

function emailAddress(message: string) {
  return z.pipe(z.string({ error: message }).check(z.trim(), z.maxLength(254, message)), z.email(message));
}

/** Runs `prepare` on the raw value before `schema` checks it (zod's preprocess). */
function prepared<Schema extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: Schema) {
  return z.pipe(z.transform(prepare), schema);
}

/** "" and null mean "not given": forms send empty inputs, and such values are omitted. */
const blankToUndefined = (value: unknown) =>
  value === "" || value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** Multipart forms send every value as text; "true"/"on" are a ticked box. */
const checkboxValue = (value: unknown) =>
  value === "true" || value === "on" || value === "1" ? true : value === "false" || value === "0" ? false : value;

const wholeNumberMessage = "Approximate square footage must be a whole number";
const optionalSquareFeet = prepared(
  (value) => {
    const given = blankToUndefined(value);
    return typeof given === "string" ? Number(given.replace(/[,\s]/g, "")) : given;
  },
  z.optional(z.int({ error: wholeNumberMessage }).check(z.gte(1, wholeNumberMessage), z.lte(10_000_000, wholeNumberMessage))),
);

/** Quote request: the fields of the reusable quote request form and their rules. */
export const quoteRequestRules = {
  name: requiredText(2, "Name must be at least 2 characters", 200),
  phone: requiredText(10, "Phone number is required", 40),
  email: emailAddress("Invalid email address"),
  city: requiredText(1, "City is required", 100),
  projectType: z.enum(projectTypes, { error: "Project type is required" }),
  sqFt: optionalSquareFeet,
  timeline: prepared(blankToUndefined, z.optional(z.enum(timelines, { error: "Please choose a timeline from the list" }))),
  message: prepared(
    blankToUndefined,
    z.optional(z.string().check(normaliseLineBreaks, z.trim(), multiLine, z.maxLength(5000, "Please keep project details under 5000 characters"))),
  ),
  /** Optional on the quick form; one line like every address. */
  address: prepared(
    blankToUndefined,
    z.optional(
      z.string({ error: "Please enter the address as text" }).check(z.trim(), oneLine, z.maxLength(300, "Please keep this under 300 characters")),
    ),
  ),
  consent: prepared(checkboxValue, z.literal(true, { error: "You must consent to contact" })),
};

export const quoteTotalTooLargeMessage = `A quote's total cannot be above ${formatCents(maxQuoteTotalCents)}`;

/** A quote's own fields (admin create/edit; the estimate form's contact fields). */
export const quoteFieldRules = {
  clientName: requiredText(2, "Name must be at least 2 characters", 200),
  clientEmail: emailAddress("Please enter a valid email address"),
  clientPhone: requiredText(10, "Please enter a valid phone number", 40),
  projectAddress: requiredText(5, "Please enter a complete address", 300),
  workScope: requiredText(1, "Work scope is required", 200),
  projectDetails: requiredMultiLineText(1, "Project description is required", 10_000),
  totalCost: requiredText(1, "Total cost is required", 40).check(
    z.refine((value) => parseAmount(value) !== null, "Enter the total cost as an amount, such as 4500 or 4,500.00"),
    z.refine((value) => (parseAmount(value) ?? 0) * 100 <= maxQuoteTotalCents, quoteTotalTooLargeMessage),
  ),
  validUntil: requiredText(1, "Valid until date is required", 10).check(z.refine(isIsoDate, "Valid until must be a date written YYYY-MM-DD")),
};

export const signatureRequiredMessage = "Please provide your signature before submitting the contract.";

/** Contract signing (the client's details come with the same rules as the quote's). */
export const contractRules = {
  quoteId: z.string({ error: "Quote id is required" }).check(z.trim(), z.minLength(1, "Quote id is required"), z.maxLength(100, "Quote not found")),
  clientName: quoteFieldRules.clientName,
  clientEmail: quoteFieldRules.clientEmail,
  clientPhone: quoteFieldRules.clientPhone,
  projectAddress: quoteFieldRules.projectAddress,
  signatureData: z
    .string({ error: signatureRequiredMessage })
    .check(z.minLength(1, signatureRequiredMessage), z.startsWith("data:image/png;base64,", "The signature must be a PNG image")),
  agreementAccepted: z.literal(true, { error: "You must accept the terms and conditions to proceed" }),
};

/** The quote version the client was shown (quotes.version); see isVersionSeen in quote-lifecycle.ts. */
export const seenQuoteVersion = z.optional(
  z.int({ error: "The quote version must be a whole number" }).check(z.gte(1, "The quote version must be a whole number")),
);

export const quoteDecisionSchema = z.object({
  status: z.enum(clientDecisions, { error: 'Status must be "accepted" or "rejected"' }),
  version: seenQuoteVersion,
  reason: prepared(
    blankToUndefined,
    z.optional(
      z.string({ error: "Reason must be text" }).check(z.trim(), oneLine, z.maxLength(1000, "Please keep the reason under 1000 characters")),
    ),
  ),
  /**
   * On acceptance: the ids of the optional items the client included and of the option they chose in
   * each choice group (none when absent). Checked against the quote by the server (422).
   */
  options: z.optional(
    boundedArray(z.string({ error: "Options must be item ids" }).check(z.maxLength(40, "Options must be item ids")), 60, "Options must be item ids"),
  ),
  /** On acceptance of a stamped option, when the client picks the design: catalogue ids (shared/design-catalogue.ts). */
  design: z.optional(designInputSchema),
});

export const changeRequestMessage = "Please tell us what you would like changed";

/** The client asks for changes to a quote: a message (several lines allowed) and the version they saw. */
export const changeRequestSchema = z.object({
  message: requiredMultiLineText(1, changeRequestMessage, 2000),
  version: seenQuoteVersion,
});

export const loginSchema = z.object({
  email: z.pipe(z.string({ error: "Valid email is required" }).check(z.trim()), z.email("Valid email is required")),
  password: z.string({ error: "Password is required" }).check(z.minLength(1, "Password is required"), z.maxLength(200, "Password is too long")),
});

/** The quote request form validates exactly what the API's insert schema accepts. */
export const quoteRequestFormSchema = z.object(quoteRequestRules);

// The public estimate form's input. It is sent to POST /api/quotes
// as a quote; its contact fields are the quote's own fields and rules.
export const estimateProjectTypes = ["stamped-concrete", "broom-finish"] as const;
export const estimateUrgencies = ["asap", "1-2-weeks", "1-month", "flexible"] as const;
export const estimateBudgets = ["under-3000", "3000-5000", "5000-10000", "over-10000"] as const;
export const contactPreferences = ["phone", "email", "either"] as const;

export const estimateFormSchema = z.object({
  clientName: quoteFieldRules.clientName,
  clientEmail: quoteFieldRules.clientEmail,
  clientPhone: quoteFieldRules.clientPhone,
  projectAddress: quoteFieldRules.projectAddress,
  projectType: z.enum(estimateProjectTypes, { error: "Please select a project type" }),
  projectArea: requiredText(1, "Please specify the project area", 200),
  projectDescription: requiredMultiLineText(10, "Please provide more details about your project", 5000),
  urgency: z.enum(estimateUrgencies, { error: "Please select your timeline" }),
  budget: z.enum(estimateBudgets, { error: "Please select your budget range" }),
  contactPreference: z.enum(contactPreferences, { error: "Please select your contact preference" }),
  hasPermits: z._default(z.boolean(), false),
  agreedToTerms: z.literal(true, { error: "You must agree to the terms and conditions" }),
});

export type EstimateFormInput = z.infer<typeof estimateFormSchema>;
