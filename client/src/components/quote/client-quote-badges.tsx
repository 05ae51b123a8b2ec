/**
 * The badges above the client's quote. A replaced quote (revised by the business) says "Replaced" and
 * nothing else: its stored status is still pending, but it can never be decided, so "Pending" or
 * "Expired" would contradict the panel pointing to the current revision.
 */
import { Badge, QuoteStatusBadge } from "@/components/ui/status-badge";
import type { ClientQuote } from "@shared/api/responses";
import { quoteStageLabels } from "@shared/quote-lifecycle";

export function ClientQuoteBadges({ quote }: { quote: ClientQuote }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" data-testid="quote-badges">
      {quote.replaced ? (
        <Badge tone="closed">{quoteStageLabels.replaced}</Badge>
      ) : (
        <>
          <QuoteStatusBadge status={quote.status} />
          {quote.expired && quote.status !== "accepted" && <Badge tone="expired">Expired</Badge>}
        </>
      )}
      {quote.revision > 1 && <Badge tone="closed">{`Revision ${quote.revision}`}</Badge>}
    </div>
  );
}
