/**
 * The job on the owner's contract page: its visits with their dates and states, what can be done to
 * each (propose, move, cancel, mark done), a new visit, the client's schedule link and the notices the
 * client was sent.
 */
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { FormProvider } from "react-hook-form";
import { Link } from "wouter";
import { z } from "zod/mini";
import { Button } from "@/components/ui/button";
import { Field, SelectOptions, controlClasses } from "@/components/ui/field";
import { Card, LoadFailedPanel } from "@/components/ui/panels";
import { Badge } from "@/components/ui/status-badge";
import { toast } from "@/components/ui/toast-store";
import { contractJobQuery } from "@/api/schedule";
import { formatTorontoDateTime } from "@/lib/format";
import { fieldErrorsOf, showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import type { JobRecord, VisitRecord } from "@shared/schedule/responses";
import { newVisitSchema } from "@shared/schedule/input";
import { delayReasonLabels, visitKindLabels, visitKinds, type VisitKind } from "@shared/schedule/rules";
import { DetailsDialog, MoveDialog, ProposeDialog, visitFields } from "./visit-dialogs";
import { TimeFields, timeBody, type TimeValue } from "./visit-time-fields";
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

type NewVisitValues = TimeValue & { kind: VisitKind; day: string; crewId: string; clientNote: string; internalNote: string };

/** A draft visit, dated or not: empty choices are sent as null. */
const newVisitFormSchema = z.pipe(
  z.transform(({ kind, day, crewId, clientNote, internalNote, ...time }: NewVisitValues): z.input<typeof newVisitSchema> => ({
    kind,
    day: day || null,
    ...timeBody(time),
    clientNote,
    internalNote,
    crewId: crewId || null,
  })),
  newVisitSchema,
);

function AddVisitForm({ job }: { job: JobRecord }) {
  const form = useZodForm(newVisitFormSchema, {
    ...messagesOnSubmit,
    defaultValues: {
      kind: "pour",
      day: "",
      startTime: "",
      windowMinutes: "",
      spanDays: "1",
      crewId: job.crews[0]?.id ?? "",
      clientNote: "",
      internalNote: "",
    },
  });
  const errors = form.formState.errors;
  const add = useAddVisit(job.id, {
    onSuccess: (_answer, visit) => {
      // The kind, crew and time stay for the next visit of the same job.
      form.setValue("clientNote", "");
      form.setValue("day", "");
      form.setValue("internalNote", "");
      toast({ title: `${visitKindLabels[visit.kind]} added`, description: "Propose its date when you are ready.", variant: "success" });
    },
    onError: (error) => showFieldErrors(form, fieldErrorsOf(error), visitFields, { focus: false }),
  });
  const { message } = errorText(add.error);
  return (
    <FormProvider {...form}>
      <form
        className="mt-5 grid gap-4 border-t border-stone-200 pt-5 sm:grid-cols-2"
        aria-label="Add a visit"
        onSubmit={form.handleSubmit((visit) => add.mutate(visit))}
      >
        <Field label="Visit" error={errors.kind?.message}>
          <select className={controlClasses} {...form.register("kind")}>
            <SelectOptions values={visitKinds} labels={visitKindLabels} />
          </select>
        </Field>
        <Field label="Date (optional)" error={errors.day?.message} hint="A draft until you propose it to the client.">
          <input type="date" className={controlClasses} {...form.register("day")} />
        </Field>
        <div className="sm:col-span-2">
          <TimeFields />
        </div>
        <Field label="Crew">
          <select className={controlClasses} {...form.register("crewId")}>
            <option value="">No crew yet</option>
            {job.crews.map((crew) => (
              <option key={crew.id} value={crew.id}>
                {crew.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Note to the client (optional)" error={errors.clientNote?.message}>
          <textarea className={controlClasses} rows={2} maxLength={1000} {...form.register("clientNote")} />
        </Field>
        <Field label="Internal note (optional)" error={errors.internalNote?.message}>
          <textarea className={controlClasses} rows={2} maxLength={1000} {...form.register("internalNote")} />
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
    </FormProvider>
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
