import type { ContractListItem } from "@shared/api/responses";
import { paymentStateLabels, type PaymentState } from "@shared/list-query";
import { formatCents } from "@shared/money";
import { formatCad } from "@shared/quote-rules";
import { Badge } from "@/components/ui/status-badge";
import { formatTorontoDate } from "@/lib/format";
import { PersonRows, type PersonRecord } from "./list-parts";

const paymentTones: Record<PaymentState, string> = { deposit_due: "pending", balance_due: "new", paid_in_full: "signed" };
const total = (contract: ContractListItem) =>
  contract.totalCents !== null ? formatCents(contract.totalCents) : contract.totalCost === null ? "—" : formatCad(contract.totalCost);

function PaymentBadge({ contract }: { contract: ContractListItem }) {
  return <Badge tone={paymentTones[contract.payment]}>{paymentStateLabels[contract.payment]}</Badge>;
}

/** Each contract opens its own admin page: its payments and balance (its quote is one link further). */
const describe = (contract: ContractListItem): PersonRecord => ({
  id: contract.id,
  person: { href: `/admin/contracts/${contract.id}`, name: contract.clientName, phone: contract.clientPhone, email: contract.clientEmail },
  badge: <PaymentBadge contract={contract} />,
  note: `${contract.quoteNumber ?? ""} · Signed ${formatTorontoDate(contract.signedAt)}`,
  address: contract.projectAddress,
  scope: contract.workScope ?? "",
});

const columns = [
  { label: "Signed by", className: "w-[18%]" },
  { label: "Contact", className: "w-[24%]" },
  { label: "Project" },
  { label: "Total", className: "w-32 text-right" },
  { label: "Paid / owed", className: "w-32 text-right" },
  { label: "Payment", className: "w-32" },
];

/** The contracts of one page: a card each on a phone, a table row each on a wider screen. */
export function ContractRows({ contracts }: { contracts: ContractListItem[] }) {
  return (
    <PersonRows
      items={contracts}
      label="Contracts"
      columns={columns}
      testId="contract-row"
      describe={describe}
      details={(contract) => (
        <p className="mt-1 text-sm tabular-nums">
          <span className="font-semibold text-stone-950">{total(contract)}</span>
          <span className="text-stone-700"> · paid {formatCents(contract.collectedCents)}</span>
          {contract.outstandingCents !== null && contract.outstandingCents > 0 && (
            <span className="text-stone-700"> · owed {formatCents(contract.outstandingCents)}</span>
          )}
        </p>
      )}
      cells={(contract) => (
        <>
          <td className="px-4 py-3 text-right font-semibold text-stone-950 tabular-nums">{total(contract)}</td>
          <td className="px-4 py-3 text-right tabular-nums text-stone-800">
            <p>{formatCents(contract.collectedCents)}</p>
            <p className="text-stone-600">{contract.outstandingCents === null ? "—" : formatCents(contract.outstandingCents)}</p>
          </td>
          <td className="px-4 py-3">
            <PaymentBadge contract={contract} />
          </td>
        </>
      )}
    />
  );
}
