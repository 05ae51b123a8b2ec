/**
 * A confirmation that needs a reason: voiding a payment or a change order, undoing a completion. The
 * reason is one line (line breaks typed in the box become spaces) checked by the caller's shared
 * schema before anything is sent. The dialog stays open until the server answers, so a refusal is
 * shown beside the reason; closing it forgets what was typed.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, controlClasses } from "@/components/ui/field";

/** What the caller's check says of the reason: the reason to send, or the message to show. */
export type ReasonCheck = { reason: string } | { error: string | undefined };

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Shown above the reason (a warning of what else happens). */
  children?: ReactNode;
  hint: string;
  maxLength: number;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal, shown beside the reason; the caller clears it when the dialog closes. */
  serverError?: string;
  check: (oneLine: string) => ReasonCheck;
  onConfirm: (reason: string) => void;
};

type FormProps = Pick<
  Props,
  "onClose" | "children" | "hint" | "maxLength" | "confirmLabel" | "pendingLabel" | "pending" | "serverError" | "check" | "onConfirm"
>;

/** The form lives inside the dialog's content, which is mounted only while open: each opening starts empty. */
function ReasonForm({ onClose, children, hint, maxLength, confirmLabel, pendingLabel, pending, serverError, check, onConfirm }: FormProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(reason.replace(/\s+/g, " ").trim());
    if ("error" in checked) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    onConfirm(checked.reason);
  };

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      {children}
      <Field label="Reason" hint={hint} error={error ?? serverError} required>
        <textarea className={controlClasses} rows={3} maxLength={maxLength} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="dark" disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </form>
  );
}

export function ReasonDialog({ open, onClose, title, description, ...form }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={description}
    >
      <ReasonForm onClose={onClose} {...form} />
    </Dialog>
  );
}
