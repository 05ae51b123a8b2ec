/**
 * The admin's quote form: create (/create-quote, also for revisions) and edit (/admin/quotes/:id).
 * Every field, item and message comes from the shared quote rules, so the browser says what the API
 * would; the server's own field errors (e.g. "lineItems.0.quantity") land under the same inputs.
 */
import { useEffect, useId, useMemo, useState } from "react";
import { FormProvider, useFormContext, useWatch, type FieldPath } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { showFieldErrors } from "@/lib/server-field-errors";
import { useZodForm } from "@/lib/use-zod-form";
import { torontoDate } from "@shared/quote-rules";
import { ChoiceGroupsEditor } from "./choice-groups-editor";
import { DesignSection } from "./design-section";
import { LineItemsEditor } from "./line-items-editor";
import { QuotePreview } from "./quote-preview";
import { QuotePriceSection } from "./quote-price-section";
import { quoteFormFields, quoteFormSchema, type QuoteFormInput, type QuoteFormValues } from "./quote-form-schema";

export { emptyQuoteForm, type QuoteFormInput, type QuoteFormValues } from "./quote-form-schema";

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
  /** An edit may keep the quote's stored valid-until date even when it has passed; a new date may not be past. */
  keptValidUntil?: string;
  /** An edit of a quote priced by a single total before items: it may be saved without items. */
  keptTotal?: boolean;
  onCancel?: () => void;
};

const itemFieldError = /^lineItems\.\d+\.(description|quantity|unit|unitPrice|optional)$/;
const choiceFieldError = /^choiceGroups\.\d+\.(title|options\.\d+\.(label|description))$/;
const designFieldError = /^design\.(patternId|baseColourId|baseMethod|releaseColourId|borderId|sealerFinishId|notes|sampleViewedOn)$/;

/** Where a server field error is shown: its own input, or the items list for list-wide problems. */
function errorTarget(field: string): FieldPath<QuoteFormInput> | "root.lineItems" | null {
  if (itemFieldError.test(field) || choiceFieldError.test(field) || designFieldError.test(field)) return field as FieldPath<QuoteFormInput>;
  if (field === "discount" || field.startsWith("discount.")) return "discountValue";
  if (field === "lineItems" || field.startsWith("lineItems.")) return "root.lineItems";
  return (quoteFormFields as string[]).includes(field) ? (field as FieldPath<QuoteFormInput>) : null;
}

/** The preview follows every keystroke; only it re-renders, not the whole form. */
function LivePreview({ headingId }: { headingId: string }) {
  const form = useFormContext<QuoteFormInput>();
  useWatch({ control: form.control });
  return <QuotePreview values={form.getValues()} headingId={headingId} />;
}

export function QuoteForm({
  defaultValues,
  onSubmit,
  isPending,
  submitLabel,
  pendingLabel,
  serverErrors,
  addressHint,
  keptValidUntil,
  keptTotal = false,
  onCancel,
}: QuoteFormProps) {
  // Today is read once per form: a form left open past midnight is checked again by the server.
  const [today] = useState(() => torontoDate(new Date()));
  const schema = useMemo(() => quoteFormSchema({ today, keptValidUntil, keptTotal }), [today, keptValidUntil, keptTotal]);
  const form = useZodForm(schema, { defaultValues });
  const errors = form.formState.errors;
  const [previewing, setPreviewing] = useState(false);
  const previewId = useId();

  useEffect(() => {
    showFieldErrors(form, serverErrors ?? {}, errorTarget);
  }, [serverErrors, form]);

  return (
    <FormProvider {...form}>
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
        <Field label="Work Scope" error={errors.workScope?.message} required>
          <input className={controlClasses} placeholder="e.g. Stamped Concrete Installation" {...form.register("workScope")} />
        </Field>
        <Field label="Valid Until" error={errors.validUntil?.message} required>
          <input
            className={controlClasses}
            type="date"
            // An expired quote being edited may keep its past date, so the browser must not flag it as out of range.
            min={keptValidUntil !== undefined && keptValidUntil < today ? undefined : today}
            {...form.register("validUntil")}
          />
        </Field>
        <Field label="Detailed Project Description" error={errors.projectDetails?.message} required className="sm:col-span-2">
          <textarea
            className={controlClasses}
            rows={7}
            placeholder="Area and dimensions, pattern and colour, demolition and base preparation, sealing, what is included…"
            {...form.register("projectDetails")}
          />
        </Field>
        <div className="border-t border-stone-200 pt-6 sm:col-span-2">
          <ChoiceGroupsEditor />
        </div>
        <div className="border-t border-stone-200 pt-6 sm:col-span-2">
          <LineItemsEditor />
        </div>
        <div className="sm:col-span-2">
          <DesignSection />
        </div>
        <div className="sm:col-span-2">
          <QuotePriceSection />
        </div>
        <div className="sm:col-span-2">
          <Button
            variant="outline"
            aria-expanded={previewing}
            aria-controls={previewing ? previewId : undefined}
            onClick={() => setPreviewing(!previewing)}
          >
            {previewing ? "Hide preview" : "Preview"}
          </Button>
        </div>
        {previewing && (
          <div id={previewId} className="sm:col-span-2">
            <LivePreview headingId={`${previewId}-heading`} />
          </div>
        )}
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
    </FormProvider>
  );
}
