/**
 * The owner's price book: add an item, change or remove a saved one. Quotes keep their own copies,
 * so nothing here changes a quote already written.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, LoadingState } from "@/components/ui/panels";
import { toast } from "@/components/ui/toast-store";
import { priceBookQuery } from "@/api/price-book";
import { ApiError } from "@/lib/api";
import { lineItemUnitLabels } from "@shared/line-items";
import { formatCents, parseCents } from "@shared/money";
import type { PriceBookItemAnswer } from "@shared/api/responses";
import { useAddPriceBookItem, useChangePriceBookItem, useRemovePriceBookItem } from "./mutations";
import { PriceBookItemForm, blankPriceBookDraft } from "./price-book-item-form";

type SavedItem = PriceBookItemAnswer["item"];

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: error instanceof ApiError ? error.serverMessage : "Please try again.", variant: "destructive" });

function SavedItemRow({ item }: { item: SavedItem }) {
  const [editing, setEditing] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const change = useChangePriceBookItem({
    onSuccess: () => {
      setEditing(false);
      toast({ title: "Price book item saved", variant: "success" });
    },
    onError: (error) => {
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      failed("Saving Failed")(error);
    },
  });
  const remove = useRemovePriceBookItem({
    onSuccess: () => toast({ title: "Removed from the price book", description: item.description }),
    onError: failed("Removing Failed"),
  });

  if (editing) {
    return (
      <li className="border-t border-stone-200 py-4 first:border-t-0">
        <PriceBookItemForm
          initial={{ description: item.description, unit: item.unit, unitPrice: item.unitPrice }}
          submitLabel="Save"
          pendingLabel="Saving..."
          itemName={item.description}
          isPending={change.isPending}
          serverErrors={serverErrors}
          onSubmit={(changes) => change.mutate({ id: item.id, changes })}
        >
          <Button variant="outline" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </PriceBookItemForm>
      </li>
    );
  }
  return (
    <li
      className="flex flex-col gap-3 border-t border-stone-200 py-4 first:border-t-0 sm:flex-row sm:items-center sm:gap-6"
      data-testid="price-book-item"
    >
      <p className="min-w-0 flex-1 break-words font-semibold text-stone-950">{item.description}</p>
      <p className="shrink-0 whitespace-nowrap tabular-nums text-stone-800">
        {formatCents(parseCents(item.unitPrice) ?? 0)} <span className="text-stone-600">/ {lineItemUnitLabels[item.unit]}</span>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          Edit<span className="sr-only"> {item.description}</span>
        </Button>
        <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50" disabled={remove.isPending} onClick={() => remove.mutate(item.id)}>
          Remove<span className="sr-only"> {item.description}</span>
        </Button>
      </div>
    </li>
  );
}

export function PriceBookManager() {
  const book = useQuery(priceBookQuery());
  const [addKey, setAddKey] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const add = useAddPriceBookItem({
    onSuccess: (answer) => {
      setAddKey((key) => key + 1);
      setServerErrors(undefined);
      toast({ title: "Added to the price book", description: answer.item.description, variant: "success" });
    },
    onError: (error) => {
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      failed("Adding Failed")(error);
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <Card aria-labelledby="add-item-heading">
        <h2 id="add-item-heading" className="text-lg font-bold text-stone-950">
          Add an item
        </h2>
        <p className="mb-5 mt-1 text-sm text-stone-600">Unit prices in CAD before HST, as they go on a quote.</p>
        <PriceBookItemForm
          key={addKey}
          initial={blankPriceBookDraft}
          submitLabel="Add to price book"
          pendingLabel="Adding..."
          isPending={add.isPending}
          serverErrors={serverErrors}
          onSubmit={(item) => add.mutate(item)}
        />
      </Card>
      <Card aria-labelledby="saved-items-heading">
        <h2 id="saved-items-heading" className="text-lg font-bold text-stone-950">
          Saved items
        </h2>
        {book.isPending ? (
          <LoadingState label="Loading the price book..." />
        ) : book.isError ? (
          <p className="mt-3 text-stone-700">The price book could not load. Check the connection and try again.</p>
        ) : book.data.items.length === 0 ? (
          <p className="mt-3 text-stone-700">No items yet. Add one above, or press “Save to price book” on a quote's line.</p>
        ) : (
          <ul className="mt-3">
            {book.data.items.map((item) => (
              <SavedItemRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
