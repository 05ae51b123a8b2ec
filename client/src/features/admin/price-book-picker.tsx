/**
 * "Add from price book": the owner picks a saved item and it becomes a new line of the quote (a copy:
 * quantity to fill in, everything editable for this quote only).
 */
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/field";
import { priceBookQuery } from "@/api/price-book";
import { lineItemUnitLabels, type LineItem } from "@shared/line-items";
import { formatCents, parseCents } from "@shared/money";
import { blankLineItem } from "./blank-line-item";

export function PriceBookPicker({ onAdd, disabled }: { onAdd: (item: LineItem) => void; disabled: boolean }) {
  const book = useQuery(priceBookQuery());
  const [chosen, setChosen] = useState("");
  const selectId = useId();
  const items = book.data?.items ?? [];

  if (book.isSuccess && items.length === 0) {
    return (
      <p className="text-sm text-stone-600">
        No saved items yet: press “Save to price book” on a line, or{" "}
        <Link href="/admin/price-book" className="font-semibold text-stone-900 underline underline-offset-2">
          open the price book
        </Link>
        .
      </p>
    );
  }
  const add = () => {
    const saved = items.find((item) => item.id === chosen);
    if (!saved) return;
    onAdd(blankLineItem({ description: saved.description, unit: saved.unit, unitPrice: saved.unitPrice }));
    setChosen("");
  };
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-semibold text-stone-900">
          Add from price book
        </label>
        <select
          id={selectId}
          className={controlClasses}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          disabled={!book.isSuccess}
        >
          <option value="">
            {book.isPending ? "Loading the price book..." : book.isError ? "The price book could not load" : "Choose a saved item"}
          </option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {`${item.description} — ${formatCents(parseCents(item.unitPrice) ?? 0)} / ${lineItemUnitLabels[item.unit]}`}
            </option>
          ))}
        </select>
      </div>
      <Button variant="outline" onClick={add} disabled={disabled || !chosen}>
        Add to quote
      </Button>
    </div>
  );
}
