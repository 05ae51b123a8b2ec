/**
 * A change order's money and where it leaves the contract: subtotal, HST and total (a credit reads
 * "-$339.00"), what falls due at signing, and the contract-sum table (the price as signed, each
 * signed order, the revised sum). Amounts come from the server's answer or, while an order is typed,
 * from changeOrderTotals: the rule the server prices it with.
 */
import { salesTax } from "@shared/business";
import type { ChangeOrderPaymentTerms } from "@shared/change-orders/rules";
import { dueOnSigningCents } from "@shared/change-orders/rules";
import { formatCents, formatSignedCents } from "@shared/money";
import type { ContractSum } from "@/api/change-orders-admin";

const taxLabel = `${salesTax.name} (${salesTax.rateBasisPoints / 100}%)`;

function Row({ label, cents, strong = false, testId }: { label: string; cents: number; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? "border-t border-stone-300 pt-2 text-lg font-extrabold" : ""}`}>
      <dt className={strong ? "text-stone-950" : "text-stone-700"}>{label}</dt>
      <dd className="whitespace-nowrap font-semibold tabular-nums text-stone-950" data-testid={testId}>
        {formatSignedCents(cents)}
      </dd>
    </div>
  );
}

/** How signing moves the money, in words: all of it onto the balance, or a part due now. */
export function paymentEffect(totalCents: number, payment: ChangeOrderPaymentTerms): string {
  if (totalCents <= 0) return totalCents < 0 ? "Comes off the balance" : "No change to the balance";
  if (payment.kind === "add_to_balance") return "Added to the balance";
  const due = dueOnSigningCents(totalCents, payment);
  return `${payment.percent}% due on signing (${formatCents(due)}), the rest added to the balance`;
}

type MoneyProps = {
  subtotalCents: number;
  hstCents: number;
  totalCents: number;
  payment: ChangeOrderPaymentTerms;
  /** The contract's sum now: the box then says what it becomes once this order is signed. */
  revisedBeforeCents?: number;
  label?: string;
};

export function ChangeOrderMoney({ subtotalCents, hstCents, totalCents, payment, revisedBeforeCents, label = "Change order totals" }: MoneyProps) {
  return (
    <section aria-label={label} className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <dl className="flex flex-col gap-2">
        <Row label="Subtotal" cents={subtotalCents} />
        <Row label={taxLabel} cents={hstCents} />
        <Row label="Total" cents={totalCents} strong testId="change-order-total" />
      </dl>
      <p className="mt-3 text-sm text-stone-700">{paymentEffect(totalCents, payment)}.</p>
      {revisedBeforeCents !== undefined && (
        <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 text-sm text-stone-700">
          <span>Contract sum once signed</span>
          <span className="font-semibold tabular-nums text-stone-950">
            {formatCents(revisedBeforeCents)} → {formatSignedCents(revisedBeforeCents + totalCents)}
          </span>
        </p>
      )}
    </section>
  );
}

/** The price as signed, each signed order by number, and the revised contract sum in bold. */
export function ContractSumTable({ sum }: { sum: ContractSum }) {
  return (
    <table className="w-full text-left tabular-nums" aria-label="Contract sum" data-testid="contract-sum">
      <thead className="sr-only">
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {sum.rows.map((row, index) => (
          <tr key={`${row.label}-${index}`} className="border-b border-stone-200">
            <th scope="row" className="py-2 pr-4 font-medium text-stone-700">
              {row.label}
            </th>
            <td className="whitespace-nowrap py-2 text-right font-semibold text-stone-950">{formatSignedCents(row.totalCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-3 pr-4 font-extrabold text-stone-950">
            Revised contract sum
          </th>
          <td className="whitespace-nowrap pt-3 text-right text-lg font-extrabold text-stone-950" data-testid="revised-contract-sum">
            {formatSignedCents(sum.revisedTotalCents)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
