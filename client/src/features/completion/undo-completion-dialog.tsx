/**
 * "Undo the completion?": the owner says why (kept in the job's history) before the job goes back to
 * not complete. A certificate already issued is voided with that reason, and anyone checking its PDF
 * on the verify page is told so: the dialog says it before the owner confirms.
 */
import { useState, type FormEvent } from "react";
import { safeParse } from "zod/mini";
import { undoCompletionSchema } from "@shared/completion-input";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { useUndoCompletion, type WarrantyCertificate } from "@/api/completion";
import { ApiError } from "@/lib/api";

const reasonMaxLength = 300;

type Props = {
  contractId: string;
  open: boolean;
  certificate: WarrantyCertificate | null;
  onClose: () => void;
};

export function UndoCompletionDialog({ contractId, open, certificate, onClose }: Props) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason("");
    setError(undefined);
    onClose();
  };
  const undo = useUndoCompletion(contractId, {
    onSuccess: () => {
      close();
      toast({
        title: "Completion undone",
        description: certificate ? `Warranty certificate ${certificate.number} is void.` : "The job is no longer marked complete.",
        variant: "success",
      });
    },
    onError: (failure) => {
      const message = failure instanceof ApiError ? (failure.fieldErrors.reason ?? failure.serverMessage) : undefined;
      setError(message ?? "The completion could not be undone. Please try again.");
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The reason is one line in the history and on the verify page: line breaks become spaces.
    const oneLine = reason.replace(/\s+/g, " ").trim();
    const checked = safeParse(undoCompletionSchema, { reason: oneLine });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    undo.mutate(checked.data.reason);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Undo the completion?"
      description="The job goes back to not complete, so it can be marked again with the right date or checklist. The client is not e-mailed."
    >
      <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
        {certificate && (
          <p role="note" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm leading-relaxed text-red-900">
            <strong className="font-semibold">Warranty certificate {certificate.number} will be voided</strong> with this reason. The client keeps the
            PDF, but the verify page will say it is void; a new certificate gets a new number.
          </p>
        )}
        <Field label="Reason" hint={`One line, up to ${reasonMaxLength} characters.`} error={error} required>
          <textarea
            className={controlClasses}
            rows={3}
            maxLength={reasonMaxLength}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="dark" disabled={undo.isPending}>
            {undo.isPending ? "Undoing…" : "Undo completion"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
