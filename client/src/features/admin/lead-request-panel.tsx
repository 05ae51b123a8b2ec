/**
 * The lead's own request beside the quote being written: who, how to reach them, where, what, how
 * big, when, their message and photos. The owner's facts to price from; none of it is copied into
 * the quote the client reads, prints or signs (docs/decisions/0124).
 */
import { useQuery } from "@tanstack/react-query";
import { Fact } from "@/components/ui/panels";
import { leadsQuery } from "@/api/leads";
import { formatTorontoDateTime } from "@/lib/format";
import type { QuoteRequestView } from "@shared/api/responses";
import { cityLabel, projectTypeLabel, timelineLabel } from "./lead-to-quote";
import { PhotoThumbnails } from "./photo-thumbnails";

const notGiven = <span className="font-normal text-stone-600">Not given</span>;

export function LeadRequestPanel({ lead }: { lead: QuoteRequestView }) {
  return (
    <aside
      aria-labelledby="lead-request-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50/60 p-5 sm:p-6"
      data-testid="lead-request"
    >
      <h2 id="lead-request-heading" className="text-lg font-bold text-stone-950">
        The client's request
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Received {formatTorontoDateTime(lead.createdAt)}. Only you see this: nothing here goes on the quote unless you write it there.
      </p>
      {/* In the one column beside the editor, a wide fact spans one column too: spanning two made a
          second, implicit column that squeezed the others to a letter's width. */}
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 xl:grid-cols-1 xl:[&>*]:col-span-1">
        <Fact label="Name">{lead.name}</Fact>
        <Fact label="Contact">
          <a href={`mailto:${lead.email}`} className="block break-all underline underline-offset-2">
            {lead.email}
          </a>
          <a href={`tel:${lead.phone}`} className="block underline underline-offset-2">
            {lead.phone}
          </a>
        </Fact>
        <Fact label="City">{cityLabel(lead.city)}</Fact>
        <Fact label="Address">{lead.address?.trim() || notGiven}</Fact>
        <Fact label="Project type">{projectTypeLabel(lead.projectType)}</Fact>
        <Fact label="Approximate area">{lead.sqFt ? `${lead.sqFt.toLocaleString("en-CA")} sq ft` : notGiven}</Fact>
        <Fact label="Timeline">{timelineLabel(lead.timeline) ?? notGiven}</Fact>
        <Fact label="Message" wide>
          <span className="block whitespace-pre-line font-normal leading-relaxed text-stone-800">{lead.message?.trim() || "None"}</span>
        </Fact>
        {lead.photoUrls.length > 0 && (
          <Fact label="Photos" wide>
            <PhotoThumbnails urls={lead.photoUrls} owner={lead.name} />
          </Fact>
        )}
      </dl>
    </aside>
  );
}

/** The request of the lead a quote was priced from, beside that quote's editor; nothing while the leads load. */
export function QuoteLeadRequest({ quoteRequestId }: { quoteRequestId: string }) {
  const leads = useQuery(leadsQuery());
  const lead = leads.data?.quoteRequests.find((request) => request.id === quoteRequestId);
  return lead ? <LeadRequestPanel lead={lead} /> : null;
}
