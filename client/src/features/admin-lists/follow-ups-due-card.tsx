/**
 * The dashboard's "Follow-ups due": leads whose follow-up day is today or past (Toronto, as the server
 * counts it), oldest first, each with its stage, how to reach the person, and a link to its page.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { torontoDate } from "@shared/quote-rules";
import { cityLabel } from "@shared/service-cities";
import { LeadStatusBadge } from "@/components/ui/status-badge";
import { FollowUpDay } from "@/components/ui/follow-up-day";
import { PhoneLink } from "./contact-links";
import { leadListQuery } from "@/api/leads";
import { leadPagePath } from "@/lib/leads";

const shown = 8;

export function FollowUpsDueCard() {
  const due = useQuery(leadListQuery({ followUp: "due", page: 1, pageSize: shown }));
  const today = torontoDate(new Date());
  const total = due.data?.total ?? 0;
  return (
    <section aria-labelledby="follow-ups-due" className="rounded-2xl border border-stone-200 bg-white shadow-sm" data-testid="follow-ups-due">
      <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-4 sm:px-6">
        <h2 id="follow-ups-due" className="text-lg font-bold text-stone-950">
          Follow-ups due{due.data ? ` (${total})` : ""}
        </h2>
        <Link href="/admin/leads?stage=open" className="text-sm font-semibold text-stone-900 underline underline-offset-2">
          Open leads
        </Link>
      </div>
      {due.isPending ? (
        <p className="px-5 py-6 text-stone-600 sm:px-6">Loading follow-ups...</p>
      ) : due.isError ? (
        <p className="px-5 py-6 text-red-800 sm:px-6" role="alert">
          The follow-ups could not load. Reload the page to try again.
        </p>
      ) : total === 0 ? (
        <p className="px-5 py-6 text-stone-600 sm:px-6">Nothing to follow up today.</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {due.data.quoteRequests.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-3 sm:px-6" data-testid="follow-up-due">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <Link href={leadPagePath(lead.id)} className="font-semibold text-stone-950 underline decoration-stone-300 underline-offset-4">
                    {lead.name}
                  </Link>
                  <LeadStatusBadge status={lead.status} />
                </div>
                <p className="text-sm text-stone-700">
                  <FollowUpDay followUpOn={lead.followUpOn} today={today} /> · {cityLabel(lead.city)}
                </p>
              </div>
              <PhoneLink phone={lead.phone} tall />
            </li>
          ))}
        </ul>
      )}
      {total > shown && (
        <p className="border-t border-stone-200 px-5 py-3 text-sm sm:px-6">
          Showing the {shown} due longest of {total}.
        </p>
      )}
    </section>
  );
}
