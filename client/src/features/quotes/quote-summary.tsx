/**
 * The head of the client's quote: the total in large type, then the scope, dates and address. An
 * itemised quote's total is the live one (with the options ticked so far, HST included); a quote
 * without items shows its totalCost as before.
 */
import { Card } from "@/components/ui/panels";
import { QuoteTotal } from "@/components/quote/quote-facts";
import { formatCalendarDate, formatTorontoDate } from "@/lib/format";
import type { ClientQuote } from "@shared/api/responses";
import { contractTerms, salesTax } from "@shared/business";
import { formatTotalRange, type TotalRange } from "@shared/choice-groups";
import type { QuoteTotals } from "@shared/line-items";
import { formatCents } from "@shared/money";
import { isPriced } from "@shared/quote-rules";

function TotalNote({ quote, totals, pending }: { quote: ClientQuote; totals: QuoteTotals | null; pending: string | null }) {
  if (pending)
    return (
      <p className="mt-2 text-sm text-stone-300">
        Including {salesTax.name}. {pending}
      </p>
    );
  if (totals) {
    return (
      <p className="mt-2 text-sm text-stone-300">
        Including {salesTax.name}: {formatCents(totals.taxCents)}. Deposit of {formatCents(totals.depositCents)} ({contractTerms.depositPercent}%) due
        at signing, the balance of {formatCents(totals.balanceCents)} on completion.
      </p>
    );
  }
  if (!isPriced(quote.totalCost)) return null;
  return <p className="mt-2 text-sm text-stone-300">All-in price for the work scope below, in Canadian dollars.</p>;
}

type QuoteSummaryProps = {
  quote: ClientQuote;
  totals: QuoteTotals | null;
  /** Given while a required choice is open: the head shows the range instead of one total. */
  range?: TotalRange | null;
  /** Why there is a range: "Choose your finish below to see your total." */
  rangeNote?: string | null;
};

/** "From $14,690.00 to $18,080.00", or one amount when both ends meet. */
export function rangeText(range: TotalRange): string {
  return range.lowCents === range.highCents ? formatTotalRange(range) : `From ${formatCents(range.lowCents)} to ${formatCents(range.highCents)}`;
}

export function QuoteSummary({ quote, totals, range = null, rangeNote = null }: QuoteSummaryProps) {
  return (
    <Card aria-labelledby="summary-heading" flush>
      <div className="bg-stone-950 px-5 py-6 text-white sm:px-8">
        <h2 id="summary-heading" className="text-sm font-semibold uppercase tracking-wider text-gold">
          Total Cost
        </h2>
        <p className={`mt-1 font-extrabold tracking-tight ${range ? "text-3xl" : "text-4xl sm:text-5xl"}`} data-testid="quote-total">
          {range ? (
            <span className="tabular-nums" data-testid="quote-range">
              {rangeText(range)} <span className="text-[0.55em] font-bold tracking-normal">CAD</span>
            </span>
          ) : totals ? (
            <span className="tabular-nums">
              {formatCents(totals.totalCents)} <span className="text-[0.55em] font-bold tracking-normal">CAD</span>
            </span>
          ) : (
            <QuoteTotal quote={quote} />
          )}
        </p>
        <TotalNote quote={quote} totals={totals} pending={range ? (rangeNote ?? "") : null} />
      </div>
      <dl className="grid gap-5 px-5 py-6 sm:grid-cols-3 sm:px-8">
        <div className="sm:col-span-3">
          <dt className="text-sm font-medium text-stone-600">Work Scope</dt>
          <dd className="mt-1 break-words text-lg font-semibold text-stone-950">{quote.workScope}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-stone-600">Quote Date</dt>
          <dd className="mt-1 font-semibold text-stone-950">{formatTorontoDate(quote.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-stone-600">Valid Until</dt>
          <dd className="mt-1 font-semibold text-stone-950">{formatCalendarDate(quote.validUntil)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-stone-600">Project Address</dt>
          <dd className="mt-1 break-words font-semibold text-stone-950">{quote.projectAddress}</dd>
        </div>
      </dl>
    </Card>
  );
}
