/**
 * "Decline change order CO-2?": the client may say why (optional) before confirming. The message
 * reaches the business with the notice that the order was declined; the contract stays as it is.
 */
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { changeOrderDeclineSchema, changeOrderLimits } from "@shared/change-orders/rules";

type DeclineDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "CO-2". */
  number: string;
  onDecline: (message: string) => void;
  busy: boolean;
};

export function DeclineChangeOrderDialog({ open, onOpenChange, number, onDecline, busy }: DeclineDialogProps) {
  return (
    <ReasonDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={`Decline change order ${number}?`}
      description="Your contract stays as it is. If something in this change is not right, tell us and we can send you a corrected one."
      label="Message (optional)"
      hint={`Up to ${changeOrderLimits.summaryLength} characters.`}
      rows={4}
      maxLength={changeOrderLimits.summaryLength}
      required={false}
      rule={changeOrderDeclineSchema.shape.message}
      keepText
      confirmLabel="Decline change order"
      pending={busy}
      onConfirm={(message) => {
        onOpenChange(false);
        onDecline(message);
      }}
    />
  );
}
