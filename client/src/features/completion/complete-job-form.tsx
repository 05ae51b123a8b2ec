/**
 * "Mark the job complete": the day the job was handed over (today in Toronto unless changed) and the
 * crew's checklist. The date rules the browser can check (a day, not in the future, at most 30 days
 * back) are checked before sending; the pour's rule is the server's, and its answer shows beside the date.
 */
import { useState, type FormEvent } from "react";
import { completionBackdateMaxDays, completionDateProblem } from "@shared/job-completion-dates";
import { addDays, torontoDate } from "@shared/quote-rules";
import { formatCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { CheckboxField, Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { useCompleteJob } from "@/api/completion";
import { ApiError } from "@/lib/api";
import { checklistItems, type ChecklistKey } from "./completion-words";

type Props = {
  contractId: string;
  outstandingCents: number;
  warrantyYears: number;
  onCancel: () => void;
};

type Errors = { completedOn?: string; sealedOn?: string };

export function CompleteJobForm({ contractId, outstandingCents, warrantyYears, onCancel }: Props) {
  const [today] = useState(() => torontoDate(new Date()));
  const [completedOn, setCompletedOn] = useState(today);
  const [checked, setChecked] = useState<Record<ChecklistKey, boolean>>({
    jointsCut: false,
    releasedAndWashed: false,
    sealedOnSite: false,
    cleanedUp: false,
  });
  const [sealedOn, setSealedOn] = useState(today);
  const [errors, setErrors] = useState<Errors>({});

  const complete = useCompleteJob(contractId, {
    onSuccess: (answer) => {
      toast({
        title: "Job marked complete",
        description: answer.certificate
          ? `The client is e-mailed the aftercare guide and warranty certificate ${answer.certificate.number}.`
          : "The client is e-mailed the aftercare guide.",
        variant: "success",
      });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const found: Errors = { completedOn: fields.completedOn, sealedOn: fields["checklist.sealedOn"] };
      setErrors(found);
      if (!found.completedOn && !found.sealedOn) {
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        toast({ title: "Not marked complete", description: message ?? "Please try again.", variant: "destructive" });
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The pour's day is the server's to check: the browser knows today only.
    const problem = completionDateProblem(completedOn, { pourDay: null, today });
    const sealProblem = checked.sealedOnSite && !/^\d{4}-\d{2}-\d{2}$/.test(sealedOn) ? "Enter the day it was sealed" : undefined;
    if (problem || sealProblem) {
      setErrors({ completedOn: problem ?? undefined, sealedOn: sealProblem });
      return;
    }
    setErrors({});
    complete.mutate({ completedOn, checklist: { ...checked, sealedOn: checked.sealedOnSite ? sealedOn : null } });
  };

  const toggle = (key: ChecklistKey) => (event: { target: { checked: boolean } }) =>
    setChecked((current) => ({ ...current, [key]: event.target.checked }));

  return (
    <form onSubmit={submit} noValidate aria-label="Mark the job complete" className="mt-5 flex flex-col gap-5 border-t border-stone-200 pt-5">
      <Field
        label="Completion date"
        error={errors.completedOn}
        hint={`The day the job was handed over: today or up to ${completionBackdateMaxDays} days back.`}
        required
        className="sm:max-w-xs"
      >
        <input
          type="date"
          className={controlClasses}
          min={addDays(today, -completionBackdateMaxDays)}
          max={today}
          value={completedOn}
          onChange={(event) => setCompletedOn(event.target.value)}
        />
      </Field>

      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">Hand-over checklist</legend>
        <div className="mt-3 grid items-start gap-x-6 gap-y-3 sm:grid-cols-2">
          {checklistItems.map((item) => (
            <div key={item.key}>
              <CheckboxField label={item.label}>
                <input type="checkbox" checked={checked[item.key]} onChange={toggle(item.key)} />
              </CheckboxField>
              {item.key === "sealedOnSite" && checked.sealedOnSite && (
                <Field label="Day it was sealed" error={errors.sealedOn} className="mt-3 pl-8">
                  <input type="date" className={controlClasses} max={today} value={sealedOn} onChange={(event) => setSealedOn(event.target.value)} />
                </Field>
              )}
            </div>
          ))}
        </div>
      </fieldset>

      <p className="text-sm text-stone-600">
        The client is e-mailed the aftercare guide with its dates.{" "}
        {outstandingCents > 0
          ? `The ${warrantyYears}-year warranty certificate follows when the balance of ${formatCents(outstandingCents)} is paid.`
          : `Nothing is owed, so the ${warrantyYears}-year warranty certificate is issued and e-mailed too.`}
      </p>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="dark" disabled={complete.isPending}>
          {complete.isPending ? "Saving..." : "Mark complete"}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={complete.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
