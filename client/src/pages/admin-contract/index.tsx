import { useQuery } from "@tanstack/react-query";
import { AdminRecordPage, BackLink, RecordUnavailable } from "@/components/layout/admin-record";
import { LoadingState } from "@/components/ui/panels";
import { TitledCard } from "@/components/ui/titled-card";
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
import { contractPaymentsQuery } from "@/api/payments";

function AdminContract({ id }: { id: string }) {
  const contract = useQuery(contractQuery(id));
  const payments = useQuery(contractPaymentsQuery(id));

  if (contract.isPending || payments.isPending) return <LoadingState label="Loading the contract..." />;
  if (contract.isError || payments.isError) {
    return (
      <RecordUnavailable
        error={contract.error ?? payments.error}
        noun="contract"
        missing="No signed contract has this id."
        back={{ href: "/admin", label: "Back to dashboard" }}
      />
    );
  }

  const signed = contract.data.contract;
  const summary = payments.data;
  const paidInFull = summary.outstandingCents === 0 && summary.totalCents > 0;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <BackLink href="/admin" label="Dashboard" />
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
          <TitledCard id="payments-heading" title="Payments" size="lg" titleClassName="mb-4">
            <BalanceFigures summary={summary} />
            <div className="mt-5">
              <PaymentsList contractId={id} summary={summary} />
            </div>
          </TitledCard>
          {/* The client signs an order on site on the same pad as their contract. */}
          <ChangeOrdersSection contractId={id} clientName={signed.clientName} SignaturePad={SignatureField} />
          <TitledCard id="balance-request-heading" title="Request the balance" size="lg">
            <RequestBalance contractId={id} summary={summary} />
          </TitledCard>
          <TitledCard id="record-heading" title="Record a payment" size="lg">
            {summary.outstandingCents === 0 ? (
              <p className="mt-2 text-stone-700">Nothing is owing on this contract.</p>
            ) : (
              <>
                <p className="mb-5 mt-1 text-sm text-stone-600">The client is e-mailed a receipt.</p>
                {/* Keyed on what is collected: a payment recorded or voided prefills the next one afresh. */}
                <RecordPaymentForm key={summary.collectedCents} contractId={id} summary={summary} />
              </>
            )}
          </TitledCard>
          <JobCompletionCard contractId={id} />
          <PublishJobCard contractId={id} />
          <ContractFollowUpsCard contractId={id} />
        </div>
        <TitledCard id="contract-heading" title="Contract" size="lg" titleClassName="mb-5">
          <ContractFacts contract={signed} />
        </TitledCard>
      </div>
    </div>
  );
}

export default function AdminContractPage() {
  return (
    <AdminRecordPage
      title="Contract | Forma Concrete Admin"
      description="A signed contract and its payments."
      path="/admin/contracts"
      width="wide"
      content={AdminContract}
    />
  );
}
