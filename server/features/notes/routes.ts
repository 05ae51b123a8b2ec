import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { addLeadNote, addQuoteNote } from "./notes";

/** The admin's notes on leads and quotes. */
export function noteRoutes({ db }: RouteDeps) {
  return {
    addLeadNote: async ({ params, body, context }) => ({ success: true, note: await addLeadNote(db, params.id, body, context) }),
    addQuoteNote: async ({ params, body, context }) => ({ success: true, note: await addQuoteNote(db, params.id, body, context) }),
  } satisfies SomeBindings;
}
