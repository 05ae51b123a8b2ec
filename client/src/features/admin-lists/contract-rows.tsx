import { Link } from "wouter";
import type { ContractListItem } from "@shared/api/responses";
import { paymentStateLabels, type PaymentState } from "@shared/list-query";
import { formatCents } from "@shared/money";
import { formatCad } from "@shared/quote-rules";
import { Badge } from "@/components/ui/status-badge";
import { formatTorontoDate } from "@/lib/format";
import { EmailLink, PhoneLink } from "./contact-links";

/** Each contract opens its quote's page, where the signed contract and its PDF are. */
/** The contract's own admin page: its payments and balance (its quote is one link further). */
const contractHref = (contract: ContractListItem) => `/admin/contracts/${contract.id}`;
const paymentTones: Record<PaymentState, string> = { deposit_due: "pending", balance_due: "new", paid_in_full: "signed" };
const total = (contract: ContractListItem) =>
  contract.totalCents !== null ? formatCents(contract.totalCents) : contract.totalCost === null ? "—" : formatCad(contract.totalCost);
const nameLink = "font-semibold text-stone-950 underline decoration-stone-300 underline-offset-4 hover:decoration-stone-950";

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
          <li key={contract.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="contract-row">
            <div className="flex items-start justify-between gap-3">
              <Link href={contractHref(contract)} className={`${nameLink} min-w-0 break-words text-lg`}>
                {contract.clientName}
              </Link>
              <PaymentBadge contract={contract} />
            </div>
            <p className="mt-1 text-sm text-stone-700">{contract.projectAddress}</p>
            <p className="mt-1 text-sm tabular-nums">
              <Money contract={contract} />
            </p>
            <p className="mt-1 flex flex-col items-start text-sm">
              <PhoneLink phone={contract.clientPhone} tall />
              <EmailLink email={contract.clientEmail} tall />
            </p>
            <p className="mt-2 text-xs text-stone-600">Signed {formatTorontoDate(contract.signedAt)}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm md:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Contracts, newest first</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="w-[18%] px-4 py-3 font-semibold">
                Signed by
              </th>
              <th scope="col" className="w-[24%] px-4 py-3 font-semibold">
                Contact
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Project
              </th>
              <th scope="col" className="w-32 px-4 py-3 text-right font-semibold">
                Total
              </th>
              <th scope="col" className="w-32 px-4 py-3 text-right font-semibold">
                Paid / owed
              </th>
              <th scope="col" className="w-32 px-4 py-3 font-semibold">
                Payment
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {contracts.map((contract) => (
              <tr key={contract.id} className="align-top hover:bg-stone-50" data-testid="contract-row">
                <td className="px-4 py-3">
                  <Link href={contractHref(contract)} className={`${nameLink} break-words`}>
                    {contract.clientName}
                  </Link>
                  <p className="mt-0.5 text-xs text-stone-600">Signed {formatTorontoDate(contract.signedAt)}</p>
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-col items-start gap-0.5">
                    <PhoneLink phone={contract.clientPhone} />
                    <EmailLink email={contract.clientEmail} />
                  </div>
                </td>
                <td className="px-4 py-3">
                  <p className="break-words text-stone-900">{contract.projectAddress}</p>
                  <p className="mt-0.5 truncate text-stone-600">{contract.workScope ?? ""}</p>
                </td>
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
          </tbody>
        </table>
      </div>
    </>
  );
}
