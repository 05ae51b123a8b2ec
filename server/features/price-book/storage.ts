/** The price book's rows (shared/price-book.ts): listed by description, one at a time written. */
import { asc, count, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db";
import { priceBookItems, type PriceBookItem } from "../../../shared/schema";
import { isUuid } from "../../storage/ids";

export type PriceBookValues = Pick<PriceBookItem, "description" | "unit" | "unitPriceCents">;

export async function listPriceBookItems(db: Executor): Promise<PriceBookItem[]> {
  return db
    .select()
    .from(priceBookItems)
    .orderBy(asc(sql`lower(${priceBookItems.description})`), asc(priceBookItems.id));
}

export async function countPriceBookItems(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(priceBookItems);
  return row.total;
}

export async function insertPriceBookItem(db: Executor, values: PriceBookValues): Promise<PriceBookItem> {
  const [row] = await db.insert(priceBookItems).values(values).returning();
  return row;
}

/** Undefined when no item has this id. */
export async function updatePriceBookItem(db: Executor, id: string, values: Partial<PriceBookValues>): Promise<PriceBookItem | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(priceBookItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(priceBookItems.id, id))
    .returning();
  return row;
}

/** False when no item has this id. */
export async function deletePriceBookItem(db: Executor, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.delete(priceBookItems).where(eq(priceBookItems.id, id)).returning({ id: priceBookItems.id });
  return rows.length > 0;
}
