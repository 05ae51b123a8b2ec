/**
 * "Void CO-2?": the owner withdraws a sent order, giving the reason (one line, required). The dialog
 * stays open until the server answers, so a refusal shows beside the reason. The client's link then
 * says the order was withdrawn; its number stays taken.
 */
import { changeOrderLimits, changeOrderVoidSchema } from "@shared/change-orders/rules";
import { formatSignedCents } from "@shared/money";
import { ReasonDialog, useRefusal } from "@/components/ui/reason-dialog";
import { toast } from "@/components/ui/toast-store";
import type { OwnerChangeOrder } from "@/api/change-orders-admin";
import { ApiError } from "@/lib/api";
import { useVoidChangeOrder } from "./mutations";

type Props = {
  contractId: string;
  /** The order to void; null closes the dialog. */
  order: OwnerChangeOrder | null;
  onClose: () => void;
};

export function VoidChangeOrderDialog({ contractId, order, onClose }: Props) {
  const refusal = useRefusal("The change order could not be voided. Please try again.");
  const voiding = useVoidChangeOrder(contractId, {
    onSuccess: (answer) => {
      onClose();
      toast({
        title: `${answer.changeOrder.number ?? "Change order"} voided`,
        description: "Its link no longer offers it for signing.",
        variant: "success",
      });
    },
    onError: (failure) => {
      // Signed or voided meanwhile: nothing left to void here; the list is read again.
      if (failure instanceof ApiError && failure.status === 409) {
        onClose();
        toast({ title: "Not voided", description: failure.serverMessage, variant: "destructive" });
        return;
      }
      refusal.show(failure);
    },
  });

  return (
    <ReasonDialog
      open={order !== null}
      onClose={onClose}
      title={`Void ${order?.number ?? "this change order"}?`}
      description={
        order
          ? `${order.number ?? "The order"}, ${formatSignedCents(order.totalCents)}. The client can no longer sign it: its link says it was withdrawn, and its number stays taken.`
          : undefined
      }
      hint={`One line, up to ${changeOrderLimits.voidReasonLength} characters. Kept with the order.`}
      maxLength={changeOrderLimits.voidReasonLength}
      confirmLabel="Void change order"
      pendingLabel="Voiding…"
      pending={voiding.isPending}
      refusal={refusal}
      rule={changeOrderVoidSchema.shape.reason}
      oneLine
      onConfirm={(reason) => {
        if (order) voiding.mutate({ id: order.id, reason });
      }}
    />
  );
}
