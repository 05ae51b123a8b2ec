import type { estimateProjectTypes } from "@shared/field-rules";

export { budgetLabels, contactPreferenceLabels, urgencyLabels } from "@shared/estimate-answers";

/** Option labels of the estimate form's project type; the other answers' labels are shared with the admin. */
export const estimateProjectTypeLabels: Record<(typeof estimateProjectTypes)[number], string> = {
  "stamped-concrete": "Stamped Concrete",
  "broom-finish": "Broom Finish",
};
