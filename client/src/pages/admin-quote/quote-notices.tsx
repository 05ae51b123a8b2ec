/**
 * What the admin must know before acting on a quote: it was replaced by a revision (and where the
 * current one is), or it is itself a revision. The client's change requests have their own panel
 * (features/admin/change-request-panel.tsx).
 */
import { Link } from "wouter";
import type { QuoteView } from "@shared/api/responses";

const linkClass = "font-semibold text-stone-950 underline underline-offset-2";

export function QuoteNotices({ quote }: { quote: QuoteView }) {
  const current = quote.currentQuoteId ?? quote.replacedBy;
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
