/**
 * The quote's price: with items, their live totals (nothing to type); without items (quotes from
 * before items existed, or a lump-sum price), the total cost typed as before.
 */
import { useFormContext, useWatch } from "react-hook-form";
import { Field, controlClasses } from "@/components/ui/field";
import type { LineItem } from "@shared/line-items";
import { QuoteTotalsSummary } from "./quote-totals-summary";
import type { QuoteFormInput } from "./quote-form-schema";

/** Items as watched can briefly lack a field while the list changes; the totals read them whole. */
function complete(items: Partial<LineItem>[]): LineItem[] {
  return items.map((item, index) => ({
    id: item.id ?? `item-${index}`,
    description: item.description ?? "",
    quantity: item.quantity ?? "",
    unit: item.unit ?? "sq_ft",
    unitPrice: item.unitPrice ?? "",
    optional: item.optional ?? false,
  }));
}

export function QuotePriceSection() {
  const form = useFormContext<QuoteFormInput>();
  const items = useWatch({ control: form.control, name: "lineItems" }) ?? [];
  if (items.length > 0) return <QuoteTotalsSummary items={complete(items)} />;
  return (
    <Field
      label="Total Cost (CAD)"
      hint="The full price in Canadian dollars, e.g. 4500 or 4,500.00"
      error={form.formState.errors.totalCost?.message}
      required
      className="sm:max-w-sm"
    >
      <input className={controlClasses} inputMode="decimal" placeholder="4500.00" {...form.register("totalCost")} />
    </Field>
  );
}
