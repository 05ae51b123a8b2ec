import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation, useParams } from "wouter";
import { AppLayout } from "@/components/layout/app-layout";
import { LinkButton, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { DecisionActions } from "@/features/quotes/decision";
import { ChangesRequestedNote, ChangesRequestedResult } from "@/features/quotes/changes-requested";
import { useChosenOptions } from "@/features/quotes/chosen-options";
import { QuoteState } from "@/features/quotes/quote-state";
import { QuoteSummary } from "@/features/quotes/quote-summary";
import { useDecideQuote, useRequestQuoteChanges } from "@/features/quotes/mutations";
import { Card, ContactLinks, LoadingState, PageContainer, LoadFailedPanel, StatePanel } from "@/components/ui/panels";
import { ClientInfo } from "@/components/quote/quote-facts";
import { QuoteItemsTable } from "@/components/quote/quote-items-table";
import { ClientQuoteBadges } from "@/components/quote/client-quote-badges";
import { clientQuoteQuery, quotePdfUrl } from "@/api/quotes";
import { isLinkReplaced, isNotFound, isStateConflict } from "@/api/errors";
import { LinkReplacedPanel } from "@/components/quote/link-replaced";
import { ApiError, errorCode } from "@/lib/api";
import { PageMeta } from "@/lib/page-meta";
import { preloadPagePath } from "@/lib/page-preload";
import { business, interfaceTimings, salesTax } from "@shared/business";
import { discountOf, quoteTotals } from "@shared/line-items";
import { formatCents } from "@shared/money";
import { canDecide, quoteChangedMessage, quoteStatusWording } from "@shared/quote-lifecycle";
import { isPriced } from "@shared/quote-rules";

const sendFailedMessage = "We couldn't send your request. Please try again, or call us.";

/** `token`: the client's link token, the page's only key to the quote (never the quote's id). */
function QuoteContent({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const quoteRead = useQuery(clientQuoteQuery(token));
  /** Set when the owner replaced this link while the page was open: the page says so instead. */
  const [linkReplaced, setLinkReplaced] = useState(false);
  const quote = quoteRead.data?.quote;
  // The lifecycle's rule, with the server's `expired` (the client's clock may be off).
  const decidable = quote ? canDecide(quote, new Date()).allowed : false;
  const options = useChosenOptions(quote, decidable);
  const [redirecting, setRedirecting] = useState(false);
  /** Set when the business changed the quote while it was open here: the page shows the new one. */
  const [changedNotice, setChangedNotice] = useState<string | null>(null);
  const [changeRequestOpen, setChangeRequestOpen] = useState(false);
  const [changeRequestError, setChangeRequestError] = useState<string | undefined>();
  const [changesSent, setChangesSent] = useState(false);
  const stateRef = useRef<HTMLDivElement>(null);
  const showState = () =>
    // The result is shown at the top of the page: bring it into view and to the screen reader.
    requestAnimationFrame(() => {
      stateRef.current?.scrollIntoView({ block: "center" });
      stateRef.current?.focus({ preventScroll: true });
    });

  /** A 409: the quote changed, was replaced, or was decided elsewhere. Show it as it is now; true when handled. */
  const showCurrentState = async (error: unknown): Promise<boolean> => {
    const code = errorCode(error);
    if (isLinkReplaced(error)) {
      setLinkReplaced(true);
      return true;
    }
    if (!isStateConflict(error) && code !== "QUOTE_REPLACED") return false;
    await quoteRead.refetch();
    if (code === "QUOTE_CHANGED") setChangedNotice((error instanceof ApiError && error.serverMessage) || quoteChangedMessage);
    showState();
    return true;
  };

  const decide = useDecideQuote(token, {
    onSuccess: (answer) => {
      toast({ title: "Quote Updated", description: `Quote has been ${quoteStatusWording[answer.quote.status].inSentence}`, variant: "success" });
      setChangedNotice(null);
      setChangesSent(false);
      if (answer.quote.status === "accepted") setRedirecting(true);
      showState();
    },
    onError: async (error) => {
      toast({ title: "Update Failed", description: "There was an error updating the quote status.", variant: "destructive" });
      await showCurrentState(error);
    },
  });

  const requestChanges = useRequestQuoteChanges(token, {
    onSuccess: () => {
      toast({ title: "Request Sent", description: `${business.name} has been told what you'd like changed.`, variant: "success" });
      setChangeRequestOpen(false);
      setChangedNotice(null);
      setChangesSent(true);
      showState();
    },
    onError: async (error) => {
      if (isStateConflict(error) || errorCode(error) === "QUOTE_REPLACED" || isLinkReplaced(error)) {
        setChangeRequestOpen(false);
        toast({ title: "Request Not Sent", description: "This quote changed. Please review it as it is now.", variant: "destructive" });
        await showCurrentState(error);
        return;
      }
      setChangeRequestError((error instanceof ApiError && (error.fieldErrors.message ?? error.serverMessage)) || sendFailedMessage);
    },
  });

  // The contract's code is fetched while the client reads the quote, so the move after Accept shows
  // the contract at once (its data is already here: the accepted quote's answer).
  useEffect(() => {
    if (decidable) void preloadPagePath(`/contract/${token}`);
  }, [decidable, token]);

  // "Taking you to your contract..." is shown, then the page moves 1.5 s later.
  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(() => navigate(`/contract/${token}`), interfaceTimings.acceptRedirectMs);
    return () => window.clearTimeout(timer);
  }, [redirecting, token, navigate]);

  if (quoteRead.isPending) return <LoadingState label="Loading your quote..." />;
  if (linkReplaced || isLinkReplaced(quoteRead.error)) return <LinkReplacedPanel />;
  if (quoteRead.isError || !quote) {
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

  const itemised = quote.lineItems.length > 0;
  const totals = itemised ? quoteTotals(quote.lineItems, options.chosen, discountOf(quote)) : null;
  const hasOptions = quote.lineItems.some((item) => item.optional);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-dark">{business.name}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">Your Project Quote</h1>
        <ClientQuoteBadges quote={quote} />
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="wrap-anywhere text-sm text-stone-600">
            Quote number: <span className="font-mono text-stone-800">{quote.number}</span>
          </p>
          {isPriced(quote.totalCost) && (
            <a href={quotePdfUrl(token)} download className={buttonClasses("outline", "sm", "self-start sm:self-auto")}>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" />
              </svg>
              Download PDF
            </a>
          )}
        </div>
      </div>

      <div ref={stateRef} tabIndex={-1} className="flex flex-col gap-4 outline-none empty:hidden">
        {changedNotice && (
          <StatePanel tone="warning" icon="alert" title="This quote was updated" role="alert">
            {changedNotice}
          </StatePanel>
        )}
        {changesSent && decidable && <ChangesRequestedResult />}
        <QuoteState quote={quote} token={token} redirecting={redirecting} />
      </div>

      <QuoteSummary quote={quote} totals={totals} />

      {itemised && (
        <QuoteItemsTable
          discount={discountOf(quote)}
          caption="Price breakdown"
          items={quote.lineItems}
          chosenOptionIds={options.chosen}
          onToggleOption={decidable ? options.toggle : undefined}
        />
      )}

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
            {totals ? (
              <>
                Accepting agrees to <strong className="text-stone-950">{formatCents(totals.totalCents)} CAD</strong> including {salesTax.name}
                {hasOptions ? ", with the options you ticked above," : ""} and takes you to the contract, which you can read in full before you sign.
              </>
            ) : (
              "Accepting takes you to the contract, which you can read in full before you sign."
            )}{" "}
            Not quite right? Ask for changes, or decline it and tell us why: we'll gladly revise it.
          </p>
          {quote.changesRequestedAt && !changesSent && <ChangesRequestedNote at={quote.changesRequestedAt} />}
          <DecisionActions
            pending={decide.isPending ? (decide.variables?.status ?? null) : null}
            onAccept={() => decide.mutate({ status: "accepted", version: quote.version, ...(itemised ? { options: [...options.chosen] } : {}) })}
            onDecline={(reason) => decide.mutate({ status: "rejected", version: quote.version, ...(reason ? { reason } : {}) })}
            changeRequest={{
              open: changeRequestOpen,
              onOpenChange: (open) => {
                setChangeRequestOpen(open);
                setChangeRequestError(undefined);
              },
              onSend: (message) => requestChanges.mutate({ message, version: quote.version }),
              sending: requestChanges.isPending,
              error: changeRequestError,
            }}
          />
        </Card>
      )}
    </div>
  );
}

export default function QuotePage() {
  const { token = "" } = useParams<{ token: string }>();
  return (
    <>
      <PageMeta title="Your Quote | Forma Concrete" description="Review your concrete project quote." path={`/quote/${token}`} noindex />
      <AppLayout>
        <PageContainer>
          <QuoteContent key={token} token={token} />
        </PageContainer>
      </AppLayout>
    </>
  );
}
