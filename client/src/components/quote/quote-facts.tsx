import { formatCad, isPriced } from "@shared/quote-rules";
import { formatCalendarDate, formatTorontoDate } from "@/lib/format";
import { Fact } from "@/components/ui/panels";
import type { QuoteView } from "@shared/api/responses";

/** The total as the client reads it: CAD, or a note while an estimate is still being priced. */
export function QuoteTotal({ quote, className = "" }: { quote: Pick<QuoteView, "totalCost">; className?: string }) {
  if (!isPriced(quote.totalCost)) return <span className={className}>Price being prepared</span>;
  return (
    <span className={`tabular-nums ${className}`}>
      {formatCad(quote.totalCost)} <span className="text-[0.55em] font-bold tracking-normal">CAD</span>
    </span>
  );
}

const contactLink = "wrap-anywhere underline underline-offset-2 hover:text-stone-950";

/**
 * The client's details. `contactLinks`: the owner's view, where the e-mail and phone are tap-to-mail
 * and tap-to-call links; the client reading their own quote sees them as text.
 */
export function ClientInfo({
  quote,
  contactLinks = false,
}: {
  quote: Pick<QuoteView, "clientName" | "clientEmail" | "clientPhone" | "projectAddress">;
  contactLinks?: boolean;
}) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Fact label="Client Name">{quote.clientName}</Fact>
      <Fact label="Email Address">
        {contactLinks ? (
          <a href={`mailto:${quote.clientEmail}`} className={contactLink}>
            {quote.clientEmail}
          </a>
        ) : (
          <span className="wrap-anywhere">{quote.clientEmail}</span>
        )}
      </Fact>
      <Fact label="Phone Number">
        {contactLinks ? (
          <a href={`tel:${quote.clientPhone.replace(/[^\d+]/g, "")}`} className={contactLink}>
            {quote.clientPhone}
          </a>
        ) : (
          quote.clientPhone
        )}
      </Fact>
      <Fact label="Project Address">{quote.projectAddress}</Fact>
    </dl>
  );
}

export function ProjectInfo({ quote }: { quote: Pick<QuoteView, "workScope" | "createdAt" | "validUntil" | "projectDetails"> }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Fact label="Work Scope" wide>
        {quote.workScope}
      </Fact>
      <Fact label="Quote Date">{formatTorontoDate(quote.createdAt)}</Fact>
      <Fact label="Valid Until">{formatCalendarDate(quote.validUntil)}</Fact>
      <Fact label="Project Description" wide>
        <span className="block whitespace-pre-line font-normal leading-relaxed text-stone-800">{quote.projectDetails}</span>
      </Fact>
    </dl>
  );
}
