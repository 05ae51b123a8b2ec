/**
 * The contract signing form: the client's details prefilled from the
 * quote, the drawn signature, the agreement, and the fixed messages for each outcome ('Signature Required', 'Signing Failed', success).
 */
import { useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod/mini";
import { Button } from "@/components/ui/button";
import { CheckboxField, Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { trackEvent } from "@/lib/analytics";
import { isNotFound, isStateConflict } from "@/api/errors";
import { ApiError } from "@/lib/api";
import { showFieldErrors } from "@/lib/server-field-errors";
import { useZodForm } from "@/lib/use-zod-form";
import type { ClientQuote } from "@shared/api/responses";
import { designMessages } from "@shared/design-catalogue";
import { contractRules, signatureRequiredMessage } from "@shared/field-rules";
import { parseAmount } from "@shared/quote-rules";
import { useSignContract } from "./mutations";
import { SignatureField, type SignaturePadHandle } from "./signature-pad";

const contractFormSchema = z.object({
  clientName: contractRules.clientName,
  clientEmail: contractRules.clientEmail,
  clientPhone: contractRules.clientPhone,
  projectAddress: contractRules.projectAddress,
  agreementAccepted: contractRules.agreementAccepted,
  // Required only when the contract has a stamped design (checked on submit, and by the server).
  colourAcknowledged: z.optional(z.boolean()),
  // Optional consent to reseal reminders: unticked by default, sent only when ticked.
  maintenanceReminders: z.optional(z.boolean()),
});
const contractFormFields = Object.keys(contractFormSchema.shape);

type ContractFormProps = {
  quote: ClientQuote;
  /** The client's link token: the contract is signed through it. */
  token: string;
  onSigned: () => void;
  /** A contract already exists for this quote (409). */
  onAlreadySigned: () => void;
  /** Any other refusal of the quote's state: the page reloads the quote. */
  onQuoteChanged: () => void;
  /**
   * The colour-variance statement of the accepted stamped design (colourVarianceStatement), when it
   * has one: its own tick, unticked, required, sent as `colourAcknowledged: true` with the signature.
   */
  colourStatement?: string | null;
};

export function ContractForm({ quote, token, onSigned, onAlreadySigned, onQuoteChanged, colourStatement = null }: ContractFormProps) {
  const pad = useRef<SignaturePadHandle>(null);
  const [hasSignature, setHasSignature] = useState(false);
  const [signatureAsked, setSignatureAsked] = useState(false);
  const form = useZodForm(contractFormSchema, {
    defaultValues: {
      clientName: quote.clientName,
      clientEmail: quote.clientEmail,
      clientPhone: quote.clientPhone,
      projectAddress: quote.projectAddress,
      agreementAccepted: false as unknown as true,
      colourAcknowledged: false,
      maintenanceReminders: false,
    },
  });
  const errors = form.formState.errors;
  const typedName = useWatch({ control: form.control, name: "clientName" }) ?? "";

  const sign = useSignContract(token, {
    onSuccess: () => {
      toast({
        title: "Contract Signed Successfully!",
        description: "Your contract has been recorded. We'll contact you shortly to schedule the work.",
        variant: "success",
      });
      trackEvent({ event: "contract_signed", currency: "CAD", value: parseAmount(quote.totalCost) ?? 0 });
      onSigned();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "CONTRACT_EXISTS") {
        toast({ title: "Contract Already Signed", description: error.serverMessage, variant: "destructive" });
        onAlreadySigned();
        return;
      }
      if (error instanceof ApiError) {
        showFieldErrors(form, error.fieldErrors, contractFormFields, { focus: false });
        if (error.code === "COLOUR_ACKNOWLEDGEMENT_REQUIRED")
          form.setError("colourAcknowledged", { message: error.serverMessage || designMessages.acknowledge });
        if (isStateConflict(error) || isNotFound(error)) onQuoteChanged();
      }
      toast({ title: "Signing Failed", description: "There was an error processing your contract. Please try again.", variant: "destructive" });
    },
  });

  const signatureMissing = () => {
    toast({ title: "Signature Required", description: signatureRequiredMessage, variant: "destructive" });
    setSignatureAsked(true);
    void form.trigger();
    pad.current?.focus();
  };

  return (
    <form
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const signatureData = pad.current?.toDataURL() ?? "";
        if (!hasSignature || !signatureData) return signatureMissing();
        void form.handleSubmit(({ colourAcknowledged, maintenanceReminders, ...values }) => {
          if (colourStatement && !colourAcknowledged) {
            form.setError("colourAcknowledged", { message: designMessages.acknowledge }, { shouldFocus: true });
            return;
          }
          sign.mutate({
            ...values,
            quoteVersion: quote.version,
            signatureData,
            ...(colourStatement ? { colourAcknowledged: true } : {}),
            ...(maintenanceReminders ? { maintenanceReminders: true } : {}),
          });
        })(event);
      }}
    >
      <Field label="Full Name" error={errors.clientName?.message} required>
        <input className={controlClasses} autoComplete="name" {...form.register("clientName")} />
      </Field>
      <Field label="Email Address" error={errors.clientEmail?.message} required>
        <input className={controlClasses} type="email" autoComplete="email" inputMode="email" {...form.register("clientEmail")} />
      </Field>
      <Field label="Phone Number" error={errors.clientPhone?.message} required>
        <input className={controlClasses} type="tel" autoComplete="tel" {...form.register("clientPhone")} />
      </Field>
      <Field label="Project Address" error={errors.projectAddress?.message} required>
        <input className={controlClasses} autoComplete="street-address" {...form.register("projectAddress")} />
      </Field>
      <div className="sm:col-span-2">
        <SignatureField
          ref={pad}
          onChange={setHasSignature}
          typedName={typedName}
          disabled={sign.isPending}
          invalid={signatureAsked && !hasSignature}
        />
      </div>
      {colourStatement && (
        <div className="rounded-xl border border-gold/60 bg-gold-light/20 p-4 sm:col-span-2">
          <p className="mb-3 font-bold text-stone-950">A note on colours</p>
          <CheckboxField error={errors.colourAcknowledged?.message} label={colourStatement}>
            <input type="checkbox" {...form.register("colourAcknowledged", { onChange: () => form.clearErrors("colourAcknowledged") })} />
          </CheckboxField>
        </div>
      )}
      <div className="sm:col-span-2">
        <CheckboxField error={errors.agreementAccepted?.message} label="I have read and agree to the terms and conditions outlined above">
          <input type="checkbox" {...form.register("agreementAccepted")} />
        </CheckboxField>
      </div>
      <div className="sm:col-span-2">
        {/* Optional: consent to commercial e-mails (reseal reminders) is asked for, never assumed, so the box starts unticked. */}
        <CheckboxField
          error={errors.maintenanceReminders?.message}
          label="E-mail me maintenance reminders (when to reseal, and how to care for the concrete)"
        >
          <input type="checkbox" {...form.register("maintenanceReminders")} />
        </CheckboxField>
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        {/* Looks and reads as disabled until there is a signature, but still answers a press with the reason. */}
        <Button
          type="submit"
          variant="gold"
          size="lg"
          className={`w-full sm:w-auto sm:min-w-56 sm:self-start ${hasSignature ? "" : "cursor-not-allowed opacity-60"}`}
          aria-disabled={hasSignature ? undefined : true}
          aria-busy={sign.isPending || undefined}
          disabled={sign.isPending}
        >
          {sign.isPending ? "Signing..." : "Sign Contract"}
        </Button>
        {!hasSignature && <p className="text-sm text-stone-600">Add your signature above to enable signing.</p>}
        {/* The signing is shown here, in place: the form stays as it was until the confirmation opens. */}
        <p role="status" className="text-sm text-stone-700">
          {sign.isPending ? "Signing your contract and preparing your signed copy. This can take a few seconds." : ""}
        </p>
      </div>
    </form>
  );
}
