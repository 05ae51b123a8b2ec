/**
 * Reviews as proof: the words of clients who agreed to be quoted, with their first name, city, rating
 * and where they left it. The average and count are worked out from the reviews the site shows, never
 * typed in. Without any review to show, the section is left out.
 */
import { useId } from "react";
import { SectionHeading } from "@/components/sections/section-heading";
import { reviewSummary, type PublicReview } from "@shared/site/content-shapes";
import { formatCalendarDate } from "@/lib/format";

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-gold-dark" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-5"
          fill={index < rating ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" strokeLinejoin="round" />
        </svg>
      ))}
    </p>
  );
}

/** `countFrom`: the reviews the stated count and average cover (all the published ones on the home page, which shows the newest few). */
export function ReviewsSection({
  reviews,
  countFrom = reviews,
  title,
  eyebrow = "Client reviews",
  className = "bg-stone-50",
}: {
  reviews: readonly PublicReview[];
  countFrom?: readonly PublicReview[];
  title: string;
  eyebrow?: string;
  className?: string;
}) {
  const titleId = useId();
  const summary = reviews.length > 0 ? reviewSummary(countFrom) : null;
  if (!summary) return null;
  return (
    <section aria-labelledby={titleId} className={`${className} px-4 py-16 sm:px-6 sm:py-20 lg:px-8`}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id={titleId}
          eyebrow={eyebrow}
          title={title}
          intro={`${summary.average.toFixed(1)} out of 5 from ${summary.count} ${summary.count === 1 ? "review" : "reviews"}, in our clients' own words.`}
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <figure className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                <Stars rating={review.rating} />
                <blockquote className="mt-4 flex-1 text-base leading-relaxed text-stone-800">
                  <p>“{review.quote}”</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-stone-100 pt-4 text-sm text-stone-600">
                  <span className="font-semibold text-stone-900">{review.firstName}</span>, {review.city}
                  <span className="block">
                    {review.source} · <time dateTime={review.date}>{formatCalendarDate(review.date)}</time>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
