import type { PaymentSummaryAnswer } from "@shared/api/responses";
import { paymentKindLabels, paymentMethodLabels } from "@shared/payment-rules";
import { formatCalendarDate } from "@/lib/format";
import { formatCents } from "@shared/money";

/** Each payment with what was still owed once it was received. */
function withRunningBalance(summary: PaymentSummaryAnswer) {
  let remaining = summary.totalCents;
  return summary.payments.map((payment) => {
    remaining -= payment.amountCents;
    return { payment, balanceAfter: Math.max(0, remaining) };
  });
}

/**
 * The payments in the order the money came in, each with the balance left after it, so the owner
 * sees at a glance how the contract was paid down.
 */
export function PaymentsList({ summary }: { summary: PaymentSummaryAnswer }) {
  if (summary.payments.length === 0) return <p className="text-stone-700">No payments recorded yet.</p>;
  const rows = withRunningBalance(summary);
  return (
    <ol className="divide-y divide-stone-200 border-y border-stone-200" aria-label="Payments received">
      {rows.map(({ payment, balanceAfter }) => (
        <li key={payment.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 py-3">
          <div className="min-w-0">
            <p className="font-semibold text-stone-950">
              {paymentKindLabels[payment.kind]} · <span className="whitespace-nowrap">{paymentMethodLabels[payment.method]}</span>
            </p>
            <p className="text-sm text-stone-600">
              {formatCalendarDate(payment.paidOn)}
              {payment.reference && <span className="wrap-anywhere"> · Ref. {payment.reference}</span>}
            </p>
          </div>
          <div className="text-right tabular-nums">
            <p className="font-bold text-stone-950">{formatCents(payment.amountCents)}</p>
            <p className="text-sm text-stone-600">Balance after: {formatCents(balanceAfter)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Total, paid and still owed, side by side (stacked on a phone). */
export function BalanceFigures({ summary }: { summary: PaymentSummaryAnswer }) {
  const figures = [
    { label: "Contract total", cents: summary.totalCents },
    { label: "Paid", cents: summary.collectedCents },
    { label: "Balance owing", cents: summary.outstandingCents, testId: "balance-owing" },
  ];
  return (
    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
      {figures.map((figure) => (
        <div key={figure.label} className="flex items-baseline justify-between gap-3 rounded-md bg-stone-50 px-4 py-2.5 sm:block sm:py-3">
          <dt className="text-sm font-medium text-stone-600">{figure.label}</dt>
          <dd className="text-lg font-extrabold tabular-nums text-stone-950 sm:mt-1 sm:text-xl" data-testid={figure.testId}>
            {formatCents(figure.cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
