/**
 * From a quote back to the lead it was priced from: the lead's name and date once read, else a plain
 * link. Opens the lead's own page.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { leadQuery } from "@/api/leads";
import { formatTorontoDate } from "@/lib/format";
import { leadPagePath } from "@/lib/leads";

export const leadPath = leadPagePath;

export function QuoteLeadLink({ quoteRequestId }: { quoteRequestId: string }) {
  const lead = useQuery(leadQuery(quoteRequestId)).data?.quoteRequest;
  return (
    <p className="text-sm text-stone-700">
      <Link href={leadPath(quoteRequestId)} className="font-semibold text-stone-900 underline underline-offset-2 hover:text-stone-700">
        {lead ? `Request from ${lead.name}` : "Open the request"}
      </Link>
      {lead && <span>, received {formatTorontoDate(lead.createdAt)}</span>}
    </p>
  );
}
