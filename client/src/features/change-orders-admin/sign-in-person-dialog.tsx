/**
 * The client signs a sent change order on the owner's phone, on site: the order as they will sign it
 * (summary, lines, money, the contract sum it makes), their name, the same signature pad as the
 * contract's signing page, and the agreement. Signed at the version shown: if the order changed
 * meanwhile (voided, expired, signed on the client's own link), the server refuses and the list is
 * read again.
 */
import { useCallback, useRef, useState, type ComponentType, type FormEvent, type Ref } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod/mini";
import { changeOrderSignSchema } from "@shared/change-orders/rules";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CheckboxField, Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import type { OwnerChangeOrder } from "@/api/change-orders-admin";
import { ApiError } from "@/lib/api";
import { formatCalendarDate } from "@/lib/format";
import { showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import { ChangeOrderMoney } from "./change-order-money";
import { useSignChangeOrderInPerson } from "./mutations";
import { OrderLines } from "./order-lines";

/** What the drawn signature hands back: the PNG data URL ("" when empty), and a way to bring the pad into view. */
export type SignaturePadHandle = { toDataURL: () => string; focus: () => void };
/**
 * The contract signing page's signature pad. The page passes it in (a feature does not import
 * another), so the client signs an order on the same pad, with the same pen, as their contract.
 */
export type SignaturePadComponent = ComponentType<{
  ref?: Ref<SignaturePadHandle>;
  onChange: (hasSignature: boolean) => void;
  typedName: string;
  disabled?: boolean;
  invalid?: boolean;
}>;

const signatureMissing = "Please sign in the box above.";

/** The server's rules for what is typed, drawn and ticked; an empty pad is asked for in this dialog's own words. */
const signInPersonSchema = z.object({
  signerName: changeOrderSignSchema.shape.signerName,
  signatureData: z.pipe(z.string().check(z.minLength(1, signatureMissing)), changeOrderSignSchema.shape.signatureData),
  agreementAccepted: changeOrderSignSchema.shape.agreementAccepted,
});
const fields = ["signerName", "signatureData", "agreementAccepted"] as const;

type Props = {
  contractId: string;
  SignaturePad: SignaturePadComponent;
  order: OwnerChangeOrder;
  /** The contract's client, whose name is offered. */
  clientName: string;
  /** The contract's sum before this order. */
  revisedTotalCents: number;
  onClose: () => void;
};

export function SignInPersonDialog({ contractId, SignaturePad, order, clientName, revisedTotalCents, onClose }: Props) {
  const pad = useRef<SignaturePadHandle>(null);
  const [hasSignature, setHasSignature] = useState(false);
  const form = useZodForm(signInPersonSchema, {
    ...messagesOnSubmit,
    defaultValues: { signerName: clientName, signatureData: "", agreementAccepted: false as unknown as true },
  });
  const errors = form.formState.errors;
  const signerName = useWatch({ control: form.control, name: "signerName" });

  const sign = useSignChangeOrderInPerson(contractId, {
    onSuccess: (answer, { signature }) => {
      onClose();
      toast({
        title: `${answer.changeOrder.number ?? "Change order"} signed`,
        description: `Signed by ${answer.changeOrder.signerName ?? signature.signerName}. The signed PDF is ready and the balance counts it.`,
        variant: "success",
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        showFieldErrors(form, error.fieldErrors, fields, { focus: false });
        return;
      }
      // Voided, expired or signed meanwhile, or a credit the contract can no longer take: this order can no longer be signed here.
      if (error instanceof ApiError && (error.status === 409 || error.status === 410 || error.code === "CHANGE_ORDER_CREDIT_TOO_LARGE")) onClose();
      toast({
        title: "Not signed",
        description: (error instanceof ApiError ? error.serverMessage : undefined) ?? "The signature could not be saved. Please try again.",
        variant: "destructive",
      });
    },
  });

  // The dialog opens on the change itself, to be read first: focusing the name field (the dialog's
  // default) would select it for typing over and open the phone's keyboard over the order. The section
  // is focused as it is attached (the dialog's content mounts after this component), before the
  // dialog looks for a field to focus, which it then leaves alone.
  const readFirst = useCallback((section: HTMLElement | null) => section?.focus({ preventScroll: true }), []);

  const submit = (event: FormEvent) => {
    form.setValue("signatureData", hasSignature ? (pad.current?.toDataURL() ?? "") : "");
    void form.handleSubmit(
      (signature) => sign.mutate({ id: order.id, signature: { version: order.version, ...signature } }),
      (invalid) => {
        if (invalid.signatureData) pad.current?.focus();
      },
    )(event);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !sign.isPending) onClose();
      }}
      title={`Sign change order ${order.number ?? ""}`.trim()}
      description="Please read the change to your contract, then sign below. The rest of your contract stays as signed."
      size="lg"
    >
      <div className="flex flex-col gap-6">
        <section ref={readFirst} tabIndex={-1} aria-label="The change" className="flex flex-col gap-3 focus:outline-none">
          <p className="text-sm font-semibold uppercase tracking-wide text-stone-600">{order.reasonLabel}</p>
          <p className="whitespace-pre-line break-words text-stone-900">{order.summary}</p>
          <OrderLines lines={order.lines} />
          <ChangeOrderMoney
            subtotalCents={order.subtotalCents}
            hstCents={order.hstCents}
            totalCents={order.totalCents}
            payment={order.payment}
            revisedBeforeCents={revisedTotalCents}
            label="What it costs"
          />
          {order.expiresOn && <p className="text-sm text-stone-600">Open for signing until {formatCalendarDate(order.expiresOn)}.</p>}
        </section>

        <form className="flex flex-col gap-5 border-t border-stone-200 pt-5" onSubmit={submit} noValidate aria-label="Signature">
          <Field label="Your full name" error={errors.signerName?.message} required>
            <input className={controlClasses} autoComplete="off" {...form.register("signerName")} />
          </Field>
          <div className="flex flex-col gap-1.5">
            <SignaturePad
              ref={pad}
              onChange={(value) => {
                setHasSignature(value);
                if (value) form.clearErrors("signatureData");
              }}
              typedName={signerName}
              disabled={sign.isPending}
              invalid={Boolean(errors.signatureData)}
            />
            {errors.signatureData && <p className="text-sm font-medium text-red-700">{errors.signatureData.message}</p>}
          </div>
          <CheckboxField error={errors.agreementAccepted?.message} label="I agree to this change order">
            <input
              type="checkbox"
              {...form.register("agreementAccepted", {
                onChange: (event: { target: { checked: boolean } }) => {
                  if (event.target.checked) form.clearErrors("agreementAccepted");
                },
              })}
            />
          </CheckboxField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={sign.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="gold" size="lg" disabled={sign.isPending} aria-busy={sign.isPending || undefined}>
              {sign.isPending ? "Signing..." : "Sign change order"}
            </Button>
          </div>
          <p role="status" className="text-sm text-stone-700 empty:hidden">
            {sign.isPending ? "Signing and preparing the signed copy. This can take a few seconds." : ""}
          </p>
        </form>
      </div>
    </Dialog>
  );
}
