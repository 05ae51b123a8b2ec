/**
 * "Void this payment?": the owner gives the reason (one line, required) before a payment recorded by
 * mistake is voided. The dialog stays open until the server answers, so a refusal is shown beside the
 * reason; the client is e-mailed a notice with the new balance.
 */
import { useState, type FormEvent } from "react";
import { safeParse } from "zod/mini";
import type { PaymentView } from "@shared/api/responses";
import { formatCents } from "@shared/money";
import { voidPaymentSchema, voidReasonMaxLength } from "@shared/payment-rules";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api";
import { formatCalendarDate } from "@/lib/format";
import { useVoidPayment } from "./mutations";

type VoidPaymentDialogProps = {
  contractId: string;
  /** The payment to void; null closes the dialog. */
  payment: PaymentView | null;
  onClose: () => void;
};

export function VoidPaymentDialog({ contractId, payment, onClose }: VoidPaymentDialogProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason("");
    setError(undefined);
    onClose();
  };
  const voiding = useVoidPayment(contractId, {
    onSuccess: (answer) => {
      close();
      toast({
        title: "Payment voided",
        description: `Balance owing is now ${formatCents(answer.outstandingCents)}. The client is e-mailed a notice.`,
        variant: "success",
      });
    },
    onError: (failure) => {
      const message = failure instanceof ApiError ? (failure.fieldErrors.reason ?? failure.serverMessage) : undefined;
      setError(message ?? "The payment could not be voided. Please try again.");
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!payment) return;
    // A reason is one line: line breaks typed in the box become spaces.
    const oneLine = reason.replace(/\s+/g, " ").trim();
    const checked = safeParse(voidPaymentSchema, { reason: oneLine });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    voiding.mutate({ paymentId: payment.id, reason: checked.data.reason });
  };

  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Void this payment?"
      description={
        payment
          ? `Receipt ${payment.receipt}: ${formatCents(payment.amountCents)} received ${formatCalendarDate(payment.paidOn)}. It stays in the list, struck through, and no longer counts towards what was paid. The client is e-mailed a notice with the reason and the new balance.`
          : undefined
      }
    >
      <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
        <Field label="Reason" hint={`One line, up to ${voidReasonMaxLength} characters. The client sees it.`} error={error} required>
          <textarea
            className={controlClasses}
            rows={3}
            maxLength={voidReasonMaxLength}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="dark" disabled={voiding.isPending}>
            {voiding.isPending ? "Voiding…" : "Void payment"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
