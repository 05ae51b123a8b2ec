import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { ClientLinkPage, ClientPageHeading } from "@/components/layout/client-link-page";
import { buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { ChoiceCards } from "@/features/quotes/choice-cards";
import { ChosenOptionsList } from "@/components/quote/chosen-options-list";
import { DecisionActions } from "@/features/quotes/decision";
import { DesignSection, designToBeAgreed } from "@/features/design-picker/design-section";
import { draftDesign, draftProblem, emptyDesignDraft, type DesignDraft } from "@/features/design-picker/design-draft";
import { ChangesRequestedNote, ChangesRequestedResult } from "@/features/quotes/changes-requested";
import { useChosenOptions } from "@/features/quotes/chosen-options";
import { QuoteState } from "@/features/quotes/quote-state";
import { QuoteSummary, rangeText } from "@/features/quotes/quote-summary";
import { useDecideQuote, useRequestQuoteChanges } from "@/features/quotes/mutations";
import { Card, ContactLinks, LoadingState, LoadFailedPanel, StatePanel } from "@/components/ui/panels";
import { TitledCard } from "@/components/ui/titled-card";
import { LinkNotFoundPanel } from "@/components/quote/link-not-found";
import { ClientInfo } from "@/components/quote/quote-facts";
import { QuoteItemsTable } from "@/components/quote/quote-items-table";
import { ClientQuoteBadges } from "@/components/quote/client-quote-badges";
import { clientQuoteQuery, linkCatalogueQuery, quotePdfUrl } from "@/api/quotes";
import { isLinkReplaced, isNotFound, isStateConflict } from "@/api/errors";
import { LinkReplacedPanel } from "@/components/quote/link-replaced";
import { ApiError, errorCode } from "@/lib/api";
import type { ClientQuote } from "@shared/api/responses";
import { preloadPagePath } from "@/lib/page-preload";
import { business, interfaceTimings, salesTax } from "@shared/business";
import { chosenOptionsOf, hasChoices, quoteTotalRangeOf, type TotalRange } from "@shared/choice-groups";
import { discountOf, quoteTotals } from "@shared/line-items";
import { formatCents } from "@shared/money";
import { canDecide, quoteChangedMessage, quoteStatusWording } from "@shared/quote-lifecycle";
import { isPriced } from "@shared/quote-rules";

const sendFailedMessage = "We couldn't send your request. Please try again, or call us.";

/** The server's refusals of a choice or a design on acceptance (422): shown next to the choices. */
const choiceErrorCodes = new Set(["CHOICE_INVALID", "CHOICES_INCOMPLETE", "DESIGN_REQUIRED", "DESIGN_INVALID"]);

/** The server's range when the view carries it (quote.totalRange), else the same shared rule worked out here. */
function totalRangeOf(quote: ClientQuote): TotalRange {
  return (quote as ClientQuote & { totalRange?: TotalRange | null }).totalRange ?? quoteTotalRangeOf(quote);
}

/** What the client picked on the revision before this one, when the view says (a hint, never a pick). */
function previousChoiceOf(quote: ClientQuote): string[] | null {
  const previous = (quote as ClientQuote & { previousChoice?: unknown }).previousChoice;
  return Array.isArray(previous) && previous.every((id) => typeof id === "string") ? previous : null;
}

/** `token`: the client's link token, the page's only key to the quote (never the quote's id). */
function QuoteContent({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const quoteRead = useQuery(clientQuoteQuery(token));
  const queryClient = useQueryClient();
  /** Set when the owner replaced this link while the page was open: the page says so instead. */
  const [linkReplaced, setLinkReplaced] = useState(false);
  const quote = quoteRead.data?.quote;
  // The lifecycle's rule, with the server's `expired` (the client's clock may be off).
  const decidable = quote ? canDecide(quote, new Date()).allowed : false;
  const options = useChosenOptions(quote, decidable);
  const [designDraft, setDesignDraft] = useState<DesignDraft>(emptyDesignDraft);
  /** The server's 422 on the last acceptance: about the choice, or about the design. */
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [designError, setDesignError] = useState<string | null>(null);
  const choicesRef = useRef<HTMLDivElement>(null);
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
      const code = errorCode(error);
      if (error instanceof ApiError && code && choiceErrorCodes.has(code)) {
        const message = error.serverMessage || "Please check your choices and try again.";
        toast({ title: "Please check your choices", description: message, variant: "destructive" });
        if (code.startsWith("DESIGN")) {
          setDesignError(message);
          void queryClient.invalidateQueries({ queryKey: linkCatalogueQuery(token).queryKey });
        } else setChoiceError(message);
        requestAnimationFrame(() => choicesRef.current?.scrollIntoView({ block: "start" }));
        return;
      }
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
    return isNotFound(quoteRead.error) ? (
      <LinkNotFoundPanel title="Quote Not Found">
        We couldn't find this quote. Please check the link in your e-mail, or contact us: <ContactLinks />
      </LinkNotFoundPanel>
    ) : (
      <LoadFailedPanel title="Your quote could not load" onRetry={() => quoteRead.refetch()} />
    );
  }

  const itemised = quote.lineItems.length > 0;
  const totals = itemised ? quoteTotals(quote.lineItems, options.chosen, discountOf(quote)) : null;
  const hasOptions = quote.lineItems.some((item) => item.optional);
  const groups = quote.choiceGroups ?? [];
  const choosing = decidable && itemised && hasChoices(quote);
  // Until every required group has its pick, the page states the range, not a total.
  // (A quote that can no longer be decided and was never chosen keeps its range too.)
  const chosenSet = new Set(options.chosen);
  const openGroup = itemised ? groups.find((group) => group.required && !group.options.some((option) => chosenSet.has(option.id))) : undefined;
  const range = openGroup ? totalRangeOf(quote) : null;
  const rangeNote = !openGroup
    ? null
    : choosing
      ? `Choose your ${openGroup.title.toLowerCase()} below to see your total and deposit.`
      : `Depending on the ${openGroup.title.toLowerCase()}.`;
  const designOption = chosenOptionsOf(groups, options.chosen).find(({ option }) => option.needsDesign)?.option;
  const pickedDesign = designOption && !quote.design && quote.designByClient ? draftDesign(designDraft) : null;
  const acceptBlocked = !choosing
    ? null
    : (options.problem?.message ??
      (designOption && !quote.design
        ? quote.designByClient
          ? draftProblem(designDraft) && `${draftProblem(designDraft)} for your ${designOption.label.toLowerCase()} finish.`
          : designToBeAgreed(designOption.label)
        : null));

  return (
    <div className="flex flex-col gap-6">
      <ClientPageHeading title="Your Project Quote">
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
      </ClientPageHeading>

      <div ref={stateRef} tabIndex={-1} className="flex flex-col gap-4 outline-none empty:hidden">
        {changedNotice && (
          <StatePanel tone="warning" icon="alert" title="This quote was updated" role="alert">
            {changedNotice}
          </StatePanel>
        )}
        {changesSent && decidable && <ChangesRequestedResult />}
        <QuoteState quote={quote} token={token} redirecting={redirecting} />
      </div>

      <QuoteSummary quote={quote} totals={totals} range={range} rangeNote={rangeNote} />

      {choosing && (
        <div ref={choicesRef} className="scroll-mt-4">
          <Card aria-labelledby="choices-heading">
            <h2 id="choices-heading" className="text-2xl font-bold text-stone-950">
              Your choices
            </h2>
            <p className="mb-6 mt-2 text-stone-700">
              Pick one of each below. Nothing is chosen for you; the prices update as you choose, and you can change your mind until you accept.
            </p>
            <ChoiceCards
              items={quote.lineItems}
              groups={groups}
              chosen={options.chosen}
              discount={discountOf(quote)}
              previousChoice={previousChoiceOf(quote)}
              error={choiceError}
              onPick={(groupId, optionId) => {
                options.pick(groupId, optionId);
                setChoiceError(null);
              }}
            />
          </Card>
        </div>
      )}

      {!choosing && itemised && hasChoices(quote) && quote.status === "accepted" && (
        <TitledCard id="choices-heading" title="Your choices" titleClassName="mb-5">
          <ChosenOptionsList items={quote.lineItems} groups={groups} chosen={quote.chosenOptionIds} discount={discountOf(quote)} />
        </TitledCard>
      )}

      {choosing && designOption && (
        <DesignSection
          quote={quote}
          token={token}
          optionLabel={designOption.label}
          draft={designDraft}
          onDraftChange={(draft) => {
            setDesignDraft(draft);
            setDesignError(null);
          }}
          onDraftRepair={setDesignDraft}
          error={designError}
        />
      )}

      {itemised && (
        <QuoteItemsTable
          discount={discountOf(quote)}
          caption={choosing ? "Price breakdown of your choices" : "Price breakdown"}
          items={quote.lineItems}
          chosenOptionIds={options.chosen}
          choiceGroups={groups}
          totalsPending={
            range ? `${rangeText(range)} with ${salesTax.name}, depending on the ${openGroup?.title.toLowerCase()} you choose` : undefined
          }
          onToggleOption={decidable ? options.toggle : undefined}
        />
      )}

      <TitledCard id="details-heading" title="Project Description">
        <p className="mt-4 whitespace-pre-line break-words leading-relaxed text-stone-800">{quote.projectDetails}</p>
      </TitledCard>

      <TitledCard id="client-heading" title="Client Information" titleClassName="mb-5">
        <ClientInfo quote={quote} />
      </TitledCard>

      {decidable && (
        <TitledCard id="decision-heading" title="Ready to go ahead?" className="border-gold/60">
          <p className="mb-5 mt-2 text-stone-700">
            {range ? (
              <>Once your choices are made, accepting agrees to the total shown for them, including {salesTax.name}, and takes you to the contract.</>
            ) : totals ? (
              <>
                Accepting agrees to <strong className="text-stone-950">{formatCents(totals.totalCents)} CAD</strong> including {salesTax.name}
                {hasChoices(quote) ? ", with the choices you made above," : hasOptions ? ", with the options you ticked above," : ""} and takes you to
                the contract, which you can read in full before you sign.
              </>
            ) : (
              "Accepting takes you to the contract, which you can read in full before you sign."
            )}{" "}
            Not quite right? Ask for changes, or decline it and tell us why: we'll gladly revise it.
          </p>
          {quote.changesRequestedAt && !changesSent && <ChangesRequestedNote at={quote.changesRequestedAt} />}
          <DecisionActions
            pending={decide.isPending ? (decide.variables?.status ?? null) : null}
            acceptBlocked={acceptBlocked}
            onAccept={() =>
              decide.mutate({
                status: "accepted",
                version: quote.version,
                ...(itemised ? { options: [...options.chosen] } : {}),
                ...(pickedDesign ? { design: pickedDesign } : {}),
              })
            }
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
        </TitledCard>
      )}
    </div>
  );
}

export default function QuotePage() {
  return (
    <ClientLinkPage title="Your Quote | Forma Concrete" description="Review your concrete project quote." path="/quote" content={QuoteContent} />
  );
}
