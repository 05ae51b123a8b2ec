/**
 * Leads: quote requests (home dialog, contact page) and estimate-form quotes still at 0.00, each
 * with every field the visitor sent, photos, and the next step.
 */
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { formatCalendarDate, formatTorontoDateTime } from "@/lib/format";
import { LeadStatusBadge } from "@/components/ui/status-badge";
import type { QuoteRequestView, QuoteView } from "@shared/api/responses";
import { cityLabel, projectTypeLabel, timelineLabel } from "./lead-to-quote";

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

/** The small WebP made for lists (the photo itself for photos stored before thumbnails existed). */
const thumbnailUrl = (photoUrl: string) => `${photoUrl}/thumbnail`;

function Photos({ urls, owner }: { urls: string[]; owner: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return <span className="text-stone-600">None</span>;
  return (
    <>
      <ul className="flex flex-wrap gap-2">
        {urls.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block overflow-hidden rounded-lg border border-stone-200 bg-stone-100 hover:border-stone-900"
            >
              <img
                src={thumbnailUrl(url)}
                alt={`Photo ${index + 1} from ${owner}`}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="size-24 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={`Photo ${(open ?? 0) + 1} of ${urls.length} from ${owner}`}
        size="xl"
      >
        {open !== null && (
          <div className="flex flex-col gap-4">
            <img
              src={urls[open]}
              alt={`Photo ${open + 1} from ${owner}, full size`}
              className="max-h-[70vh] w-full rounded-lg bg-stone-100 object-contain"
            />
            <div className="flex flex-wrap gap-3">
              {urls.length > 1 && (
                <>
                  <Button variant="outline" size="sm" onClick={() => setOpen((open - 1 + urls.length) % urls.length)}>
                    Previous photo
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setOpen((open + 1) % urls.length)}>
                    Next photo
                  </Button>
                </>
              )}
              <a href={urls[open]} target="_blank" rel="noopener" className={buttonClasses("ghost", "sm")}>
                Open full size<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}

export function QuoteRequestCard({
  request,
  onStatusChange,
  changing,
}: {
  request: QuoteRequestView;
  onStatusChange: (status: "new" | "closed") => void;
  changing: boolean;
}) {
  const headingId = `lead-${request.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6" data-testid="quote-request">
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
          <Link href={`/create-quote?lead=${request.id}`} className={buttonClasses("dark", "sm")}>
            Create quote<span className="sr-only"> for {request.name}</span>
          </Link>
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
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ContactDetails email={request.email} phone={request.phone} />
        <Detail label="City">{cityLabel(request.city)}</Detail>
        <Detail label="Project Type">{projectTypeLabel(request.projectType)}</Detail>
        <Detail label="Approximate Sq Ft">{request.sqFt ? request.sqFt.toLocaleString("en-CA") : "Not given"}</Detail>
        <Detail label="Timeline">{timelineLabel(request.timeline) ?? "Not given"}</Detail>
        <Detail label="Consent to contact">{request.consent ? "Yes" : "No"}</Detail>
        <Detail label="Project Details" wide>
          {request.message?.trim() || "None"}
        </Detail>
        <Detail label="Photos" wide>
          <Photos urls={request.photoUrls} owner={request.name} />
        </Detail>
      </dl>
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
        <Detail label="Quote ID">
          <span className="font-mono text-sm">{quote.id}</span>
        </Detail>
        <Detail label="Project Details" wide>
          {quote.projectDetails}
        </Detail>
      </dl>
    </article>
  );
}
