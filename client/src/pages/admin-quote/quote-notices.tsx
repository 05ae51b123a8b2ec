/**
 * What the admin must know before acting on a quote: it was replaced by a revision (and where the
 * current one is), it is itself a revision, or the client asked for changes.
 */
import { Link } from "wouter";
import { LinkButton } from "@/components/ui/button";
import { formatTorontoDateTime } from "@/lib/format";
import { reviseQuotePath } from "@/api/admin-quotes";
import type { QuoteView } from "@shared/api/responses";
import { canRevise } from "@shared/quote-lifecycle";

const linkClass = "font-semibold text-stone-950 underline underline-offset-2";

export function QuoteNotices({ quote }: { quote: QuoteView }) {
  const current = quote.currentQuoteId ?? quote.replacedBy;
  const revisable = canRevise(quote).allowed;
  return (
    <>
      {quote.replacedBy && (
        <div role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 sm:px-5">
          <p className="font-semibold">This quote was replaced by a revision.</p>
          <p className="mt-1 text-sm">Its client link now shows the current version; only that one can be accepted.</p>
          {current && (
            <p className="mt-2">
              <Link href={`/admin/quotes/${current}`} className={linkClass}>
                Open the current revision
              </Link>
            </p>
          )}
        </div>
      )}
      {quote.changesRequestedAt && quote.status === "pending" && !quote.replacedBy && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between sm:px-5"
        >
          <div>
            <p className="font-semibold">Changes requested</p>
            <p className="mt-1 text-sm">
              The client asked for changes on {formatTorontoDateTime(quote.changesRequestedAt)}. Their message is in the timeline.
            </p>
          </div>
          {revisable && (
            <LinkButton href={reviseQuotePath(quote.id)} variant="dark" size="sm" className="shrink-0">
              Revise<span className="sr-only"> this quote</span>
            </LinkButton>
          )}
        </div>
      )}
      {quote.revisionOf && (
        <p className="text-sm text-stone-700">
          Revision {quote.revision} of{" "}
          <Link href={`/admin/quotes/${quote.revisionOf}`} className={linkClass}>
            quote {quote.revisionOf.slice(0, 8)}
          </Link>
          .
        </p>
      )}
    </>
  );
}
