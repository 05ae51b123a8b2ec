/**
 * Show on the website, or take off, a review the client left on their own page: the only change the
 * owner can make to it (its words, rating, name and consent stay the client's). Offered only when the
 * client agreed to be quoted, or to take a shown one off.
 */
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useUpdateReview, type ReviewView } from "@/api/site";
import { serverMessage } from "./form-errors";

export function ClientReviewPublishButton({ review, who }: { review: ReviewView; who: string }) {
  const update = useUpdateReview(review, {
    onSuccess: (answer) =>
      toast({
        title: answer.review.published ? "Shown on the website" : "Taken off the website",
        description: answer.review.published
          ? `The review by ${who} shows on the site, as the client wrote it.`
          : `The review by ${who} is off the site.`,
        variant: "success",
      }),
    onError: (error) => toast({ title: "Not changed", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });
  if (!review.published && !review.consentToQuote) return null;
  const publish = !review.published;
  const { quote, firstName, city, rating, date, source, consentToQuote, contractId } = review;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={update.isPending}
      aria-label={publish ? `Show the review by ${who} on the website` : `Take the review by ${who} off the website`}
      onClick={() => update.mutate({ quote, firstName, city, rating, date, source, consentToQuote, contractId, published: publish })}
    >
      {update.isPending ? "Saving..." : publish ? "Show on the website" : "Take off the website"}
    </Button>
  );
}
