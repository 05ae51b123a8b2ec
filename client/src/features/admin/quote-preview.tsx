/**
 * What the client will see, drawn from the form as it stands: their name, the scope, the description,
 * the items with their options and totals (the client's own table), and the date the offer holds
 * until. Items are shown as the server will store them (e.g. "850.0" becomes "850"); an item still
 * being typed is shown as typed. Options can be ticked here as the client could, without saving.
 */
import { useState, type ReactNode } from "react";
import { z } from "zod/mini";
import { QuoteItemsTable } from "@/components/quote/quote-items-table";
import { formatCalendarDate } from "@/lib/format";
import { lineItemSchema, parseDiscount, type LineItem } from "@shared/line-items";
import { formatCad, isIsoDate } from "@shared/quote-rules";
import { discountInputOfForm, type QuoteFormInput } from "./quote-form-schema";

function asStored(item: LineItem): LineItem {
  const parsed = z.safeParse(lineItemSchema, item);
  return parsed.success ? parsed.data : item;
}

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 break-words font-semibold text-stone-950">{children}</dd>
    </div>
  );
}

export function QuotePreview({ values, headingId }: { values: QuoteFormInput; headingId: string }) {
  const [chosenOptionIds, setChosenOptionIds] = useState<string[]>([]);
  const items = values.lineItems.map(asStored);
  const discountInput = discountInputOfForm(values);
  const discount = discountInput ? parseDiscount(discountInput) : null;
  const missing = <span className="font-normal italic text-stone-500">Not filled in yet</span>;

  const toggleOption = (id: string, included: boolean) =>
    setChosenOptionIds((chosen) => (included ? [...chosen.filter((other) => other !== id), id] : chosen.filter((other) => other !== id)));

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border-2 border-dashed border-stone-300 bg-stone-50 p-4 sm:p-6"
      data-testid="quote-preview"
    >
      <h3 id={headingId} className="text-base font-bold text-stone-950">
        Preview: what the client will see
      </h3>
      <p className="mt-1 text-sm text-stone-600">Nothing is saved or sent until you press the button below.</p>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <Fact label="Prepared for">{values.clientName.trim() || missing}</Fact>
        <Fact label="Valid Until">{isIsoDate(values.validUntil) ? formatCalendarDate(values.validUntil) : missing}</Fact>
        <Fact label="Work Scope">{values.workScope.trim() || missing}</Fact>
        <Fact label="Project Address">{values.projectAddress.trim() || missing}</Fact>
        <Fact label="Project Description" wide>
          <span className="block whitespace-pre-line font-normal leading-relaxed text-stone-800">{values.projectDetails.trim() || missing}</span>
        </Fact>
      </dl>
      <div className="mt-5">
        {items.length > 0 ? (
          <QuoteItemsTable items={items} chosenOptionIds={chosenOptionIds} onToggleOption={toggleOption} caption="Your quote" discount={discount} />
        ) : (
          <p className="rounded-xl border border-stone-200 bg-white p-4">
            <span className="block text-sm font-medium text-stone-600">Total Cost</span>
            <span className="text-2xl font-extrabold tabular-nums text-stone-950">
              {values.totalCost.trim() ? formatCad(values.totalCost) : missing}
            </span>
          </p>
        )}
      </div>
    </section>
  );
}
