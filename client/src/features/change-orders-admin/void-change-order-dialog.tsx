/**
 * "Void CO-2?": the owner withdraws a sent order, giving the reason (one line, required). The dialog
 * stays open until the server answers, so a refusal shows beside the reason. The client's link then
 * says the order was withdrawn; its number stays taken.
 */
import { useState } from "react";
import { safeParse } from "zod/mini";
import { changeOrderLimits, changeOrderVoidSchema } from "@shared/change-orders";
import { formatSignedCents } from "@shared/money";
import { ReasonDialog } from "@/components/ui/reason-dialog";
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
  const [serverError, setServerError] = useState<string | undefined>();
  const close = () => {
    setServerError(undefined);
    onClose();
  };
  const voiding = useVoidChangeOrder(contractId, {
    onSuccess: (answer) => {
      close();
      toast({
        title: `${answer.changeOrder.number ?? "Change order"} voided`,
        description: "Its link no longer offers it for signing.",
        variant: "success",
      });
    },
    onError: (failure) => {
      // Signed or voided meanwhile: nothing left to void here; the list is read again.
      if (failure instanceof ApiError && failure.status === 409) {
        close();
        toast({ title: "Not voided", description: failure.serverMessage, variant: "destructive" });
        return;
      }
      const message = failure instanceof ApiError ? (failure.fieldErrors.reason ?? failure.serverMessage) : undefined;
      setServerError(message ?? "The change order could not be voided. Please try again.");
    },
  });

  return (
    <ReasonDialog
      open={order !== null}
      onClose={close}
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
      serverError={serverError}
      check={(reason) => {
        const checked = safeParse(changeOrderVoidSchema, { reason });
        return checked.success ? { reason: checked.data.reason } : { error: checked.error.issues[0]?.message };
      }}
      onConfirm={(reason) => {
        setServerError(undefined);
        if (order) voiding.mutate({ id: order.id, reason });
      }}
    />
  );
}
