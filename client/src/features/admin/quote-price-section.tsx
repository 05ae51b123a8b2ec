/**
 * The quote's price: its items' live totals, with a discount before HST (an amount or a percentage)
 * if the owner gives one. A quote priced by a single total before items existed shows that total,
 * read-only, until it gets items (docs/decisions/0124).
 */
import { useFormContext, useWatch } from "react-hook-form";
import { Field, controlClasses } from "@/components/ui/field";
import { parseDiscount, type LineItem } from "@shared/line-items";
import { formatCad, isPriced } from "@shared/quote-rules";
import { QuoteTotalsSummary } from "./quote-totals-summary";
import { ChoiceTotalsSummary } from "./choice-totals-summary";
import { discountInputOfForm, type QuoteFormInput } from "./quote-form-schema";

/** Items as watched can briefly lack a field while the list changes; the totals read them whole. */
export function completeItems(items: Partial<LineItem>[]): LineItem[] {
  return items.map((item, index) => ({
    id: item.id ?? `item-${index}`,
    description: item.description ?? "",
    quantity: item.quantity ?? "",
    unit: item.unit ?? "sq_ft",
    unitPrice: item.unitPrice ?? "",
    optional: item.optional ?? false,
    ...(item.optionId ? { optionId: item.optionId } : {}),
    ...(item.requiresOptionId ? { requiresOptionId: item.requiresOptionId } : {}),
  }));
}

function DiscountFields() {
  const form = useFormContext<QuoteFormInput>();
  const kind = useWatch({ control: form.control, name: "discountKind" });
  const error = form.formState.errors.discountValue?.message;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-bold text-stone-950">Discount</legend>
      <Field label="Discount type" hint="Taken off the subtotal, before HST.">
        <select className={controlClasses} {...form.register("discountKind")}>
          <option value="none">No discount</option>
          <option value="amount">Amount in dollars</option>
          <option value="percent">Percentage</option>
        </select>
      </Field>
      {kind !== "none" && (
        <Field
          label={kind === "percent" ? "Discount (%)" : "Discount (CAD)"}
          hint={kind === "percent" ? "From 0 to 100, e.g. 10 or 12.5" : "At most the subtotal, e.g. 250 or 250.00"}
          error={error}
          required
        >
          <input
            className={controlClasses}
            inputMode="decimal"
            autoComplete="off"
            placeholder={kind === "percent" ? "10" : "250.00"}
            {...form.register("discountValue")}
          />
        </Field>
      )}
    </fieldset>
  );
}

export function QuotePriceSection() {
  const form = useFormContext<QuoteFormInput>();
  const items = useWatch({ control: form.control, name: "lineItems" }) ?? [];
  const groups = useWatch({ control: form.control, name: "choiceGroups" }) ?? [];
  const [discountKind, discountValue, totalCost] = useWatch({ control: form.control, name: ["discountKind", "discountValue", "totalCost"] });
  const input = discountInputOfForm({ discountKind, discountValue: discountValue ?? "" });
  const discount = input ? parseDiscount(input) : null;
  if (items.length === 0) {
    // Only a quote priced by a single total before items: that total stands until items replace it.
    return isPriced(totalCost ?? "") ? (
      <section aria-label="Quote total" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
        <p className="text-sm font-medium text-stone-600">Total Cost (priced before items)</p>
        <p className="text-2xl font-extrabold tabular-nums text-stone-950">{formatCad(totalCost)}</p>
        <p className="mt-2 text-sm text-stone-600">This quote keeps this total as long as it has no items. Add items above to price it by items.</p>
      </section>
    ) : null;
  }
  return (
    <div className="flex flex-col gap-5">
      <DiscountFields />
      {groups.length > 0 ? (
        <ChoiceTotalsSummary items={completeItems(items)} groups={groups} discount={discount} />
      ) : (
        <QuoteTotalsSummary items={completeItems(items)} discount={discount} />
      )}
    </div>
  );
}
