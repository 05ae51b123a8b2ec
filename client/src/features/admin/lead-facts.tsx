/**
 * A lead's own page, its facts: every field the visitor sent, photos, the quotes priced from it, the
 * other requests from the same person, the owner's notes, and "Create quote".
 */
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { formatTorontoDate, formatTorontoDateTime } from "@/lib/format";
import { QuoteStatusBadge } from "@/components/ui/status-badge";
import type { LeadView } from "@shared/api/responses";
import { quoteStageLabels } from "@shared/quote-lifecycle";
import { formatCad, isPriced } from "@shared/quote-rules";
import { cityLabel, projectTypeLabel, timelineLabel } from "./lead-to-quote";
import { LeadNoteForm } from "./lead-note-form";
import { PhotoThumbnails } from "./photo-thumbnails";
import { leadPath } from "./quote-lead-link";

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
export function CreateQuoteButton({ request }: { request: LeadView }) {
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

/** Everything the visitor sent, the quotes priced from it and the other requests from the same person. */
export function LeadFacts({ lead }: { lead: LeadView }) {
  return (
    <>
      <RelatedLeads related={lead.related} />
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ContactDetails email={lead.email} phone={lead.phone} />
        <Detail label="City">{cityLabel(lead.city)}</Detail>
        <Detail label="Address">{lead.address ?? <span className="text-stone-600">Not given</span>}</Detail>
        <Detail label="Project Type">{projectTypeLabel(lead.projectType)}</Detail>
        <Detail label="Approximate Sq Ft">{lead.sqFt ? lead.sqFt.toLocaleString("en-CA") : "Not given"}</Detail>
        <Detail label="Timeline">{timelineLabel(lead.timeline) ?? "Not given"}</Detail>
        <Detail label="Consent to contact">{lead.consent ? "Yes" : "No"}</Detail>
        <Detail label="Received">{formatTorontoDateTime(lead.createdAt)}</Detail>
        <Detail label={lead.quotes.length > 1 ? "Quotes" : "Quote"} wide>
          <LeadQuotes quotes={lead.quotes} />
        </Detail>
        <Detail label="Project Details" wide>
          {lead.message?.trim() || "None"}
        </Detail>
        <Detail label="Photos" wide>
          <PhotoThumbnails urls={lead.photoUrls} owner={lead.name} />
        </Detail>
      </dl>
    </>
  );
}

/** The owner's notes on the lead, oldest first, and the box to add one. */
export function LeadNotesSection({ lead }: { lead: LeadView }) {
  return (
    <section aria-labelledby="lead-notes">
      <h2 id="lead-notes" className="mb-3 text-lg font-bold text-stone-950">
        Notes{lead.notes.length > 0 ? ` (${lead.notes.length})` : ""}
      </h2>
      <LeadNotes notes={lead.notes} />
      <LeadNoteForm leadId={lead.id} />
    </section>
  );
}
