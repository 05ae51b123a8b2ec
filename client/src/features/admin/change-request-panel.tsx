/**
 * The client's change requests that wait for the owner, in their own words, at the top of the quote's
 * page and above the revise form. A request waits until the quote is sent again or revised
 * (changeRequestUnanswered in shared/quote-lifecycle.ts, the rule the dashboard counts by); the
 * messages shown are those the timeline received since the quote was last e-mailed.
 */
import { useQuery } from "@tanstack/react-query";
import { LinkButton } from "@/components/ui/button";
import { formatTorontoDateTime } from "@/lib/format";
import { reviseQuotePath } from "@/api/admin-quotes";
import { quoteEventsQuery } from "@/api/quotes";
import type { QuoteView } from "@shared/api/responses";
import { canRevise, changeRequestUnanswered } from "@shared/quote-lifecycle";
import type { TimelineEvent } from "./quote-event-descriptions";

type ChangeRequest = { id: string; at: string; message: string };

/** The change requests after the last time the quote was e-mailed, oldest first (the timeline's order). */
export function unansweredChangeRequests(events: readonly TimelineEvent[]): ChangeRequest[] {
  const lastSent = events.findLastIndex((event) => event.type === "quote.sent");
  return events
    .slice(lastSent + 1)
    .filter((event): event is TimelineEvent<"quote.changes_requested"> => event.type === "quote.changes_requested")
    .map((event) => ({ id: event.id, at: event.at, message: event.data.message }));
}

/** Whether the quote has a change request the owner has not answered: open, current and not sent since. */
export function waitsForAnswer(quote: QuoteView): boolean {
  return quote.status === "pending" && !quote.replacedBy && changeRequestUnanswered(quote);
}

type Props = {
  quote: QuoteView;
  /** On the quote's page: offer "Revise quote". Above the revise form the form itself is the answer. */
  offerRevise?: boolean;
  className?: string;
};

export function ChangeRequestPanel({ quote, offerRevise = true, className = "" }: Props) {
  const waiting = waitsForAnswer(quote);
  const events = useQuery({ ...quoteEventsQuery(quote.id), enabled: waiting });
  if (!waiting) return null;
  const requests = events.data ? unansweredChangeRequests(events.data.events) : [];
  const headingId = `change-requests-${quote.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="change-request-panel"
      className={`rounded-2xl border-2 border-amber-300 bg-amber-50 p-5 text-amber-950 shadow-sm sm:p-6 ${className}`}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-stone-950">
            Changes requested
          </h2>
          <p className="mt-1 text-sm text-amber-950">
            {offerRevise
              ? `${quote.clientName} asked for changes. Revise the quote, or edit it and send it again: this stays here until they get your answer.`
              : `${quote.clientName} asked for these changes. The revision you create here is e-mailed to them and answers the request.`}
          </p>
        </div>
        {offerRevise && canRevise(quote).allowed && (
          <LinkButton href={reviseQuotePath(quote.id)} variant="dark" className="shrink-0">
            Revise quote
          </LinkButton>
        )}
      </div>
      {requests.length > 0 ? (
        <ol className="mt-4 flex flex-col gap-3">
          {requests.map((request) => (
            <li key={request.id} className="rounded-xl border border-amber-200 bg-white px-4 py-3">
              <blockquote className="whitespace-pre-line break-words text-stone-900">{request.message}</blockquote>
              <p className="mt-2 text-sm text-stone-600">
                Asked <time dateTime={request.at}>{formatTorontoDateTime(request.at)}</time> (Toronto time)
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm">
          {events.isPending
            ? "Loading the client's message..."
            : `Asked ${formatTorontoDateTime(quote.changesRequestedAt)} (Toronto time). The message could not load here; it is in the timeline.`}
        </p>
      )}
    </section>
  );
}
