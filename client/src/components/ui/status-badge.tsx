import type { QuoteRequestStatus } from "@shared/schema";
import { quoteStageLabels, quoteStatusWording, type QuoteStage, type QuoteStatus } from "@shared/quote-lifecycle";
import { leadStageLabels } from "@shared/lead-stages";

const tones: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  accepted: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  rejected: "bg-red-100 text-red-900 ring-red-300",
  signed: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  expired: "bg-stone-200 text-stone-900 ring-stone-400",
  new: "bg-sky-100 text-sky-900 ring-sky-300",
  quoted: "bg-violet-100 text-violet-900 ring-violet-300",
  closed: "bg-stone-100 text-stone-800 ring-stone-300",
  contacted: "bg-sky-50 text-sky-900 ring-sky-200",
  site_visit: "bg-amber-100 text-amber-900 ring-amber-300",
  won: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  lost: "bg-stone-200 text-stone-800 ring-stone-400",
};

/** Each lifecycle stage's colour: waiting on the owner amber, with the client sky, won green, lost red, history grey. */
const stageTones: Record<QuoteStage, string> = {
  unpriced: "pending",
  draft: "pending",
  sent: "new",
  viewed: "new",
  changes_requested: "pending",
  accepted: "accepted",
  signed: "signed",
  declined: "rejected",
  expired: "expired",
  replaced: "closed",
};

/** A small capitalised pill: "Pending", "Accepted", "Declined", "Expired", "Signed". */
export function Badge({ tone, children }: { tone: string; children: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone] ?? tones.closed}`}
    >
      {children}
    </span>
  );
}

/**
 * A quote's badge. Given its lifecycle `stage` (shared/quote-lifecycle.ts, quoteStage) it says where
 * the quote stands, "Signed" once a contract exists; given only its stored `status` (the client's own
 * page) it says Pending, Accepted or Declined.
 */
export function QuoteStatusBadge(props: { stage: QuoteStage } | { status: QuoteStatus }) {
  if ("stage" in props) return <Badge tone={stageTones[props.stage]}>{quoteStageLabels[props.stage]}</Badge>;
  return <Badge tone={props.status}>{quoteStatusWording[props.status].label}</Badge>;
}

/** A lead's stage: "New", "Contacted", "Site visit booked", "Quoted", "Won", "Lost". */
export function LeadStatusBadge({ status }: { status: QuoteRequestStatus }) {
  return <Badge tone={status}>{leadStageLabels[status]}</Badge>;
}
