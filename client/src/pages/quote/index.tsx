import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation, useParams } from "wouter";
import { AppLayout } from "@/components/layout/app-layout";
import { ExternalButton, LinkButton } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { DecisionActions } from "@/features/quotes/decision";
import { formatCalendarDate, formatTorontoDate } from "@/lib/format";
import { Card, ContactLinks, LoadingState, PageContainer, LoadFailedPanel, StatePanel } from "@/components/ui/panels";
import { ClientInfo, QuoteTotal } from "@/components/quote/quote-facts";
import { Badge, QuoteStatusBadge } from "@/components/ui/status-badge";
import { decideQuote, quoteKeys, quoteQuery, type QuoteDecisionInput } from "@/api/quotes";
import { isNotFound, isStateConflict } from "@/api/errors";
import { ApiError } from "@/lib/api";
import type { QuoteView } from "@shared/api/responses";
import { PageMeta } from "@/lib/page-meta";
import { business, interfaceTimings, promises } from "@shared/business";
import { canDecide, quoteChangedMessage } from "@shared/quote-lifecycle";
import { isPriced } from "@shared/quote-rules";

function ContactButtons() {
  return (
    <>
      <ExternalButton href={business.phoneHref} variant="dark">
        Call {business.phoneDisplay}
      </ExternalButton>
      <ExternalButton href={`mailto:${business.email}`} variant="outline">
        E-mail us
      </ExternalButton>
    </>
  );
}

/** What the client can do next, or why they can't act: accepted, declined, expired, being priced. */
function QuoteState({ quote, redirecting }: { quote: QuoteView; redirecting: boolean }) {
  if (quote.status === "accepted" && quote.contractId) {
    return (
      <StatePanel
        tone="success"
        icon="check"
        title="Contract Signed"
        actions={
          <LinkButton href={`/contract-confirmation/${quote.contractId}`} variant="dark">
            View your signed contract
          </LinkButton>
        }
      >
        You accepted this quote and signed the contract. We'll be in touch to schedule the work.
      </StatePanel>
    );
  }
  if (quote.status === "accepted") {
    return (
      <StatePanel
        tone="success"
        icon="check"
        title="Quote Accepted!"
        role="status"
        actions={
          <LinkButton href={`/contract/${quote.id}`} variant="gold" size="lg">
            Sign Contract
          </LinkButton>
        }
      >
        {redirecting ? "Thank you! Taking you to your contract…" : "Thank you! The next step is to review and sign your contract online."}
      </StatePanel>
    );
  }
  if (quote.status === "rejected") {
    return (
      <StatePanel tone="neutral" icon="cross" title="Quote Declined" actions={<ContactButtons />}>
        <p>
          You declined this quote{quote.decidedAt ? ` on ${formatTorontoDate(quote.decidedAt)}` : ""}. Changed your mind, or would you like a revised
          quote? We're happy to help.
        </p>
        {quote.declineReason && <p className="mt-2 text-stone-600">Your note: “{quote.declineReason}”</p>}
      </StatePanel>
    );
  }
  // A pending quote the client cannot decide on says why, by the lifecycle's reason.
  const verdict = canDecide(quote);
  if (verdict.allowed) return null;
  if (verdict.code === "QUOTE_EXPIRED") {
    return (
      <StatePanel tone="warning" icon="clock" title="Quote Expired" actions={<ContactButtons />}>
        {verdict.message}
      </StatePanel>
    );
  }
  if (verdict.code === "QUOTE_NOT_PRICED") {
    return (
      <StatePanel tone="neutral" icon="clock" title="Your price is being prepared" actions={<ContactButtons />}>
        Thanks for your request. We're preparing the price for this project and will e-mail you as soon as it's ready, usually within{" "}
        {promises.responseHours} hours.
      </StatePanel>
    );
  }
  return null;
}

function QuoteContent({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const quoteRead = useQuery(quoteQuery(id));
  const [redirecting, setRedirecting] = useState(false);
  /** Set when the business changed the quote while it was open here: the page shows the new one. */
  const [changedNotice, setChangedNotice] = useState<string | null>(null);
  const stateRef = useRef<HTMLDivElement>(null);
  const showState = () =>
    // The result is shown at the top of the page: bring it into view and to the screen reader.
    requestAnimationFrame(() => {
      stateRef.current?.scrollIntoView({ block: "center" });
      stateRef.current?.focus({ preventScroll: true });
    });

  const decide = useMutation({
    mutationFn: (decision: QuoteDecisionInput) => decideQuote(id, decision),
    onSuccess: (answer) => {
      queryClient.setQueryData(quoteKeys.detail(id), answer);
      toast({ title: "Quote Updated", description: `Quote has been ${answer.quote.status}`, variant: "success" });
      setChangedNotice(null);
      if (answer.quote.status === "accepted") setRedirecting(true);
      showState();
    },
    onError: async (error) => {
      toast({ title: "Update Failed", description: "There was an error updating the quote status.", variant: "destructive" });
      // The quote may have changed meanwhile (edited, accepted elsewhere, expired): show it as it is now.
      if (!isStateConflict(error)) return;
      await quoteRead.refetch();
      if (error instanceof ApiError && error.code === "QUOTE_CHANGED") {
        setChangedNotice(error.serverMessage ?? quoteChangedMessage);
        showState();
      }
    },
  });

  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(() => navigate(`/contract/${id}`), interfaceTimings.acceptRedirectMs);
    return () => window.clearTimeout(timer);
  }, [redirecting, id, navigate]);

  if (quoteRead.isPending) return <LoadingState label="Loading your quote..." />;
  if (quoteRead.isError) {
    const notFound = isNotFound(quoteRead.error);
    return notFound ? (
      <StatePanel
        icon="search"
        title="Quote Not Found"
        headingLevel={1}
        actions={
          <LinkButton href="/" variant="dark">
            Return Home
          </LinkButton>
        }
      >
        We couldn't find this quote. Please check the link in your e-mail, or contact us: <ContactLinks />
      </StatePanel>
    ) : (
      <LoadFailedPanel title="Your quote could not load" onRetry={() => quoteRead.refetch()} />
    );
  }

  const quote = quoteRead.data.quote;
  // The lifecycle's rule, with the server's `expired` (the client's clock may be off).
  const decidable = canDecide(quote).allowed;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-dark">{business.name}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">Your Project Quote</h1>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <QuoteStatusBadge status={quote.status} />
          {quote.expired && quote.status !== "accepted" && <Badge tone="expired">Expired</Badge>}
        </div>
        <p className="mt-3 wrap-anywhere text-sm text-stone-600">
          Quote ID: <span className="font-mono text-stone-800">{quote.id}</span>
        </p>
      </div>

      <div ref={stateRef} tabIndex={-1} className="outline-none">
        {changedNotice && (
          <StatePanel tone="warning" icon="alert" title="This quote was updated" role="alert">
            {changedNotice}
          </StatePanel>
        )}
        <QuoteState quote={quote} redirecting={redirecting} />
      </div>

      <Card aria-labelledby="summary-heading" flush>
        <div className="bg-stone-950 px-5 py-6 text-white sm:px-8">
          <h2 id="summary-heading" className="text-sm font-semibold uppercase tracking-wider text-gold">
            Total Cost
          </h2>
          <p className="mt-1 text-4xl font-extrabold tracking-tight sm:text-5xl">
            <QuoteTotal quote={quote} />
          </p>
          {isPriced(quote.totalCost) && <p className="mt-2 text-sm text-stone-300">All-in price for the work scope below, in Canadian dollars.</p>}
        </div>
        <dl className="grid gap-5 px-5 py-6 sm:grid-cols-3 sm:px-8">
          <div className="sm:col-span-3">
            <dt className="text-sm font-medium text-stone-600">Work Scope</dt>
            <dd className="mt-1 text-lg font-semibold text-stone-950">{quote.workScope}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-stone-600">Quote Date</dt>
            <dd className="mt-1 font-semibold text-stone-950">{formatTorontoDate(quote.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-stone-600">Valid Until</dt>
            <dd className="mt-1 font-semibold text-stone-950">{formatCalendarDate(quote.validUntil)}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-stone-600">Project Address</dt>
            <dd className="mt-1 break-words font-semibold text-stone-950">{quote.projectAddress}</dd>
          </div>
        </dl>
      </Card>

      <Card aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-xl font-bold text-stone-950">
          Project Description
        </h2>
        <p className="mt-4 whitespace-pre-line break-words leading-relaxed text-stone-800">{quote.projectDetails}</p>
      </Card>

      <Card aria-labelledby="client-heading">
        <h2 id="client-heading" className="mb-5 text-xl font-bold text-stone-950">
          Client Information
        </h2>
        <ClientInfo quote={quote} />
      </Card>

      {decidable && (
        <Card aria-labelledby="decision-heading" className="border-gold/60">
          <h2 id="decision-heading" className="text-xl font-bold text-stone-950">
            Ready to go ahead?
          </h2>
          <p className="mb-5 mt-2 text-stone-700">
            Accepting takes you to the contract, which you can read in full before you sign. Not quite right? Reject it and tell us why: we'll gladly
            revise it.
          </p>
          <DecisionActions
            pending={decide.isPending ? (decide.variables?.status ?? null) : null}
            onAccept={() => decide.mutate({ status: "accepted", version: quote.version })}
            onReject={(reason) => decide.mutate({ status: "rejected", version: quote.version, ...(reason ? { reason } : {}) })}
          />
        </Card>
      )}
    </div>
  );
}

export default function QuotePage() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <>
      <PageMeta title="Your Quote | Forma Concrete" description="Review your concrete project quote." path={`/quote/${id}`} noindex />
      <AppLayout>
        <PageContainer>
          <QuoteContent key={id} id={id} />
        </PageContainer>
      </AppLayout>
    </>
  );
}
