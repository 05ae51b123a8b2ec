/** The owner's signature for the business on contracts (decision 0129): read, set or replace, remove. */
import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { readContractorSignature, removeContractorSignature, setContractorSignature } from "./contractor-signature";

export function contractorSignatureRoutes({ db }: RouteDeps) {
  return {
    getContractorSignature: () => readContractorSignature(db),
    setContractorSignature: ({ body, admin, now }) => setContractorSignature(db, body, admin.email, now),
    removeContractorSignature: () => removeContractorSignature(db),
  } satisfies SomeBindings;
}
