import { useQuery } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { AppPageHeading } from "@/components/layout/app-layout";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { isUnpricedEstimate } from "@/features/admin/dashboard";
import { EstimateCard, QuoteRequestCard, leadAnchor } from "@/features/admin/leads";
import { useSetLeadStatus } from "@/features/admin/mutations";
import { LoadingState, PageContainer, StatePanel } from "@/components/ui/panels";
import { leadsQuery } from "@/api/leads";
import { quotesQuery } from "@/api/quotes";
import { PageMeta } from "@/lib/page-meta";

function Section({ id, title, count, intro, children }: { id: string; title: string; count: number; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-stone-950">
          {title} <span className="text-stone-600">({count})</span>
        </h2>
        <p className="mt-1 text-stone-600">{intro}</p>
      </div>
      {children}
    </section>
  );
}

function Leads() {
  const requests = useQuery(leadsQuery());
  const quotes = useQuery(quotesQuery());
  // Opened from a link to one lead (a quote's page, a related request): show every request and go to it.
  const linkedLead = new URLSearchParams(useSearch()).get("lead");
  const [, navigate] = useLocation();
  const [showAllChosen, setShowAll] = useState(false);
  const showAll = showAllChosen || Boolean(linkedLead);
  const showNew = () => {
    setShowAll(false);
    if (linkedLead) navigate("/admin/leads", { replace: true });
  };
  const loaded = requests.isSuccess && quotes.isSuccess;
  useEffect(() => {
    if (!linkedLead || !loaded) return;
    const card = document.getElementById(leadAnchor(linkedLead));
    card?.scrollIntoView({ block: "start" });
    card?.focus({ preventScroll: true });
  }, [linkedLead, loaded]);

  const setStatus = useSetLeadStatus({
    onSuccess: (_response, { status }) => toast({ title: status === "closed" ? "Request closed" : "Request reopened" }),
    onError: () => toast({ title: "Update Failed", description: "The request could not be updated. Please try again.", variant: "destructive" }),
  });

  if (requests.isPending || quotes.isPending) return <LoadingState label="Loading leads..." />;
  if (requests.isError || quotes.isError) {
    return (
      <StatePanel
        tone="danger"
        title="The leads could not load"
        role="alert"
        actions={
          <Button variant="dark" onClick={() => Promise.all([requests.refetch(), quotes.refetch()])}>
            Try again
          </Button>
        }
      >
        Check the connection and try again.
      </StatePanel>
    );
  }

  const allRequests = requests.data.quoteRequests;
  const shownRequests = showAll ? allRequests : allRequests.filter((request) => request.status === "new");
  const estimates = quotes.data.quotes.filter(isUnpricedEstimate);

  return (
    <div className="flex flex-col gap-12">
      <Section
        id="estimates"
        title="Estimates to price"
        count={estimates.length}
        intro="Sent from the estimate form. Price them, then send the quote to the client."
      >
        {estimates.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white px-5 py-8 text-center text-stone-600">
            No estimates waiting for a price
          </p>
        ) : (
          estimates.map((quote) => <EstimateCard key={quote.id} quote={quote} />)
        )}
      </Section>
      <Section
        id="requests"
        title="Quote requests"
        count={shownRequests.length}
        intro="Sent from the quote form on the home, gallery and contact pages."
      >
        <div className="flex flex-wrap gap-2" role="group" aria-label="Which requests to show">
          <Button variant={showAll ? "outline" : "dark"} size="sm" aria-pressed={!showAll} onClick={showNew}>
            New ({allRequests.filter((request) => request.status === "new").length})
          </Button>
          <Button variant={showAll ? "dark" : "outline"} size="sm" aria-pressed={showAll} onClick={() => setShowAll(true)}>
            All ({allRequests.length})
          </Button>
        </div>
        {shownRequests.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white px-5 py-8 text-center text-stone-600">
            {showAll ? "No quote requests yet" : "No new quote requests"}
          </p>
        ) : (
          shownRequests.map((request) => (
            <QuoteRequestCard
              key={request.id}
              request={request}
              changing={setStatus.isPending && setStatus.variables?.id === request.id}
              highlighted={request.id === linkedLead}
              onStatusChange={(status) => setStatus.mutate({ id: request.id, status })}
            />
          ))
        )}
      </Section>
    </div>
  );
}

export default function AdminLeadsPage() {
  return (
    <>
      <PageMeta title="Leads | Forma Concrete Admin" description="Quote requests and estimates waiting for a price." path="/admin/leads" noindex />
      <PageContainer width="wide">
        <AppPageHeading eyebrow="Admin" title="Leads">
          <p>Newest first. Every request gets an answer within 24 hours.</p>
        </AppPageHeading>
        <div className="mt-8">
          <Leads />
        </div>
      </PageContainer>
    </>
  );
}
