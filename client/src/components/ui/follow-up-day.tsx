import { followUpState, followUpText } from "@/lib/leads";

/** A lead's follow-up day, marked when it is due: today in amber, overdue in red; a dash when none is set. */
export function FollowUpDay({ followUpOn, today }: { followUpOn: string | null; today: string }) {
  if (!followUpOn) return <span className="text-stone-600">—</span>;
  const state = followUpState(followUpOn, today);
  const tone = state === "overdue" ? "font-semibold text-red-800" : state === "today" ? "font-semibold text-amber-900" : "text-stone-800";
  return <span className={tone}>{followUpText(followUpOn, today)}</span>;
}
