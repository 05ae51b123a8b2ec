/**
 * What the client has chosen on the quote page: one option per choice group and the add-ons they
 * ticked, as the one list of ids the decision sends (shared/choice-groups.ts). Nothing is chosen to
 * begin with, not even the recommended option. Before acceptance the choice lives in the browser
 * only; once accepted, the quote's own chosenOptionIds (frozen by the server) are the truth.
 */
import { useState } from "react";
import type { ClientQuote } from "@shared/api/responses";
import { choiceProblem, type ChoiceGroup } from "@shared/choice-groups";
import type { LineItem } from "@shared/line-items";

/** The add-ons still offered with these picks: an add-on that requires an option counts only with it. */
function keepOffered(items: readonly LineItem[], ticked: readonly string[], picks: ReadonlySet<string>): string[] {
  const addOns = new Map(items.filter((item) => item.optional).map((item) => [item.id, item]));
  return ticked.filter((id) => {
    const addOn = addOns.get(id);
    return addOn !== undefined && (!addOn.requiresOptionId || picks.has(addOn.requiresOptionId));
  });
}

export function useChosenOptions(quote: ClientQuote | undefined, choosing: boolean) {
  const [ticked, setTicked] = useState<readonly string[]>([]);
  /** group id -> option id. */
  const [picked, setPicked] = useState<Readonly<Record<string, string>>>({});
  const items = quote?.lineItems ?? [];
  const groups: ChoiceGroup[] = quote?.choiceGroups ?? [];
  // The business may have changed the quote since: keep only picks and add-ons that still exist.
  const picks = new Set(groups.flatMap((group) => group.options.filter((option) => option.id === picked[group.id]).map((option) => option.id)));
  const chosen = choosing ? [...keepOffered(items, ticked, picks), ...picks] : (quote?.chosenOptionIds ?? []);

  const toggle = (id: string, included: boolean) =>
    setTicked((current) => (included ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id)));
  /** Picks an option; an add-on that needed the option given up is unticked, not kept for later. */
  const pick = (groupId: string, optionId: string) => {
    const next = { ...picked, [groupId]: optionId };
    setPicked(next);
    setTicked((current) => keepOffered(items, current, new Set(Object.values(next))));
  };
  /** The first thing that stops acceptance, in the shared rule's words, or null. */
  const problem = groups.length > 0 ? choiceProblem(items, groups, chosen) : null;
  return { chosen, toggle, pick, picks, problem };
}
