/** Every review recorded, newest first (the server's order), with the add and edit dialog they share. */
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ReviewView } from "@/api/site";
import { ReviewDialog } from "./review-dialog";
import { ReviewRow } from "./review-row";

type Editing = { review: ReviewView | null } | null;

export function ReviewList({ reviews }: { reviews: ReviewView[] }) {
  const [editing, setEditing] = useState<Editing>(null);
  // A deleted review's row is gone with the button that had the focus: the focus goes to Add a review.
  const addButton = useRef<HTMLButtonElement>(null);
  const afterDelete = () => setTimeout(() => addButton.current?.focus(), 0);
  const shown = reviews.filter((review) => review.published).length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600">
          {reviews.length === 0
            ? "No reviews recorded yet."
            : `${reviews.length} ${reviews.length === 1 ? "review" : "reviews"}, ${shown} on the website`}
        </p>
        <Button ref={addButton} variant="dark" className="w-full sm:w-auto" onClick={() => setEditing({ review: null })}>
          Add a review
        </Button>
      </div>
      {reviews.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Reviews">
          {reviews.map((review) => (
            <ReviewRow key={review.id} review={review} onEdit={(chosen) => setEditing({ review: chosen })} onDeleted={afterDelete} />
          ))}
        </ul>
      )}
      <ReviewDialog open={editing !== null} review={editing?.review ?? null} onClose={() => setEditing(null)} />
    </div>
  );
}
