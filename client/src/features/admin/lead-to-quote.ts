/** Turns a quote request (a lead) into the starting values of a new quote. */
import { quoteValidity } from "@shared/business";
import { addDays, torontoDate } from "@shared/quote-rules";
import { cityOptions, projectTypeOptions, timelineOptions } from "@/content/quote-request-options";
import { blankLineItem } from "./blank-line-item";
import type { QuoteFormInput } from "./quote-form-schema";
import type { QuoteRequestView } from "@shared/api/responses";

const workScopes: Record<string, string> = {
  "Stamped Concrete": "Stamped Concrete Installation",
  "Broom Finish": "Broom Finish Installation",
  Both: "Stamped & Broom Finish Concrete Installation",
};

export const labelOf = (options: { value: string; label: string }[], value: string | null | undefined) =>
  value ? (options.find((option) => option.value === value)?.label ?? value) : null;

export function cityLabel(city: string): string {
  return labelOf(cityOptions, city) ?? city;
}
export function timelineLabel(timeline: string | null): string | null {
  return labelOf(timelineOptions, timeline);
}
export function projectTypeLabel(projectType: string): string {
  return labelOf(projectTypeOptions, projectType) ?? projectType;
}

/** The default validity of an admin quote: today in Toronto plus 14 days. */
export function defaultValidUntil(now = new Date()): string {
  return addDays(torontoDate(now), quoteValidity.adminDefaultDays);
}

/**
 * The lead's project as a first line item: its scope, measured in square feet when the visitor gave
 * an area. The admin only has to price it (and add the rest).
 */
export function leadToQuote(lead: QuoteRequestView, now = new Date()): QuoteFormInput {
  const workScope = workScopes[lead.projectType] ?? lead.projectType;
  const details = [
    lead.message?.trim() || null,
    "",
    `Project Type: ${projectTypeLabel(lead.projectType)}`,
    lead.sqFt ? `Approximate Area: ${lead.sqFt.toLocaleString("en-CA")} sq ft` : null,
    lead.timeline ? `Timeline: ${timelineLabel(lead.timeline)}` : null,
  ]
    .filter((line) => line !== null)
    .join("\n")
    .trim();
  return {
    clientName: lead.name,
    clientEmail: lead.email,
    clientPhone: lead.phone,
    projectAddress: "",
    workScope,
    projectDetails: details,
    totalCost: "",
    validUntil: defaultValidUntil(now),
    lineItems: [blankLineItem({ description: workScope, quantity: lead.sqFt ? String(lead.sqFt) : "", unit: "sq_ft" })],
  };
}

/** "City from the request: Toronto" under the address field. */
export function leadAddressHint(lead: QuoteRequestView): string {
  return `City from the request: ${cityLabel(lead.city)}. Add the street address.`;
}
