import { quoteValidity } from "@shared/business";
import type { EstimateAnswers } from "@shared/estimate-answers";
import { addDays, torontoDate } from "@shared/quote-rules";
import type { EstimateFormInput } from "@shared/field-rules";

const workScopes = {
  "stamped-concrete": "Stamped Concrete Installation",
  "broom-finish": "Broom Finish Installation",
} as const;

/**
 * The quote the estimate form sends: pending, total '0.00', valid 30 days. projectDetails is the
 * visitor's own description, which the client later reads on their quote; the other answers travel
 * apart as estimateAnswers, facts for the business that never appear in the client's text.
 */
export function estimateToQuote(input: EstimateFormInput, now = new Date()) {
  const estimateAnswers: EstimateAnswers = {
    projectArea: input.projectArea,
    urgency: input.urgency,
    budget: input.budget,
    contactPreference: input.contactPreference,
    hasPermits: input.hasPermits,
  };
  return {
    clientName: input.clientName,
    clientEmail: input.clientEmail,
    clientPhone: input.clientPhone,
    projectAddress: input.projectAddress,
    workScope: workScopes[input.projectType],
    projectDetails: input.projectDescription,
    estimateAnswers,
    totalCost: "0.00",
    validUntil: addDays(torontoDate(now), quoteValidity.estimateDays),
    status: "pending" as const,
  };
}
