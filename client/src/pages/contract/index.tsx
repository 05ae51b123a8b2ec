import { useQuery } from "@tanstack/react-query";
import { ChosenOptionsList } from "@/components/quote/chosen-options-list";
import { DesignSummary } from "@/features/design-picker/design-summary";
import { designStatement } from "@/features/design-picker/design-entries";
import { choiceNeedsDesign, hasChoices } from "@shared/choice-groups";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { ClientLinkPage, ClientPageHeading } from "@/components/layout/client-link-page";
import { Button, LinkButton } from "@/components/ui/button";
import { ContractForm } from "@/features/contracts/contract-form";
import { ContractTerms } from "@/features/contracts/contract-terms";
import { formatCalendarDate } from "@/lib/format";
import { ContactLinks, Fact, LoadingState, LoadFailedPanel, StatePanel } from "@/components/ui/panels";
import { TitledCard } from "@/components/ui/titled-card";
import { LinkNotFoundPanel } from "@/components/quote/link-not-found";
import { QuoteTotal } from "@/components/quote/quote-facts";
import { QuoteItemsTable } from "@/components/quote/quote-items-table";
import { paymentSchedule } from "@/components/quote/payment-schedule";
import { discountOf } from "@shared/line-items";
import { clientQuoteQuery, linkCatalogueQuery } from "@/api/quotes";
import { isLinkReplaced, isNotFound } from "@/api/errors";
import { LinkReplacedPanel } from "@/components/quote/link-replaced";
import { business, contractTerms, salesTax } from "@shared/business";
import { formatCents } from "@shared/money";

/** `token`: the client's link token; the quote, the signature and the confirmation all go through it. */
function Contract({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const quoteRead = useQuery(clientQuoteQuery(token));
  const [alreadySigned, setAlreadySigned] = useState(false);
  const accepted = quoteRead.data?.quote;
  // The accepted stamped design's swatches and names: shown, and named in the colour statement.
  const design =
    accepted?.status === "accepted" && accepted.design && choiceNeedsDesign(accepted.choiceGroups ?? [], accepted.chosenOptionIds)
      ? accepted.design
      : null;
  const catalogue = useQuery({ ...linkCatalogueQuery(token), enabled: design !== null });

  if (quoteRead.isPending) return <LoadingState label="Loading your contract..." />;
  if (quoteRead.isError) {
    if (isLinkReplaced(quoteRead.error)) return <LinkReplacedPanel />;
    return isNotFound(quoteRead.error) ? (
      <LinkNotFoundPanel title="Quote Not Found">
        We couldn't find a quote for this contract. Please check the link in your e-mail, or contact us: <ContactLinks />
      </LinkNotFoundPanel>
    ) : (
      <LoadFailedPanel title="Your contract could not load" onRetry={() => quoteRead.refetch()} />
    );
  }

  const quote = quoteRead.data.quote;
  const viewQuote = (
    <LinkButton href={`/quote/${token}`} variant="dark">
      View Quote
    </LinkButton>
  );
  if (quote.status !== "accepted") {
    return (
      <StatePanel tone="warning" icon="clock" title="Quote Not Accepted" headingLevel={1} actions={viewQuote}>
        This quote has not been accepted yet.
      </StatePanel>
    );
  }
  if (alreadySigned || quote.signed) {
    return (
      <StatePanel tone="success" icon="check" title="This contract is already signed" headingLevel={1} actions={viewQuote}>
        A contract has already been signed for this quote, and a copy was e-mailed to the signer.{" "}
        {quote.signed ? (
          <Link href={`/contract-confirmation/${token}`} className="font-semibold text-stone-950 underline underline-offset-2">
            See the signed contract
          </Link>
        ) : (
          <>
            Need another copy? <ContactLinks />
          </>
        )}
      </StatePanel>
    );
  }

  // Acceptance froze the chosen options: the contract's money is the quote's, to the cent.
  const itemised = quote.lineItems.length > 0;
  const schedule = paymentSchedule(quote);
  const total = schedule ? `${formatCents(schedule.totalCents)} CAD` : quote.totalCost;
  const deposit = schedule ? formatCents(schedule.depositCents) : "";
  const groups = quote.choiceGroups ?? [];
  const colourStatement = design ? designStatement(design, catalogue.data?.entries ?? []) : null;

  return (
    <div className="flex flex-col gap-6">
      <ClientPageHeading title="Construction Contract">
        <p className="mt-3 text-stone-700">
          Please review the project and the terms, confirm your details, and sign below. You'll receive a signed copy (PDF) by e-mail.
        </p>
      </ClientPageHeading>

      <TitledCard id="summary-heading" title="Project Summary">
        <dl className="mt-5 grid gap-5 sm:grid-cols-2">
          <Fact label="Work Scope" wide>
            {quote.workScope}
          </Fact>
          <Fact label="Total Cost">
            <QuoteTotal quote={quote} />
          </Fact>
          <Fact label="Deposit at signing">
            {deposit} ({contractTerms.depositPercent}%)
          </Fact>
          {schedule && <Fact label="Balance on completion">{formatCents(schedule.balanceCents)}</Fact>}
          <Fact label="Project Address">{quote.projectAddress}</Fact>
          <Fact label="Valid Until">{formatCalendarDate(quote.validUntil)}</Fact>
        </dl>
        <h3 className="mt-6 text-sm font-medium text-stone-600">Project Description</h3>
        <p className="mt-1 whitespace-pre-line break-words leading-relaxed text-stone-900">{quote.projectDetails}</p>
      </TitledCard>

      {itemised && hasChoices(quote) && (
        <TitledCard id="choices-heading" title="Your choices" titleClassName="mb-5">
          <ChosenOptionsList items={quote.lineItems} groups={groups} chosen={quote.chosenOptionIds} discount={discountOf(quote)} />
        </TitledCard>
      )}

      {design && (
        <TitledCard id="design-heading" title="Your stamped design">
          <p className="mb-5 mt-2 text-stone-700">The pattern and colours that become part of this contract. Swatch colours are approximate.</p>
          <DesignSummary design={design} entries={catalogue.data?.entries ?? []} />
        </TitledCard>
      )}

      {itemised && (
        <QuoteItemsTable
          caption="What you accepted"
          items={quote.lineItems}
          chosenOptionIds={quote.chosenOptionIds}
          choiceGroups={groups}
          discount={discountOf(quote)}
        />
      )}

      <TitledCard id="terms-heading" title="Terms and Conditions" titleClassName="mb-5">
        <ContractTerms />
      </TitledCard>

      <TitledCard id="sign-heading" title="Sign the Contract">
        <p className="mt-2 text-stone-700">
          By signing, you agree with {business.name} to the work described above ({quote.workScope}) at {quote.projectAddress} for{" "}
          <strong className="text-stone-950">{total}</strong>
          {itemised ? ` including ${salesTax.name}` : ""}, with a deposit of {deposit} due at signing and the balance on completion, on the terms and
          conditions above.
        </p>
        <p className="mb-6 mt-2 text-stone-700">
          Check your details, sign in the box, and tick the agreement{colourStatement ? " and the note on colours" : ""}.
        </p>
        {design && catalogue.isPending ? (
          <p className="text-stone-600">Loading your design...</p>
        ) : design && !colourStatement ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            Your design could not load, and it must be shown before you sign. Please try again.
            <Button variant="outline" size="sm" onClick={() => void catalogue.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ContractForm
            quote={quote}
            token={token}
            colourStatement={colourStatement}
            onSigned={() => navigate(`/contract-confirmation/${token}`)}
            onAlreadySigned={() => setAlreadySigned(true)}
            onQuoteChanged={() => void quoteRead.refetch()}
          />
        )}
      </TitledCard>
    </div>
  );
}

export default function ContractPage() {
  return (
    <ClientLinkPage
      title="Sign Your Contract | Forma Concrete"
      description="Review and sign your concrete project contract."
      path="/contract"
      content={Contract}
    />
  );
}
