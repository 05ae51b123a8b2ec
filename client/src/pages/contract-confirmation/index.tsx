import { useQuery } from "@tanstack/react-query";
import { ChosenOptionsList } from "@/components/quote/chosen-options-list";
import { DesignSummary } from "@/features/design-picker/design-summary";
import { clientQuoteQuery, linkCatalogueQuery } from "@/api/quotes";
import { choiceNeedsDesign } from "@shared/choice-groups";
import { ClientLinkPage } from "@/components/layout/client-link-page";
import { LinkButton, buttonClasses } from "@/components/ui/button";
import { formatTorontoDateTime } from "@/lib/format";
import { ContactLinks, Fact, LoadFailedPanel, LoadingState } from "@/components/ui/panels";
import { TitledCard } from "@/components/ui/titled-card";
import { LinkNotFoundPanel } from "@/components/quote/link-not-found";
import { clientContractQuery, contractPdfUrl } from "@/api/contracts";
import { isLinkReplaced, isNotFound } from "@/api/errors";
import { LinkReplacedPanel } from "@/components/quote/link-replaced";
import { paymentSchedule } from "@/components/quote/payment-schedule";
import { discountOf } from "@shared/line-items";
import { QuoteItemsTable } from "@/components/quote/quote-items-table";
import { DepositInstructions } from "@/features/contracts/deposit-instructions";
import { business, contractTerms, promises, salesTax } from "@shared/business";
import { formatCents } from "@shared/money";

function StepText({ children }: { children: string }) {
  return <p className="mt-1 break-words leading-relaxed text-stone-700">{children}</p>;
}

/** `token`: the client's link token (a contract signed before tokens: its contract's id, while that link stands). */
function Confirmation({ token }: { token: string }) {
  const contractRead = useQuery(clientContractQuery(token));
  // The choice groups and the design are the quote's (frozen once it was accepted): read through the same link.
  const quoteRead = useQuery(clientQuoteQuery(token));
  const quote = quoteRead.data?.quote;
  const groups = quote?.choiceGroups ?? [];
  const design = quote?.design && choiceNeedsDesign(groups, quote.chosenOptionIds) ? quote.design : null;
  const catalogue = useQuery({ ...linkCatalogueQuery(token), enabled: design !== null });

  if (contractRead.isPending) return <LoadingState label="Loading your contract..." />;
  if (contractRead.isError) {
    if (isLinkReplaced(contractRead.error)) return <LinkReplacedPanel />;
    return isNotFound(contractRead.error) ? (
      <LinkNotFoundPanel title="Contract Not Found">
        We couldn't find this contract. Please check the link, or contact us: <ContactLinks />
      </LinkNotFoundPanel>
    ) : (
      <LoadFailedPanel title="Your contract could not load" onRetry={() => contractRead.refetch()}>
        Your contract is signed and safe; only this page failed to load. Please try again.
      </LoadFailedPanel>
    );
  }

  const contract = contractRead.data.contract;
  const items = contract.lineItems ?? [];
  const schedule = paymentSchedule(contract);

  const steps = [
    {
      title: `Deposit: ${contractTerms.depositPercent}% at signing`,
      text: <DepositInstructions payment={contract.payment} schedule={schedule} />,
    },
    {
      title: "Scheduling call",
      text: (
        <StepText>{`We'll call you at ${contract.clientPhone} within ${promises.responseHours} hours (business days) to book your installation dates around the weather and curing conditions.`}</StepText>
      ),
    },
    {
      title: "What to expect",
      text: (
        <StepText>{`Most projects take ${promises.completionDays} working days: site protection and preparation, forming, pouring and finishing, then sealing and clean-up. Full traffic is usually allowed 24-48 hours after completion.`}</StepText>
      ),
    },
    {
      title: "Your signed copy",
      text: (
        <StepText>{`A copy of the signed contract (PDF) has been e-mailed to ${contract.clientEmail}. You can also download it with the button at the top of this page. Under Ontario's Consumer Protection Act you may cancel within 10 days of receiving it.`}</StepText>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-center sm:p-10" role="status">
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12l5 5L20 7" />
          </svg>
        </span>
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">Contract Signed</h1>
        <p className="mx-auto mt-3 max-w-xl text-lg leading-relaxed text-stone-700">
          Thank you, {contract.clientName}. Your contract with {business.name} is signed and recorded.
        </p>
        <a href={contractPdfUrl(contract)} download className={buttonClasses("dark", "md", "mt-6 sm:min-h-13 sm:px-7 sm:text-base")}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" />
          </svg>
          Download signed contract (PDF)
        </a>
      </div>

      <TitledCard id="next-heading" title="Next steps">
        <ol className="mt-5 flex flex-col gap-5">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gold text-sm font-bold text-stone-950"
              >
                {index + 1}
              </span>
              {/* min-w-0: a long e-mail address wraps instead of widening the page on a phone. */}
              <div className="min-w-0">
                <h3 className="font-bold text-stone-950">{step.title}</h3>
                {step.text}
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-6 border-t border-stone-200 pt-5 text-stone-700">
          Questions before then? <ContactLinks />
        </p>
      </TitledCard>

      <TitledCard id="signed-heading" title="What you signed">
        <dl className="mt-5 grid gap-5 sm:grid-cols-2">
          <Fact label="Work Scope" wide>
            {contract.workScope ?? "See the signed contract"}
          </Fact>
          <Fact label="Total Cost">
            {schedule ? `${formatCents(schedule.totalCents)} CAD` : (contract.totalCost ?? "N/A")}
            {items.length > 0 && <span className="block text-sm font-normal text-stone-600">Including {salesTax.name}</span>}
          </Fact>
          <Fact label="Signed">{formatTorontoDateTime(contract.signedAt)} (Toronto time)</Fact>
          <Fact label="Project Address" wide>
            {contract.projectAddress}
          </Fact>
          <Fact label="Quote number" wide>
            <span className="font-mono text-sm font-normal">{contract.quoteNumber}</span>
          </Fact>
        </dl>
      </TitledCard>

      {items.length > 0 && groups.length > 0 && (
        <TitledCard id="choices-heading" title="Your choices" titleClassName="mb-5">
          <ChosenOptionsList items={items} groups={groups} chosen={contract.chosenOptionIds ?? []} discount={discountOf(contract)} />
        </TitledCard>
      )}

      {design && (
        <TitledCard id="design-heading" title="Your stamped design" titleClassName="mb-5">
          <DesignSummary design={design} entries={catalogue.data?.entries ?? []} />
        </TitledCard>
      )}

      {items.length > 0 && (
        <QuoteItemsTable
          caption="Items and taxes"
          items={items}
          chosenOptionIds={contract.chosenOptionIds ?? []}
          choiceGroups={groups}
          discount={discountOf(contract)}
        />
      )}

      <div className="flex justify-center">
        <LinkButton href="/" variant="outline">
          Return Home
        </LinkButton>
      </div>
    </div>
  );
}

export default function ContractConfirmationPage() {
  return (
    <ClientLinkPage
      title="Contract Signed | Forma Concrete"
      description="Your signed contract and the next steps."
      path="/contract-confirmation"
      content={Confirmation}
    />
  );
}
