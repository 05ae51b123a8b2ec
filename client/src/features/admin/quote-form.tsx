/**
 * The admin's quote form: create (/create-quote) and edit (/admin/quotes/:id). Every field and
 * message comes from the shared quote rules, so the browser says what the API would.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { quoteFieldRules } from "@shared/field-rules";

export const quoteFormSchema = z.object(quoteFieldRules);
export type QuoteFormInput = z.input<typeof quoteFormSchema>;
export type QuoteFormValues = z.output<typeof quoteFormSchema>;

export const emptyQuoteForm: QuoteFormInput = {
  clientName: "",
  clientEmail: "",
  clientPhone: "",
  projectAddress: "",
  workScope: "",
  projectDetails: "",
  totalCost: "",
  validUntil: "",
};

type QuoteFormProps = {
  defaultValues: QuoteFormInput;
  onSubmit: (values: QuoteFormValues) => void;
  isPending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Field messages from a 400 answer, shown beside their fields. */
  serverErrors?: Record<string, string>;
  /** Extra help under the address field (e.g. the city of the lead it comes from). */
  addressHint?: string;
  onCancel?: () => void;
};

export function QuoteForm({ defaultValues, onSubmit, isPending, submitLabel, pendingLabel, serverErrors, addressHint, onCancel }: QuoteFormProps) {
  const form = useForm<QuoteFormInput, unknown, QuoteFormValues>({ resolver: zodResolver(quoteFormSchema), defaultValues });
  const errors = form.formState.errors;

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      if (field in emptyQuoteForm) form.setError(field as keyof QuoteFormInput, { message });
    }
  }, [serverErrors, form]);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5 sm:grid-cols-2">
      <Field label="Client Name" error={errors.clientName?.message} required>
        <input className={controlClasses} autoComplete="off" {...form.register("clientName")} />
      </Field>
      <Field label="Email Address" error={errors.clientEmail?.message} required>
        <input className={controlClasses} type="email" autoComplete="off" inputMode="email" {...form.register("clientEmail")} />
      </Field>
      <Field label="Phone Number" error={errors.clientPhone?.message} required>
        <input className={controlClasses} type="tel" autoComplete="off" {...form.register("clientPhone")} />
      </Field>
      <Field label="Project Address" hint={addressHint} error={errors.projectAddress?.message} required>
        <input className={controlClasses} autoComplete="off" {...form.register("projectAddress")} />
      </Field>
      <Field label="Work Scope" error={errors.workScope?.message} required className="sm:col-span-2">
        <input className={controlClasses} placeholder="e.g. Stamped Concrete Installation" {...form.register("workScope")} />
      </Field>
      <Field label="Total Cost (CAD)" hint="The full price in Canadian dollars, e.g. 4500 or 4,500.00" error={errors.totalCost?.message} required>
        <input className={controlClasses} inputMode="decimal" placeholder="4500.00" {...form.register("totalCost")} />
      </Field>
      <Field label="Valid Until" error={errors.validUntil?.message} required>
        <input className={controlClasses} type="date" {...form.register("validUntil")} />
      </Field>
      <Field label="Detailed Project Description" error={errors.projectDetails?.message} required className="sm:col-span-2">
        <textarea
          className={controlClasses}
          rows={7}
          placeholder="Area and dimensions, pattern and colour, demolition and base preparation, sealing, what is included…"
          {...form.register("projectDetails")}
        />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row">
        <Button type="submit" variant="dark" size="lg" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" size="lg" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
