/** Asks before deleting a review: it leaves the website at once and cannot be brought back. */
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { useDeleteReview, type ReviewView } from "@/api/site";
import { serverMessage } from "./form-errors";

type Props = { review: ReviewView; open: boolean; onClose: () => void; onDeleted: () => void };

export function ReviewDeleteDialog({ review, open, onClose, onDeleted }: Props) {
  const remove = useDeleteReview(review, {
    onSuccess: () => {
      onClose();
      onDeleted();
      toast({
        title: "Review deleted",
        description: `${review.firstName}'s review is gone${review.published ? ", from the website too" : ""}.`,
        variant: "success",
      });
    },
    onError: (error) => toast({ title: "Not deleted", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={`Delete ${review.firstName}'s review?`}
      description={review.published ? "It leaves the website at once. This cannot be undone." : "This cannot be undone."}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="dark" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {remove.isPending ? "Deleting..." : "Yes, delete it"}
        </Button>
      </div>
    </Dialog>
  );
}
