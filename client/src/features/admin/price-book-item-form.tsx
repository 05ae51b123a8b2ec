/**
 * One item of the price book as a small form: description, unit and unit price, checked with the
 * rules of a quote's item (shared/price-book.ts) before it is sent. Used to add an item and to change one.
 */
import { useState } from "react";
import { z } from "zod/mini";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { lineItemUnitLabels, lineItemUnits, type LineItemUnit } from "@shared/line-items";
import { priceBookItemSchema, type PriceBookItemInput } from "@shared/price-book";

export type PriceBookDraft = { description: string; unit: LineItemUnit; unitPrice: string };
type Errors = Partial<Record<keyof PriceBookDraft, string>>;

export const blankPriceBookDraft: PriceBookDraft = { description: "", unit: "sq_ft", unitPrice: "" };

function check(draft: PriceBookDraft): { item: PriceBookItemInput } | { errors: Errors } {
  const parsed = z.safeParse(priceBookItemSchema, draft);
  if (parsed.success) return { item: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof PriceBookDraft] ??= issue.message;
  return { errors };
}

type Props = {
  initial: PriceBookDraft;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: (item: PriceBookItemInput) => void;
  /** Field messages from the server's 400 answer. */
  serverErrors?: Errors;
  /** Names the item in the buttons for screen readers ("Save Broom finish slab"). */
  itemName?: string;
  children?: React.ReactNode;
};

export function PriceBookItemForm({ initial, submitLabel, pendingLabel, isPending, onSubmit, serverErrors, itemName, children }: Props) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const shown = { ...serverErrors, ...errors };
  const set = (field: keyof PriceBookDraft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  return (
    <form
      noValidate
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1fr)_9rem_9rem_auto] lg:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        const result = check(draft);
        if ("errors" in result) return setErrors(result.errors);
        setErrors({});
        onSubmit(result.item);
      }}
    >
      <Field label="Description" error={shown.description} required className="col-span-2 lg:col-span-1">
        <input className={controlClasses} autoComplete="off" value={draft.description} onChange={set("description")} />
      </Field>
      <Field label="Unit" error={shown.unit} required>
        <select className={controlClasses} value={draft.unit} onChange={set("unit")}>
          {lineItemUnits.map((unit) => (
            <option key={unit} value={unit}>
              {lineItemUnitLabels[unit]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Unit Price (CAD)" error={shown.unitPrice} required>
        <input className={controlClasses} inputMode="decimal" autoComplete="off" value={draft.unitPrice} onChange={set("unitPrice")} />
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
