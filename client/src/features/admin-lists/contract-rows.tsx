import type { ContractListItem } from "@shared/api/responses";
import { paymentStateLabels, type PaymentState } from "@shared/list-query";
import { formatCents } from "@shared/money";
import { formatCad } from "@shared/quote-rules";
import { Badge } from "@/components/ui/status-badge";
import { formatTorontoDate } from "@/lib/format";
import { ListCard, ListTable, PersonCells } from "./list-parts";

/** Each contract opens its own admin page: its payments and balance (its quote is one link further). */
const person = (contract: ContractListItem) => ({
  href: `/admin/contracts/${contract.id}`,
  name: contract.clientName,
  phone: contract.clientPhone,
  email: contract.clientEmail,
});
const paymentTones: Record<PaymentState, string> = { deposit_due: "pending", balance_due: "new", paid_in_full: "signed" };
const total = (contract: ContractListItem) =>
  contract.totalCents !== null ? formatCents(contract.totalCents) : contract.totalCost === null ? "—" : formatCad(contract.totalCost);

const columns = [
  { label: "Signed by", className: "w-[18%]" },
  { label: "Contact", className: "w-[24%]" },
  { label: "Project" },
  { label: "Total", className: "w-32 text-right" },
  { label: "Paid / owed", className: "w-32 text-right" },
  { label: "Payment", className: "w-32" },
];

function PaymentBadge({ contract }: { contract: ContractListItem }) {
  return <Badge tone={paymentTones[contract.payment]}>{paymentStateLabels[contract.payment]}</Badge>;
}

function Money({ contract }: { contract: ContractListItem }) {
  return (
    <>
      <span className="font-semibold text-stone-950">{total(contract)}</span>
      <span className="text-stone-700"> · paid {formatCents(contract.collectedCents)}</span>
      {contract.outstandingCents !== null && contract.outstandingCents > 0 && (
        <span className="text-stone-700"> · owed {formatCents(contract.outstandingCents)}</span>
      )}
    </>
  );
}

/** The contracts of one page: a card each on a phone, a table row each on a wider screen. */
export function ContractRows({ contracts }: { contracts: ContractListItem[] }) {
  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Contracts">
        {contracts.map((contract) => (
          <ListCard
            key={contract.id}
            person={person(contract)}
            badge={<PaymentBadge contract={contract} />}
            footnote={`${contract.quoteNumber ?? ""} · Signed ${formatTorontoDate(contract.signedAt)}`}
            testId="contract-row"
          >
            <p className="mt-1 text-sm text-stone-700">{contract.projectAddress}</p>
            <p className="mt-1 text-sm tabular-nums">
              <Money contract={contract} />
            </p>
          </ListCard>
        ))}
      </ul>
      <ListTable caption="Contracts, newest first" columns={columns}>
        {contracts.map((contract) => (
          <tr key={contract.id} className="align-top hover:bg-stone-50" data-testid="contract-row">
            <PersonCells
              person={person(contract)}
              note={`${contract.quoteNumber ?? ""} · Signed ${formatTorontoDate(contract.signedAt)}`}
              address={contract.projectAddress}
              scope={contract.workScope ?? ""}
            />
            <td className="px-4 py-3 text-right font-semibold text-stone-950 tabular-nums">{total(contract)}</td>
            <td className="px-4 py-3 text-right tabular-nums text-stone-800">
              <p>{formatCents(contract.collectedCents)}</p>
              <p className="text-stone-600">{contract.outstandingCents === null ? "—" : formatCents(contract.outstandingCents)}</p>
            </td>
            <td className="px-4 py-3">
              <PaymentBadge contract={contract} />
            </td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}
