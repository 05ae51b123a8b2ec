/**
 * What the lead forms check before asking the server, in the server's own words: the facts a stage
 * needs and a follow-up day not in the past are the server's 422 rules
 * (server/features/leads/lead-stage-change.ts). The bodies' shapes (shared/schema.ts:
 * quoteRequestStatusSchema, leadFollowUpSchema) are classic zod, of which the browser takes only
 * types, so the forms' schemas hold these few rules themselves.
 */
import { z } from "zod/mini";
import { leadStages, type LeadStage } from "@shared/lead-stages";
import type { LeadStageChange } from "@shared/schema";

export type StageValues = { status: LeadStage; siteVisitOn: string; siteVisitTime: string; lostReason: string; lostNote: string };

/** The facts a stage needs, by field: a site visit's day; a lost lead's reason, and a few words for "Other". */
function missingFacts(values: StageValues): Partial<Record<keyof StageValues, string>> {
  if (values.status === "site_visit" && !values.siteVisitOn) return { siteVisitOn: "Give the site visit's date." };
  if (values.status === "lost" && !values.lostReason) return { lostReason: "Choose why the lead was lost." };
  if (values.status === "lost" && values.lostReason === "other" && !values.lostNote.trim()) {
    return { lostNote: "Say in a few words why the lead was lost." };
  }
  return {};
}

/** The change the form sends (the version is the page's): only what the chosen stage uses. */
export const stageFormSchema = z.pipe(
  z.object({ status: z.enum(leadStages), siteVisitOn: z.string(), siteVisitTime: z.string(), lostReason: z.string(), lostNote: z.string() }).check(
    z.superRefine((values, context) => {
      for (const [field, message] of Object.entries(missingFacts(values)))
        context.addIssue({ code: "custom", message, path: [field], input: values });
    }),
  ),
  z.transform((values): Omit<LeadStageChange, "version"> => ({
    status: values.status,
    ...(values.status === "site_visit" ? { siteVisitOn: values.siteVisitOn || undefined, siteVisitTime: values.siteVisitTime || undefined } : {}),
    ...(values.status === "lost"
      ? { lostReason: (values.lostReason || undefined) as LeadStageChange["lostReason"], lostNote: values.lostNote.trim() || undefined }
      : {}),
  })),
);

/** A follow-up day: given, and today or later (`today` is Toronto's; the server judges it again with its clock). */
export const followUpFormSchema = (today: string) =>
  z.object({
    followUpOn: z.string().check(
      z.minLength(1, "Pick the day to follow up."),
      z.refine((day) => day >= today, "Pick today or a later day for the follow-up."),
    ),
  });
