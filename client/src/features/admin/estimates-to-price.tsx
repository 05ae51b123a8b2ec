/**
 * Requests from the estimate form still at 0.00: stored as quotes, so they are priced on the quote's
 * page. Shown above the leads only while there are any, one short row each.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { quoteListQuery } from "@/api/quotes";
import { formatTorontoDate } from "@/lib/format";

const shown = 10;

export function EstimatesToPrice() {
  const estimates = useQuery(quoteListQuery({ filterName: "status", filter: "unpriced", page: 1, pageSize: shown }));
  const total = estimates.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <section aria-labelledby="estimates-to-price" className="rounded-xl border border-gold/60 bg-gold-light/30 px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="estimates-to-price" className="font-bold text-stone-950">
          Estimate requests to price ({total})
        </h2>
        {total > shown && (
          <Link href="/admin/quotes?status=unpriced" className="text-sm font-semibold underline underline-offset-2">
            See all {total}
          </Link>
        )}
      </div>
      <ul className="mt-2 divide-y divide-gold/30">
        {estimates.data!.quotes.map((quote) => (
          <li key={quote.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2 text-sm" data-testid="estimate-lead">
            <Link href={`/admin/quotes/${quote.id}`} className="font-semibold text-stone-950 underline underline-offset-4">
              {quote.clientName}
              <span className="sr-only">: price this estimate</span>
            </Link>
            <span className="min-w-0 break-words text-stone-700">{quote.workScope}</span>
            <span className="text-stone-600">{formatTorontoDate(quote.createdAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
