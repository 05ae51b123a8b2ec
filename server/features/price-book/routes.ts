import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { addPriceBookItem, changePriceBookItem, priceBook, removePriceBookItem } from "./price-book";

/** The owner's price book of saved items (admin only, like every route of the back office). */
export function priceBookRoutes({ db }: RouteDeps) {
  return {
    listPriceBook: async () => ({ success: true, items: await priceBook(db) }),
    createPriceBookItem: async ({ body }) => ({ success: true, item: await addPriceBookItem(db, body) }),
    updatePriceBookItem: async ({ params, body }) => ({ success: true, item: await changePriceBookItem(db, params.id, body) }),
    deletePriceBookItem: async ({ params }) => {
      await removePriceBookItem(db, params.id);
      return { success: true, message: "Removed from the price book" };
    },
  } satisfies SomeBindings;
}
