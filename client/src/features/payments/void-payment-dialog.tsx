/**
 * "Void this payment?": the owner gives the reason (one line, required) before a payment recorded by
 * mistake is voided. The dialog stays open until the server answers, so a refusal is shown beside the
 * reason; the client is e-mailed a notice with the new balance.
 */
import type { PaymentView } from "@shared/api/responses";
import { formatCents } from "@shared/money";
import { voidPaymentSchema, voidReasonMaxLength } from "@shared/payment-rules";
import { ReasonDialog, useRefusal } from "@/components/ui/reason-dialog";
import { toast } from "@/components/ui/toast-store";
import { formatCalendarDate } from "@/lib/format";
import { useVoidPayment } from "./mutations";

type VoidPaymentDialogProps = {
  contractId: string;
  /** The payment to void; null closes the dialog. */
  payment: PaymentView | null;
  onClose: () => void;
};

export function VoidPaymentDialog({ contractId, payment, onClose }: VoidPaymentDialogProps) {
  const refusal = useRefusal("The payment could not be voided. Please try again.");
  const voiding = useVoidPayment(contractId, {
    onSuccess: (answer) => {
      onClose();
      toast({
        title: "Payment voided",
        description: `Balance owing is now ${formatCents(answer.outstandingCents)}. The client is e-mailed a notice.`,
        variant: "success",
      });
    },
    onError: refusal.show,
  });

  return (
    <ReasonDialog
      open={payment !== null}
      onClose={onClose}
      title="Void this payment?"
      description={
        payment
          ? `Receipt ${payment.receipt}: ${formatCents(payment.amountCents)} received ${formatCalendarDate(payment.paidOn)}. It stays in the list, struck through, and no longer counts towards what was paid. The client is e-mailed a notice with the reason and the new balance.`
          : undefined
      }
      hint={`One line, up to ${voidReasonMaxLength} characters. The client sees it.`}
      maxLength={voidReasonMaxLength}
      confirmLabel="Void payment"
      pendingLabel="Voiding…"
      pending={voiding.isPending}
      refusal={refusal}
      rule={voidPaymentSchema.shape.reason}
      oneLine
      onConfirm={(reason) => {
        if (payment) voiding.mutate({ paymentId: payment.id, reason });
      }}
    />
  );
}
