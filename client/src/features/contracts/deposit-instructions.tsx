/**
 * How to pay the deposit, as the confirmation page tells it: by Interac e-Transfer to the business's
 * address with the contract's reference (so the payment can be matched), or by cash or cheque.
 */
import type { ContractPayment } from "@/api/contracts";
import type { PaymentSchedule } from "@/components/quote/payment-schedule";
import { contractTerms } from "@shared/business";
import { formatCents } from "@shared/money";

/** An e-mail address that may wrap after its "@" on a narrow phone, rather than in the middle of a word. */
function BreakableEmail({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

type DepositInstructionsProps = { payment?: ContractPayment; schedule: PaymentSchedule | null };

export function DepositInstructions({ payment, schedule }: DepositInstructionsProps) {
  const depositCents = payment?.depositCents ?? schedule?.depositCents ?? null;
  const balanceCents = payment?.balanceCents ?? schedule?.balanceCents ?? null;
  const deposit = depositCents === null ? "the deposit" : `the deposit of ${formatCents(depositCents)}`;
  const balance = (
    <>
      The remaining {contractTerms.completionPercent}%{balanceCents === null ? "" : ` (${formatCents(balanceCents)})`} is due on completion.
    </>
  );
  if (!payment) {
    // A server that does not name the e-Transfer details: the ways to pay still hold.
    return (
      <p className="mt-1 leading-relaxed text-stone-700">
        Pay {deposit} by Interac e-Transfer, cash or cheque. {balance}
      </p>
    );
  }
  return (
    <>
      <p
        className="mt-2 rounded-lg border border-gold/50 bg-gold-light/30 px-4 py-3 leading-relaxed text-stone-800"
        data-testid="deposit-instructions"
      >
        Pay {deposit} by <span className="whitespace-nowrap">Interac e-Transfer</span> to{" "}
        <strong className="break-words text-stone-950">
          <BreakableEmail address={payment.etransferEmail} />
        </strong>{" "}
        with the reference <strong className="whitespace-nowrap font-mono text-stone-950">{payment.reference}</strong>, or by cash or cheque.
      </p>
      <p className="mt-2 leading-relaxed text-stone-700">Please include the reference so we can match your payment. {balance}</p>
    </>
  );
}
