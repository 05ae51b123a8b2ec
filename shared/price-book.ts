/**
 * The owner's price book: items he quotes again and again, each a description, a unit and a unit
 * price before HST. An item is copied into a quote (then edited there for that quote only); the
 * book never changes a quote, nor a quote the book. Its rules are those of a quote's items, so an
 * item saved from a quote line fits back into one.
 */
import { z } from "zod/mini";
import { lineItemSchema, type LineItemUnit } from "./line-items";

export const priceBookItemSchema = z.object({
  description: lineItemSchema.shape.description,
  unit: lineItemSchema.shape.unit,
  unitPrice: lineItemSchema.shape.unitPrice,
});

/** An edit: only the fields sent change. */
export const priceBookItemChangesSchema = z.partial(priceBookItemSchema);

export type PriceBookItemInput = z.output<typeof priceBookItemSchema>;
export type PriceBookItemChanges = z.output<typeof priceBookItemChangesSchema>;

/** A saved item as the API answers it: the unit price as the decimal text a quote's item holds ("14.50"). */
export type PriceBookItemView = {
  id: string;
  description: string;
  unit: LineItemUnit;
  unitPrice: string;
  createdAt: Date;
  updatedAt: Date;
};

/** The book is kept small enough to scroll: past this, an old item has to go first. */
export const maxPriceBookItems = 500;
export const priceBookFullMessage = `The price book holds at most ${maxPriceBookItems} items; remove one you no longer use first`;
