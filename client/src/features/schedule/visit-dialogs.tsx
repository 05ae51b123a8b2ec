/**
 * The owner's dialogs on a visit: propose a date (day, start time, arrival window, length) and move
 * it for a reason (a chosen date, the next working day, or to be decided). Each sends the visit's
 * version; the server's messages are shown beside the field they name.
 */
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import type { VisitRecord } from "@shared/api/schedule-responses";
import type { MoveTarget } from "@shared/schedule-input";
import { delayReasonLabels, delayReasons, type DelayReason } from "@shared/visit-schedule";
import { errorText } from "./schedule-error-text";
import { useMoveVisit, useProposeVisit, useUpdateVisit } from "./mutations";

export const windowChoices: Array<[string, string]> = [
  ["", "No arrival window"],
  ["30", "30 minutes"],
  ["60", "1 hour"],
  ["120", "2 hours"],
  ["180", "3 hours"],
  ["240", "4 hours"],
];

/** What each dialog does once its change is saved: say so and close. */
const savedThen = (done: string, onDone: () => void) => ({
  onSuccess: () => {
    toast({ title: done, variant: "success" });
    onDone();
  },
});

export function TimeFields({ time, setTime, errors }: { time: TimeValue; setTime: (time: TimeValue) => void; errors: Record<string, string> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Start time (optional)" error={errors.startTime}>
        <input
          type="time"
          className={controlClasses}
          value={time.startTime}
          onChange={(event) => setTime({ ...time, startTime: event.target.value })}
        />
      </Field>
      <Field label="Arrival window" error={errors.windowMinutes}>
        <select
          className={controlClasses}
          value={time.windowMinutes}
          onChange={(event) => setTime({ ...time, windowMinutes: event.target.value })}
          disabled={!time.startTime}
        >
          {windowChoices.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Length in days" error={errors.spanDays}>
        <input
          type="number"
          min={1}
          max={10}
          className={controlClasses}
          value={time.spanDays}
          onChange={(event) => setTime({ ...time, spanDays: event.target.value })}
        />
      </Field>
    </div>
  );
}

export type TimeValue = { startTime: string; windowMinutes: string; spanDays: string };
const timeOf = (visit: VisitRecord): TimeValue => ({
  startTime: visit.startTime ?? "",
  windowMinutes: visit.windowMinutes ? String(visit.windowMinutes) : "",
  spanDays: String(visit.spanDays),
});
export const timeBody = (time: TimeValue) => ({
  startTime: time.startTime || null,
  windowMinutes: time.startTime && time.windowMinutes ? Number(time.windowMinutes) : null,
  spanDays: Number(time.spanDays) || 1,
});

function Problem({ children }: { children?: ReactNode }) {
  return children ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {children}
    </p>
  ) : null;
}

export function ProposeDialog({ visit, open, onOpenChange }: { visit: VisitRecord; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [day, setDay] = useState(visit.day ?? "");
  const [time, setTime] = useState(timeOf(visit));
  const [notify, setNotify] = useState(visit.clientVisible);
  const propose = useProposeVisit(
    visit.id,
    savedThen("Date proposed", () => onOpenChange(false)),
  );
  const { message, fields } = errorText(propose.error);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Propose a date: ${visit.kindLabel}`}
      description="The client is e-mailed the date with a calendar entry, and confirms it on their schedule page."
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          propose.mutate({ version: visit.version, day, ...timeBody(time), notify });
        }}
      >
        <Field label="Date" error={fields.day} required>
          <input type="date" className={controlClasses} value={day} onChange={(event) => setDay(event.target.value)} />
        </Field>
        <TimeFields time={time} setTime={setTime} errors={fields} />
        {visit.clientVisible && (
          <label className="flex items-center gap-2 text-stone-800">
            <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} className="size-4" />
            E-mail the client
          </label>
        )}
        <Problem>{message}</Problem>
        <Button type="submit" variant="dark" disabled={propose.isPending}>
          {propose.isPending ? "Proposing..." : "Propose this date"}
        </Button>
      </form>
    </Dialog>
  );
}

const targetLabels: Record<MoveTarget, string> = {
  next_working_day: "The next working day",
  date: "A date I choose",
  to_be_decided: "To be decided (put on hold)",
};

export function MoveDialog({ visit, open, onOpenChange }: { visit: VisitRecord; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [reason, setReason] = useState<DelayReason>("rain");
  const [target, setTarget] = useState<MoveTarget>("next_working_day");
  const [day, setDay] = useState("");
  const [time, setTime] = useState(timeOf(visit));
  const [note, setNote] = useState("");
  const move = useMoveVisit(
    visit.id,
    savedThen(target === "to_be_decided" ? "Visit on hold" : "Visit moved", () => onOpenChange(false)),
  );
  const { message, fields } = errorText(move.error);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Move: ${visit.kindLabel}`}
      description={`Now: ${visit.when}. The client gets one notice with the reason and the updated calendar entry; the contract is not changed.`}
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          move.mutate({ version: visit.version, reason, target, note, ...(target === "date" ? { day, ...timeBody(time) } : {}) });
        }}
      >
        <Field label="Reason" error={fields.reason}>
          <select className={controlClasses} value={reason} onChange={(event) => setReason(event.target.value as DelayReason)}>
            {delayReasons.map((value) => (
              <option key={value} value={value}>
                {delayReasonLabels[value]}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-stone-900">New date</legend>
          {(Object.keys(targetLabels) as MoveTarget[]).map((value) => (
            <label key={value} className="flex items-center gap-2 text-stone-800">
              <input type="radio" name="target" value={value} checked={target === value} onChange={() => setTarget(value)} className="size-4" />
              {targetLabels[value]}
            </label>
          ))}
        </fieldset>
        {target === "date" && (
          <>
            <Field label="Date" error={fields.day} required>
              <input type="date" className={controlClasses} value={day} onChange={(event) => setDay(event.target.value)} />
            </Field>
            <TimeFields time={time} setTime={setTime} errors={fields} />
          </>
        )}
        <Field label="Note to the client (optional)" error={fields.note}>
          <textarea className={controlClasses} rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
        </Field>
        <Problem>{message}</Problem>
        <Button type="submit" variant="dark" disabled={move.isPending}>
          {move.isPending ? "Saving..." : target === "to_be_decided" ? "Put on hold and tell the client" : "Move and tell the client"}
        </Button>
      </form>
    </Dialog>
  );
}

/** Crew and notes: nothing the client's calendar shows, so no notice is sent. */
export function DetailsDialog({
  visit,
  crews,
  open,
  onOpenChange,
}: {
  visit: VisitRecord;
  crews: ReadonlyArray<{ id: string; name: string }>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [crewId, setCrewId] = useState(visit.crewId ?? "");
  const [clientNote, setClientNote] = useState(visit.clientNote);
  const [internalNote, setInternalNote] = useState(visit.internalNote);
  const save = useUpdateVisit(
    visit.id,
    savedThen("Visit saved", () => onOpenChange(false)),
  );
  const { message, fields } = errorText(save.error);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Crew and notes: ${visit.kindLabel}`}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ version: visit.version, crewId: crewId || null, clientNote, internalNote });
        }}
      >
        <Field label="Crew" error={fields.crewId}>
          <select className={controlClasses} value={crewId} onChange={(event) => setCrewId(event.target.value)}>
            <option value="">No crew yet</option>
            {crews.map((crew) => (
              <option key={crew.id} value={crew.id}>
                {crew.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Note to the client" error={fields.clientNote}>
          <textarea className={controlClasses} rows={3} maxLength={1000} value={clientNote} onChange={(event) => setClientNote(event.target.value)} />
        </Field>
        <Field label="Internal note" error={fields.internalNote}>
          <textarea
            className={controlClasses}
            rows={3}
            maxLength={1000}
            value={internalNote}
            onChange={(event) => setInternalNote(event.target.value)}
          />
        </Field>
        <Problem>{message}</Problem>
        <Button type="submit" variant="dark" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      </form>
    </Dialog>
  );
}
