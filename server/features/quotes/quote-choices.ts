/**
 * The server's side of choice groups and the stamped design (shared/choice-groups.ts,
 * shared/design-catalogue.ts): what is refused when, with which code.
 *
 * - Save (create, edit): drafts may be unfinished (a group with one option, an option without items),
 *   but a line never points at an option the quote does not have: 400 VALIDATION_FAILED.
 * - Send: every choiceGroupProblems refusal, 422 CHOICES_INCOMPLETE.
 * - The owner's design: every catalogue id exists and is of its kind, retired only when the quote's
 *   design already named it (the owner's earlier pick stays valid): 422 DESIGN_INVALID.
 * - Accept: the client's choice (422 CHOICE_INVALID), then the design when the choice needs one
 *   (422 DESIGN_REQUIRED / DESIGN_INVALID); a client picks from active entries only.
 */
import type { Executor } from "../../db";
import { badRequest, unprocessable } from "../../errors";
import {
  choiceGroupProblems,
  choiceMessages,
  choiceNeedsDesign,
  choiceProblem,
  chosenOptionsOf,
  type ChoiceGroup,
} from "../../../shared/choice-groups";
import { designMessages, designReferences, type CatalogueKind, type DesignInput, type DesignSelection } from "../../../shared/design-catalogue";
import type { LineItem } from "../../../shared/line-items";
import { findCatalogueEntriesByIds } from "../design-catalogue/storage";

/** 400 when a line belongs to, or requires, an option none of the quote's groups offers. */
export function refuseDanglingOptions(items: readonly LineItem[], groups: readonly ChoiceGroup[]): void {
  const offered = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  const errors: Record<string, string> = {};
  items.forEach((item, index) => {
    if (item.optionId && !offered.has(item.optionId)) errors[`lineItems.${index}`] = choiceMessages.unknownOption(item);
    else if (item.requiresOptionId && !offered.has(item.requiresOptionId)) errors[`lineItems.${index}`] = choiceMessages.addOnRequiresMissing(item);
  });
  const [first] = Object.values(errors);
  if (first) throw badRequest("VALIDATION_FAILED", first, errors);
}

/** 422 CHOICES_INCOMPLETE with every problem when the quote's choices are not ready for the client. */
export function refuseIncompleteChoices(items: readonly LineItem[], groups: readonly ChoiceGroup[]): void {
  const problems = choiceGroupProblems(items, groups);
  if (problems.length === 0) return;
  const errors: Record<string, string> = {};
  for (const problem of problems) errors[problem.field] ??= problem.message;
  throw unprocessable("CHOICES_INCOMPLETE", problems[0].message, errors);
}

const designFields: Record<CatalogueKind, keyof DesignInput> = {
  pattern: "patternId",
  base_colour: "baseColourId",
  release_colour: "releaseColourId",
  border: "borderId",
  sealer_finish: "sealerFinishId",
};

/**
 * 422 DESIGN_INVALID unless every id of the design is a catalogue entry of its kind, active or among
 * `keptIds` (the retired entries the quote's design already names).
 */
export async function refuseDesignOutsideCatalogue(db: Executor, design: DesignInput, keptIds: ReadonlySet<string> = new Set()): Promise<void> {
  const references = designReferences(design);
  const entries = new Map(
    (
      await findCatalogueEntriesByIds(
        db,
        references.map((reference) => reference.id),
      )
    ).map((entry) => [entry.id, entry]),
  );
  for (const { id, kind } of references) {
    const entry = entries.get(id.toLowerCase());
    if (!entry || entry.kind !== kind || (entry.retired && !keptIds.has(id.toLowerCase()))) {
      const message = designMessages.notInCatalogue(kind);
      throw unprocessable("DESIGN_INVALID", message, { [`design.${designFields[kind]}`]: message });
    }
  }
}

/** The catalogue ids a stored design names, lower-case: these stay valid on its quote after retirement. */
export const designIds = (design: DesignSelection | null | undefined): Set<string> =>
  new Set(design ? designReferences(design).map((reference) => reference.id.toLowerCase()) : []);

/** True when both designs name the same entries and method (notes and sample date aside). */
export function sameDesign(a: Omit<DesignSelection, "selectedBy">, b: Omit<DesignSelection, "selectedBy">): boolean {
  return (
    a.patternId.toLowerCase() === b.patternId.toLowerCase() &&
    a.baseColourId.toLowerCase() === b.baseColourId.toLowerCase() &&
    a.baseMethod === b.baseMethod &&
    a.releaseColourId.toLowerCase() === b.releaseColourId.toLowerCase() &&
    (a.borderId ?? "").toLowerCase() === (b.borderId ?? "").toLowerCase() &&
    (a.sealerFinishId ?? "").toLowerCase() === (b.sealerFinishId ?? "").toLowerCase()
  );
}

/** The accepted choice as the timeline records it: "Finish: Stamped", one per group chosen in. */
export const choiceLabels = (groups: readonly ChoiceGroup[], chosenIds: readonly string[]): string[] =>
  chosenOptionsOf(groups, chosenIds).map(({ group, option }) => `${group.title}: ${option.label}`);

type AcceptedQuote = {
  lineItems: readonly LineItem[];
  choiceGroups: readonly ChoiceGroup[];
  design: DesignSelection | null;
  designByClient: boolean;
};

/**
 * The client's acceptance checked against the stored quote: their chosen ids (422 CHOICE_INVALID),
 * and the design when the choice needs one. Answers the ids to store and, when the client picked
 * it, the design to store (selectedBy "client"). A design sent with a choice that needs none is ignored.
 */
export async function checkAcceptedChoice(
  db: Executor,
  quote: AcceptedQuote,
  chosenIds: readonly string[],
  design: DesignInput | undefined,
): Promise<{ chosenOptionIds: string[]; design?: DesignSelection }> {
  const chosenOptionIds = [...new Set(chosenIds)];
  const problem = choiceProblem(quote.lineItems, quote.choiceGroups, chosenOptionIds);
  if (problem) throw unprocessable("CHOICE_INVALID", problem.message, { [problem.field]: problem.message });
  if (!choiceNeedsDesign(quote.choiceGroups, chosenOptionIds)) return { chosenOptionIds };
  if (quote.design) {
    if (design) throw unprocessable("DESIGN_INVALID", designMessages.notByClient, { design: designMessages.notByClient });
    return { chosenOptionIds };
  }
  if (!quote.designByClient) throw unprocessable("DESIGN_REQUIRED", designMessages.notSetYet, { design: designMessages.notSetYet });
  if (!design) throw unprocessable("DESIGN_REQUIRED", designMessages.needed, { design: designMessages.needed });
  await refuseDesignOutsideCatalogue(db, design);
  return { chosenOptionIds, design: { ...design, selectedBy: "client" } };
}
