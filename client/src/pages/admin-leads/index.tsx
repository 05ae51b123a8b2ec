/**
 * The leads: estimate-form requests still to price (a short list, when there are any), then every
 * quote request as a compact row with search, a stage filter and pages. Each opens its own page.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { listPaging } from "@shared/list-query";
import { leadStageFilters, leadStageLabels, leadStages } from "@shared/lead-stages";
import { torontoDate } from "@shared/quote-rules";
import { AppPageHeading } from "@/components/layout/app-layout";
import { PageContainer } from "@/components/ui/panels";
import { ListView } from "@/features/admin-lists/list-view";
import { useListLocation } from "@/features/admin-lists/use-list-location";
import { EstimatesToPrice } from "@/features/admin/estimates-to-price";
import { LeadRows } from "@/features/admin-lists/lead-rows";
import { leadPagePath } from "@/lib/leads";
import { leadListQuery } from "@/api/leads";
import { PageMeta } from "@/lib/page-meta";

const path = "/admin/leads";

const filterOptions = [
  { label: "All" },
  { value: "open", label: "Open" },
  ...leadStages.map((stage) => ({ value: stage, label: leadStageLabels[stage] })),
];

function LeadList() {
  const list = useListLocation(path, "stage", leadStageFilters);
  const leads = useQuery(leadListQuery({ stage: list.filter, q: list.q, page: list.page, pageSize: listPaging.defaultPageSize }));
  return (
    <ListView
      noun="leads"
      filterLabel="Show leads"
      filterOptions={filterOptions}
      searchHint="Name, e-mail, phone, city or message"
      list={list}
      answer={leads.data && { ...leads.data, count: leads.data.quoteRequests.length }}
      loading={leads.isPending}
      failed={leads.isError}
      updating={leads.isPlaceholderData}
      onRetry={() => leads.refetch()}
    >
      {leads.data && <LeadRows leads={leads.data.quoteRequests} today={torontoDate(new Date())} />}
    </ListView>
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
    <>
      <PageMeta title="Leads | Forma Concrete Admin" description="Quote requests and estimates waiting for a price." path={path} noindex />
      <PageContainer width="wide">
        <AppPageHeading eyebrow="Admin" title="Leads">
          <p>
            Newest first. Every request gets an answer within 24 hours. Follow-ups due are on the{" "}
            <Link href="/admin" className="font-semibold underline underline-offset-2">
              dashboard
            </Link>
            .
          </p>
        </AppPageHeading>
        <div className="mt-8 flex flex-col gap-8">
          <EstimatesToPrice />
          <LeadList />
        </div>
      </PageContainer>
    </>
  );
}
