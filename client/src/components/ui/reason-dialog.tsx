/**
 * A confirmation that asks for a text: the reason to void a payment or a change order or to undo a
 * completion (required, one line), why a client declines (optional), what they would like changed.
 * The text is checked by the caller's shared rule, the one the server applies to it, before anything
 * is sent; a one-line text has the line breaks typed in the box made spaces first. A dialog that waits
 * for the server shows its refusal beside the text.
 */
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { z } from "zod/mini";
import type * as core from "zod/v4/core";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, controlClasses } from "@/components/ui/field";
import { ApiError } from "@/lib/api";
import { fieldErrorsOf } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";

/** The server's refusal of the text, and how the dialog clears it when it closes or the text is sent again. */
type Refusal = { message?: string; clear?: () => void };

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Shown above the text (a warning of what else happens). */
  children?: ReactNode;
  label?: string;
  hint: string;
  rows?: number;
  maxLength: number;
  required?: boolean;
  /** The shared rule of the text (its messages are the ones shown); an empty optional text is sent as "". */
  rule: core.$ZodType<string | undefined>;
  /** One line: line breaks (and runs of spaces) typed in the box become one space before the rule. */
  oneLine?: boolean;
  confirmLabel: string;
  /** The button's words while `pending` (it only turns disabled without them). */
  pendingLabel?: string;
  pending: boolean;
  refusal?: Refusal;
  /** What was typed stays when the dialog is closed and opened again; otherwise each opening starts empty. */
  keepText?: boolean;
  /** A refused text takes the focus and is checked again as it is typed; otherwise its message stays until the next try. */
  liveCheck?: boolean;
  onConfirm: (text: string) => void;
};

const toOneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The refusal a reason's failure shows: the server's message for the reason, its own message, or `fallback`. */
export function useRefusal(fallback: string) {
  const [message, setMessage] = useState<string>();
  return {
    message,
    clear: () => setMessage(undefined),
    show: (failure: unknown) =>
      setMessage(fieldErrorsOf(failure).reason ?? (failure instanceof ApiError ? failure.serverMessage : undefined) ?? fallback),
  };
}

export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  children,
  label = "Reason",
  hint,
  rows = 3,
  maxLength,
  required = true,
  rule,
  oneLine = false,
  confirmLabel,
  pendingLabel,
  pending,
  refusal,
  keepText = false,
  liveCheck = false,
  onConfirm,
}: Props) {
  const schema = useMemo(() => {
    // The box always holds text; the rule takes it as it is (its own input type may be wider).
    const textRule = rule as core.$ZodType<string | undefined, string>;
    return z.object({ text: z.pipe(oneLine ? z.string().check(z.overwrite(toOneLine)) : z.string(), textRule) });
  }, [oneLine, rule]);
  // The form lives beside the dialog, not in its content (mounted only while open), so it can outlast a closing.
  const form = useZodForm(schema, { ...(liveCheck ? {} : messagesOnSubmit), defaultValues: { text: "" } });
  useEffect(() => {
    if (!open && !keepText) form.reset();
  }, [open, keepText, form]);
  const close = () => {
    refusal?.clear?.();
    onClose();
  };
  const submit = form.handleSubmit(({ text }) => {
    refusal?.clear?.();
    onConfirm(text ?? "");
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={title}
      description={description}
    >
      <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
        {children}
        <Field label={label} hint={hint} error={form.formState.errors.text?.message ?? refusal?.message} required={required}>
          <textarea className={controlClasses} rows={rows} maxLength={maxLength} {...form.register("text")} />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="dark" disabled={pending}>
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
