/**
 * Follow-ups: the two commercial e-mails that come after a job, the review request and the reseal
 * reminder. Their kinds, states and reasons, the owner's settings and the day rule of the reseal
 * reminder under Canada's anti-spam law. Contracts, schedules and warranties are transactional and
 * never pass through here: an unsubscribe never stops them.
 *
 * The rules, with their sources, are written out in docs/decisions/0142-follow-ups-and-unsubscribe.md.
 */
import { z } from "zod/mini";
import { impliedConsentLastDay, resealDueDay, reviewDelayDays, reviewDelayMessage, type SealingSeason } from "../completion/dates";

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

export const followUpMessages = {
  reviewUrlHttps: "The review link must start with https://",
  reviewUrlGoogle:
    "Use the link Google gives for your Business Profile's reviews: https://g.page/r/…/review, https://search.google.com/local/writereview?placeid=…, your https://www.google.com/maps/place/… page or a https://maps.app.goo.gl/… link",
  reviewUrlMalformed: "Enter the review link as a web address, such as https://g.page/r/…/review",
  resealMonths: "Reseal reminders come every 24 or 36 months",
  reviewMode: "Choose whether review requests go out by themselves or wait for you",
  notSendable: "This follow-up cannot be sent: it was sent, cancelled, or the client unsubscribed.",
  notFound: "No such follow-up.",
} as const;

/**
 * The review links Google gives a Business Profile, and nothing else (decision 0148): each form is a
 * host, a path and the only query parameters it may carry, so no address can pass that sends the
 * client somewhere other than Google's review page or the business's place on Maps (no /url?q=, no
 * Sites, Docs or Forms page, no general-purpose shortener).
 * - https://g.page/r/{id}/review: the "Ask for reviews" link of the Business Profile (also g.page/{name}/review);
 * - https://search.google.com/local/writereview?placeid={place id} (and /local/reviews): the review
 *   form by Place ID, as Google's Places documentation builds it;
 * - https://www.google.com/maps/place/… (or google.ca) and https://www.google.com/maps?cid={digits}:
 *   the business's place on Google Maps;
 * - https://maps.app.goo.gl/{id}: Google Maps' own share link (it opens only Maps).
 */
type ReviewLinkForm = { hosts: readonly string[]; path: RegExp; params: Readonly<Record<string, RegExp>>; required?: readonly string[] };
const token = /^[A-Za-z0-9_-]{1,200}$/;
const googleMapsHosts = ["www.google.com", "google.com", "www.google.ca", "google.ca"];
export const googleReviewLinkForms: readonly ReviewLinkForm[] = [
  { hosts: ["g.page"], path: /^\/r\/[A-Za-z0-9_-]{1,200}(?:\/review)?\/?$/, params: {} },
  { hosts: ["g.page"], path: /^\/[A-Za-z0-9_-]{2,200}\/review\/?$/, params: {} },
  { hosts: ["search.google.com"], path: /^\/local\/(?:writereview|reviews)\/?$/, params: { placeid: token }, required: ["placeid"] },
  { hosts: googleMapsHosts, path: /^\/maps\/place\/[^?#]+$/, params: { hl: /^[A-Za-z-]{2,10}$/, entry: token, g_ep: /^[A-Za-z0-9_=-]{1,200}$/ } },
  { hosts: googleMapsHosts, path: /^\/maps\/?$/, params: { cid: /^\d{1,25}$/ }, required: ["cid"] },
  { hosts: ["maps.app.goo.gl"], path: /^\/[A-Za-z0-9_-]{1,100}\/?$/, params: { g_st: /^[a-z]{1,10}$/ } },
];

function fitsForm(url: URL, form: ReviewLinkForm): boolean {
  if (!form.hosts.includes(url.hostname.toLowerCase()) || !form.path.test(url.pathname)) return false;
  const keys = [...url.searchParams.keys()];
  if (new Set(keys).size !== keys.length) return false;
  if (!keys.every((key) => Object.hasOwn(form.params, key) && form.params[key].test(url.searchParams.get(key) ?? ""))) return false;
  return (form.required ?? []).every((key) => url.searchParams.has(key));
}

export function reviewUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return followUpMessages.reviewUrlMalformed;
  }
  if (url.protocol !== "https:") return followUpMessages.reviewUrlHttps;
  if (url.username || url.password || url.port) return followUpMessages.reviewUrlMalformed;
  if (!googleReviewLinkForms.some((form) => fitsForm(url, form))) return followUpMessages.reviewUrlGoogle;
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
