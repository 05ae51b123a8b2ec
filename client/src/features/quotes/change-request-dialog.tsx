/**
 * "Request changes": the client writes what they would like changed (required, several lines, up to
 * 2000 characters). The quote stays open; the business is e-mailed the message. The dialog stays open
 * while the request is sent, so a failure can be shown beside the message without losing it.
 */
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { changeRequestSchema } from "@shared/field-rules";

export const changeRequestMaxLength = 2000;

type ChangeRequestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (message: string) => void;
  sending: boolean;
  /** The server's refusal of the message, or a failure to send. */
  error?: string;
};

export function ChangeRequestDialog({ open, onOpenChange, onSend, sending, error }: ChangeRequestDialogProps) {
  return (
    <ReasonDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Request changes"
      description="Tell us what you would like changed: size, finish, pattern, timing or price. Your quote stays open while we look at it."
      label="What would you like changed?"
      hint={`Up to ${changeRequestMaxLength} characters.`}
      rows={6}
      maxLength={changeRequestMaxLength}
      // The same rule as the server's: trimmed, not empty, at most 2000 characters.
      rule={changeRequestSchema.shape.message}
      refusal={{ message: error }}
      keepText
      liveCheck
      confirmLabel="Send request"
      pendingLabel="Sending..."
      pending={sending}
      onConfirm={onSend}
    />
  );
}
