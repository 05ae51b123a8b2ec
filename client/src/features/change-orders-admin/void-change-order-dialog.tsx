/**
 * "Void CO-2?": the owner withdraws a sent order, giving the reason (one line, required). The dialog
 * stays open until the server answers, so a refusal shows beside the reason. The client's link then
 * says the order was withdrawn; its number stays taken.
 */
import { useState, type FormEvent } from "react";
import { safeParse } from "zod/mini";
import { changeOrderLimits, changeOrderVoidSchema } from "@shared/change-orders";
import { formatSignedCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, controlClasses } from "@/components/ui/field";
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
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason("");
    setError(undefined);
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
      if (failure instanceof ApiError && failure.status === 409) {
        close();
        toast({ title: "Not voided", description: failure.serverMessage, variant: "destructive" });
        return;
      }
      const message = failure instanceof ApiError ? (failure.fieldErrors.reason ?? failure.serverMessage) : undefined;
      setError(message ?? "The change order could not be voided. Please try again.");
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!order) return;
    // A reason is one line: line breaks typed in the box become spaces.
    const checked = safeParse(changeOrderVoidSchema, { reason: reason.replace(/\s+/g, " ").trim() });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    voiding.mutate({ id: order.id, reason: checked.data.reason });
  };

  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={`Void ${order?.number ?? "this change order"}?`}
      description={
        order
          ? `${order.number ?? "The order"}, ${formatSignedCents(order.totalCents)}. The client can no longer sign it: its link says it was withdrawn, and its number stays taken.`
          : undefined
      }
    >
      <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
        <Field label="Reason" hint={`One line, up to ${changeOrderLimits.voidReasonLength} characters. Kept with the order.`} error={error} required>
          <textarea
            className={controlClasses}
            rows={3}
            maxLength={changeOrderLimits.voidReasonLength}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="dark" disabled={voiding.isPending}>
            {voiding.isPending ? "Voiding…" : "Void change order"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
