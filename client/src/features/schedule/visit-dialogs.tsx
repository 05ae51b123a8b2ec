/**
 * The owner's dialogs on a visit: propose a date (day, start time, arrival window, length), move it
 * for a reason (a chosen date, the next working day, or to be decided), and its crew and notes. Each
 * is checked with the shared schema of its request, sends the visit's version, and shows the
 * server's messages beside the field they name and its message for the whole change below them.
 */
import type { ReactNode } from "react";
import { FormProvider, useWatch, type FieldValues, type UseFormReturn } from "react-hook-form";
import { z } from "zod/mini";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, SelectOptions, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { fieldErrorsOf, showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import type { VisitRecord } from "@shared/schedule/responses";
import { moveVisitSchema, proposeVisitSchema, visitDetailsSchema, type MoveTarget } from "@shared/schedule/input";
import { delayReasonLabels, delayReasons, type DelayReason } from "@shared/schedule/rules";
import { errorText } from "./schedule-error-text";
import { useMoveVisit, useProposeVisit, useUpdateVisit } from "./mutations";
import { TimeFields, timeBody, type TimeValue } from "./visit-time-fields";

/** The fields the schedule's forms show a server message beside. */
export const visitFields = ["kind", "day", "startTime", "windowMinutes", "spanDays", "reason", "note", "crewId", "clientNote", "internalNote"];

/** What each dialog does once its change is answered: saved, say so and close; refused, each message beside its field. */
const answeredThen = (form: Parameters<typeof showFieldErrors>[0], done: () => string, onDone: () => void) => ({
  onSuccess: () => {
    toast({ title: done(), variant: "success" });
    onDone();
  },
  onError: (error: unknown) => showFieldErrors(form, fieldErrorsOf(error), visitFields, { focus: false }),
});

const timeOf = (visit: VisitRecord): TimeValue => ({
  startTime: visit.startTime ?? "",
  windowMinutes: visit.windowMinutes ? String(visit.windowMinutes) : "",
  spanDays: String(visit.spanDays),
});

type ChangeDialogProps<Values extends FieldValues, Body> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  form: UseFormReturn<Values, unknown, Body>;
  onSave: (body: Body) => void;
  /** The change's failure: its message for the whole change is said below the fields. */
  failure: unknown;
  pending: boolean;
  saveLabel: string;
  pendingLabel: string;
  children: ReactNode;
};

/** A visit dialog: its fields, the server's message for the whole change, and its one button. */
function ChangeDialog<Values extends FieldValues, Body>({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSave,
  failure,
  pending,
  saveLabel,
  pendingLabel,
  children,
}: ChangeDialogProps<Values, Body>) {
  const { message } = errorText(failure);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <FormProvider {...form}>
        <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit(onSave)}>
          {children}
          {message && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {message}
            </p>
          )}
          <Button type="submit" variant="dark" disabled={pending}>
            {pending ? pendingLabel : saveLabel}
          </Button>
        </form>
      </FormProvider>
    </Dialog>
  );
}

/** A dialog's values carry the visit's version (no field of its own): each request is made at the version the owner saw. */
type Versioned = { version: number };

type ProposeValues = Versioned & TimeValue & { day: string; notify: boolean };

const proposeFormSchema = z.pipe(
  z.transform(({ version, day, notify, ...time }: ProposeValues): z.input<typeof proposeVisitSchema> => ({
    version,
    day,
    ...timeBody(time),
    notify,
  })),
  proposeVisitSchema,
);

export function ProposeDialog({ visit, open, onOpenChange }: { visit: VisitRecord; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useZodForm(proposeFormSchema, {
    ...messagesOnSubmit,
    defaultValues: { version: visit.version, day: visit.day ?? "", ...timeOf(visit), notify: visit.clientVisible },
  });
  const propose = useProposeVisit(
    visit.id,
    answeredThen(
      form,
      () => "Date proposed",
      () => onOpenChange(false),
    ),
  );
  return (
    <ChangeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Propose a date: ${visit.kindLabel}`}
      description="The client is e-mailed the date with a calendar entry, and confirms it on their schedule page."
      form={form}
      onSave={(body) => propose.mutate(body)}
      failure={propose.error}
      pending={propose.isPending}
      saveLabel="Propose this date"
      pendingLabel="Proposing..."
    >
      <Field label="Date" error={form.formState.errors.day?.message} required>
        <input type="date" className={controlClasses} {...form.register("day")} />
      </Field>
      <TimeFields />
      {visit.clientVisible && (
        <label className="flex items-center gap-2 text-stone-800">
          <input type="checkbox" {...form.register("notify")} className="size-4" />
          E-mail the client
        </label>
      )}
    </ChangeDialog>
  );
}

const targetLabels: Record<MoveTarget, string> = {
  next_working_day: "The next working day",
  date: "A date I choose",
  to_be_decided: "To be decided (put on hold)",
};

type MoveValues = Versioned & TimeValue & { reason: DelayReason; target: MoveTarget; day: string; note: string };

/** The chosen date and its time go only with the target "A date I choose". */
const moveFormSchema = z.pipe(
  z.transform(({ version, reason, target, day, note, ...time }: MoveValues): z.input<typeof moveVisitSchema> => ({
    version,
    reason,
    target,
    note,
    ...(target === "date" ? { day, ...timeBody(time) } : {}),
  })),
  moveVisitSchema,
);

export function MoveDialog({ visit, open, onOpenChange }: { visit: VisitRecord; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useZodForm(moveFormSchema, {
    ...messagesOnSubmit,
    defaultValues: { version: visit.version, reason: "rain", target: "next_working_day", day: "", ...timeOf(visit), note: "" },
  });
  const errors = form.formState.errors;
  const target = useWatch({ control: form.control, name: "target" });
  const move = useMoveVisit(
    visit.id,
    answeredThen(
      form,
      () => (form.getValues("target") === "to_be_decided" ? "Visit on hold" : "Visit moved"),
      () => onOpenChange(false),
    ),
  );
  return (
    <ChangeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Move: ${visit.kindLabel}`}
      description={`Now: ${visit.when}. The client gets one notice with the reason and the updated calendar entry; the contract is not changed.`}
      form={form}
      onSave={(body) => move.mutate(body)}
      failure={move.error}
      pending={move.isPending}
      saveLabel={target === "to_be_decided" ? "Put on hold and tell the client" : "Move and tell the client"}
      pendingLabel="Saving..."
    >
      <Field label="Reason" error={errors.reason?.message}>
        <select className={controlClasses} {...form.register("reason")}>
          <SelectOptions values={delayReasons} labels={delayReasonLabels} />
        </select>
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-stone-900">New date</legend>
        {(Object.keys(targetLabels) as MoveTarget[]).map((value) => (
          <label key={value} className="flex items-center gap-2 text-stone-800">
            <input type="radio" value={value} {...form.register("target")} className="size-4" />
            {targetLabels[value]}
          </label>
        ))}
      </fieldset>
      {target === "date" && (
        <>
          <Field label="Date" error={errors.day?.message} required>
            <input type="date" className={controlClasses} {...form.register("day")} />
          </Field>
          <TimeFields />
        </>
      )}
      <Field label="Note to the client (optional)" error={errors.note?.message}>
        <textarea className={controlClasses} rows={3} maxLength={1000} {...form.register("note")} />
      </Field>
    </ChangeDialog>
  );
}

type DetailsValues = Versioned & { crewId: string; clientNote: string; internalNote: string };

const detailsFormSchema = z.pipe(
  z.transform(({ version, crewId, clientNote, internalNote }: DetailsValues): z.input<typeof visitDetailsSchema> => ({
    version,
    crewId: crewId || null,
    clientNote,
    internalNote,
  })),
  visitDetailsSchema,
);

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
  const form = useZodForm(detailsFormSchema, {
    ...messagesOnSubmit,
    defaultValues: { version: visit.version, crewId: visit.crewId ?? "", clientNote: visit.clientNote, internalNote: visit.internalNote },
  });
  const errors = form.formState.errors;
  const save = useUpdateVisit(
    visit.id,
    answeredThen(
      form,
      () => "Visit saved",
      () => onOpenChange(false),
    ),
  );
  return (
    <ChangeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Crew and notes: ${visit.kindLabel}`}
      form={form}
      onSave={(body) => save.mutate(body)}
      failure={save.error}
      pending={save.isPending}
      saveLabel="Save"
      pendingLabel="Saving..."
    >
      <Field label="Crew" error={errors.crewId?.message}>
        <select className={controlClasses} {...form.register("crewId")}>
          <option value="">No crew yet</option>
          {crews.map((crew) => (
            <option key={crew.id} value={crew.id}>
              {crew.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Note to the client" error={errors.clientNote?.message}>
        <textarea className={controlClasses} rows={3} maxLength={1000} {...form.register("clientNote")} />
      </Field>
      <Field label="Internal note" error={errors.internalNote?.message}>
        <textarea className={controlClasses} rows={3} maxLength={1000} {...form.register("internalNote")} />
      </Field>
    </ChangeDialog>
  );
}
