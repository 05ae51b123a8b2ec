/**
 * Where the contract's price stands: the price as signed, each signed change order by number, the
 * order being read, and the revised contract sum in bold. The rows are the server's (the same
 * table the signed PDF prints); an order that was declined or has expired is left out, as it
 * changes nothing.
 */
import { formatCents, formatSignedCents } from "@shared/money";
import type { ClientChangeOrder } from "@/api/change-orders";

type ContractSum = ClientChangeOrder["contractSum"];

/** The sum without the order `number`: what the contract stands at when this order does not count. */
export function contractSumWithout(sum: ContractSum, number: string | null): ContractSum {
  const rows = sum.rows.filter((row) => row.label !== number);
  return { rows, revisedTotalCents: rows.reduce((total, row) => total + row.totalCents, 0) };
}

type ContractSumTableProps = {
  sum: ContractSum;
  /** The order on this page ("CO-2"): its row is marked. */
  number: string | null;
  headingId: string;
  /** "Revised contract sum" once a change order counts in it. */
  totalLabel: string;
};

/**
 * Full width in its card: the first and last columns line up with the card's own padding. Each row
 * is a grid rather than table cells, so its background and the total's rule are painted whole: cells
 * on a phone's fractional pixels leave a hairline seam where the columns meet. Changing a table's CSS
 * display can make some browsers drop its table semantics, so every element carries its ARIA role.
 */
export function ContractSumTable({ sum, number, headingId, totalLabel }: ContractSumTableProps) {
  const row = "grid grid-cols-[1fr_auto] items-center gap-x-4 px-5 sm:px-8";
  return (
    <table role="table" aria-labelledby={headingId} className="block w-full text-left tabular-nums" data-testid="contract-sum">
      <thead role="rowgroup" className="sr-only">
        <tr role="row">
          <th role="columnheader" scope="col">
            Document
          </th>
          <th role="columnheader" scope="col">
            Amount
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="block">
        {sum.rows.map((line, index) => {
          const current = number !== null && line.label === number;
          return (
            <tr role="row" key={`${line.label}-${index}`} className={`${row} border-t border-stone-200 py-3 ${current ? "bg-gold-light/25" : ""}`}>
              <th role="rowheader" scope="row" className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 font-medium text-stone-800">
                {line.label}
                {current && (
                  <span className="inline-flex items-center rounded-full bg-gold-light/70 px-2 py-0.5 text-xs font-semibold text-stone-900 ring-1 ring-inset ring-gold/60">
                    This change order
                  </span>
                )}
              </th>
              <td role="cell" className="whitespace-nowrap text-right font-semibold text-stone-950">
                {formatSignedCents(line.totalCents)}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot role="rowgroup" className="block">
        <tr role="row" className={`${row} border-t-2 border-stone-900 bg-stone-50 py-4`}>
          <th role="rowheader" scope="row" className="font-extrabold text-balance text-stone-950 sm:text-lg">
            {totalLabel}
          </th>
          <td role="cell" className="whitespace-nowrap text-right text-lg font-extrabold text-stone-950" data-testid="revised-contract-sum">
            {formatSignedCents(sum.revisedTotalCents)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** What signing does to the money, in words. */
export function paymentEffect({ totalCents, payment }: Pick<ClientChangeOrder, "totalCents" | "payment">): string {
  if (totalCents < 0) return `${formatCents(-totalCents)} is deducted from the balance of your contract.`;
  if (totalCents === 0) return "The price of your contract does not change.";
  if (payment.kind === "due_on_signing") {
    const restCents = totalCents - payment.dueOnSigningCents;
    const due = `${payment.percent}% (${formatCents(payment.dueOnSigningCents)}) is due on signing`;
    return restCents > 0 ? `${due}; the rest (${formatCents(restCents)}) is added to the balance of your contract.` : `${due}.`;
  }
  return `${formatCents(totalCents)} is added to the balance of your contract.`;
}
