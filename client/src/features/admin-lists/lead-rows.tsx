/**
 * The leads of one page, one compact row each: who (linked to the lead's page), city, project type,
 * stage, follow-up day and when it came in. A table on wider screens, two short lines on a phone.
 */
import { Link } from "wouter";
import type { LeadView } from "@shared/api/responses";
import { leadProjectTypeLabel } from "@shared/lead-stages";
import { cityLabel } from "@shared/service-cities";
import { LeadStatusBadge } from "@/components/ui/status-badge";
import { formatTorontoDate } from "@/lib/format";
import { FollowUpDay } from "@/components/ui/follow-up-day";
import { leadPagePath } from "@/lib/leads";
import { ListTable } from "./list-parts";

const nameLink = "font-semibold text-stone-950 underline decoration-stone-300 underline-offset-4 hover:decoration-stone-950";

const columns = [
  { label: "Name", className: "w-[28%]" },
  { label: "City", className: "w-[13%]" },
  { label: "Project", className: "w-[15%]" },
  { label: "Stage", className: "w-[15%]" },
  { label: "Follow-up", className: "w-[16%]" },
  { label: "Received" },
];

export function LeadRows({ leads, today }: { leads: LeadView[]; today: string }) {
  return (
    <>
      <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm md:hidden" aria-label="Leads">
        {leads.map((lead) => (
          <li key={lead.id} className="px-4 py-3" data-testid="lead-row">
            <div className="flex items-start justify-between gap-3">
              <Link href={leadPagePath(lead.id)} className={`${nameLink} min-w-0 break-words`}>
                {lead.name}
              </Link>
              <LeadStatusBadge status={lead.status} />
            </div>
            <p className="mt-1 text-sm text-stone-700">
              {cityLabel(lead.city)} · {leadProjectTypeLabel(lead.projectType)} · {formatTorontoDate(lead.createdAt)}
            </p>
            {lead.followUpOn && (
              <p className="mt-0.5 text-sm">
                <span className="text-stone-600">Follow up: </span>
                <FollowUpDay followUpOn={lead.followUpOn} today={today} />
              </p>
            )}
          </li>
        ))}
      </ul>
      <ListTable caption="Leads" columns={columns}>
        {leads.map((lead) => (
          <tr key={lead.id} className="hover:bg-stone-50" data-testid="lead-row">
            <td className="px-4 py-2.5">
              <Link href={leadPagePath(lead.id)} className={`${nameLink} break-words`}>
                {lead.name}
              </Link>
            </td>
            <td className="px-4 py-2.5 text-stone-800">{cityLabel(lead.city)}</td>
            <td className="px-4 py-2.5 text-stone-800">{leadProjectTypeLabel(lead.projectType)}</td>
            <td className="px-4 py-2.5">
              <LeadStatusBadge status={lead.status} />
            </td>
            <td className="px-4 py-2.5">
              <FollowUpDay followUpOn={lead.followUpOn} today={today} />
            </td>
            <td className="px-4 py-2.5 text-stone-700">{formatTorontoDate(lead.createdAt)}</td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}
