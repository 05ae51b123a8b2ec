/**
 * One lead's page: where it stands (stage, site visit, lost reason, follow-up) and the controls to
 * move it, "Create quote", everything the visitor sent, the owner's notes and the lead's history.
 */
import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import type { LeadDetailView } from "@shared/api/responses";
import { describeLostReason } from "@shared/lead-stages";
import { torontoDate } from "@shared/quote-rules";
import { BackLink, RecordUnavailable } from "@/components/layout/admin-record";
import { Card, LoadingState, PageContainer } from "@/components/ui/panels";
import { TitledCard } from "@/components/ui/titled-card";
import { LeadStatusBadge } from "@/components/ui/status-badge";
import { FollowUpForm } from "@/features/leads/follow-up-form";
import { CreateQuoteButton, LeadFacts, LeadNotesSection } from "@/features/admin/lead-facts";
import { LeadHistory } from "@/features/leads/lead-history";
import { FollowUpDay } from "@/components/ui/follow-up-day";
import { siteVisitText } from "@/lib/leads";
import { StageForm } from "@/features/leads/stage-form";
import { leadQuery } from "@/api/leads";
import { formatTorontoDate } from "@/lib/format";
import { PageMeta } from "@/lib/page-meta";

/** The stage and its facts in one line under the name. */
function StandsAt({ lead, today }: { lead: LeadDetailView; today: string }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm" data-testid="lead-stands-at">
      <LeadStatusBadge status={lead.status} />
      {lead.status === "site_visit" && lead.siteVisitOn && (
        <span className="text-stone-800">Site visit {siteVisitText(lead.siteVisitOn, lead.siteVisitTime)}</span>
      )}
      {lead.status === "lost" && lead.lostReason && <span className="text-stone-800">{describeLostReason(lead.lostReason, lead.lostNote)}</span>}
      {lead.followUpOn && (
        <span>
          <span className="text-stone-600">Follow up: </span>
          <FollowUpDay followUpOn={lead.followUpOn} today={today} />
        </span>
      )}
      <span className="text-stone-600">Received {formatTorontoDate(lead.createdAt)}</span>
    </div>
  );
}

function AdminLead({ id }: { id: string }) {
  const lead = useQuery(leadQuery(id));
  if (lead.isPending) return <LoadingState label="Loading the lead..." />;
  if (lead.isError) {
    return (
      <RecordUnavailable error={lead.error} noun="lead" missing="No lead has this id." back={{ href: "/admin/leads", label: "Back to leads" }} />
    );
  }
  const request = lead.data.quoteRequest;
  const today = torontoDate(new Date());
  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={`${request.name} | Leads | Forma Concrete Admin`} description="A lead's details." path={`/admin/leads/${id}`} noindex />
      <div>
        <BackLink href="/admin/leads" label="Leads" />
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <h1 className="break-words text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">{request.name}</h1>
          <CreateQuoteButton request={request} />
        </div>
        <StandsAt lead={request} today={today} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <TitledCard id="lead-request" title="The request" size="lg" titleClassName="mb-4">
            <LeadFacts lead={request} />
          </TitledCard>
          <Card>
            <LeadNotesSection lead={request} />
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <TitledCard id="lead-stage" title="Stage" size="lg" titleClassName="mb-4">
            <StageForm key={`stage-${request.version}`} lead={request} />
          </TitledCard>
          <TitledCard id="lead-follow-up" title="Follow-up" size="lg" titleClassName="mb-4">
            <FollowUpForm key={`follow-up-${request.version}`} lead={request} />
          </TitledCard>
          <TitledCard id="lead-history" title="History" size="lg" titleClassName="mb-4">
            <LeadHistory history={request.history} />
          </TitledCard>
        </div>
      </div>
    </div>
  );
}

export default function AdminLeadPage() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <PageContainer width="wide">
      <AdminLead id={id} />
    </PageContainer>
  );
}
