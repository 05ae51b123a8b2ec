/**
 * The job on the owner's contract page: its visits with their dates and states, what can be done to
 * each (propose, move, cancel, mark done), a new visit, the client's schedule link and the notices the
 * client was sent.
 */
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { Card, LoadFailedPanel } from "@/components/ui/panels";
import { Badge } from "@/components/ui/status-badge";
import { toast } from "@/components/ui/toast-store";
import { contractJobQuery } from "@/api/schedule";
import { formatTorontoDateTime } from "@/lib/format";
import type { JobRecord, VisitRecord } from "@shared/api/schedule-responses";
import { delayReasonLabels, visitKindLabels, visitKinds, type VisitKind } from "@shared/visit-schedule";
import { DetailsDialog, MoveDialog, ProposeDialog, TimeFields, timeBody, type TimeValue } from "./visit-dialogs";
import { errorText } from "./schedule-error-text";
import { useAddVisit, useReplaceScheduleLink, useVisitAction } from "./mutations";
import { visitStatusTone } from "./visit-tones";

const isFinal = (visit: VisitRecord) => visit.status === "completed" || visit.status === "cancelled";

function VisitRow({ visit, crews }: { visit: VisitRecord; crews: JobRecord["crews"] }) {
  const [dialog, setDialog] = useState<"propose" | "move" | "details" | null>(null);
  const action = useVisitAction(visit, {
    onSuccess: (_answer, kind) => toast({ title: kind === "cancel" ? "Visit cancelled" : "Visit marked done", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Not saved",
        description: errorText(error).message,
        variant: "destructive",
      }),
  });
  const dated = visit.day !== null && !isFinal(visit);
  return (
    <li className="flex flex-col gap-2 border-t border-stone-200 py-4 first:border-t-0 first:pt-0" data-visit={visit.id}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold text-stone-950">{visit.kindLabel}</h3>
        <Badge tone={visitStatusTone[visit.status]}>{visit.statusLabel}</Badge>
        {!visit.clientVisible && <span className="text-xs font-semibold uppercase tracking-wide text-stone-500">Internal</span>}
      </div>
      <p className="text-stone-800">{visit.when}</p>
      <p className="text-sm text-stone-600">
        {visit.crewName ?? "No crew"}
        {visit.lastDelayReason ? ` · moved: ${delayReasonLabels[visit.lastDelayReason].toLowerCase()}` : ""}
        {visit.icalSequence > 0 ? ` · calendar update ${visit.icalSequence}` : ""}
      </p>
      {visit.clientNote && <p className="whitespace-pre-line break-words text-sm text-stone-700">To the client: {visit.clientNote}</p>}
      {visit.internalNote && <p className="whitespace-pre-line break-words text-sm text-stone-700">Internal: {visit.internalNote}</p>}
      {!isFinal(visit) && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="dark" onClick={() => setDialog("propose")}>
            {visit.day ? "New date" : "Propose a date"}
          </Button>
          {dated && (
            <Button size="sm" variant="outline" onClick={() => setDialog("move")}>
              Move (weather...)
            </Button>
          )}
          {dated && (
            <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => action.mutate("complete")}>
              Mark done
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setDialog("details")}>
            Crew and notes
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={action.isPending}
            onClick={() => window.confirm("Cancel this visit? The client's calendar entry is removed.") && action.mutate("cancel")}
          >
            Cancel visit
          </Button>
        </div>
      )}
      {dialog === "propose" && <ProposeDialog visit={visit} open onOpenChange={(open) => !open && setDialog(null)} />}
      {dialog === "move" && <MoveDialog visit={visit} open onOpenChange={(open) => !open && setDialog(null)} />}
      {dialog === "details" && <DetailsDialog visit={visit} crews={crews} open onOpenChange={(open) => !open && setDialog(null)} />}
    </li>
  );
}

function AddVisitForm({ job }: { job: JobRecord }) {
  const [kind, setKind] = useState<VisitKind>("pour");
  const [clientNote, setClientNote] = useState("");
  const [internalNote, setInternalNote] = useState("");
  const [crewId, setCrewId] = useState(job.crews[0]?.id ?? "");
  const [day, setDay] = useState("");
  const [time, setTime] = useState<TimeValue>({ startTime: "", windowMinutes: "", spanDays: "1" });
  const add = useAddVisit(job.id, {
    onSuccess: () => {
      setClientNote("");
      setDay("");
      setInternalNote("");
      toast({ title: `${visitKindLabels[kind]} added`, description: "Propose its date when you are ready.", variant: "success" });
    },
  });
  const { message, fields } = errorText(add.error);
  return (
    <form
      className="mt-5 grid gap-4 border-t border-stone-200 pt-5 sm:grid-cols-2"
      aria-label="Add a visit"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate({ kind, day: day || null, ...timeBody(time), clientNote, internalNote, crewId: crewId || null });
      }}
    >
      <Field label="Visit" error={fields.kind}>
        <select className={controlClasses} value={kind} onChange={(event) => setKind(event.target.value as VisitKind)}>
          {visitKinds.map((value) => (
            <option key={value} value={value}>
              {visitKindLabels[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Date (optional)" error={fields.day} hint="A draft until you propose it to the client.">
        <input type="date" className={controlClasses} value={day} onChange={(event) => setDay(event.target.value)} />
      </Field>
      <div className="sm:col-span-2">
        <TimeFields time={time} setTime={setTime} errors={fields} />
      </div>
      <Field label="Crew">
        <select className={controlClasses} value={crewId} onChange={(event) => setCrewId(event.target.value)}>
          <option value="">No crew yet</option>
          {job.crews.map((crew) => (
            <option key={crew.id} value={crew.id}>
              {crew.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Note to the client (optional)" error={fields.clientNote}>
        <textarea className={controlClasses} rows={2} maxLength={1000} value={clientNote} onChange={(event) => setClientNote(event.target.value)} />
      </Field>
      <Field label="Internal note (optional)" error={fields.internalNote}>
        <textarea
          className={controlClasses}
          rows={2}
          maxLength={1000}
          value={internalNote}
          onChange={(event) => setInternalNote(event.target.value)}
        />
      </Field>
      {message && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {message}
        </p>
      )}
      <Button type="submit" variant="outline" className="sm:col-span-2 sm:justify-self-start" disabled={add.isPending}>
        {add.isPending ? "Adding..." : "Add the visit"}
      </Button>
    </form>
  );
}

const noticeKinds: Record<string, string> = { proposed: "Date proposed", moved: "Date moved", held: "On hold", cancelled: "Cancelled" };

/** Replaces the client's schedule link (the old one answers "replaced" from now on), after asking. */
function ReplaceLinkButton({ jobId }: { jobId: string }) {
  const replace = useReplaceScheduleLink(jobId, {
    onSuccess: () =>
      toast({ title: "Schedule link replaced", description: "The old link no longer works. Send the client the new one.", variant: "success" }),
    onError: (error) => toast({ title: "The link was not replaced", description: errorText(error).message, variant: "destructive" }),
  });
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={replace.isPending}
      onClick={() => window.confirm("Replace the client's schedule link? The old link stops working at once.") && replace.mutate()}
    >
      {replace.isPending ? "Replacing..." : "Replace link"}
    </Button>
  );
}

export function JobPanel({ contractId }: { contractId: string }) {
  const read = useQuery(contractJobQuery(contractId));
  if (read.isPending)
    return (
      <Card>
        <p className="text-stone-600">Loading the schedule...</p>
      </Card>
    );
  if (read.isError) return <LoadFailedPanel title="The schedule could not load" onRetry={() => read.refetch()} />;
  const job = read.data.job;
  const link = typeof window === "undefined" ? job.schedulePath : `${window.location.origin}${job.schedulePath}`;
  return (
    <Card aria-labelledby="job-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="job-heading" className="text-lg font-bold text-stone-950">
          Schedule
        </h2>
        <Link href="/admin/schedule" className="text-sm font-semibold text-stone-700 underline underline-offset-2">
          The week
        </Link>
      </div>
      {job.waitForDeposit && !job.depositReceived && (
        <p className="mt-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-stone-800">
          The first date waits for the deposit: record it below, or turn waiting off in the schedule's settings.
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-stone-700">Client's schedule page:</span>
        <a href={job.schedulePath} className="break-all font-medium text-stone-900 underline underline-offset-2" target="_blank" rel="noreferrer">
          {link}
        </a>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => navigator.clipboard.writeText(link).then(() => toast({ title: "Link copied", variant: "success" }))}
        >
          Copy
        </Button>
        <ReplaceLinkButton jobId={job.id} />
      </div>
      {job.visits.length === 0 ? (
        <p className="mt-4 text-stone-700">No visits yet. Add the pour (and the other visits) below.</p>
      ) : (
        <ul className="mt-4">
          {job.visits.map((visit) => (
            <VisitRow key={`${visit.id}-${visit.version}`} visit={visit} crews={job.crews} />
          ))}
        </ul>
      )}
      <AddVisitForm job={job} />
      {job.notices.length > 0 && (
        <details className="mt-5 border-t border-stone-200 pt-4">
          <summary className="cursor-pointer font-semibold text-stone-900">Notices sent to the client ({job.notices.length})</summary>
          <ul className="mt-3 flex flex-col gap-2 text-sm text-stone-700">
            {job.notices.map((notice) => (
              <li key={notice.id}>
                {noticeKinds[notice.kind] ?? notice.kind}
                {notice.fromDay ? ` from ${notice.fromDay}` : ""}
                {notice.toDay ? ` to ${notice.toDay}` : ""}
                {notice.reason ? ` (${delayReasonLabels[notice.reason].toLowerCase()})` : ""} · e-mail {notice.emailStatus ?? "not kept"} ·{" "}
                {formatTorontoDateTime(notice.createdAt)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}
