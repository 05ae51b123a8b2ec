/**
 * The owner's signature for the business on contracts (decision 0129): drawn once with the same pad
 * the client signs on, with the name printed beside it. Contracts signed afterwards carry a copy of it;
 * those already signed keep theirs. Without one, contracts still sign and leave a line to sign by hand,
 * which this card says plainly.
 */
import { useQuery } from "@tanstack/react-query";
import { useRef, useState, type ForwardRefExoticComponent, type RefAttributes } from "react";
import { useWatch } from "react-hook-form";
import type { ContractorSignatureAnswer } from "@shared/api/responses";
import { contractorSignatureSchema } from "@shared/account-rules";
import { business } from "@shared/business";
import { contractorSignatureQuery } from "@/api/account";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api";
import { formatTorontoDateTime } from "@/lib/format";
import { fieldErrorsOf, showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import { useRemoveContractorSignature, useSaveContractorSignature } from "./mutations";

type Signature = NonNullable<ContractorSignatureAnswer["signature"]>;

/** What this card needs of a signature pad: the one clients sign on, handed in by the page (features do not import each other). */
export type SignaturePadHandle = { toDataURL: () => string; focus: () => void };
export type SignaturePadComponent = ForwardRefExoticComponent<
  { onChange: (hasSignature: boolean) => void; typedName: string; disabled?: boolean; invalid?: boolean } & RefAttributes<SignaturePadHandle>
>;

function SignatureForm({
  initialName,
  onDone,
  onCancel,
  SignatureField,
}: {
  initialName: string;
  onDone: () => void;
  onCancel?: () => void;
  SignatureField: SignaturePadComponent;
}) {
  const pad = useRef<SignaturePadHandle>(null);
  // The drawing is no input of its own: it is read from the pad when the form is sent.
  const form = useZodForm(contractorSignatureSchema, { ...messagesOnSubmit, defaultValues: { signerName: initialName, signatureData: "" } });
  const errors = form.formState.errors;
  const name = useWatch({ control: form.control, name: "signerName" });
  const save = useSaveContractorSignature({
    onSuccess: () => {
      toast({ title: "Signature saved", description: "Contracts signed from now on carry it.", variant: "success" });
      onDone();
    },
    onError: (error) => {
      if (!showFieldErrors(form, fieldErrorsOf(error), ["signerName", "signatureData"], { focus: false })) {
        toast({
          title: "Signature not saved",
          description: error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : "Please try again.",
          variant: "destructive",
        });
      }
    },
  });

  const submit = (event: React.FormEvent) => {
    form.setValue("signatureData", pad.current?.toDataURL() ?? "");
    // A missing drawing takes the focus only when the name is right: the pad sits below it.
    void form.handleSubmit(
      (input) => save.mutate(input),
      (invalid) => {
        if (!invalid.signerName && invalid.signatureData) pad.current?.focus();
      },
    )(event);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <Field label="Name printed beside the signature" hint="For example, the owner's full name." error={errors.signerName?.message} required>
        <input className={controlClasses} autoComplete="name" maxLength={200} {...form.register("signerName")} />
      </Field>
      <div>
        <SignatureField
          ref={pad}
          typedName={name}
          invalid={Boolean(errors.signatureData)}
          disabled={save.isPending}
          onChange={(drawn) => {
            if (drawn) form.clearErrors("signatureData");
          }}
        />
        {errors.signatureData && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {errors.signatureData.message}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="dark" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save signature"}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function SavedSignature({ signature, onReplace }: { signature: Signature; onReplace: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveContractorSignature({
    onSuccess: () => {
      setConfirming(false);
      toast({ title: "Signature removed", description: "Contracts signed from now on leave a line to sign by hand." });
    },
    onError: () => toast({ title: "Signature not removed", description: "Please try again.", variant: "destructive" }),
  });
  return (
    <div className="grid gap-4">
      <figure className="rounded-lg border border-stone-300 bg-white p-3">
        <img
          src={signature.signatureData}
          alt={`Signature of ${signature.signerName} for ${business.name}`}
          className="mx-auto h-28 w-full object-contain sm:h-32"
          width={signature.width}
          height={signature.height}
        />
        <figcaption className="mt-2 border-t border-stone-300 pt-2 text-sm font-semibold text-stone-900">
          For {business.name}: {signature.signerName}, <span className="font-normal text-stone-600">the day each contract is signed</span>
        </figcaption>
      </figure>
      <p className="text-sm text-stone-600">
        Saved on {formatTorontoDateTime(signature.setAt)} by {signature.setBy}.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onReplace}>
          Replace signature
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Remove signature
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the signature?"
        description="Contracts signed from now on will leave a blank line for you to sign by hand. Contracts already signed keep the signature they were signed with."
      >
        <div className="flex flex-wrap gap-3">
          <Button variant="dark" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {remove.isPending ? "Removing..." : "Yes, remove it"}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

export function ContractorSignature({ signaturePad }: { signaturePad: SignaturePadComponent }) {
  const answer = useQuery(contractorSignatureQuery());
  const [replacing, setReplacing] = useState(false);

  if (answer.isPending) return <p className="text-sm text-stone-600">Loading your signature...</p>;
  if (answer.isError) {
    return (
      <div className="grid gap-3">
        <p role="alert" className="text-sm font-medium text-red-800">
          Your signature could not be loaded.
        </p>
        <div>
          <Button variant="outline" size="sm" onClick={() => void answer.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }

  const { signature, defaultSignerName } = answer.data;
  if (signature && !replacing) return <SavedSignature signature={signature} onReplace={() => setReplacing(true)} />;
  return (
    <div className="grid gap-5">
      {!signature && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <strong className="font-semibold">No signature on file.</strong> Clients can still sign, but their contracts show a blank line, “For{" "}
          {business.name}: ______”, with {defaultSignerName}’s name, for you to sign by hand. Add your signature once and every contract signed after
          that is signed by both sides.
        </p>
      )}
      <SignatureForm
        initialName={signature?.signerName ?? defaultSignerName}
        onDone={() => setReplacing(false)}
        onCancel={signature ? () => setReplacing(false) : undefined}
        SignatureField={signaturePad}
      />
    </div>
  );
}
