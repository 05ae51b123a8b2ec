/**
 * The "Reviews & reseals" page (/admin/follow-ups): every job's review request and reseal reminder, those waiting for the owner
 * first (the server's order), with Send now, Don't send and Mark reviewed on each.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { AppPageHeading } from "@/components/layout/app-layout";
import { LoadFailedPanel, LoadingState, PageContainer } from "@/components/ui/panels";
import { followUpsQuery } from "@/api/follow-ups";
import { FollowUpList } from "@/features/follow-ups/follow-up-list";
import { PageMeta } from "@/lib/page-meta";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function FollowUps() {
  const list = useQuery(followUpsQuery());
  if (list.isPending) return <LoadingState label="Loading the follow-ups..." />;
  if (list.isError) return <LoadFailedPanel title="The follow-ups could not load" onRetry={() => list.refetch()} />;
  const { followUps } = list.data;
  if (followUps.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white px-5 py-8 text-center text-stone-600">
        No follow-ups yet. The review request and reseal reminder are planned once a job is complete and paid.
      </p>
    );
  const waiting = followUps.filter((followUp) => followUp.status === "held").length;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600" aria-live="polite">
        {plural(followUps.length, "follow-up", "follow-ups")}
        {waiting > 0 && `, ${waiting} waiting for you to send`}
      </p>
      <FollowUpList followUps={followUps} showClient headingLevel={2} label="Follow-ups" />
    </div>
  );
}

export default function AdminFollowUpsPage() {
  return (
    <>
      <PageMeta
        title="Reviews & reseals | Forma Concrete Admin"
        description="Review requests and reseal reminders after each job."
        path="/admin/follow-ups"
        noindex
      />
      <PageContainer width="wide">
        <AppPageHeading eyebrow="Admin" title="Reviews & reseals">
          <p>
            The review request and the reseal reminder of every job complete and paid. Those waiting for you come first. The review link, the delay
            and the reseal interval are set on the{" "}
            <Link href="/admin/account#follow-up-settings-heading" className="font-semibold text-stone-900 underline underline-offset-2">
              Account page
            </Link>
            .
          </p>
        </AppPageHeading>
        <div className="mt-8">
          <FollowUps />
        </div>
      </PageContainer>
    </>
  );
}
