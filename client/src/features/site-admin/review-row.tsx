/**
 * One review in the owner's list: the stars, the words, who and where, where it was left and when,
 * who wrote it down (the client on their own page, or the owner), whether the site shows it and
 * whether the client agreed to be quoted, and Edit and Delete. A review the client left has no Edit:
 * only Show on the website (with their consent) or Take off.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/status-badge";
import type { ReviewView } from "@/api/site";
import { formatCalendarDate } from "@/lib/format";
import { ClientReviewPublishButton } from "./client-review-publish-button";
import { ReviewDeleteDialog } from "./review-delete-dialog";
import { ReviewStars } from "./review-stars";

type Props = { review: ReviewView; onEdit: (review: ReviewView) => void; onDeleted: () => void };

export function ReviewRow({ review, onEdit, onDeleted }: Props) {
  const [deleting, setDeleting] = useState(false);
  const who = `${review.firstName}, ${review.city}`;
  const byClient = review.origin === "client";
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ReviewStars rating={review.rating} />
        <div className="flex flex-wrap gap-1.5">
          {byClient ? <Badge tone="new">Written by the client</Badge> : <Badge tone="closed">Entered by you</Badge>}
          {review.published ? <Badge tone="accepted">Published</Badge> : <Badge tone="closed">Not published</Badge>}
          {review.consentToQuote ? <Badge tone="new">Client agreed to be quoted</Badge> : <Badge tone="pending">No consent to quote</Badge>}
        </div>
      </div>
      <blockquote className="mt-3 whitespace-pre-line text-stone-900 wrap-anywhere">“{review.quote}”</blockquote>
      <p className="mt-2 text-sm font-semibold text-stone-950">{who}</p>
      <p className="text-sm text-stone-600">
        {review.source} · {formatCalendarDate(review.date)}
        {review.jobLabel && <span className="block wrap-anywhere">Job: {review.jobLabel} (only you see this)</span>}
      </p>
      {byClient && (
        <p className="mt-1 text-sm text-stone-600">
          The client wrote this on their own review page: its words, rating, name and consent stay as they left them.
          {!review.consentToQuote && " They did not agree to be quoted, so it cannot be shown on the website."}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-4">
        {byClient ? (
          <ClientReviewPublishButton review={review} who={who} />
        ) : (
          <Button variant="outline" size="sm" aria-label={`Edit the review by ${who}`} onClick={() => onEdit(review)}>
            Edit
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="text-red-800 hover:bg-red-50"
          aria-label={`Delete the review by ${who}`}
          onClick={() => setDeleting(true)}
        >
          Delete
        </Button>
      </div>
      <ReviewDeleteDialog review={review} open={deleting} onClose={() => setDeleting(false)} onDeleted={onDeleted} />
    </li>
  );
}
