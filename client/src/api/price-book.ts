/** The owner's price book as the browser reads and changes it (shared/price-book.ts). */
import { queryOptions } from "@tanstack/react-query";
import type { PriceBookItemChanges, PriceBookItemInput } from "@shared/price-book";
import { api } from "./endpoint";
import { adminReads } from "./admin-reads";

export const priceBookKeys = { all: ["price-book"] as const };

export const priceBookQuery = () => queryOptions({ queryKey: priceBookKeys.all, queryFn: () => api.listPriceBook(), ...adminReads });

export const createPriceBookItem = (item: PriceBookItemInput) => api.createPriceBookItem({ body: item });
export const updatePriceBookItem = (id: string, changes: PriceBookItemChanges) => api.updatePriceBookItem({ params: { id }, body: changes });
export const deletePriceBookItem = (id: string) => api.deletePriceBookItem({ params: { id } });
