/**
 * "Decline this quote?": the client may say why (optional, one line up to 1000 characters) before
 * declining. The reason reaches the business on the quote's timeline.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, controlClasses } from "@/components/ui/field";

type DeclineDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDecline: (reason: string) => void;
  busy: boolean;
};

export function DeclineDialog({ open, onOpenChange, onDecline, busy }: DeclineDialogProps) {
  const [reason, setReason] = useState("");
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Decline this quote?"
      description="If something isn't right (price, timing or scope), tell us. We're happy to adjust the quote."
    >
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          onOpenChange(false);
          // A reason is one line: line breaks typed in the box become spaces.
          onDecline(reason.replace(/\s+/g, " ").trim());
        }}
      >
        <Field label="Reason (optional)" hint="Up to 1000 characters.">
          <textarea className={controlClasses} rows={4} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="dark" disabled={busy}>
            Decline quote
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
