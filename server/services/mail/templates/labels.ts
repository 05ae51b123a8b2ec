/** How stored codes read in a message (the same wording as the forms' options). */
import { formatCad } from "../../../../shared/quote-rules";

const cityLabels: Record<string, string> = {
  toronto: "Toronto",
  mississauga: "Mississauga",
  vaughan: "Vaughan",
  markham: "Markham",
  other: "Other GTA",
};

const timelineLabels: Record<string, string> = {
  asap: "ASAP (within 2 weeks)",
  month: "Within a month",
  flexible: "Flexible",
  planning: "Just planning",
};

export const cityLabel = (city: string) => cityLabels[city] ?? city;
export const timelineLabel = (timeline: string | null) => (timeline ? (timelineLabels[timeline] ?? timeline) : null);
/** "$7,200.00 CAD": the amount in the business's currency, said out loud. */
export const cadAmount = (totalCost: string) => `${formatCad(totalCost)} CAD`;
