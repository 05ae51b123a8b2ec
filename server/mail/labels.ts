/** How stored codes read in a message (the same wording as the forms' options). */
import { formatCents } from "../../shared/money";

const timelineLabels: Record<string, string> = {
  asap: "ASAP (within 2 weeks)",
  month: "Within a month",
  flexible: "Flexible",
  planning: "Just planning",
};

export { cityLabel } from "../../shared/service-cities";
export const timelineLabel = (timeline: string | null) => (timeline ? (timelineLabels[timeline] ?? timeline) : null);
/** "$7,200.00 CAD": the amount in the business's currency, said out loud. */
export const cadAmount = (cents: number) => `${formatCents(cents)} CAD`;
