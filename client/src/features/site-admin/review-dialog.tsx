/** The review form in a dialog: a new review, or one of the list's to change. */
import { useState } from "react";
import { torontoDate } from "@shared/quote-rules";
import { Dialog } from "@/components/ui/dialog";
import type { ReviewView } from "@/api/site";
import { blankReview, reviewDraftOf } from "./review-draft";
import { ReviewForm } from "./review-form";

type Props = { open: boolean; review: ReviewView | null; onClose: () => void };

/** Mounted only while open, so each opening starts from the review as saved (or blank, dated today). */
function Content({ review, onClose }: { review: ReviewView | null; onClose: () => void }) {
  const [initial] = useState(() => (review ? reviewDraftOf(review) : blankReview(torontoDate(new Date()))));
  return <ReviewForm initial={initial} review={review} onDone={onClose} />;
}

export function ReviewDialog({ open, review, onClose }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={review ? `Review by ${review.firstName}` : "Add a review"}
      size="lg"
    >
      <Content review={review} onClose={onClose} />
    </Dialog>
  );
}
