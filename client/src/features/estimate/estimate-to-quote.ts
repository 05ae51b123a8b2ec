import { quoteValidity } from "@shared/business";
import { addDays, torontoDate } from "@shared/quote-rules";
import type { EstimateFormInput } from "@shared/field-rules";
import { budgetLabels, contactPreferenceLabels, urgencyLabels } from "./estimate-options";

const workScopes = {
  "stamped-concrete": "Stamped Concrete Installation",
  "broom-finish": "Broom Finish Installation",
} as const;

/** The quote the estimate form sends: pending, total '0.00', valid 30 days, details in projectDetails. */
export function estimateToQuote(input: EstimateFormInput, now = new Date()) {
  const projectDetails = [
    input.projectDescription,
    "",
    `Project Area: ${input.projectArea}`,
    `Timeline: ${urgencyLabels[input.urgency]}`,
    `Budget Range: ${budgetLabels[input.budget]}`,
    `Contact Preference: ${contactPreferenceLabels[input.contactPreference]}`,
    `Permits Required: ${input.hasPermits ? "Yes" : "No"}`,
  ].join("\n");
  return {
    clientName: input.clientName,
    clientEmail: input.clientEmail,
    clientPhone: input.clientPhone,
    projectAddress: input.projectAddress,
    workScope: workScopes[input.projectType],
    projectDetails,
    totalCost: "0.00",
    validUntil: addDays(torontoDate(now), quoteValidity.estimateDays),
    status: "pending" as const,
  };
}
