/**
 * The "Reviews" page (/admin/reviews): the reviews the owner recorded from Google, HomeStars and the
 * rest, to show on the website once the client agreed to be quoted.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { AdminPage } from "@/components/layout/admin-page";
import { ReadPending } from "@/components/ui/read-pending";
import { reviewsQuery } from "@/api/site";
import { ReviewList } from "@/features/site-admin/review-list";

function Reviews() {
  const list = useQuery(reviewsQuery());
  if (!list.isSuccess) return <ReadPending read={list} noun="reviews" />;
  return <ReviewList reviews={list.data.reviews} />;
}

export default function AdminReviewsPage() {
  return (
    <AdminPage
      title="Reviews"
      description="The clients' reviews shown on the website."
      path="/admin/reviews"
      intro={
        <p>
          Copy here the reviews clients leave you. One shows on the website only when the client agreed to be quoted and you tick “Show on the
          website”. Review requests are sent from{" "}
          <Link href="/admin/follow-ups" className="font-semibold text-stone-900 underline underline-offset-2">
            Reviews &amp; reseals
          </Link>
          .
        </p>
      }
    >
      <Reviews />
    </AdminPage>
  );
}
