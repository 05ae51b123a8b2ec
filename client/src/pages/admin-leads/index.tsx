/**
 * The leads: estimate-form requests still to price (a short list, when there are any), then every
 * quote request as a compact row with search, a stage filter and pages. Each opens its own page.
 */
import { useEffect } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { leadStageLabels, leadStages } from "@shared/lead-stages";
import { torontoDate } from "@shared/quote-rules";
import { AdminPage } from "@/components/layout/admin-page";
import { AdminList } from "@/features/admin-lists/list-view";
import { EstimatesToPrice } from "@/features/admin/estimates-to-price";
import { LeadRows } from "@/features/admin-lists/lead-rows";
import { leadPagePath } from "@/lib/leads";
import { leadListQuery } from "@/api/leads";

const path = "/admin/leads";

const filterOptions = [
  { label: "All" },
  { value: "open", label: "Open" },
  ...leadStages.map((stage) => ({ value: stage, label: leadStageLabels[stage] })),
];

function LeadList() {
  return (
    <AdminList
      path={path}
      filterName="stage"
      noun="leads"
      filterOptions={filterOptions}
      searchHint="Name, e-mail, phone, city or message"
      query={({ filter, q, page, pageSize }) => leadListQuery({ stage: filter, q, page, pageSize })}
      rows={(answer) => answer.quoteRequests}
    >
      {(rows) => <LeadRows leads={rows} today={torontoDate(new Date())} />}
    </AdminList>
  );
}

/** Links made before leads had their own pages (/admin/leads?lead=…) open the lead's page. */
function useOldLeadLinks() {
  const linked = new URLSearchParams(useSearch()).get("lead");
  const [, navigate] = useLocation();
  useEffect(() => {
    if (linked) navigate(leadPagePath(linked), { replace: true });
  }, [linked, navigate]);
}

export default function AdminLeadsPage() {
  useOldLeadLinks();
  return (
    <AdminPage
      title="Leads"
      description="Quote requests and estimates waiting for a price."
      path={path}
      width="wide"
      intro={
        <p>
          Newest first. Every request gets an answer within 24 hours. Follow-ups due are on the{" "}
          <Link href="/admin" className="font-semibold underline underline-offset-2">
            dashboard
          </Link>
          .
        </p>
      }
    >
      <div className="flex flex-col gap-8">
        <EstimatesToPrice />
        <LeadList />
      </div>
    </AdminPage>
  );
}
