/**
 * The optional items the client has ticked on the quote page. Before acceptance they live in the
 * browser only; once accepted, the quote's own chosenOptionIds (frozen by the server) are the truth.
 */
import { useState } from "react";
import type { ClientQuote } from "@shared/api/responses";

export function useChosenOptions(quote: ClientQuote | undefined, choosing: boolean) {
  const [ticked, setTicked] = useState<readonly string[]>([]);
  // The business may have changed the items since they were ticked: keep only options that still exist.
  const optionIds = new Set((quote?.lineItems ?? []).filter((item) => item.optional).map((item) => item.id));
  const chosen = choosing ? ticked.filter((id) => optionIds.has(id)) : (quote?.chosenOptionIds ?? []);
  const toggle = (id: string, included: boolean) =>
    setTicked((current) => (included ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id)));
  return { chosen, toggle };
}
