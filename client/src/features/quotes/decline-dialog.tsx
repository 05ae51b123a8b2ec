/**
 * "Decline this quote?": the client may say why (optional, one line up to 1000 characters) before
 * declining. The reason reaches the business on the quote's timeline.
 */
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { quoteDecisionSchema } from "@shared/field-rules";

type DeclineDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDecline: (reason: string) => void;
  busy: boolean;
};

export function DeclineDialog({ open, onOpenChange, onDecline, busy }: DeclineDialogProps) {
  return (
    <ReasonDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Decline this quote?"
      description="If something isn't right (price, timing or scope), tell us. We're happy to adjust the quote."
      label="Reason (optional)"
      hint="Up to 1000 characters."
      rows={4}
      maxLength={1000}
      required={false}
      rule={quoteDecisionSchema.shape.reason}
      oneLine
      keepText
      confirmLabel="Decline quote"
      pending={busy}
      onConfirm={(reason) => {
        onOpenChange(false);
        onDecline(reason);
      }}
    />
  );
}
