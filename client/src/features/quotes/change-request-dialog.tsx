/**
 * "Request changes": the client writes what they would like changed (required, several lines, up to
 * 2000 characters). The quote stays open; the business is e-mailed the message. The dialog stays open
 * while the request is sent, so a failure can be shown beside the message without losing it.
 */
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, controlClasses } from "@/components/ui/field";
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
  const [message, setMessage] = useState("");
  const [invalid, setInvalid] = useState<string | undefined>();
  const box = useRef<HTMLTextAreaElement>(null);
  const shownError = invalid ?? error;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request changes"
      description="Tell us what you would like changed: size, finish, pattern, timing or price. Your quote stays open while we look at it."
    >
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          // The same rule as the server's: trimmed, not empty, at most 2000 characters.
          const checked = changeRequestSchema.shape.message.safeParse(message);
          if (!checked.success) {
            setInvalid(checked.error.issues[0]?.message);
            box.current?.focus();
            return;
          }
          setInvalid(undefined);
          onSend(checked.data);
        }}
      >
        <Field label="What would you like changed?" hint={`Up to ${changeRequestMaxLength} characters.`} error={shownError} required>
          <textarea
            ref={box}
            className={controlClasses}
            rows={6}
            maxLength={changeRequestMaxLength}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              if (invalid) setInvalid(undefined);
            }}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="dark" disabled={sending}>
            {sending ? "Sending..." : "Send request"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
