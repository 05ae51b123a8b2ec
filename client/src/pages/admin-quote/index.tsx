import { QuoteLeadLink } from "@/features/admin/quote-lead-link";
import { QuoteLeadRequest } from "@/features/admin/lead-request-panel";
import { QuoteNoteForm } from "@/features/admin/quote-note-form";
import { ContractPaymentsLink } from "@/features/payments/contract-payments-link";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { AdminRecordPage, BackLink, RecordUnavailable } from "@/components/layout/admin-record";
import { Button, LinkButton, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { QuoteTimeline } from "@/features/admin/quote-timeline";
import { RemindersCard } from "@/features/admin/reminders-card";
import { RequestDetails } from "@/features/admin/request-details";
import { changedFields, quoteToForm } from "@/features/admin/quote-to-form";
import { useSaveQuote, useSendQuote } from "@/features/admin/mutations";
import { formatTorontoDateTime } from "@/lib/format";
import { Card, LoadingState } from "@/components/ui/panels";
import { TitledCard } from "@/components/ui/titled-card";
import { ClientInfo, ProjectInfo, QuoteTotal } from "@/components/quote/quote-facts";
import { QuoteForm, type QuoteFormValues } from "@/features/admin/quote-form";
import { Badge, QuoteStatusBadge } from "@/components/ui/status-badge";
import { contractPdfUrl, contractsQuery } from "@/api/contracts";
import { clientQuoteUrl, quoteEventsQuery, quoteQuery } from "@/api/quotes";
import { reviseQuotePath } from "@/api/admin-quotes";
import { liveAdminReads } from "@/api/admin-reads";
import { ChangeRequestPanel } from "@/features/admin/change-request-panel";
import { isStateConflict } from "@/api/errors";
import { ApiError } from "@/lib/api";
import type { QuoteView } from "@shared/api/responses";
import { canEdit, canRevise, canSend, quoteStage, quoteStatusWording } from "@shared/quote-lifecycle";
import { QuoteItemsCard } from "./quote-items-card";
import { QuoteChoicesCard } from "./quote-choices-card";
import { openRangeOf, type QuoteTotalFacts } from "@/lib/quote-total-text";
import { formatTotalRange } from "@shared/choice-groups";
import { errorCode } from "@/lib/api";
import { NewLinkButton } from "./new-link-button";
import { QuoteNotices } from "./quote-notices";
import { isPriced } from "@shared/quote-rules";

function ShareCard({ quote, sentBefore }: { quote: QuoteView; sentBefore: boolean }) {
  const linkBox = useRef<HTMLInputElement>(null);
  const url = clientQuoteUrl(quote.linkToken);
  // The server decides again when the button is pressed; asking the same rule here means the button is
  // never offered for a quote the server would refuse (an expired one included).
  const sendVerdict = canSend(quote, new Date());
  // What the server found incomplete in the choices (422 CHOICES_INCOMPLETE), each with its own message.
  const [sendProblems, setSendProblems] = useState<string[]>([]);

  const send = useSendQuote(quote.id, {
    onSuccess: (answer) => {
      setSendProblems([]);
      toast({ title: "Quote sent", description: answer.message ?? `Quote sent to ${quote.clientEmail}`, variant: "success" });
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      if (errorCode(error) === "CHOICES_INCOMPLETE" && error instanceof ApiError) {
        const messages = Object.values(error.fieldErrors);
        setSendProblems(messages.length > 0 ? [...new Set(messages)] : message ? [message] : []);
      } else setSendProblems([]);
      toast({ title: "Sending Failed", description: message ?? "The quote could not be sent. Please try again.", variant: "destructive" });
    },
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: url });
    } catch {
      linkBox.current?.select();
      toast({ title: "Copy the link", description: "Your browser blocked copying: the link is selected, press Ctrl+C or ⌘C." });
    }
  };

  return (
    <TitledCard id="share-heading" title="Send to the client" size="lg">
      <p className="mt-1 text-sm text-stone-600">The client reviews, accepts and signs at this address.</p>
      <label htmlFor="client-link" className="sr-only">
        Client link
      </label>
      <input
        id="client-link"
        ref={linkBox}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-4 block w-full rounded-md border border-stone-300 bg-stone-50 px-3 py-2.5 font-mono text-sm text-stone-900"
      />
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {quote.status === "pending" && (
          <Button variant="dark" onClick={() => send.mutate()} disabled={!sendVerdict.allowed || send.isPending}>
            {send.isPending ? "Sending..." : sentBefore ? "Resend" : "Send quote to client"}
          </Button>
        )}
        <Button variant="outline" onClick={copy}>
          Copy link
        </Button>
        <a href={`/quote/${quote.linkToken}`} target="_blank" rel="noopener" className={buttonClasses("ghost")}>
          Open client page<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {!quote.replacedBy && <NewLinkButton quoteId={quote.id} clientEmail={quote.clientEmail} />}
      </div>
      {sendProblems.length > 0 && (
        <div
          role="alert"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          data-testid="send-problems"
        >
          <p className="font-semibold">Not sent: the choices are not complete. Edit the quote to fix:</p>
          <ul className="mt-1 list-disc pl-5">
            {sendProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {!sendVerdict.allowed && (
        <p className="mt-3 text-sm text-stone-700">
          {quote.status !== "pending"
            ? `The client has ${quoteStatusWording[quote.status].inSentence} this quote; the link still shows it to them.`
            : sendVerdict.message}
        </p>
      )}
    </TitledCard>
  );
}

/** The total, or its range while the client's choices are open. */
function HeaderTotal({ quote }: { quote: QuoteView }) {
  const range = openRangeOf(quote as QuoteView & QuoteTotalFacts);
  if (!range) return <QuoteTotal quote={quote} />;
  return (
    <span className="tabular-nums" data-testid="header-range">
      {formatTotalRange(range)} <span className="text-[0.55em] font-bold tracking-normal">CAD</span>
    </span>
  );
}

function SignedContractCard({ quoteId, linkToken }: { quoteId: string; linkToken: string }) {
  const contracts = useQuery({ ...contractsQuery(), ...liveAdminReads });
  const contract = contracts.data?.contracts.find((item) => item.quoteId === quoteId);
  if (!contract) return null;
  return (
    <Card aria-labelledby="contract-heading" className="border-emerald-200">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="contract-heading" className="text-lg font-bold text-stone-950">
          Signed contract
        </h2>
        <Badge tone="signed">Signed</Badge>
      </div>
      <p className="mt-2 text-stone-700">
        Signed by <strong className="text-stone-950">{contract.clientName}</strong> on {formatTorontoDateTime(contract.signedAt)} (Toronto time).
      </p>
      <div className="mt-4 flex flex-col gap-2">
        <a href={contractPdfUrl(contract)} download className={buttonClasses("dark")}>
          Download signed PDF
        </a>
        <LinkButton href={`/contract-confirmation/${linkToken}`} variant="outline">
          Confirmation page
        </LinkButton>
        <ContractPaymentsLink contractId={contract.id} />
      </div>
    </Card>
  );
}

function AdminQuote({ id }: { id: string }) {
  const [editing, setEditing] = useState<boolean | null>(null);
  // An estimate still at 0.00 opens straight in the editor: pricing it is why the admin is here.
  const editorOpen = (quote: QuoteView | undefined) => quote !== undefined && canEdit(quote).allowed && (editing ?? !isPriced(quote.totalCost));
  // The quote is read again while the page is open (the client decides elsewhere), but not under an
  // open editor: a save on a quote decided meanwhile is refused and then shows it as it is.
  const quoteRead = useQuery({
    ...quoteQuery(id),
    refetchOnWindowFocus: (query) => (editorOpen(query.state.data?.quote) ? false : liveAdminReads.refetchOnWindowFocus),
    refetchInterval: (query) => (editorOpen(query.state.data?.quote) ? false : liveAdminReads.refetchInterval),
  });
  const events = useQuery({ ...quoteEventsQuery(id), ...liveAdminReads });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();

  // A refusal of the quote's state (the client decided meanwhile) reads the quote again: the hook does it.
  const save = useSaveQuote(id, {
    onSuccess: (answer) => {
      setEditing(false);
      toast({
        title: "Quote saved",
        description: canSend(answer.quote, new Date()).allowed ? "Send it to the client when you're ready." : undefined,
        variant: "success",
      });
    },
    onError: (error) => {
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      // The state refused it, the design is part of a signed contract (409 DESIGN_LOCKED) or a design or
      // choice does not hold (422): the server says why.
      const message =
        error instanceof ApiError && (isStateConflict(error) || error.code === "DESIGN_LOCKED" || error.status === 422)
          ? error.serverMessage
          : undefined;
      toast({ title: "Saving Failed", description: message ?? "The quote could not be saved. Please try again.", variant: "destructive" });
    },
  });

  if (quoteRead.isPending) return <LoadingState label="Loading the quote..." />;
  if (quoteRead.isError) {
    return (
      <RecordUnavailable error={quoteRead.error} noun="quote" missing="No quote has this id." back={{ href: "/admin", label: "Back to dashboard" }} />
    );
  }

  const quote = quoteRead.data.quote;
  const editable = canEdit(quote).allowed;
  const revisable = canRevise(quote).allowed;
  const showEditor = editorOpen(quote);
  const sentBefore = Boolean(quote.sentAt) || (events.data?.events.some((event) => event.type === "quote.sent") ?? false);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <BackLink href="/admin" label="Dashboard" />
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <QuoteStatusBadge stage={quoteStage(quote, { exists: Boolean(quote.contractId) }, new Date())} />
              {quote.source === "estimate" && <Badge tone="new">From estimate form</Badge>}
              {quote.revision > 1 && <Badge tone="quoted">{`Revision ${quote.revision}`}</Badge>}
            </div>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">{quote.clientName}</h1>
            <p className="mt-1 text-stone-700">{quote.workScope}</p>
            <p className="mt-1 font-mono text-sm font-semibold text-stone-800">{quote.number}</p>
            {quote.quoteRequestId && <QuoteLeadLink quoteRequestId={quote.quoteRequestId} />}
          </div>
          <div className="flex flex-col gap-3 sm:items-end">
            <p className="text-2xl font-extrabold text-stone-950 sm:text-right">
              {isPriced(quote.totalCost) ? <HeaderTotal quote={quote} /> : "Not priced yet"}
            </p>
            {revisable && (
              <LinkButton href={reviseQuotePath(quote.id)} variant="outline" size="sm">
                Revise<span className="sr-only"> this quote as a new version</span>
              </LinkButton>
            )}
          </div>
        </div>
      </div>

      <ChangeRequestPanel quote={quote} />
      <QuoteNotices quote={quote} />

      {/* One shrinkable column on a phone: a long e-mail address wraps instead of widening the page. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1.6fr_1fr]">
        <div className="flex flex-col gap-6">
          {(quote.estimateAnswers || (quote.photoUrls?.length ?? 0) > 0) && (
            <TitledCard id="request-heading" title="Request details" size="lg">
              <p className="mb-5 mt-1 text-sm text-stone-600">What the client answered and sent on the estimate form. Only you see these.</p>
              <RequestDetails answers={quote.estimateAnswers ?? null} photoUrls={quote.photoUrls ?? []} owner={quote.clientName} />
            </TitledCard>
          )}
          {showEditor ? (
            <TitledCard id="edit-heading" title={isPriced(quote.totalCost) ? "Edit quote" : "Price this estimate"} size="lg">
              <p className="mb-6 mt-1 text-sm text-stone-600">Pending quotes can be changed until the client decides.</p>
              <QuoteForm
                defaultValues={quoteToForm(quote)}
                keptValidUntil={quote.validUntil}
                // A quote priced by a single total before items keeps it until the owner gives it items.
                keptTotal={quote.lineItems.length === 0 && isPriced(quote.totalCost)}
                onSubmit={(values: QuoteFormValues) => {
                  setServerErrors(undefined);
                  // Only what changed is sent, so the timeline says what was edited.
                  const changes = changedFields(quote, values);
                  if (Object.keys(changes).length === 0) {
                    setEditing(false);
                    toast({ title: "No changes to save" });
                    return;
                  }
                  save.mutate(changes);
                }}
                isPending={save.isPending}
                submitLabel="Save Quote"
                pendingLabel="Saving..."
                serverErrors={serverErrors}
                onCancel={isPriced(quote.totalCost) ? () => setEditing(false) : undefined}
              />
            </TitledCard>
          ) : (
            <>
              <Card aria-labelledby="client-heading">
                <div className="mb-5 flex items-center justify-between gap-4">
                  <h2 id="client-heading" className="text-lg font-bold text-stone-950">
                    Client
                  </h2>
                  {editable && (
                    <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                      Edit quote
                    </Button>
                  )}
                </div>
                <ClientInfo quote={quote} contactLinks />
              </Card>
              <TitledCard id="project-heading" title="Project" size="lg" titleClassName="mb-5">
                <ProjectInfo quote={quote} />
                {quote.declineReason && (
                  <p className="mt-5 rounded-md bg-red-50 px-4 py-3 text-red-900">
                    <strong>Reason for declining:</strong> {quote.declineReason}
                  </p>
                )}
              </TitledCard>
              <QuoteChoicesCard quote={quote} />
              <QuoteItemsCard quote={quote} />
            </>
          )}
        </div>
        <div className="flex flex-col gap-6">
          {showEditor && quote.quoteRequestId && <QuoteLeadRequest quoteRequestId={quote.quoteRequestId} />}
          <SignedContractCard quoteId={quote.id} linkToken={quote.linkToken} />
          <ShareCard key={String(quote.updatedAt)} quote={quote} sentBefore={sentBefore} />
          {quote.status === "pending" && !quote.replacedBy && <RemindersCard quote={quote} />}
          <TitledCard id="timeline-heading" title="Timeline" size="lg">
            <p className="mb-5 mt-1 text-sm text-stone-600">Times are Toronto time.</p>
            {events.isPending ? (
              <p className="text-stone-600">Loading…</p>
            ) : events.isError ? (
              <p className="text-stone-700">The timeline is not available right now.</p>
            ) : (
              <QuoteTimeline events={events.data.events} />
            )}
            <div className="mt-6 border-t border-stone-200 pt-5">
              <QuoteNoteForm quoteId={quote.id} />
            </div>
          </TitledCard>
        </div>
      </div>
    </div>
  );
}

export default function AdminQuotePage() {
  return (
    <AdminRecordPage
      title="Quote | Forma Concrete Admin"
      description="A quote, its client link and its timeline."
      path="/admin/quotes"
      width="full"
      content={AdminQuote}
    />
  );
}
