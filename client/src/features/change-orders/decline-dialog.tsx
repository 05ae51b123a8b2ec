/**
 * "Decline change order CO-2?": the client may say why (optional) before confirming. The message
 * reaches the business with the notice that the order was declined; the contract stays as it is.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, controlClasses } from "@/components/ui/field";
import { changeOrderLimits } from "@shared/change-orders";

type DeclineDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "CO-2". */
  number: string;
  onDecline: (message: string) => void;
  busy: boolean;
};

export function DeclineChangeOrderDialog({ open, onOpenChange, number, onDecline, busy }: DeclineDialogProps) {
  const [message, setMessage] = useState("");
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Decline change order ${number}?`}
      description="Your contract stays as it is. If something in this change is not right, tell us and we can send you a corrected one."
    >
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          onOpenChange(false);
          onDecline(message.trim());
        }}
      >
        <Field label="Message (optional)" hint={`Up to ${changeOrderLimits.summaryLength} characters.`}>
          <textarea
            className={controlClasses}
            rows={4}
            maxLength={changeOrderLimits.summaryLength}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="dark" disabled={busy}>
            Decline change order
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
