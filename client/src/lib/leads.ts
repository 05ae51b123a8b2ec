/** A lead's page, and how its dates read: the follow-up day beside today (Toronto), the site visit. */
import { formatCalendarDate } from "@/lib/format";

export const leadPagePath = (id: string) => `/admin/leads/${encodeURIComponent(id)}`;

export type FollowUpState = "overdue" | "today" | "later";

export function followUpState(followUpOn: string, today: string): FollowUpState {
  return followUpOn < today ? "overdue" : followUpOn === today ? "today" : "later";
}

export function followUpText(followUpOn: string, today: string): string {
  const state = followUpState(followUpOn, today);
  if (state === "today") return "Today";
  if (state === "overdue") return `Overdue: ${formatCalendarDate(followUpOn)}`;
  return formatCalendarDate(followUpOn);
}

/** "Wed, Dec 3, 2026 at 10:30". */
export function siteVisitText(day: string, time: string | null): string {
  return time ? `${formatCalendarDate(day)} at ${time}` : formatCalendarDate(day);
}
