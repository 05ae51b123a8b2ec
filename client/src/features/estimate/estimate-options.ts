import type { contactPreferences, estimateBudgets, estimateProjectTypes, estimateUrgencies } from "@shared/field-rules";

/** Option labels of the estimate form (project type, timeline, budget, contact preference). */
export const estimateProjectTypeLabels: Record<(typeof estimateProjectTypes)[number], string> = {
  "stamped-concrete": "Stamped Concrete",
  "broom-finish": "Broom Finish",
};

export const urgencyLabels: Record<(typeof estimateUrgencies)[number], string> = {
  asap: "ASAP",
  "1-2-weeks": "Within 1-2 weeks",
  "1-month": "Within 1 month",
  flexible: "Flexible timeline",
};

export const budgetLabels: Record<(typeof estimateBudgets)[number], string> = {
  "under-3000": "Under $3,000",
  "3000-5000": "$3,000 - $5,000",
  "5000-10000": "$5,000 - $10,000",
  "over-10000": "Over $10,000",
};

export const contactPreferenceLabels: Record<(typeof contactPreferences)[number], string> = {
  phone: "Phone Call",
  email: "Email",
  either: "Either Phone or Email",
};
