/**
 * The quote's line items: add, remove and reorder. Moving a row keeps keyboard focus on the button
 * that moved it, and a status message says where the row went, so the list can be ordered by
 * keyboard and screen reader alone.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { maxLineItems, type LineItem } from "@shared/line-items";
import { blankLineItem } from "./blank-line-item";
import { freshId, usedIds } from "./choice-editing";
import { LineItemRow } from "./line-item-row";
import { PriceBookPicker } from "./price-book-picker";
import type { QuoteFormInput } from "./quote-form-schema";

type Direction = "up" | "down";

export function LineItemsEditor() {
  const form = useFormContext<QuoteFormInput>();
  // keyName: the items have an `id` of their own, which must reach the server untouched.
  const items = useFieldArray({ control: form.control, name: "lineItems", keyName: "fieldKey" });
  const headingId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const errors = form.formState.errors;
  // The shared schema's list-wide messages (too many items, total too large) and the server's.
  // One list holds the client's chosen lines and options, so a new line's id must be no option's either.
  const withFreshId = (item: LineItem): LineItem => {
    const taken = usedIds(form.getValues("lineItems"), form.getValues("choiceGroups"));
    return taken.has(item.id) ? { ...item, id: freshId(taken) } : item;
  };
  const listError = errors.lineItems?.root?.message ?? errors.lineItems?.message ?? errors.root?.lineItems?.message;

  useEffect(() => {
    if (!pendingFocus.current) return;
    moveButtons.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [items.fields]);

  const move = (from: number, to: number, direction: Direction) => {
    pendingFocus.current = `${items.fields[from].fieldKey}:${direction}`;
    items.move(from, to);
    setAnnouncement(`Item moved to position ${to + 1} of ${items.fields.length}.`);
  };

  const remove = (index: number) => {
    items.remove(index);
    addButton.current?.focus();
    setAnnouncement(items.fields.length === 1 ? "Item removed. Add an item: a quote is priced by its items." : "Item removed.");
  };

  const buttonRef = (fieldKey: string, direction: Direction) => (button: HTMLButtonElement | null) => {
    if (button) moveButtons.current.set(`${fieldKey}:${direction}`, button);
    else moveButtons.current.delete(`${fieldKey}:${direction}`);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h3 id={headingId} className="text-base font-bold text-stone-950">
          Line items
        </h3>
        <p className="mt-1 text-sm text-stone-600">
          Prices in CAD before HST. Tick “Optional” for an extra the client may choose, such as a sealer upgrade.
        </p>
      </div>
      {items.fields.map((field, index) => (
        <LineItemRow
          key={field.fieldKey}
          index={index}
          count={items.fields.length}
          onMove={move}
          onRemove={remove}
          moveUpRef={buttonRef(field.fieldKey, "up")}
          moveDownRef={buttonRef(field.fieldKey, "down")}
        />
      ))}
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <Button
          ref={addButton}
          variant="outline"
          onClick={() => items.append(withFreshId(blankLineItem()))}
          disabled={items.fields.length >= maxLineItems}
        >
          <span aria-hidden="true">+</span> Add item
        </Button>
        <div className="min-w-0 sm:w-[28rem]">
          <PriceBookPicker
            disabled={items.fields.length >= maxLineItems}
            onAdd={(item) => {
              items.append(withFreshId(item));
              setAnnouncement(`Item ${items.fields.length + 1} added from the price book: ${item.description}. Fill in its quantity.`);
            }}
          />
        </div>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
