import { Link } from "wouter";
import { adminContractPath } from "@/api/payments";

/**
 * "Payments": from a signed quote's admin page to its contract's payments. Renders nothing until the
 * quote has a contract (the quote's own read names its contract's id).
 */
export function ContractPaymentsLink({ contractId, className = "" }: { contractId: string | null | undefined; className?: string }) {
  if (!contractId) return null;
  return (
    <Link
      href={adminContractPath(contractId)}
      className={`inline-flex min-h-10 items-center text-sm font-semibold text-stone-900 underline underline-offset-2 hover:text-stone-700 ${className}`}
    >
      Payments
    </Link>
  );
}
