/**
 * "Follow-ups" on the owner's contract page: this job's review request and reseal reminder, planned
 * once it is complete and paid, with the same rows and actions as the Follow-ups page.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/panels";
import { contractQuery } from "@/api/contracts";
import { contractFollowUpsQuery, useFollowUpsFollowCompletion } from "@/api/follow-ups";
import { FollowUpList } from "./follow-up-list";

export const noFollowUpsYet = "The review request and reseal reminder are planned once the job is complete and paid.";

/** Whether the client ticked "E-mail me maintenance reminders" when signing: what the reseal reminder may rely on. */
function consentLine(consentAt: string | null): string {
  return consentAt
    ? "The client asked for maintenance reminders when signing."
    : "The client did not ask for maintenance reminders when signing: a reseal reminder goes only within two years of their last payment.";
}

export function ContractFollowUpsCard({ contractId }: { contractId: string }) {
  const read = useQuery(contractFollowUpsQuery(contractId));
  // The contract page has read the contract already; its copy is used as it is.
  const consentAt = useQuery({ ...contractQuery(contractId), refetchOnMount: false }).data?.contract.maintenanceConsentAt;
  useFollowUpsFollowCompletion(contractId);
  return (
    <Card aria-labelledby="contract-follow-ups-heading">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id="contract-follow-ups-heading" className="text-lg font-bold text-stone-950">
          Review and reseal e-mails
        </h2>
        <Link
          href="/admin/follow-ups"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-stone-700 underline underline-offset-2 hover:text-stone-950"
        >
          All reviews & reseals
        </Link>
      </div>
      {consentAt !== undefined && <p className="mt-1 text-sm text-stone-600">{consentLine(consentAt)}</p>}
      {read.isPending ? (
        <p className="mt-4 text-stone-600" role="status">
          Loading the follow-ups...
        </p>
      ) : read.isError ? (
        <div
          className="mt-4 flex flex-col gap-3 rounded-md border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          role="alert"
        >
          <p className="text-sm text-red-900">The follow-ups could not load.</p>
          <Button size="md" variant="outline" onClick={() => void read.refetch()}>
            Try again
          </Button>
        </div>
      ) : read.data.followUps.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{noFollowUpsYet}</p>
      ) : (
        <div className="mt-4">
          <FollowUpList followUps={read.data.followUps} showClient={false} headingLevel={3} label="This job's follow-ups" />
        </div>
      )}
    </Card>
  );
}
