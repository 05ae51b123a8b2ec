/**
 * "Mark the job complete": the day the job was handed over (today in Toronto unless changed) and the
 * crew's checklist. The date rules the browser can check (a day, not in the future, at most 30 days
 * back) are checked before sending; the pour's rule is the server's, and its answer shows beside the date.
 */
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod/mini";
import { completeJobSchema } from "@shared/completion/input";
import { completionBackdateMaxDays, completionDateProblem } from "@shared/completion/dates";
import { addDays, torontoDate } from "@shared/quote-rules";
import { formatCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { CheckboxField, Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { useCompleteJob } from "@/api/completion";
import { ApiError } from "@/lib/api";
import { fieldErrorsOf, showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import { checklistItems, type ChecklistKey } from "./completion-words";

type Props = {
  contractId: string;
  outstandingCents: number;
  warrantyYears: number;
  onCancel: () => void;
};

/** The form keeps the sealing day while "Sealed on site" is unticked; it is sent only when ticked. */
type CompletionValues = { completedOn: string; checklist: Record<ChecklistKey, boolean> & { sealedOn: string } };

/** The shared rule of the sealing day, given only text or null here (its default fills in a missing one). */
const sealedOnRule = completeJobSchema.shape.checklist.shape.sealedOn as z.ZodMiniType<string | null, string | null>;

/**
 * The server's rules, and the date rules the browser can check (a day, not in the future, at most 30
 * days back): the pour's rule is the server's, and its answer shows beside the date.
 */
function completionFormSchema(today: string) {
  const body = z.object({
    completedOn: completeJobSchema.shape.completedOn.check(
      z.superRefine((day, context) => {
        const problem = completionDateProblem(day, { pourDay: null, today });
        if (problem) context.addIssue({ code: "custom", message: problem, input: day });
      }),
    ),
    checklist: z.extend(completeJobSchema.shape.checklist, {
      // A ticked "Sealed on site" without its day is asked for in this form's words.
      sealedOn: z.pipe(z.nullable(z.string().check(z.minLength(1, "Enter the day it was sealed"))), sealedOnRule),
    }),
  });
  return z.pipe(
    z.transform(({ completedOn, checklist }: CompletionValues): z.input<typeof body> => ({
      completedOn,
      checklist: { ...checklist, sealedOn: checklist.sealedOnSite ? checklist.sealedOn : null },
    })),
    body,
  );
}

export function CompleteJobForm({ contractId, outstandingCents, warrantyYears, onCancel }: Props) {
  const [today] = useState(() => torontoDate(new Date()));
  const [schema] = useState(() => completionFormSchema(today));
  const form = useZodForm(schema, {
    ...messagesOnSubmit,
    defaultValues: {
      completedOn: today,
      checklist: { jointsCut: false, releasedAndWashed: false, sealedOnSite: false, cleanedUp: false, sealedOn: today },
    },
  });
  const errors = form.formState.errors;
  const sealedOnSite = useWatch({ control: form.control, name: "checklist.sealedOnSite" });

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
      if (!showFieldErrors(form, fieldErrorsOf(error), ["completedOn", "checklist.sealedOn"], { focus: false })) {
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        toast({ title: "Not marked complete", description: message ?? "Please try again.", variant: "destructive" });
      }
    },
  });

  const submit = form.handleSubmit((body) => complete.mutate(body));

  return (
    <form onSubmit={submit} noValidate aria-label="Mark the job complete" className="mt-5 flex flex-col gap-5 border-t border-stone-200 pt-5">
      <Field
        label="Completion date"
        error={errors.completedOn?.message}
        hint={`The day the job was handed over: today or up to ${completionBackdateMaxDays} days back.`}
        required
        className="sm:max-w-xs"
      >
        <input
          type="date"
          className={controlClasses}
          min={addDays(today, -completionBackdateMaxDays)}
          max={today}
          {...form.register("completedOn")}
        />
      </Field>

      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">Hand-over checklist</legend>
        <div className="mt-3 grid items-start gap-x-6 gap-y-3 sm:grid-cols-2">
          {checklistItems.map((item) => (
            <div key={item.key}>
              <CheckboxField label={item.label}>
                <input type="checkbox" {...form.register(`checklist.${item.key}`)} />
              </CheckboxField>
              {item.key === "sealedOnSite" && sealedOnSite && (
                <Field label="Day it was sealed" error={errors.checklist?.sealedOn?.message} className="mt-3 pl-8">
                  <input type="date" className={controlClasses} max={today} {...form.register("checklist.sealedOn")} />
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
