/** The owner's price book as the browser reads and changes it (shared/price-book.ts). */
import { queryOptions } from "@tanstack/react-query";
import type { MessageAnswer, PriceBookAnswer, PriceBookItemAnswer } from "@shared/api/responses";
import type { PriceBookItemChanges, PriceBookItemInput } from "@shared/price-book";
import { getAnswer, sendForAnswer } from "@/lib/api";
import { adminReads } from "./admin-reads";

export const priceBookKeys = { all: ["price-book"] as const };

export const priceBookQuery = () =>
  queryOptions({ queryKey: priceBookKeys.all, queryFn: () => getAnswer<PriceBookAnswer>("/api/price-book"), ...adminReads });

const itemPath = (id: string) => `/api/price-book/${encodeURIComponent(id)}`;

export const createPriceBookItem = (item: PriceBookItemInput) => sendForAnswer<PriceBookItemAnswer>("POST", "/api/price-book", item);
export const updatePriceBookItem = (id: string, changes: PriceBookItemChanges) => sendForAnswer<PriceBookItemAnswer>("PATCH", itemPath(id), changes);
export const deletePriceBookItem = (id: string) => sendForAnswer<MessageAnswer>("DELETE", itemPath(id));
