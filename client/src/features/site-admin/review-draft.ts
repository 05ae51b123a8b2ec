/**
 * A review as the owner types it, and the check before sending: the shared schema the server
 * applies too. Publishing needs the client's agreement to be quoted, so taking it back unpublishes.
 */
import { safeParse } from "zod/mini";
import { reviewInputSchema, type ReviewInput, type ReviewSource } from "@shared/site/content";
import type { ReviewView } from "@/api/site";
import { firstErrors, issuePairs, type FieldErrors } from "./form-errors";

export type ReviewDraft = {
  quote: string;
  firstName: string;
  city: string;
  /** 0 until chosen. */
  rating: number;
  date: string;
  source: ReviewSource;
  consentToQuote: boolean;
  published: boolean;
  /** The job the review is about, kept as it was: this form does not change it. */
  contractId: string | null;
};

export const reviewFieldKeys = ["quote", "firstName", "city", "rating", "date", "source", "consentToQuote", "published", "contractId"] as const;
export type ReviewErrors = FieldErrors<(typeof reviewFieldKeys)[number]>;

export const blankReview = (today: string): ReviewDraft => ({
  quote: "",
  firstName: "",
  city: "",
  rating: 0,
  date: today,
  source: "Google",
  consentToQuote: false,
  published: false,
  contractId: null,
});

export const reviewDraftOf = (review: ReviewView): ReviewDraft => ({
  quote: review.quote,
  firstName: review.firstName,
  city: review.city,
  rating: review.rating,
  date: review.date,
  source: review.source,
  consentToQuote: review.consentToQuote,
  published: review.published,
  contractId: review.contractId,
});

/** A change to the draft, with the consent rule kept: no consent, not published. */
export function changeReview<Key extends keyof ReviewDraft>(draft: ReviewDraft, field: Key, value: ReviewDraft[Key]): ReviewDraft {
  const next = { ...draft, [field]: value };
  return next.consentToQuote ? next : { ...next, published: false };
}

export type ReviewCheck = { input: ReviewInput } | { errors: ReviewErrors };

export function checkReview(draft: ReviewDraft): ReviewCheck {
  const checked = safeParse(reviewInputSchema, draft);
  if (checked.success) return { input: checked.data };
  return { errors: firstErrors(issuePairs(checked.error.issues), reviewFieldKeys) };
}
