/** Turns a quote request (a lead) into the starting values of a new quote. */
import { quoteValidity } from "@shared/business";
import { addDays, torontoDate } from "@shared/quote-rules";
import { projectTypeOptions, timelineOptions } from "@/content/quote-request-options";
import { cityLabel } from "@shared/service-cities";
import { blankLineItem } from "./blank-line-item";
import { emptyDesignDraft } from "./design-form";
import type { QuoteFormInput } from "./quote-form-schema";
import type { QuoteRequestView } from "@shared/api/responses";

const workScopes: Record<string, string> = {
  "Stamped Concrete": "Stamped Concrete Installation",
  "Broom Finish": "Broom Finish Installation",
  Both: "Stamped & Broom Finish Concrete Installation",
};

export const labelOf = (options: { value: string; label: string }[], value: string | null | undefined) =>
  value ? (options.find((option) => option.value === value)?.label ?? value) : null;

/** A stored city code as it reads (the ten service areas and "Other GTA"); typed text as it was typed. */
export { cityLabel };
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
 * The quote's address from the lead's: the street address with its city added when the address does
 * not name it already ("12 Elm St" in Oakville is "12 Elm St, Oakville"). "Other GTA" names no city,
 * so it is not added. Without an address, empty: the admin types it.
 */
export function leadProjectAddress(lead: Pick<QuoteRequestView, "address" | "city">): string {
  const address = lead.address?.trim() ?? "";
  if (!address) return "";
  const city = lead.city === "other" ? "" : cityLabel(lead.city).trim();
  if (!city || address.toLowerCase().includes(city.toLowerCase())) return address;
  return `${address}, ${city}`;
}

/**
 * The lead's contact details, its project as a first line item (its scope, measured in square feet
 * when the visitor gave an area: the owner prices it and corrects the quantity), and an empty
 * description. The lead's own facts (project type, area, timeline, message) stay the owner's: they
 * are shown beside the form (lead-request-panel.tsx), never written into what the client reads,
 * prints or signs (docs/decisions/0124).
 */
export function leadToQuote(lead: QuoteRequestView, now = new Date()): QuoteFormInput {
  const workScope = workScopes[lead.projectType] ?? lead.projectType;
  return {
    clientName: lead.name,
    clientEmail: lead.email,
    clientPhone: lead.phone,
    projectAddress: leadProjectAddress(lead),
    workScope,
    projectDetails: "",
    totalCost: "",
    discountKind: "none",
    discountValue: "",
    validUntil: defaultValidUntil(now),
    lineItems: [blankLineItem({ description: workScope, quantity: lead.sqFt ? String(lead.sqFt) : "", unit: "sq_ft" })],
    choiceGroups: [],
    designMode: "none",
    design: emptyDesignDraft,
  };
}

/** Under the address field: where the prefilled address came from, or the city to complete. */
export function leadAddressHint(lead: QuoteRequestView): string {
  if (lead.address?.trim()) return `Address from the request (city: ${cityLabel(lead.city)}). Check it before sending.`;
  return `City from the request: ${cityLabel(lead.city)}. Add the street address.`;
}
