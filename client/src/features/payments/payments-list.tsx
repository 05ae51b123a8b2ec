import { useState } from "react";
import type { PaymentSummaryAnswer, PaymentView } from "@shared/api/responses";
import { paymentKindLabels, paymentMethodLabels } from "@shared/payment-rules";
import { formatCalendarDate, formatTorontoDateTime } from "@/lib/format";
import { formatCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { VoidPaymentDialog } from "./void-payment-dialog";

/** Each payment with what was still owed once it was received; a voided payment changes nothing. */
function withRunningBalance(summary: PaymentSummaryAnswer) {
  let remaining = summary.totalCents;
  return summary.payments.map((payment) => {
    if (!payment.void) remaining -= payment.amountCents;
    return { payment, balanceAfter: Math.max(0, remaining) };
  });
}

/**
 * The payments in the order the money came in, each with its receipt number, the HST it includes and
 * the balance left after it, so the owner sees at a glance how the contract was paid down. A voided
 * payment stays in the list, struck through, with the reason; the others can be voided.
 */
export function PaymentsList({ contractId, summary }: { contractId: string; summary: PaymentSummaryAnswer }) {
  const [voiding, setVoiding] = useState<PaymentView | null>(null);
  if (summary.payments.length === 0) return <p className="text-stone-700">No payments recorded yet.</p>;
  const rows = withRunningBalance(summary);
  return (
    <>
      <ol className="divide-y divide-stone-200 border-y border-stone-200" aria-label="Payments received">
        {rows.map(({ payment, balanceAfter }) => {
          const voided = payment.void;
          const struck = voided ? "line-through decoration-stone-500" : "";
          return (
            <li
              key={payment.id}
              className="grid grid-cols-1 items-start gap-x-4 gap-y-1 py-3 sm:grid-cols-[minmax(0,1fr)_auto]"
              data-testid="payment-row"
            >
              <div className="min-w-0">
                <p className={`font-semibold ${voided ? "text-stone-600" : "text-stone-950"}`}>
                  <span className={struck}>
                    {paymentKindLabels[payment.kind]} · <span className="whitespace-nowrap">{paymentMethodLabels[payment.method]}</span>
                  </span>
                  {voided && (
                    <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide text-red-800">Voided</span>
                  )}
                </p>
                <p className="text-sm text-stone-600">
                  <span className="whitespace-nowrap font-medium text-stone-700">Receipt {payment.receipt}</span> ·{" "}
                  {formatCalendarDate(payment.paidOn)}
                  {payment.reference && <span className="wrap-anywhere"> · Ref. {payment.reference}</span>}
                </p>
                {voided && (
                  <p className="mt-1 text-sm text-red-800 wrap-anywhere">
                    Voided {formatTorontoDateTime(voided.voidedAt)} by {voided.voidedBy}: “{voided.reason}”
                  </p>
                )}
              </div>
              <div className="flex flex-wrap items-baseline gap-x-3 tabular-nums sm:block sm:text-right">
                <p className={`font-bold ${voided ? "text-stone-600" : "text-stone-950"}`}>
                  <span className={struck}>{formatCents(payment.amountCents)}</span>
                  {voided && <span className="sr-only"> (voided, not counted)</span>}
                </p>
                {!voided && <p className="text-sm text-stone-600">incl. HST {formatCents(payment.hstCents)}</p>}
                <p className="text-sm text-stone-600">{voided ? "Not counted" : `Balance after: ${formatCents(balanceAfter)}`}</p>
                {!voided && (
                  <div className="basis-full sm:basis-auto">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="-ml-4 mt-1 text-red-800 hover:bg-red-50 sm:-mr-3 sm:ml-0"
                      onClick={() => setVoiding(payment)}
                    >
                      Void<span className="sr-only"> receipt {payment.receipt}</span>
                    </Button>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <VoidPaymentDialog contractId={contractId} payment={voiding} onClose={() => setVoiding(null)} />
    </>
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
