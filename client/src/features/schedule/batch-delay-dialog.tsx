/**
 * "Rain on Saturday": every pour of one day to the next working day. The preview lists each client
 * and their new day (Sundays and days off skipped); applying moves them and tells each client once.
 */
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, SelectOptions, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { scheduleKeys } from "@/api/schedule";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import { useBatchDelay } from "./mutations";
import { errorText } from "./schedule-error-text";
import type { BatchDelayAnswer } from "@shared/schedule/responses";
import { batchDelaySchema } from "@shared/schedule/input";
import { torontoDate } from "@shared/quote-rules";
import { delayReasonLabels, delayReasons, formatVisitDay } from "@shared/schedule/rules";

/** The day, the reason and the note; whether to apply or only preview is the button pressed. */
const delayFormSchema = z.omit(batchDelaySchema, { apply: true });

export function BatchDelayDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm(delayFormSchema, { ...messagesOnSubmit, defaultValues: { day: torontoDate(new Date()), reason: "rain", note: "" } });
  const errors = form.formState.errors;
  const [preview, setPreview] = useState<BatchDelayAnswer | null>(null);
  const run = useBatchDelay({
    onSuccess: (answer) => {
      if (!answer.applied) return setPreview(answer);
      toast({
        title: `${answer.moves.length} ${answer.moves.length === 1 ? "pour" : "pours"} moved`,
        description: "Each client is e-mailed once.",
        variant: "success",
      });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      onOpenChange(false);
    },
  });
  const problem = errorText(run.error, "The delay could not be worked out. Try again.");
  const dayError = errors.day?.message ?? problem.fields.day ?? problem.message;
  /** Applies the day previewed, with the reason and note as they are now. */
  const apply = form.handleSubmit((delay) => run.mutate({ ...delay, apply: true }));
  const previewedDay = form.getValues("day");
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delay a day's pours"
      description="Every pour of the day moves to the next working day, skipping Sundays and your days off. The contracts are not changed."
      size="lg"
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit((delay) => run.mutate({ ...delay, apply: false }))}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Day" error={dayError}>
            <input type="date" className={controlClasses} {...form.register("day", { onChange: () => setPreview(null) })} />
          </Field>
          <Field label="Reason">
            <select className={controlClasses} {...form.register("reason")}>
              <SelectOptions values={delayReasons} labels={delayReasonLabels} />
            </select>
          </Field>
        </div>
        <Field label="Note to the clients (optional)" error={errors.note?.message}>
          <textarea className={controlClasses} rows={2} maxLength={1000} {...form.register("note")} />
        </Field>
        <Button type="submit" variant="outline" disabled={run.isPending}>
          Preview
        </Button>
      </form>
      {preview && (
        <div className="mt-5">
          {preview.moves.length === 0 ? (
            <p className="text-stone-700">No pours on {formatVisitDay(previewedDay)}.</p>
          ) : (
            <>
              <table className="w-full text-left text-sm">
                <caption className="mb-2 text-left font-semibold text-stone-900">New dates</caption>
                <thead>
                  <tr className="border-b border-stone-200">
                    <th scope="col" className="py-1.5 pr-2">
                      Client
                    </th>
                    <th scope="col" className="py-1.5 pr-2">
                      New day
                    </th>
                    <th scope="col" className="py-1.5">
                      Confirmation
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.moves.map((move) => (
                    <tr key={move.visitId} className="border-b border-stone-100 align-top">
                      <td className="py-1.5 pr-2">
                        <span className="font-semibold">{move.clientName}</span>
                        <span className="block text-stone-600">{move.address}</span>
                      </td>
                      <td className="py-1.5 pr-2">{formatVisitDay(move.toDay)}</td>
                      <td className="py-1.5">{move.keepsConfirmation ? "Kept" : "Asked again"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Button className="mt-4" variant="dark" disabled={run.isPending} onClick={() => void apply()}>
                {run.isPending ? "Moving..." : `Move ${preview.moves.length} ${preview.moves.length === 1 ? "pour" : "pours"} and notify clients`}
              </Button>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
