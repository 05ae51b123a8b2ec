/**
 * From a quote back to the lead it was priced from: the lead's name and date when the leads list is
 * at hand, else a plain link. Opens /admin/leads on that lead.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { leadsQuery } from "@/api/leads";
import { formatTorontoDate } from "@/lib/format";

export const leadPath = (quoteRequestId: string) => `/admin/leads?lead=${encodeURIComponent(quoteRequestId)}`;

export function QuoteLeadLink({ quoteRequestId }: { quoteRequestId: string }) {
  const leads = useQuery(leadsQuery());
  const lead = leads.data?.quoteRequests.find((request) => request.id === quoteRequestId);
  return (
    <p className="text-sm text-stone-700">
      <Link href={leadPath(quoteRequestId)} className="font-semibold text-stone-900 underline underline-offset-2 hover:text-stone-700">
        {lead ? `Request from ${lead.name}` : "Open the request"}
      </Link>
      {lead && <span>, received {formatTorontoDate(lead.createdAt)}</span>}
    </p>
  );
}
