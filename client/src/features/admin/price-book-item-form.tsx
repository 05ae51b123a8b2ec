/**
 * One item of the price book as a small form: description, unit and unit price, checked with the
 * rules of a quote's item (shared/price-book.ts) before it is sent. Used to add an item and to change one.
 */
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Field, SelectOptions, controlClasses } from "@/components/ui/field";
import { showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import { lineItemUnitLabels, lineItemUnits, type LineItemUnit } from "@shared/line-items";
import { priceBookItemSchema, type PriceBookItemInput } from "@shared/price-book";

export type PriceBookDraft = { description: string; unit: LineItemUnit; unitPrice: string };

export const blankPriceBookDraft: PriceBookDraft = { description: "", unit: "sq_ft", unitPrice: "" };

const fields = ["description", "unit", "unitPrice"] as const;

type Props = {
  initial: PriceBookDraft;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: (item: PriceBookItemInput) => void;
  /** Field messages from the server's 400 answer. */
  serverErrors?: Record<string, string>;
  /** Names the item in the buttons for screen readers ("Save Broom finish slab"). */
  itemName?: string;
  children?: React.ReactNode;
};

export function PriceBookItemForm({ initial, submitLabel, pendingLabel, isPending, onSubmit, serverErrors, itemName, children }: Props) {
  const form = useZodForm(priceBookItemSchema, { ...messagesOnSubmit, defaultValues: initial });
  const errors = form.formState.errors;
  useEffect(() => {
    if (serverErrors) showFieldErrors(form, serverErrors, fields, { focus: false });
  }, [serverErrors, form]);

  return (
    <form
      noValidate
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1fr)_9rem_9rem_auto] lg:items-start"
      onSubmit={form.handleSubmit((item: PriceBookItemInput) => onSubmit(item))}
    >
      <Field label="Description" error={errors.description?.message} required className="col-span-2 lg:col-span-1">
        <input className={controlClasses} autoComplete="off" {...form.register("description")} />
      </Field>
      <Field label="Unit" error={errors.unit?.message} required>
        <select className={controlClasses} {...form.register("unit")}>
          <SelectOptions values={lineItemUnits} labels={lineItemUnitLabels} />
        </select>
      </Field>
      <Field label="Unit Price (CAD)" error={errors.unitPrice?.message} required>
        <input className={controlClasses} inputMode="decimal" autoComplete="off" {...form.register("unitPrice")} />
      </Field>
      <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-1 lg:pt-7">
        <Button type="submit" variant="dark" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
          {itemName && <span className="sr-only"> {itemName}</span>}
        </Button>
        {children}
      </div>
    </form>
  );
}
