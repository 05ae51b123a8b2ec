/**
 * Leads: quote requests (home dialog, contact page) and estimate-form quotes still at 0.00, each
 * with every field the visitor sent, photos, and the next step; a request also shows its quotes, the
 * other requests from the same person, and the owner's notes.
 */
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { formatCalendarDate, formatTorontoDate, formatTorontoDateTime } from "@/lib/format";
import { LeadStatusBadge, QuoteStatusBadge } from "@/components/ui/status-badge";
import type { LeadView, QuoteView } from "@shared/api/responses";
import { quoteStageLabels } from "@shared/quote-lifecycle";
import { formatCad, isPriced } from "@shared/quote-rules";
import { cityLabel, projectTypeLabel, timelineLabel } from "./lead-to-quote";
import { LeadNoteForm } from "./lead-note-form";
import { PhotoThumbnails } from "./photo-thumbnails";
import { leadPath } from "./quote-lead-link";

/** The id of a lead's card on /admin/leads, which links to a lead scroll to. */
export const leadAnchor = (leadId: string) => `request-${leadId}`;

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2 lg:col-span-3" : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-wider text-stone-600">{label}</dt>
      <dd className="mt-1 whitespace-pre-line break-words text-stone-950">{children}</dd>
    </div>
  );
}

function ContactDetails({ email, phone }: { email: string; phone: string }) {
  return (
    <>
      <Detail label="Email">
        <a href={`mailto:${email}`} className="wrap-anywhere font-medium underline underline-offset-2">
          {email}
        </a>
      </Detail>
      <Detail label="Phone">
        <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="font-medium underline underline-offset-2">
          {phone}
        </a>
      </Detail>
    </>
  );
}

/** The quotes priced from this lead, each at its stage, linking to its page. */
function LeadQuotes({ quotes }: { quotes: LeadView["quotes"] }) {
  if (quotes.length === 0) return <span className="text-stone-600">None yet</span>;
  return (
    <ul className="flex flex-col gap-2">
      {quotes.map((quote) => (
        <li key={quote.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link href={`/admin/quotes/${quote.id}`} className="font-semibold underline underline-offset-2 hover:text-stone-700">
            {isPriced(quote.totalCost) ? formatCad(quote.totalCost) : "Not priced"}
            {quote.revision > 1 ? `, revision ${quote.revision}` : ""}
            <span className="sr-only"> quote</span>
          </Link>
          <QuoteStatusBadge stage={quote.stage} />
          <span className="text-sm text-stone-600">{formatTorontoDate(quote.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The other requests from the same person (same e-mail or phone), newest first, each a link to it. */
function RelatedLeads({ related }: { related: LeadView["related"] }) {
  if (related.length === 0) return null;
  return (
    <div className="mt-4 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-950" data-testid="related-leads">
      <p className="font-semibold">{related.length === 1 ? "Also sent 1 other request" : `Also sent ${related.length} other requests`}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {related.map((other) => (
          <li key={other.id}>
            <Link href={leadPath(other.id)} className="underline underline-offset-2 hover:text-sky-800">
              {other.name}, {formatTorontoDate(other.createdAt)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LeadNotes({ notes }: { notes: LeadView["notes"] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="mb-4 flex flex-col gap-3">
      {notes.map((note) => (
        <li key={note.id} className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3">
          <p className="whitespace-pre-line break-words text-stone-950">{note.text}</p>
          <p className="mt-1 text-xs text-stone-600">{formatTorontoDateTime(note.at)}</p>
        </li>
      ))}
    </ul>
  );
}

/** "Create quote"; on a lead that already has a quote, asks first, so a second quote is never made by mistake. */
function CreateQuoteButton({ request }: { request: LeadView }) {
  const [asking, setAsking] = useState(false);
  const href = `/create-quote?lead=${request.id}`;
  const label = (
    <>
      Create quote<span className="sr-only"> for {request.name}</span>
    </>
  );
  if (request.quotes.length === 0) {
    return (
      <Link href={href} className={buttonClasses("dark", "sm")}>
        {label}
      </Link>
    );
  }
  const latest = request.quotes[request.quotes.length - 1];
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
        {label}
      </Button>
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        title="Create another quote?"
        description={`This lead already has ${request.quotes.length === 1 ? "a quote" : `${request.quotes.length} quotes`}. The latest is ${quoteStageLabels[latest.stage].toLowerCase()}. To change a sent quote, revise it instead.`}
      >
        <div className="flex flex-wrap gap-3">
          <Link href={`/admin/quotes/${latest.id}`} className={buttonClasses("dark", "sm")}>
            Open the latest quote
          </Link>
          <Link href={href} className={buttonClasses("outline", "sm")}>
            Create another quote
          </Link>
          <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </>
  );
}

export function QuoteRequestCard({
  request,
  onStatusChange,
  changing,
  highlighted = false,
}: {
  request: LeadView;
  onStatusChange: (status: "new" | "closed") => void;
  changing: boolean;
  /** Opened from a link to this lead: marked, and scrolled to and focused by the page. */
  highlighted?: boolean;
}) {
  const headingId = `lead-${request.id}`;
  return (
    <article
      id={leadAnchor(request.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`scroll-mt-4 rounded-2xl border bg-white p-5 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-gold sm:p-6 ${
        highlighted ? "border-gold ring-2 ring-gold/60" : "border-stone-200"
      }`}
      data-testid="quote-request"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-lg font-bold text-stone-950">
              {request.name}
            </h3>
            <LeadStatusBadge status={request.status} />
          </div>
          <p className="mt-0.5 text-sm text-stone-600">Received {formatTorontoDateTime(request.createdAt)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <CreateQuoteButton request={request} />
          {request.status === "closed" ? (
            <Button variant="outline" size="sm" onClick={() => onStatusChange("new")} disabled={changing}>
              Reopen<span className="sr-only"> the request from {request.name}</span>
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={() => onStatusChange("closed")} disabled={changing}>
              Close<span className="sr-only"> the request from {request.name}</span>
            </Button>
          )}
        </div>
      </div>
      <RelatedLeads related={request.related} />
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ContactDetails email={request.email} phone={request.phone} />
        <Detail label="City">{cityLabel(request.city)}</Detail>
        <Detail label="Address">{request.address ?? <span className="text-stone-600">Not given</span>}</Detail>
        <Detail label="Project Type">{projectTypeLabel(request.projectType)}</Detail>
        <Detail label="Approximate Sq Ft">{request.sqFt ? request.sqFt.toLocaleString("en-CA") : "Not given"}</Detail>
        <Detail label="Timeline">{timelineLabel(request.timeline) ?? "Not given"}</Detail>
        <Detail label="Consent to contact">{request.consent ? "Yes" : "No"}</Detail>
        <Detail label={request.quotes.length > 1 ? "Quotes" : "Quote"} wide>
          <LeadQuotes quotes={request.quotes} />
        </Detail>
        <Detail label="Project Details" wide>
          {request.message?.trim() || "None"}
        </Detail>
        <Detail label="Photos" wide>
          <PhotoThumbnails urls={request.photoUrls} owner={request.name} />
        </Detail>
      </dl>
      <section aria-labelledby={`${headingId}-notes`} className="mt-6 border-t border-stone-200 pt-5">
        <h4 id={`${headingId}-notes`} className="mb-3 text-xs font-semibold uppercase tracking-wider text-stone-600">
          Notes{request.notes.length > 0 ? ` (${request.notes.length})` : ""}
        </h4>
        <LeadNotes notes={request.notes} />
        <LeadNoteForm leadId={request.id} />
      </section>
    </article>
  );
}

export function EstimateCard({ quote }: { quote: QuoteView }) {
  const headingId = `estimate-${quote.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6" data-testid="estimate-lead">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id={headingId} className="text-lg font-bold text-stone-950">
            {quote.clientName}
          </h3>
          <p className="mt-0.5 text-sm text-stone-600">Received {formatTorontoDateTime(quote.createdAt)}</p>
        </div>
        <Link href={`/admin/quotes/${quote.id}`} className={buttonClasses("gold", "sm")}>
          Price this estimate<span className="sr-only"> for {quote.clientName}</span>
        </Link>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ContactDetails email={quote.clientEmail} phone={quote.clientPhone} />
        <Detail label="Project Address">{quote.projectAddress}</Detail>
        <Detail label="Work Scope">{quote.workScope}</Detail>
        <Detail label="Valid Until">{formatCalendarDate(quote.validUntil)}</Detail>
        <Detail label="Quote number">
          <span className="font-mono text-sm">{quote.number}</span>
        </Detail>
        <Detail label="Project Details" wide>
          {quote.projectDetails}
        </Detail>
        <Detail label="Photos" wide>
          <PhotoThumbnails urls={quote.photoUrls ?? []} owner={quote.clientName} />
        </Detail>
      </dl>
    </article>
  );
}
