/**
 * One line of the quote being written: what, how much, in which unit, at what price, whether it is an
 * option the client may add, and the line's total as the shared rule rounds it.
 */
import type { Ref } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CheckboxField, Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { useAddPriceBookItem } from "./mutations";
import { ApiError } from "@/lib/api";
import { z } from "zod/mini";
import { lineItemUnitLabels, lineItemUnits, lineTotalCents } from "@shared/line-items";
import { formatCents } from "@shared/money";
import { priceBookItemSchema } from "@shared/price-book";
import { growToFit, keepOneParagraph } from "./auto-grow-textarea";
import type { QuoteFormInput } from "./quote-form-schema";
import { optionChoices } from "./choice-editing";
import { ChoiceProblems, useChoiceProblems } from "./choice-groups-editor";

type LineItemRowProps = {
  index: number;
  count: number;
  onMove: (from: number, to: number, direction: "up" | "down") => void;
  onRemove: (index: number) => void;
  moveUpRef: Ref<HTMLButtonElement>;
  moveDownRef: Ref<HTMLButtonElement>;
};

/** How a move button looks when its row is already at that end. */
const edgeClasses = "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:border-stone-300";

export function LineItemRow({ index, count, onMove, onRemove, moveUpRef, moveDownRef }: LineItemRowProps) {
  const form = useFormContext<QuoteFormInput>();
  const errors = form.formState.errors.lineItems?.[index];
  const [quantity, unitPrice, optional, optionId, requiresOptionId, groups] = useWatch({
    control: form.control,
    name: [
      `lineItems.${index}.quantity`,
      `lineItems.${index}.unitPrice`,
      `lineItems.${index}.optional`,
      `lineItems.${index}.optionId`,
      `lineItems.${index}.requiresOptionId`,
      "choiceGroups",
    ],
  });
  const choices = optionChoices(groups ?? []);
  const problems = useChoiceProblems().get(`lineItems.${index}`);
  // "" in a list is no option: the line keeps no optionId rather than an empty one.
  const attach = (field: "optionId" | "requiresOptionId", value: string) =>
    form.setValue(`lineItems.${index}.${field}`, value || undefined, { shouldDirty: true });
  const position = index + 1;
  const first = index === 0;
  const last = index === count - 1;
  const description = form.register(`lineItems.${index}.description`);
  const saveToBook = useAddPriceBookItem({
    onSuccess: (answer) => toast({ title: "Saved to the price book", description: answer.item.description, variant: "success" }),
    onError: (error) =>
      toast({
        title: "Not saved to the price book",
        description: error instanceof ApiError ? error.serverMessage : "Please try again.",
        variant: "destructive",
      }),
  });

  /** The line as it stands, checked with the price book's rules (an item's own): each field's message shows under it. */
  const saveLine = async () => {
    const fields = [`lineItems.${index}.description`, `lineItems.${index}.unit`, `lineItems.${index}.unitPrice`] as const;
    if (!(await form.trigger(fields))) return;
    const [text, unit, price] = form.getValues([...fields]);
    const line = z.safeParse(priceBookItemSchema, { description: text, unit, unitPrice: price });
    if (line.success) saveToBook.mutate(line.data);
  };

  return (
    <fieldset className="min-w-0 rounded-xl border border-stone-200 bg-stone-50/60 p-4 sm:p-5" data-testid="line-item">
      <legend className="px-1 text-sm font-bold text-stone-950">
        Item {position}
        {optional && <span className="font-semibold text-stone-600"> (optional)</span>}
        {optionId && (
          <span className="font-semibold text-stone-600"> ({choices.find((choice) => choice.value === optionId)?.label ?? "removed option"})</span>
        )}
      </legend>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Field label="Description" error={errors?.description?.message} required className="col-span-2 sm:col-span-4">
          <textarea
            className={`${controlClasses} resize-none overflow-hidden leading-snug`}
            rows={1}
            autoComplete="off"
            placeholder="e.g. Stamped concrete patio, Roman slate"
            {...description}
            ref={(textarea) => {
              description.ref(textarea);
              growToFit(textarea);
            }}
            onChange={(event) => {
              growToFit(event.target);
              return description.onChange(event);
            }}
            onKeyDown={keepOneParagraph}
          />
        </Field>
        <Field label="Quantity" error={errors?.quantity?.message} required>
          <input
            className={controlClasses}
            inputMode="decimal"
            autoComplete="off"
            placeholder="850"
            {...form.register(`lineItems.${index}.quantity`)}
          />
        </Field>
        <Field label="Unit" error={errors?.unit?.message} required>
          <select className={controlClasses} {...form.register(`lineItems.${index}.unit`)}>
            {lineItemUnits.map((unit) => (
              <option key={unit} value={unit}>
                {lineItemUnitLabels[unit]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Unit Price (CAD)" error={errors?.unitPrice?.message} required>
          <input
            className={controlClasses}
            inputMode="decimal"
            autoComplete="off"
            placeholder="14.50"
            {...form.register(`lineItems.${index}.unitPrice`)}
          />
        </Field>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-semibold text-stone-900">{optional ? "Option total" : "Line total"}</span>
          <output className="flex min-h-[46px] items-center text-lg font-bold tabular-nums text-stone-950" data-testid="line-total">
            {formatCents(lineTotalCents({ quantity: quantity ?? "", unitPrice: unitPrice ?? "" }))}
          </output>
        </div>
      </div>
      {choices.length > 0 && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label="Belongs to">
            <select className={controlClasses} value={optionId ?? ""} onChange={(event) => attach("optionId", event.target.value)}>
              <option value="">Base scope</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </Field>
          {optional && !optionId && (
            <Field label="Only with" hint="An add-on offered only when the client picks this option.">
              <select className={controlClasses} value={requiresOptionId ?? ""} onChange={(event) => attach("requiresOptionId", event.target.value)}>
                <option value="">Any option</option>
                {choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </Field>
          )}
        </div>
      )}
      {problems && (
        <div className="mt-3">
          <ChoiceProblems messages={problems} />
        </div>
      )}
      <div className="mt-4 flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <CheckboxField label="Optional (the client may add it)">
          <input type="checkbox" {...form.register(`lineItems.${index}.optional`)} />
        </CheckboxField>
        <div className="flex flex-wrap items-center gap-2 sm:shrink-0 sm:flex-nowrap">
          <Button variant="ghost" size="sm" onClick={saveLine} disabled={saveToBook.isPending}>
            {saveToBook.isPending ? "Saving..." : "Save to price book"}
            <span className="sr-only"> item {position}</span>
          </Button>
          {/* aria-disabled rather than disabled: the button keeps keyboard focus after moving its row to an end. */}
          <Button
            ref={moveUpRef}
            variant="outline"
            size="sm"
            className={edgeClasses}
            aria-disabled={first}
            onClick={() => !first && onMove(index, index - 1, "up")}
          >
            Move up<span className="sr-only"> item {position}</span>
          </Button>
          <Button
            ref={moveDownRef}
            variant="outline"
            size="sm"
            className={edgeClasses}
            aria-disabled={last}
            onClick={() => !last && onMove(index, index + 1, "down")}
          >
            Move down<span className="sr-only"> item {position}</span>
          </Button>
          <Button variant="ghost" size="sm" className="ml-auto text-red-800 hover:bg-red-50 sm:ml-0" onClick={() => onRemove(index)}>
            Remove<span className="sr-only"> item {position}</span>
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
