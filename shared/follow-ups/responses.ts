/**
 * What the follow-up routes answer: the owner's settings and the follow-ups (review request, reseal
 * reminder) of every job or of one. The browser imports only the types.
 */
import { z } from "zod";
import { day, success, timestamp } from "../api/codecs";
import { followUpKinds, followUpSkipReasons, followUpStatuses, reviewModes } from "./rules";

export const followUpSettingsViewSchema = z.object({
  googleReviewUrl: z.string().nullable(),
  reviewDelayDays: z.int(),
  reviewMode: z.enum(reviewModes),
  resealMonths: z.int(),
  sealingSeason: z.object({ start: z.string(), end: z.string() }),
});
export const followUpSettingsAnswerSchema = z.object({ success, settings: followUpSettingsViewSchema });

export const followUpViewSchema = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  quoteId: z.uuid(),
  clientName: z.string(),
  projectAddress: z.string(),
  kind: z.enum(followUpKinds),
  status: z.enum(followUpStatuses),
  dueOn: day,
  skipReason: z.enum(followUpSkipReasons).nullable(),
  sentAt: timestamp.nullable(),
  clickCount: z.int(),
  firstClickedAt: timestamp.nullable(),
  reviewedAt: timestamp.nullable(),
  /** Whether the owner can still send it now (held, scheduled, or skipped for a reason the owner may overrule). */
  sendable: z.boolean(),
});
export const followUpAnswerSchema = z.object({ success, followUp: followUpViewSchema });
export const followUpsAnswerSchema = z.object({ success, followUps: z.array(followUpViewSchema) });
