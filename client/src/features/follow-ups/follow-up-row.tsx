/**
 * One follow-up (a review request or a reseal reminder) as the owner's lists show it: what it is, for
 * whom, where it stands (and why it was not sent), its day, what the client did with the review link,
 * and the owner's actions: Send now, Don't send, Mark reviewed. A refused action says why beside the
 * row. The same row serves the Follow-ups page (a card on a phone, a table row on a wide screen) and
 * the contract page's card (a card at that width): the layout follows the list's own width.
 */
import { useState } from "react";
import { Link } from "wouter";
import { followUpKindLabels, followUpSkipReasonLabels, followUpStatusLabels, type FollowUpStatus } from "@shared/follow-ups/rules";
import { torontoDate } from "@shared/quote-rules";
import { formatVisitDay } from "@shared/schedule/rules";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/status-badge";
import { toast } from "@/components/ui/toast-store";
import { useFollowUpAction, type FollowUpAction, type FollowUpView } from "@/api/follow-ups";
import { ApiError } from "@/lib/api";

const statusTones: Record<FollowUpStatus, string> = {
  scheduled: "new",
  held: "pending",
  sent: "accepted",
  skipped: "closed",
  cancelled: "expired",
};

/** A sent one by the Toronto day it went; the others by their day: "Due Tuesday, June 15, 2028". */
export function followUpDayLine(followUp: FollowUpView): string {
  if (followUp.status === "sent" && followUp.sentAt) return `Sent ${formatVisitDay(torontoDate(new Date(followUp.sentAt)))}`;
  return `Due ${formatVisitDay(followUp.dueOn)}`;
}

/** The day line, wrapping (in a narrow column) after the weekday, never inside "June 15, 2028". */
function DayLine({ followUp }: { followUp: FollowUpView }) {
  const line = followUpDayLine(followUp);
  const cut = line.indexOf(", ");
  if (cut < 0) return <>{line}</>;
  return (
    <>
      {line.slice(0, cut + 1)} <span className="whitespace-nowrap">{line.slice(cut + 2)}</span>
    </>
  );
}

const opened = (count: number) => `Link opened ${count === 1 ? "once" : `${count} times`}`;

export const canDecline = (followUp: FollowUpView) => followUp.status === "scheduled" || followUp.status === "held" || followUp.status === "skipped";
export const canMarkReviewed = (followUp: FollowUpView) =>
  followUp.kind === "review_request" && followUp.status === "sent" && followUp.reviewedAt === null;

const done: Record<FollowUpAction, { title: string; description: (followUp: FollowUpView) => string }> = {
  send: { title: "Sent", description: (followUp) => `The ${kindWord(followUp)} to ${followUp.clientName} goes out within a few seconds.` },
  decline: { title: "Won't be sent", description: (followUp) => `The ${kindWord(followUp)} to ${followUp.clientName} will not go out.` },
  reviewed: { title: "Marked reviewed", description: (followUp) => `${followUp.clientName} reviewed you on Google.` },
};
const kindWord = (followUp: FollowUpView) => followUpKindLabels[followUp.kind].toLowerCase();

/** Column layouts of a wide list: with the client (the Follow-ups page) or without (one contract's). */
const wideGrid = {
  withClient: "@3xl:grid @3xl:grid-cols-[minmax(0,1.25fr)_minmax(0,0.85fr)_minmax(0,1.2fr)_minmax(0,1.1fr)_10.5rem] @3xl:gap-x-5 @3xl:gap-y-2",
  withoutClient: "@3xl:grid @3xl:grid-cols-[minmax(0,0.85fr)_minmax(0,1.2fr)_minmax(0,1.1fr)_10.5rem] @3xl:gap-x-5 @3xl:gap-y-2",
};

/** The column headings of a wide list, shown above its rows (each row's cells also read on their own). */
export function FollowUpColumnHeadings({ showClient }: { showClient: boolean }) {
  const columns = [...(showClient ? ["Client"] : []), "Follow-up", "Status", "Day", "Actions"];
  return (
    <div
      aria-hidden="true"
      className={`hidden border-b border-stone-200 bg-stone-50 px-4 py-3 text-sm font-semibold text-stone-700 ${
        showClient ? wideGrid.withClient : wideGrid.withoutClient
      }`}
    >
      {columns.map((column) => (
        <span key={column}>{column}</span>
      ))}
    </div>
  );
}

type FollowUpRowProps = {
  followUp: FollowUpView;
  /** The Follow-ups page names the client and the address; one contract's card does not need to. */
  showClient: boolean;
  headingLevel: 2 | 3;
};

export function FollowUpRow({ followUp, showClient, headingLevel }: FollowUpRowProps) {
  const [problem, setProblem] = useState<{ message: string; needsLink: boolean } | null>(null);
  const act = useFollowUpAction(followUp, {
    onSuccess: (answer, action) => {
      toast({ title: done[action].title, description: done[action].description(answer.followUp), variant: "success" });
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      setProblem({
        message: message ?? "That did not work. Please check your connection and try again.",
        needsLink: error instanceof ApiError && error.code === "FOLLOW_UP_NEEDS_REVIEW_LINK",
      });
    },
  });
  const run = (action: FollowUpAction) => {
    setProblem(null);
    act.mutate(action);
  };
  const pending = act.isPending ? act.variables : undefined;

  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `follow-up-${followUp.id}`;
  const kind = followUpKindLabels[followUp.kind];
  const forWhom = <span className="sr-only"> for {followUp.clientName}</span>;
  const notes = [
    followUp.status === "skipped" && followUp.skipReason ? followUpSkipReasonLabels[followUp.skipReason] : null,
    followUp.kind === "review_request" && followUp.clickCount > 0 ? opened(followUp.clickCount) : null,
  ].filter((note): note is string => note !== null);
  const actions = [
    followUp.sendable && { action: "send" as const, label: "Send now", busy: "Sending...", variant: "dark" as const },
    canDecline(followUp) && { action: "decline" as const, label: "Don't send", busy: "Saving...", variant: "outline" as const },
    canMarkReviewed(followUp) && { action: "reviewed" as const, label: "Mark reviewed", busy: "Saving...", variant: "outline" as const },
  ].filter((item) => item !== false);

  return (
    <li
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm @3xl:rounded-none @3xl:border-0 @3xl:px-4 @3xl:py-4 @3xl:shadow-none"
      data-testid="follow-up-row"
    >
      <article
        aria-labelledby={headingId}
        className={`flex flex-col gap-2 ${showClient ? wideGrid.withClient : wideGrid.withoutClient} @3xl:items-start`}
      >
        <Heading id={headingId} className="font-semibold text-stone-950 @3xl:order-2">
          {kind}
          {forWhom}
        </Heading>
        {showClient && (
          <div className="min-w-0 @3xl:order-1">
            <Link
              href={`/admin/contracts/${followUp.contractId}`}
              className="break-words font-semibold text-stone-950 underline decoration-stone-300 underline-offset-4 hover:decoration-stone-950"
            >
              {followUp.clientName}
            </Link>
            <p className="mt-0.5 break-words text-sm text-stone-700">{followUp.projectAddress}</p>
          </div>
        )}
        <div className="flex min-w-0 flex-col items-start gap-1.5 @3xl:order-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={statusTones[followUp.status]}>{followUpStatusLabels[followUp.status]}</Badge>
            {followUp.reviewedAt !== null && <Badge tone="signed">Reviewed</Badge>}
          </div>
          {notes.map((note) => (
            <p key={note} className="text-sm text-stone-700">
              {note}
            </p>
          ))}
        </div>
        <p className="text-sm font-medium text-stone-900 @3xl:order-4">
          <DayLine followUp={followUp} />
        </p>
        {actions.length > 0 && (
          <div className="mt-1 flex flex-col gap-2 @sm:flex-row @sm:flex-wrap @3xl:order-5 @3xl:mt-0 @3xl:flex-col">
            {actions.map((item) => (
              <Button
                key={item.action}
                variant={item.variant}
                className="w-full @sm:w-auto @3xl:w-full"
                disabled={act.isPending}
                aria-busy={pending === item.action || undefined}
                onClick={() => run(item.action)}
              >
                {pending === item.action ? item.busy : item.label}
                <span className="sr-only">
                  : {kind}
                  {showClient ? ` for ${followUp.clientName}` : ""}
                </span>
              </Button>
            ))}
          </div>
        )}
        {problem && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 @3xl:order-last @3xl:col-span-full">
            <p>{problem.message}</p>
            {problem.needsLink && (
              <p className="mt-1">
                <Link href="/admin/account#follow-up-settings-heading" className="font-semibold underline underline-offset-2">
                  Add the Google review link on the Account page
                </Link>
              </p>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
