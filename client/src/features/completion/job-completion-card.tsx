/**
 * "Completion and warranty" on the owner's contract page: before hand-over, the button that opens the
 * completion form; after it, the day and who marked it, the crew's checklist, the aftercare dates the
 * client was e-mailed, the warranty certificate (or what it waits for) and the way back (undo).
 */
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/panels";
import { Badge } from "@/components/ui/status-badge";
import { completionQuery, useCompletionFollowsPayments, type CompletionAnswer, type JobCompletion } from "@/api/completion";
import { formatCalendarDate, formatTorontoDateTime } from "@/lib/format";
import { CompleteJobForm } from "./complete-job-form";
import { aftercareRows, checklistItems } from "./completion-words";
import { UndoCompletionDialog } from "./undo-completion-dialog";
import { JobPhotos } from "./job-photos";
import { WarrantyStatus } from "./warranty-status";

const subheading = "text-sm font-bold uppercase tracking-wide text-stone-600";

function Checklist({ checklist }: { checklist: JobCompletion["checklist"] }) {
  return (
    <ul className="flex flex-col gap-2" aria-label="Hand-over checklist">
      {checklistItems.map((item) => {
        const done = checklist[item.key];
        return (
          <li key={item.key} className="flex items-start gap-2.5">
            <span
              aria-hidden="true"
              className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                done ? "bg-emerald-100 text-emerald-800" : "bg-stone-100 text-stone-500"
              }`}
            >
              {done ? "✓" : "–"}
            </span>
            <span className={done ? "text-stone-900" : "text-stone-600"}>
              {item.label}
              {item.key === "sealedOnSite" && done && checklist.sealedOn && (
                <>
                  , <span className="whitespace-nowrap">{formatCalendarDate(checklist.sealedOn)}</span>
                </>
              )}
              {done ? <span className="sr-only">: done</span> : <span className="ml-1.5 whitespace-nowrap text-sm text-stone-500">(not done)</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Aftercare({ completion }: { completion: JobCompletion }) {
  return (
    <dl className="divide-y divide-stone-200 rounded-xl bg-stone-50 px-4 sm:px-5">
      {aftercareRows(completion.aftercare, completion.checklist.sealedOnSite).map((row) => (
        <div key={row.label} className="grid gap-0.5 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:items-baseline sm:gap-4">
          <dt className="text-sm font-medium text-stone-600">{row.label}</dt>
          <dd className="text-stone-950">
            <span className="font-semibold">{row.day}</span>
            {/* Beside the day on a wide screen; under it on a phone, where it would otherwise break mid-phrase. */}
            {row.note && (
              <>
                <span className="hidden text-sm text-stone-600 sm:inline"> · </span>
                <span className="block text-sm text-stone-600 sm:inline">{row.note}</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Completed({ contractId, answer, completion }: { contractId: string; answer: CompletionAnswer; completion: JobCompletion }) {
  const [undoing, setUndoing] = useState(false);
  return (
    <>
      <div className="mt-4 flex flex-col gap-1">
        <p className="text-stone-900">
          Completed <strong className="font-semibold">{formatCalendarDate(completion.completedOn)}</strong>
        </p>
        <p className="text-sm text-stone-600 wrap-anywhere">
          Marked by {completion.completedBy}, {formatTorontoDateTime(completion.completedAt)}
        </p>
      </div>

      <section aria-labelledby="completion-checklist-heading" className="mt-6">
        <h3 id="completion-checklist-heading" className={`${subheading} mb-3`}>
          Checklist
        </h3>
        <Checklist checklist={completion.checklist} />
      </section>

      <section aria-labelledby="completion-aftercare-heading" className="mt-6">
        <h3 id="completion-aftercare-heading" className={`${subheading} mb-3`}>
          Aftercare sent to the client
        </h3>
        <Aftercare completion={completion} />
      </section>

      <JobPhotos contractId={contractId} />

      <section aria-labelledby="completion-warranty-heading" className="mt-6">
        <h3 id="completion-warranty-heading" className={`${subheading} mb-3`}>
          Warranty
        </h3>
        <WarrantyStatus contractId={contractId} answer={answer} />
      </section>

      <div className="mt-6 border-t border-stone-200 pt-4">
        <Button variant="ghost" size="sm" className="-ml-4 text-red-800 hover:bg-red-50" onClick={() => setUndoing(true)}>
          Undo completion
        </Button>
      </div>
      <UndoCompletionDialog contractId={contractId} open={undoing} certificate={answer.certificate} onClose={() => setUndoing(false)} />
    </>
  );
}

function NotComplete({ contractId, answer }: { contractId: string; answer: CompletionAnswer }) {
  const [marking, setMarking] = useState(false);
  return (
    <>
      <p className="mt-2 text-sm text-stone-600">
        At hand-over, mark the job complete: the client is e-mailed the aftercare guide, and the {answer.warrantyYears}-year warranty certificate once
        the balance is paid.
      </p>
      {marking ? (
        <CompleteJobForm
          contractId={contractId}
          outstandingCents={answer.outstandingCents}
          warrantyYears={answer.warrantyYears}
          onCancel={() => setMarking(false)}
        />
      ) : (
        <Button variant="dark" className="mt-5 w-full sm:w-auto" onClick={() => setMarking(true)}>
          Mark the job complete
        </Button>
      )}
    </>
  );
}

export function JobCompletionCard({ contractId }: { contractId: string }) {
  const read = useQuery(completionQuery(contractId));
  useCompletionFollowsPayments(contractId);
  const completion = read.data?.completion ?? null;
  return (
    <Card aria-labelledby="completion-heading">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
        <h2 id="completion-heading" className="text-lg font-bold text-stone-950">
          Completion and warranty
        </h2>
        {read.data && (completion ? <Badge tone="accepted">Complete</Badge> : <Badge tone="closed">Not complete</Badge>)}
      </div>
      {read.isPending ? (
        <p className="mt-4 text-stone-600" role="status">
          Loading the completion...
        </p>
      ) : read.isError ? (
        <div
          className="mt-4 flex flex-col gap-3 rounded-md border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          role="alert"
        >
          <p className="text-sm text-red-900">The completion could not load.</p>
          <Button size="sm" variant="outline" onClick={() => void read.refetch()}>
            Try again
          </Button>
        </div>
      ) : completion ? (
        <Completed contractId={contractId} answer={read.data} completion={completion} />
      ) : (
        <NotComplete contractId={contractId} answer={read.data} />
      )}
    </Card>
  );
}
