/**
 * The "Reviews & reseals" page (/admin/follow-ups): every job's review request and reseal reminder, those waiting for the owner
 * first (the server's order), with Send now, Don't send and Mark reviewed on each.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { AdminPage } from "@/components/layout/admin-page";
import { EmptyNote } from "@/components/ui/empty-note";
import { ReadPending } from "@/components/ui/read-pending";
import { followUpsQuery } from "@/api/follow-ups";
import { FollowUpList } from "@/features/follow-ups/follow-up-list";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function FollowUps() {
  const list = useQuery(followUpsQuery());
  if (!list.isSuccess) return <ReadPending read={list} noun="follow-ups" />;
  const { followUps } = list.data;
  if (followUps.length === 0)
    return <EmptyNote>No follow-ups yet. The review request and reseal reminder are planned once a job is complete and paid.</EmptyNote>;
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
    <AdminPage
      title="Reviews & reseals"
      description="Review requests and reseal reminders after each job."
      path="/admin/follow-ups"
      width="wide"
      intro={
        <p>
          The review request and the reseal reminder of every job complete and paid. Those waiting for you come first. The review link, the delay and
          the reseal interval are set on the{" "}
          <Link href="/admin/account#follow-up-settings-heading" className="font-semibold text-stone-900 underline underline-offset-2">
            Account page
          </Link>
          .
        </p>
      }
    >
      <FollowUps />
    </AdminPage>
  );
}
