/**
 * A lead's pipeline: where it stands (its stored `status`), why it was lost, and the words the back
 * office, the CSV and the e-mails use for each. Plain constants (no zod) so the browser imports them
 * at no cost; the body schemas are in shared/schema.ts, the rules of a change in the server's
 * server/features/leads/lead-stage-change.ts (docs/decisions/0130).
 */
import { projectTypes, timelines } from "./field-rules";

/** In order along the pipeline; won and lost end it. */
export const leadStages = ["new", "contacted", "site_visit", "quoted", "won", "lost"] as const;
export type LeadStage = (typeof leadStages)[number];

export const leadStageLabels: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  site_visit: "Site visit booked",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

/** The leads list's stage filter: one stage, or every lead still in play ("open": not won, not lost). */
export const leadStageFilters = ["open", ...leadStages] as const;
export type LeadStageFilter = (typeof leadStageFilters)[number];
export const openLeadStages: readonly LeadStage[] = ["new", "contacted", "site_visit", "quoted"];

/** The follow-up filter: due today or earlier (Toronto), or any follow-up date set. */
export const followUpFilters = ["due", "set"] as const;
export type FollowUpFilter = (typeof followUpFilters)[number];

/** Why a lead was lost. The owner picks one; "other" needs a few words. `before_stages`: leads closed before stages existed. */
export const lostReasons = ["price", "timing", "other_contractor", "no_response", "other", "before_stages"] as const;
export type LostReason = (typeof lostReasons)[number];
/** The reasons the owner can pick (the last one only describes old leads). */
export const choosableLostReasons = ["price", "timing", "other_contractor", "no_response", "other"] as const satisfies readonly LostReason[];

export const lostReasonLabels: Record<LostReason, string> = {
  price: "Price",
  timing: "Timing",
  other_contractor: "Chose another contractor",
  no_response: "No response",
  other: "Other",
  before_stages: "Closed before stages",
};

/** A lead's free-text note on a lost reason, a one-liner. */
export const lostNoteMaxLength = 300;

/** The quote form's project types as the site words them. */
export const leadProjectTypeLabels: Record<(typeof projectTypes)[number], string> = {
  "Stamped Concrete": "Stamped Concrete",
  "Broom Finish": "Broom Finish",
  Both: "Both Services",
};

export const leadTimelineLabels: Record<(typeof timelines)[number], string> = {
  asap: "ASAP (within 2 weeks)",
  month: "Within a month",
  flexible: "Flexible",
  planning: "Just planning",
};

const labelOf = <Key extends string>(labels: Record<Key, string>, value: string | null | undefined): string | null =>
  value ? (Object.hasOwn(labels, value) ? labels[value as Key] : value) : null;

export const leadProjectTypeLabel = (value: string) => labelOf(leadProjectTypeLabels, value) ?? value;
export const leadTimelineLabel = (value: string | null | undefined) => labelOf(leadTimelineLabels, value);
export const leadStageLabel = (value: string) => labelOf(leadStageLabels, value) ?? value;

/** "Lost: Price", "Lost: Other (went with a cousin)", "Site visit booked: 2026-12-03 at 10:30". */
export function describeLostReason(reason: string | null | undefined, note: string | null | undefined): string {
  if (!reason) return "";
  const label = labelOf(lostReasonLabels, reason) ?? reason;
  return note ? `${label} (${note})` : label;
}

/** A site visit's time of day, 24-hour "HH:MM". */
export const isTimeOfDay = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/** How far ahead a follow-up or a site visit may be set: two years (a typo like 2062 is refused). */
export const leadDateHorizonDays = 730;
