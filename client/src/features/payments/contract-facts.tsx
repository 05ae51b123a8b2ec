import { Link } from "wouter";
import type { PublicContract } from "@shared/api/responses";
import { Fact } from "@/components/ui/panels";
import { formatTorontoDateTime } from "@/lib/format";
import { contractPdfUrl } from "@/api/contracts";

const linkClass = "font-semibold text-stone-950 underline underline-offset-2 hover:text-stone-700";

/** Who signed, how to reach them (tap to call or write), the quote it came from and the signed PDF. */
export function ContractFacts({ contract }: { contract: PublicContract }) {
  return (
    <dl className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-1">
      <Fact label="Client">{contract.clientName}</Fact>
      <Fact label="Phone">
        <a href={`tel:${contract.clientPhone.replace(/[^\d+]/g, "")}`} className={linkClass}>
          {contract.clientPhone}
        </a>
      </Fact>
      <Fact label="Email">
        <a href={`mailto:${contract.clientEmail}`} className={`${linkClass} wrap-anywhere`}>
          {contract.clientEmail}
        </a>
      </Fact>
      <Fact label="Project address">{contract.projectAddress}</Fact>
      <Fact label="Quote">
        <Link href={`/admin/quotes/${contract.quoteId}`} className={linkClass}>
          {contract.quoteNumber ?? "Open the quote"}
        </Link>
        {contract.workScope && <span className="block text-sm font-normal text-stone-700">{contract.workScope}</span>}
      </Fact>
      <Fact label="Signed">{formatTorontoDateTime(contract.signedAt)}</Fact>
      <Fact label="Signed contract">
        <a href={contractPdfUrl(contract)} download className={linkClass}>
          Download the signed PDF
        </a>
      </Fact>
    </dl>
  );
}
