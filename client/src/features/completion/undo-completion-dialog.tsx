/**
 * "Undo the completion?": the owner says why (kept in the job's history) before the job goes back to
 * not complete. A certificate already issued is voided with that reason, and anyone checking its PDF
 * on the verify page is told so: the dialog says it before the owner confirms.
 */
import { undoCompletionSchema } from "@shared/completion/input";
import { ReasonDialog, useRefusal } from "@/components/ui/reason-dialog";
import { toast } from "@/components/ui/toast-store";
import { useUndoCompletion, type WarrantyCertificate } from "@/api/completion";

const reasonMaxLength = 300;

type Props = {
  contractId: string;
  open: boolean;
  certificate: WarrantyCertificate | null;
  onClose: () => void;
};

export function UndoCompletionDialog({ contractId, open, certificate, onClose }: Props) {
  const refusal = useRefusal("The completion could not be undone. Please try again.");
  const undo = useUndoCompletion(contractId, {
    onSuccess: () => {
      onClose();
      toast({
        title: "Completion undone",
        description: certificate ? `Warranty certificate ${certificate.number} is void.` : "The job is no longer marked complete.",
        variant: "success",
      });
    },
    onError: refusal.show,
  });

  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title="Undo the completion?"
      description="The job goes back to not complete, so it can be marked again with the right date or checklist. The client is not e-mailed."
      hint={`One line, up to ${reasonMaxLength} characters.`}
      maxLength={reasonMaxLength}
      confirmLabel="Undo completion"
      pendingLabel="Undoing…"
      pending={undo.isPending}
      refusal={refusal}
      rule={undoCompletionSchema.shape.reason}
      oneLine
      onConfirm={(reason) => undo.mutate(reason)}
    >
      {certificate && (
        <p role="note" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm leading-relaxed text-red-900">
          <strong className="font-semibold">Warranty certificate {certificate.number} will be voided</strong> with this reason. The client keeps the
          PDF, but the verify page will say it is void; a new certificate gets a new number.
        </p>
      )}
    </ReasonDialog>
  );
}
