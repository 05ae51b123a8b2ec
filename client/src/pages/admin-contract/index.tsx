import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "wouter";
import { LinkButton } from "@/components/ui/button";
import { Card, LoadingState, PageContainer, StatePanel } from "@/components/ui/panels";
import { Badge } from "@/components/ui/status-badge";
import { ChangeOrdersSection } from "@/features/change-orders-admin/change-orders-section";
import { JobCompletionCard } from "@/features/completion/job-completion-card";
import { ContractFollowUpsCard } from "@/features/follow-ups/contract-follow-ups-card";
import { PublishJobCard } from "@/features/site-admin/publish-job-card";
import { SignatureField } from "@/features/contracts/signature-pad";
import { ContractFacts } from "@/features/payments/contract-facts";
import { BalanceFigures, PaymentsList } from "@/features/payments/payments-list";
import { RecordPaymentForm } from "@/features/payments/record-payment-form";
import { RequestBalance } from "@/features/payments/request-balance";
import { JobPanel } from "@/features/schedule/job-panel";
import { contractQuery } from "@/api/contracts";
import { isNotFound } from "@/api/errors";
import { contractPaymentsQuery } from "@/api/payments";
import { PageMeta } from "@/lib/page-meta";

function AdminContract({ id }: { id: string }) {
  const contract = useQuery(contractQuery(id));
  const payments = useQuery(contractPaymentsQuery(id));

  if (contract.isPending || payments.isPending) return <LoadingState label="Loading the contract..." />;
  if (contract.isError || payments.isError) {
    const notFound = isNotFound(contract.error ?? payments.error);
    return (
      <StatePanel
        tone={notFound ? "neutral" : "danger"}
        icon={notFound ? "search" : "alert"}
        title={notFound ? "Contract Not Found" : "The contract could not load"}
        headingLevel={1}
        actions={
          <LinkButton href="/admin" variant="dark">
            Back to dashboard
          </LinkButton>
        }
      >
        {notFound ? "No signed contract has this id." : "Check the connection and try again."}
      </StatePanel>
    );
  }

  const signed = contract.data.contract;
  const summary = payments.data;
  const paidInFull = summary.outstandingCents === 0 && summary.totalCents > 0;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href="/admin" className="text-sm font-semibold text-stone-700 underline underline-offset-2 hover:text-stone-950">
          ← Dashboard
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Badge tone="signed">Signed</Badge>
          {paidInFull && <Badge tone="accepted">Paid in full</Badge>}
        </div>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">{signed.clientName}</h1>
        {signed.workScope && <p className="mt-1 text-stone-700">{signed.workScope}</p>}
      </div>

      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <div className="flex flex-col gap-6">
          <JobPanel contractId={id} />
          <Card aria-labelledby="payments-heading">
            <h2 id="payments-heading" className="mb-4 text-lg font-bold text-stone-950">
              Payments
            </h2>
            <BalanceFigures summary={summary} />
            <div className="mt-5">
              <PaymentsList contractId={id} summary={summary} />
            </div>
          </Card>
          {/* The client signs an order on site on the same pad as their contract. */}
          <ChangeOrdersSection contractId={id} clientName={signed.clientName} SignaturePad={SignatureField} />
          <Card aria-labelledby="balance-request-heading">
            <h2 id="balance-request-heading" className="text-lg font-bold text-stone-950">
              Request the balance
            </h2>
            <RequestBalance contractId={id} summary={summary} />
          </Card>
          <Card aria-labelledby="record-heading">
            <h2 id="record-heading" className="text-lg font-bold text-stone-950">
              Record a payment
            </h2>
            {summary.outstandingCents === 0 ? (
              <p className="mt-2 text-stone-700">Nothing is owing on this contract.</p>
            ) : (
              <>
                <p className="mb-5 mt-1 text-sm text-stone-600">The client is e-mailed a receipt.</p>
                {/* Keyed on what is collected: a payment recorded or voided prefills the next one afresh. */}
                <RecordPaymentForm key={summary.collectedCents} contractId={id} summary={summary} />
              </>
            )}
          </Card>
          <JobCompletionCard contractId={id} />
          <PublishJobCard contractId={id} />
          <ContractFollowUpsCard contractId={id} />
        </div>
        <Card aria-labelledby="contract-heading">
          <h2 id="contract-heading" className="mb-5 text-lg font-bold text-stone-950">
            Contract
          </h2>
          <ContractFacts contract={signed} />
        </Card>
      </div>
    </div>
  );
}

export default function AdminContractPage() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <>
      <PageMeta title="Contract | Forma Concrete Admin" description="A signed contract and its payments." path={`/admin/contracts/${id}`} noindex />
      <PageContainer width="wide">
        <AdminContract key={id} id={id} />
      </PageContainer>
    </>
  );
}
