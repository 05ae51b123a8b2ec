/**
 * A review the client writes on our own page (/w/{token}) instead of Google: checked with the owner's
 * rules, kept unpublished with the job, one per job, marked as the client's (origin "client"). The
 * owner decides in "Reviews" whether to publish it, and may only when the client agreed to be quoted;
 * its words, rating, name and consent stay as the client left them (site-reviews.ts).
 */
import type { Database } from "../../db";
import { ownPageReviewSource, reviewInputSchema } from "../../../shared/site/content";
import { torontoDate } from "../../../shared/quote-rules";
import { findContractById } from "../contracts/storage";
import { findSentReviewRequest } from "../follow-ups/storage";
import { hasClientReview, insertReviewRowOnce } from "./storage";
import type { OwnReviewDraft } from "./own-review-page";
import { reviewRowWords } from "./review-words";

export type OwnReviewLink = { contractId: string; quoteId: string; clientFirstName: string; alreadyLeft: boolean };

export async function findOwnReviewLink(db: Database, token: string): Promise<OwnReviewLink | undefined> {
  const request = await findSentReviewRequest(db, token);
  if (!request) return undefined;
  const contract = await findContractById(db, request.contractId);
  if (!contract) return undefined;
  return {
    contractId: contract.id,
    quoteId: contract.quoteId,
    clientFirstName: contract.clientName.trim().split(/\s+/)[0] ?? "",
    alreadyLeft: await hasClientReview(db, contract.id),
  };
}

/** Stores the review, or answers the form's errors by field. */
export async function leaveOwnReview(
  db: Database,
  link: OwnReviewLink,
  draft: OwnReviewDraft,
  now: Date,
): Promise<{ saved: true; shareable: boolean } | { saved: false; errors: Record<string, string> }> {
  const parsed = reviewInputSchema.safeParse({
    quote: draft.quote,
    firstName: draft.firstName,
    city: draft.city,
    rating: Number(draft.rating),
    date: torontoDate(now),
    source: ownPageReviewSource,
    consentToQuote: draft.consent,
    published: false,
    contractId: link.contractId,
  });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "quote");
      errors[field] ??= issue.message;
    }
    return { saved: false, errors };
  }
  const input = parsed.data;
  // A second sending of the form (two taps, a reload) meets the unique index and is the same review.
  await insertReviewRowOnce(db, {
    ...reviewRowWords(input),
    consentToQuote: input.consentToQuote,
    published: false,
    contractId: link.contractId,
    origin: "client",
  });
  return { saved: true, shareable: input.consentToQuote };
}
