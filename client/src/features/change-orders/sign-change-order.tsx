/**
 * Signing or declining a change order on the client's link: the signer's name, the drawn signature
 * (the contract's pad), the agreement, "Sign change order", and "Decline" with an optional message.
 *
 * The server has the last word. Its field messages are shown beside their fields and the first one
 * is focused; its refusals of the order's state are shown as it words them: a version that changed
 * since the page was read reloads the order and says so, an order past its last day closes the
 * form, and one signed, declined or withdrawn meanwhile reloads the page into that state.
 */
import { useEffect, useRef, useState, type ForwardRefExoticComponent, type RefAttributes } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod/mini";
import { Button } from "@/components/ui/button";
import { CheckboxField, Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { isNotFound } from "@/api/errors";
import type { ClientChangeOrder } from "@/api/change-orders";
import { ApiError, errorCode } from "@/lib/api";
import { showFieldErrors } from "@/lib/server-field-errors";
import { useZodForm } from "@/lib/use-zod-form";
import { business } from "@shared/business";
import { changeOrderMessages, changeOrderSignSchema } from "@shared/change-orders/rules";
import { formatSignedCents } from "@shared/money";
import { DeclineChangeOrderDialog } from "./decline-dialog";
import { useDeclineChangeOrder, useSignChangeOrder } from "./mutations";

// The server's own rules and messages for the fields the client types.
const signFormSchema = z.object({
  signerName: changeOrderSignSchema.shape.signerName,
  agreementAccepted: changeOrderSignSchema.shape.agreementAccepted,
});

const signatureMissing = "Please sign in the box: draw your signature, or use your typed name.";

/** What this form needs of a signature pad: the one the contract is signed on, handed in by the page (features do not import each other). */
export type SignaturePadHandle = { toDataURL: () => string; focus: () => void };
export type SignaturePadComponent = ForwardRefExoticComponent<
  { onChange: (hasSignature: boolean) => void; typedName: string; disabled?: boolean; invalid?: boolean } & RefAttributes<SignaturePadHandle>
>;

type SignChangeOrderProps = {
  order: ClientChangeOrder & { number: string };
  /** The order's link token: it is signed or declined through it. */
  token: string;
  /** The order was signed or declined here: the page shows its new state. */
  onAnswered: () => void;
  /** The order must be read again (it changed, or its state did). */
  onReload: () => void;
  /** The server refused because the last day to sign has passed: the page closes with its words. */
  onExpired: (message: string) => void;
  SignatureField: SignaturePadComponent;
};

export function SignChangeOrder({ order, token, onAnswered, onReload, onExpired, SignatureField }: SignChangeOrderProps) {
  const pad = useRef<SignaturePadHandle>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [hasSignature, setHasSignature] = useState(false);
  const [signatureError, setSignatureError] = useState<string>();
  /** A refusal to show above the form: the order changed, or a failure that is no field's. */
  const [notice, setNotice] = useState<{ message: string; changed: boolean } | null>(null);
  const [declining, setDeclining] = useState(false);
  const form = useZodForm(signFormSchema, {
    // Errors are focused in the order they appear on the page, the signature pad included (below).
    shouldFocusError: false,
    defaultValues: { signerName: "", agreementAccepted: false as unknown as true },
  });
  const errors = form.formState.errors;
  const typedName = useWatch({ control: form.control, name: "signerName" }) ?? "";

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  /** A refusal of the order's state (409, 410, 404), said in the server's words. True when handled. */
  const stateRefusal = (error: unknown, title: string): boolean => {
    const code = errorCode(error);
    const message = error instanceof ApiError ? error.serverMessage : undefined;
    if (code === "CHANGE_ORDER_CHANGED") {
      toast({ title: "The change order changed", description: message ?? changeOrderMessages.stale, variant: "destructive" });
      setNotice({ message: message ?? changeOrderMessages.stale, changed: true });
      onReload();
      return true;
    }
    if (code === "CHANGE_ORDER_EXPIRED") {
      toast({ title, description: message ?? changeOrderMessages.expired, variant: "destructive" });
      onExpired(message ?? changeOrderMessages.expired);
      return true;
    }
    // A credit the contract can no longer take (an order signed or a payment recorded since it was
    // sent): the business has to send a corrected one, so the message stays above the form.
    if (code === "CHANGE_ORDER_CREDIT_TOO_LARGE" && message) {
      toast({ title, description: message, variant: "destructive" });
      setNotice({ message, changed: false });
      return true;
    }
    if (code === "CHANGE_ORDER_STATE" || code === "CHANGE_ORDER_VOIDED" || isNotFound(error)) {
      if (message) toast({ title, description: message, variant: "destructive" });
      onReload();
      return true;
    }
    return false;
  };

  const sign = useSignChangeOrder(token, {
    onSuccess: () => {
      toast({ title: "Change order signed", description: "Thank you. A signed copy (PDF) is on its way to you by e-mail.", variant: "success" });
      onAnswered();
    },
    onError: (error) => {
      if (stateRefusal(error, "Not signed")) return;
      if (error instanceof ApiError) {
        const fields = error.fieldErrors;
        showFieldErrors(form, fields, ["signerName", "agreementAccepted"], { focus: false });
        const signatureProblem = fields.signatureData ?? (error.code?.startsWith("SIGNATURE_") ? error.serverMessage : undefined);
        if (signatureProblem) setSignatureError(signatureProblem);
        if (fields.signerName) form.setFocus("signerName");
        else if (signatureProblem) pad.current?.focus();
        else if (fields.agreementAccepted) form.setFocus("agreementAccepted");
        if (fields.signerName || fields.agreementAccepted || signatureProblem) return;
      }
      const message =
        error instanceof ApiError && error.status === 429 && error.serverMessage
          ? error.serverMessage
          : "Your change order could not be signed. Please check your connection and try again.";
      toast({ title: "Signing failed", description: message, variant: "destructive" });
      setNotice({ message, changed: false });
    },
  });

  const decline = useDeclineChangeOrder(token, {
    onSuccess: () => {
      toast({ title: "Change order declined", description: `We have let ${business.name} know. Your contract stays as it is.`, variant: "success" });
      onAnswered();
    },
    onError: (error) => {
      if (stateRefusal(error, "Not declined")) return;
      const message =
        error instanceof ApiError && error.serverMessage && error.status !== 500
          ? (Object.values(error.fieldErrors)[0] ?? error.serverMessage)
          : "Your answer could not be sent. Please check your connection and try again.";
      toast({ title: "Not declined", description: message, variant: "destructive" });
      setNotice({ message, changed: false });
    },
  });

  const busy = sign.isPending || decline.isPending;

  return (
    <div className="flex flex-col gap-6">
      {notice && (
        <div
          ref={noticeRef}
          tabIndex={-1}
          role="alert"
          className={`rounded-lg border p-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-gold/50 ${notice.changed ? "border-amber-300 bg-amber-50 text-amber-950" : "border-red-200 bg-red-50 text-red-900"}`}
        >
          <p className="font-semibold">{notice.changed ? "This change order changed" : "Something went wrong"}</p>
          <p className="mt-1">{notice.message}</p>
          {notice.changed && <p className="mt-1">It now shows the current version, for {formatSignedCents(order.totalCents)}.</p>}
        </div>
      )}
      <form
        noValidate
        aria-label={`Sign change order ${order.number}`}
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          setNotice(null);
          const signatureData = pad.current?.toDataURL() ?? "";
          const signed = hasSignature && signatureData !== "";
          setSignatureError(signed ? undefined : signatureMissing);
          if (!signed) toast({ title: "Signature required", description: signatureMissing, variant: "destructive" });
          void form.handleSubmit(
            (values) => {
              if (!signed) return pad.current?.focus();
              sign.mutate({ ...values, version: order.version, signatureData });
            },
            (invalid) => {
              if (invalid.signerName) form.setFocus("signerName");
              else if (!signed) pad.current?.focus();
              else form.setFocus("agreementAccepted");
            },
          )(event);
        }}
      >
        <Field label="Your full name" error={errors.signerName?.message} required className="sm:max-w-md">
          <input className={controlClasses} autoComplete="name" {...form.register("signerName")} />
        </Field>
        <div className="flex flex-col gap-1.5">
          <SignatureField
            ref={pad}
            onChange={(value) => {
              setHasSignature(value);
              if (value) setSignatureError(undefined);
            }}
            typedName={typedName}
            disabled={busy}
            invalid={Boolean(signatureError)}
          />
          {signatureError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {signatureError}
            </p>
          )}
        </div>
        <div className="rounded-lg border border-stone-200 bg-stone-50 p-4">
          <CheckboxField error={errors.agreementAccepted?.message} label="I agree to this change order">
            <input type="checkbox" {...form.register("agreementAccepted", { onChange: () => form.clearErrors("agreementAccepted") })} />
          </CheckboxField>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button
            type="submit"
            variant="gold"
            size="lg"
            className="w-full sm:w-auto sm:min-w-56"
            aria-busy={sign.isPending || undefined}
            disabled={busy}
          >
            {sign.isPending ? "Signing..." : "Sign change order"}
          </Button>
          <Button variant="outline" size="lg" className="w-full sm:w-auto" onClick={() => setDeclining(true)} disabled={busy}>
            {decline.isPending ? "Declining..." : "Decline"}
          </Button>
        </div>
        {/* Signing takes a few seconds (the signed PDF is made then): said here, in place. */}
        <p role="status" className="text-sm text-stone-700">
          {sign.isPending ? "Signing your change order and preparing your signed copy. This can take a few seconds." : ""}
        </p>
      </form>
      <DeclineChangeOrderDialog
        open={declining}
        onOpenChange={setDeclining}
        number={order.number}
        busy={busy}
        onDecline={(message) => decline.mutate({ version: order.version, ...(message ? { message } : {}) })}
      />
    </div>
  );
}
