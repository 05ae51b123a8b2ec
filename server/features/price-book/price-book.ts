/** The owner's price book (shared/price-book.ts): list, add, change and remove saved items. */
import type { Database } from "../../db";
import { conflict, notFound } from "../../errors";
import { centsToAmountText, parseCents } from "../../../shared/money";
import {
  maxPriceBookItems,
  priceBookFullMessage,
  type PriceBookItemChanges,
  type PriceBookItemInput,
  type PriceBookItemView,
} from "../../../shared/price-book";
import type { PriceBookItem } from "../../../shared/schema";
import {
  countPriceBookItems,
  deletePriceBookItem,
  insertPriceBookItem,
  listPriceBookItems,
  updatePriceBookItem,
  type PriceBookValues,
} from "./storage";

export const priceBookItemNotFound = () => notFound("PRICE_BOOK_ITEM_NOT_FOUND", "Price book item not found");

function toView({ unitPriceCents, ...item }: PriceBookItem): PriceBookItemView {
  return { ...item, unitPrice: centsToAmountText(unitPriceCents) };
}

/** The body's text as stored: the unit price (already checked and written "14.50" by the schema) in cents. */
function toValues(input: PriceBookItemChanges): Partial<PriceBookValues> {
  const { unitPrice, ...rest } = input;
  return { ...rest, ...(unitPrice === undefined ? {} : { unitPriceCents: parseCents(unitPrice) ?? 0 }) };
}

export async function priceBook(db: Database): Promise<PriceBookItemView[]> {
  return (await listPriceBookItems(db)).map(toView);
}

export async function addPriceBookItem(db: Database, input: PriceBookItemInput): Promise<PriceBookItemView> {
  return db.transaction(async (tx) => {
    if ((await countPriceBookItems(tx)) >= maxPriceBookItems) throw conflict("PRICE_BOOK_FULL", priceBookFullMessage);
    return toView(await insertPriceBookItem(tx, toValues(input) as PriceBookValues));
  });
}

export async function changePriceBookItem(db: Database, id: string, changes: PriceBookItemChanges): Promise<PriceBookItemView> {
  const updated = await updatePriceBookItem(db, id, toValues(changes));
  if (!updated) throw priceBookItemNotFound();
  return toView(updated);
}

export async function removePriceBookItem(db: Database, id: string): Promise<void> {
  if (!(await deletePriceBookItem(db, id))) throw priceBookItemNotFound();
}
