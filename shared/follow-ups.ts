/**
 * Follow-ups: the two commercial e-mails that come after a job, the review request and the reseal
 * reminder. Their kinds, states and reasons, the owner's settings and the day rule of the reseal
 * reminder under Canada's anti-spam law. Contracts, schedules and warranties are transactional and
 * never pass through here: an unsubscribe never stops them.
 *
 * The rules, with their sources, are written out in docs/decisions/0142-follow-ups-and-unsubscribe.md.
 */
import { z } from "zod/mini";
import { impliedConsentLastDay, resealDefaults, resealDueDay, reviewDelayDays, reviewDelayMessage, type SealingSeason } from "./job-completion-dates";

export const followUpKinds = ["review_request", "reseal_reminder"] as const;
export type FollowUpKind = (typeof followUpKinds)[number];

/**
 * scheduled: waits for its day (sent from 10:00 Toronto); held: waits for the owner's Send (the
 * owner's "hold" mode); sent; skipped: not sent, with a reason; cancelled: the completion was undone.
 */
export const followUpStatuses = ["scheduled", "held", "sent", "skipped", "cancelled"] as const;
export type FollowUpStatus = (typeof followUpStatuses)[number];

export const followUpSkipReasons = ["opted_out", "no_consent", "balance_owed", "asked_within_a_year", "no_review_link", "owner_declined"] as const;
export type FollowUpSkipReason = (typeof followUpSkipReasons)[number];

export const followUpKindLabels: Record<FollowUpKind, string> = {
  review_request: "Review request",
  reseal_reminder: "Reseal reminder",
};

export const followUpStatusLabels: Record<FollowUpStatus, string> = {
  scheduled: "Scheduled",
  held: "Waiting for you to send",
  sent: "Sent",
  skipped: "Not sent",
  cancelled: "Cancelled",
};

export const followUpSkipReasonLabels: Record<FollowUpSkipReason, string> = {
  opted_out: "The client unsubscribed from these e-mails",
  no_consent: "No consent: the client did not ask for reminders and the two years after the last payment have passed",
  balance_owed: "A balance is still owed",
  asked_within_a_year: "This client was already asked for a review in the last 12 months",
  no_review_link: "No Google review link is set",
  owner_declined: "You chose not to send it",
};

/** Follow-ups go out from 10:00 up to 19:00, Toronto time: a morning e-mail, never one at night. */
export const followUpHours = { first: 10, last: 19 } as const;

/** A client is asked for a review at most once in this many days, whatever the number of jobs. */
export const reviewOncePerDays = 365;

/** The reseal interval the owner chooses: every 2 or every 3 years. */
export const resealMonthChoices = [24, 36] as const;

export const reviewModes = ["auto", "hold"] as const;
export type ReviewMode = (typeof reviewModes)[number];

export type FollowUpSettings = {
  googleReviewUrl: string | null;
  reviewDelayDays: number;
  reviewMode: ReviewMode;
  resealMonths: number;
  sealingSeason: SealingSeason;
};

export const defaultFollowUpSettings: FollowUpSettings = {
  googleReviewUrl: null,
  reviewDelayDays: reviewDelayDays.default,
  reviewMode: "auto",
  resealMonths: resealDefaults.months,
  sealingSeason: { ...resealDefaults.season },
};

export const followUpMessages = {
  reviewUrlHttps: "The review link must start with https://",
  reviewUrlGoogle: "Use the link Google gives for your Business Profile's reviews (google.com, g.page or goo.gl)",
  reviewUrlMalformed: "Enter the review link as a web address, such as https://g.page/r/…/review",
  resealMonths: "Reseal reminders come every 24 or 36 months",
  reviewMode: "Choose whether review requests go out by themselves or wait for you",
  notSendable: "This follow-up cannot be sent: it was sent, cancelled, or the client unsubscribed.",
  notFound: "No such follow-up.",
} as const;

/** The hosts Google gives Business Profile review links under ("Ask for reviews" and Maps' share links). */
const googleReviewHosts = ["google.com", "google.ca", "g.page", "goo.gl", "g.co"];

export function reviewUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return followUpMessages.reviewUrlMalformed;
  }
  if (url.protocol !== "https:") return followUpMessages.reviewUrlHttps;
  if (url.username || url.password || url.port) return followUpMessages.reviewUrlMalformed;
  const host = url.hostname.toLowerCase();
  if (!googleReviewHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) return followUpMessages.reviewUrlGoogle;
  return null;
}

export const followUpSettingsSchema = z.object({
  googleReviewUrl: z.nullable(
    z.string({ error: followUpMessages.reviewUrlMalformed }).check(
      z.trim(),
      z.maxLength(500, "Please keep the link under 500 characters"),
      // One refinement per message, each passing what an earlier one refuses, so the owner reads one reason.
      z.refine((text) => reviewUrlProblem(text) !== followUpMessages.reviewUrlMalformed, followUpMessages.reviewUrlMalformed),
      z.refine((text) => reviewUrlProblem(text) !== followUpMessages.reviewUrlHttps, followUpMessages.reviewUrlHttps),
      z.refine((text) => reviewUrlProblem(text) !== followUpMessages.reviewUrlGoogle, followUpMessages.reviewUrlGoogle),
    ),
  ),
  reviewDelayDays: z
    .number({ error: reviewDelayMessage })
    .check(z.int(reviewDelayMessage), z.gte(reviewDelayDays.min, reviewDelayMessage), z.lte(reviewDelayDays.max, reviewDelayMessage)),
  reviewMode: z.enum(reviewModes, { error: followUpMessages.reviewMode }),
  resealMonths: z
    .number({ error: followUpMessages.resealMonths })
    .check(z.refine((months) => (resealMonthChoices as readonly number[]).includes(months), followUpMessages.resealMonths)),
});
export type FollowUpSettingsInput = z.output<typeof followUpSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// The reseal reminder's day
// ---------------------------------------------------------------------------------------------

export type ResealPlan = { day: string; basis: "consent" | "implied" } | { skip: "no_consent" };

/**
 * The day the reseal reminder goes out:
 * - with the client's consent (the unticked box at signing): the reseal due day, `months` after
 *   completion moved into the sealing season;
 * - without it: the same day if it falls inside the two years of implied consent after the last
 *   payment; otherwise the latest in-season day inside that window (completed and paid 20 Nov 2026,
 *   due spring 2029, goes out on 15 Oct 2028), and none at all when that day is already past or
 *   comes before the first anniversary of the completion (too early to reseal).
 */
export function resealPlan(input: {
  completedOn: string;
  lastPaymentDay: string;
  consented: boolean;
  today: string;
  months: number;
  season: SealingSeason;
}): ResealPlan {
  const due = resealDueDay(input.completedOn, { months: input.months, season: input.season });
  if (input.consented) return { day: due, basis: "consent" };
  const lastDay = impliedConsentLastDay(input.lastPaymentDay);
  const latest = latestInSeasonOnOrBefore(lastDay, input.season);
  const day = due <= latest ? due : latest;
  const firstAnniversary = resealDueDay(input.completedOn, { months: 12, season: { start: "01-01", end: "12-31" } });
  if (day < input.today || day < firstAnniversary) return { skip: "no_consent" };
  return { day, basis: "implied" };
}

/** The latest day inside the season on or before `day`: the day itself, or the end of the last season before it. */
function latestInSeasonOnOrBefore(day: string, season: SealingSeason): string {
  const year = Number(day.slice(0, 4));
  const monthDay = day.slice(5);
  if (monthDay < season.start) return `${String(year - 1).padStart(4, "0")}-${season.end}`;
  if (monthDay > season.end) return `${String(year).padStart(4, "0")}-${season.end}`;
  return day;
}
