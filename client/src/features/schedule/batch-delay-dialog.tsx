/**
 * "Rain on Saturday": every pour of one day to the next working day. The preview lists each client
 * and their new day (Sundays and days off skipped); applying moves them and tells each client once.
 */
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { scheduleKeys } from "@/api/schedule";
import { useBatchDelay } from "./mutations";
import { errorText } from "./schedule-error-text";
import type { BatchDelayAnswer } from "@shared/api/schedule-responses";
import { torontoDate } from "@shared/quote-rules";
import { delayReasonLabels, delayReasons, formatVisitDay, type DelayReason } from "@shared/visit-schedule";

export function BatchDelayDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [day, setDay] = useState(() => torontoDate(new Date()));
  const [reason, setReason] = useState<DelayReason>("rain");
  const [note, setNote] = useState("");
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
  const error = problem.fields.day ?? problem.message;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delay a day's pours"
      description="Every pour of the day moves to the next working day, skipping Sundays and your days off. The contracts are not changed."
      size="lg"
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          run.mutate({ day, reason, note, apply: false });
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Day" error={error}>
            <input type="date" className={controlClasses} value={day} onChange={(event) => (setDay(event.target.value), setPreview(null))} />
          </Field>
          <Field label="Reason">
            <select className={controlClasses} value={reason} onChange={(event) => setReason(event.target.value as DelayReason)}>
              {delayReasons.map((value) => (
                <option key={value} value={value}>
                  {delayReasonLabels[value]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field label="Note to the clients (optional)">
          <textarea className={controlClasses} rows={2} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
        </Field>
        <Button type="submit" variant="outline" disabled={run.isPending}>
          Preview
        </Button>
      </form>
      {preview && (
        <div className="mt-5">
          {preview.moves.length === 0 ? (
            <p className="text-stone-700">No pours on {formatVisitDay(day)}.</p>
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
              <Button className="mt-4" variant="dark" disabled={run.isPending} onClick={() => run.mutate({ day, reason, note, apply: true })}>
                {run.isPending ? "Moving..." : `Move ${preview.moves.length} ${preview.moves.length === 1 ? "pour" : "pours"} and notify clients`}
              </Button>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
