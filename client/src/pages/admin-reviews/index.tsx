/**
 * The "Reviews" page (/admin/reviews): the reviews the owner recorded from Google, HomeStars and the
 * rest, to show on the website once the client agreed to be quoted.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { AppPageHeading } from "@/components/layout/app-layout";
import { LoadFailedPanel, LoadingState, PageContainer } from "@/components/ui/panels";
import { reviewsQuery } from "@/api/site";
import { ReviewList } from "@/features/site-admin/review-list";
import { PageMeta } from "@/lib/page-meta";

function Reviews() {
  const list = useQuery(reviewsQuery());
  if (list.isPending) return <LoadingState label="Loading the reviews..." />;
  if (list.isError) return <LoadFailedPanel title="The reviews could not load" onRetry={() => list.refetch()} />;
  return <ReviewList reviews={list.data.reviews} />;
}

export default function AdminReviewsPage() {
  return (
    <>
      <PageMeta title="Reviews | Forma Concrete Admin" description="The clients' reviews shown on the website." path="/admin/reviews" noindex />
      <PageContainer>
        <AppPageHeading eyebrow="Admin" title="Reviews">
          <p>
            Copy here the reviews clients leave you. One shows on the website only when the client agreed to be quoted and you tick “Show on the
            website”. Review requests are sent from{" "}
            <Link href="/admin/follow-ups" className="font-semibold text-stone-900 underline underline-offset-2">
              Reviews &amp; reseals
            </Link>
            .
          </p>
        </AppPageHeading>
        <div className="mt-8">
          <Reviews />
        </div>
      </PageContainer>
    </>
  );
}
