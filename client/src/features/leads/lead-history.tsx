/** The lead's history, newest first: each stage change and follow-up change, who made it and when. */
import type { LeadHistoryEntryView } from "@shared/api/responses";
import { describeLostReason, leadStageLabel } from "@shared/lead-stages";
import { formatCalendarDate, formatTorontoDateTime } from "@/lib/format";
import { siteVisitText } from "@/lib/leads";

function what(entry: LeadHistoryEntryView): string {
  if (entry.kind === "follow_up") return entry.followUpOn ? `Follow-up set for ${formatCalendarDate(entry.followUpOn)}` : "Follow-up cleared";
  const to = leadStageLabel(entry.to ?? "");
  if (entry.to === "site_visit" && entry.siteVisitOn) return `${to}: ${siteVisitText(entry.siteVisitOn, entry.siteVisitTime)}`;
  if (entry.to === "lost" && entry.lostReason) return `${to}: ${describeLostReason(entry.lostReason, entry.lostNote)}`;
  return entry.from === "closed" ? `${to} (was Closed)` : to;
}

function who(entry: LeadHistoryEntryView): string {
  if (entry.by === "automatic") return entry.to === "won" ? "when the contract was signed" : "when a quote was created";
  if (entry.by === "conversion to stages") return "when stages were introduced";
  return entry.by ? `by ${entry.by}` : "";
}

export function LeadHistory({ history }: { history: LeadHistoryEntryView[] }) {
  if (history.length === 0) return <p className="text-sm text-stone-600">No changes yet: the lead is as it came in.</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label="Changes, newest first">
      {[...history].reverse().map((entry) => (
        <li key={entry.id} className="border-l-2 border-stone-200 pl-3">
          <p className="font-medium text-stone-950">{what(entry)}</p>
          <p className="text-sm text-stone-600">
            {formatTorontoDateTime(entry.at)} {who(entry)}
          </p>
        </li>
      ))}
    </ol>
  );
}
