/**
 * The estimate form's answers beyond contact details and description: kept on the quote as facts
 * for the admin (area, timeline, budget, contact preference, permits), never pasted into the text the
 * client reads. Labels are shared so the form and the admin's quote page word them the same.
 */
import { z } from "zod/mini";
import { breaksOneLine } from "./text-rules";
import { contactPreferences, estimateBudgets, estimateUrgencies } from "./field-rules";

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

export const estimateAnswersSchema = z.object({
  projectArea: z.string({ error: "Please specify the project area" }).check(
    z.trim(),
    z.minLength(1, "Please specify the project area"),
    z.maxLength(200, "Please keep this under 200 characters"),
    z.refine((value) => !breaksOneLine(value), "Please keep this on one line, without line breaks or special characters"),
  ),
  urgency: z.enum(estimateUrgencies, { error: "Please select your timeline" }),
  budget: z.enum(estimateBudgets, { error: "Please select your budget range" }),
  contactPreference: z.enum(contactPreferences, { error: "Please select your contact preference" }),
  hasPermits: z._default(z.boolean({ error: "Permits must be true or false" }), false),
});

export type EstimateAnswers = z.infer<typeof estimateAnswersSchema>;

/** The answers as label/value rows, in the form's order. */
export function estimateAnswerRows(answers: EstimateAnswers): Array<{ label: string; value: string }> {
  return [
    { label: "Project Area", value: answers.projectArea },
    { label: "Timeline", value: urgencyLabels[answers.urgency] },
    { label: "Budget Range", value: budgetLabels[answers.budget] },
    { label: "Contact Preference", value: contactPreferenceLabels[answers.contactPreference] },
    { label: "Permits Required", value: answers.hasPermits ? "Yes" : "No" },
  ];
}
