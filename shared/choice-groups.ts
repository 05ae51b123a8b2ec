/**
 * Choice groups: the trade's "pick one" inside a single quote. A group (Finish) holds two to four
 * options (Broom / Stamped / Exposed aggregate); each option owns the lines that carry
 * `optionId` = its id (shared/line-items.ts). Lines without an option are the base scope and count
 * whatever is chosen. An add-on (an optional line) may require an option: offered only with it.
 *
 * What the client chose travels as one list of ids (quotes.chosen_option_ids, the decision's
 * `options`): the add-ons they ticked and the option they picked in each group. Ids are unique across
 * a quote's lines and its options, so one list can hold both.
 *
 * Stored on the quote (quotes.choice_groups) as written here; the money rule stays in line-items.ts.
 */
import { z } from "zod/mini";
import { breaksOneLine } from "./text-rules";
import { discountOf, quoteTotals, type LineItem, type QuoteDiscount } from "./line-items";
import { formatCents } from "./money";

export type ChoiceOption = {
  /** Stable within the quote, unique across its lines and options. */
  id: string;
  label: string;
  /** One or two sentences the client reads on the option's card. */
  description: string;
  /** A stamped finish: choosing it needs a design (pattern and colours, shared/design-catalogue.ts). */
  needsDesign: boolean;
};

export type ChoiceGroup = {
  id: string;
  /** "Finish", "Thickness". */
  title: string;
  /** true: the client must choose one option; false: none or one. */
  required: boolean;
  /** The option marked "Recommended" on the client's page; never preselected. */
  recommendedOptionId: string | null;
  options: ChoiceOption[];
};

export const choiceLimits = { maxGroups: 3, minOptions: 2, maxOptions: 4 } as const;

const idPattern = /^[A-Za-z0-9_-]{1,40}$/;

const oneLineText = (required: string, max: number) =>
  z.string({ error: required }).check(
    z.trim(),
    z.refine((value) => !breaksOneLine(value), "Please keep this on one line, without line breaks or special characters"),
    z.minLength(1, required),
    z.maxLength(max, `Please keep this under ${max} characters`),
  );

export const choiceOptionSchema = z.object({
  id: z.string({ error: "Option id is required" }).check(z.regex(idPattern, "Option id must be 1 to 40 letters, digits, - or _")),
  label: oneLineText("Name the option, such as Stamped", 80),
  description: z._default(
    z.string({ error: "Description must be text" }).check(
      z.trim(),
      z.refine((value) => !breaksOneLine(value), "Please keep the description on one line"),
      z.maxLength(300, "Please keep the description under 300 characters"),
    ),
    "",
  ),
  needsDesign: z._default(z.boolean({ error: "Needs design must be true or false" }), false),
});

export const choiceGroupSchema = z.object({
  id: z.string({ error: "Group id is required" }).check(z.regex(idPattern, "Group id must be 1 to 40 letters, digits, - or _")),
  title: oneLineText("Name the choice, such as Finish", 60),
  required: z._default(z.boolean({ error: "Required must be true or false" }), true),
  recommendedOptionId: z._default(z.nullable(z.string({ error: "Recommended option must be an option's id" })), null),
  // Drafts may hold a group still being filled in (one option); sending checks choiceGroupProblems.
  options: z.array(choiceOptionSchema).check(z.maxLength(choiceLimits.maxOptions, `A choice can offer at most ${choiceLimits.maxOptions} options`)),
});

export const choiceGroupsSchema = z.array(choiceGroupSchema).check(
  z.maxLength(choiceLimits.maxGroups, `A quote can hold at most ${choiceLimits.maxGroups} choices`),
  z.refine((groups) => new Set(groups.map((group) => group.id)).size === groups.length, "Each choice needs its own id"),
  z.refine((groups) => {
    const ids = groups.flatMap((group) => group.options.map((option) => option.id));
    return new Set(ids).size === ids.length;
  }, "Each option needs its own id"),
  z.refine(
    (groups) =>
      groups.every((group) => group.recommendedOptionId === null || group.options.some((option) => option.id === group.recommendedOptionId)),
    "The recommended option must be one of the choice's options",
  ),
);

export const choiceMessages = {
  tooFewOptions: (group: ChoiceGroup) => `"${group.title}" needs at least two options to choose from`,
  optionWithoutLines: (group: ChoiceGroup, option: ChoiceOption) =>
    `"${option.label}" in "${group.title}" has no items: add its items or remove the option`,
  unknownOption: (item: LineItem) => `"${item.description}" belongs to an option this quote does not offer`,
  addOnRequiresMissing: (item: LineItem) => `"${item.description}" requires an option this quote does not offer`,
  requirementOnRequiredLine: (item: LineItem) => `"${item.description}" is not an add-on: only add-ons can require an option`,
  optionalInsideOption: (item: LineItem) => `"${item.description}" belongs to an option: it cannot also be an add-on`,
  idShared: "Each item and option needs its own id",
  // The client's choice (422 on accept).
  chooseOne: (group: ChoiceGroup) => `Please choose one ${group.title.toLowerCase()}`,
  twoInOneGroup: (group: ChoiceGroup) => `Please choose only one ${group.title.toLowerCase()}`,
  notOffered: "That option is not part of this quote: reload the quote and choose again",
  addOnNeedsOption: (item: LineItem, option: ChoiceOption) => `"${item.description}" is available only with ${option.label}`,
} as const;

export type ChoiceProblem = { field: string; message: string };

const optionIndex = (groups: readonly ChoiceGroup[]) => {
  const options = new Map<string, { group: ChoiceGroup; option: ChoiceOption }>();
  for (const group of groups) for (const option of group.options) options.set(option.id, { group, option });
  return options;
};

/**
 * What stops a quote with these items and groups from being sent, each with its own message (empty:
 * sendable). Checked when the owner sends (422), shown by the editor as it is typed.
 */
export function choiceGroupProblems(items: readonly LineItem[], groups: readonly ChoiceGroup[]): ChoiceProblem[] {
  const problems: ChoiceProblem[] = [];
  const options = optionIndex(groups);
  const itemIds = new Set(items.map((item) => item.id));
  if ([...options.keys()].some((id) => itemIds.has(id))) problems.push({ field: "choiceGroups", message: choiceMessages.idShared });
  groups.forEach((group, groupIndex) => {
    if (group.options.length < choiceLimits.minOptions)
      problems.push({ field: `choiceGroups.${groupIndex}`, message: choiceMessages.tooFewOptions(group) });
    group.options.forEach((option, optionIndexInGroup) => {
      if (!items.some((item) => item.optionId === option.id)) {
        problems.push({
          field: `choiceGroups.${groupIndex}.options.${optionIndexInGroup}`,
          message: choiceMessages.optionWithoutLines(group, option),
        });
      }
    });
  });
  items.forEach((item, index) => {
    const field = `lineItems.${index}`;
    if (item.optionId && !options.has(item.optionId)) problems.push({ field, message: choiceMessages.unknownOption(item) });
    if (item.optionId && item.optional) problems.push({ field, message: choiceMessages.optionalInsideOption(item) });
    if (item.requiresOptionId && !item.optional) problems.push({ field, message: choiceMessages.requirementOnRequiredLine(item) });
    else if (item.requiresOptionId && !options.has(item.requiresOptionId))
      problems.push({ field, message: choiceMessages.addOnRequiresMissing(item) });
  });
  return problems;
}

/**
 * Whether the client's chosen ids make an acceptable choice: only this quote's add-ons and options,
 * exactly one option per required group and at most one per other group, and every ticked add-on's
 * required option chosen. The first problem, or null.
 */
export function choiceProblem(items: readonly LineItem[], groups: readonly ChoiceGroup[], chosenIds: readonly string[]): ChoiceProblem | null {
  const options = optionIndex(groups);
  const addOns = new Map(items.filter((item) => item.optional).map((item) => [item.id, item]));
  const chosen = new Set(chosenIds);
  for (const id of chosen) if (!options.has(id) && !addOns.has(id)) return { field: "options", message: choiceMessages.notOffered };
  for (const group of groups) {
    const picked = group.options.filter((option) => chosen.has(option.id));
    if (picked.length > 1) return { field: "options", message: choiceMessages.twoInOneGroup(group) };
    if (group.required && picked.length === 0) return { field: "options", message: choiceMessages.chooseOne(group) };
  }
  for (const id of chosen) {
    const addOn = addOns.get(id);
    if (addOn?.requiresOptionId && !chosen.has(addOn.requiresOptionId)) {
      const required = options.get(addOn.requiresOptionId);
      if (required) return { field: "options", message: choiceMessages.addOnNeedsOption(addOn, required.option) };
      return { field: "options", message: choiceMessages.notOffered };
    }
  }
  return null;
}

/** Every way the client can choose across the groups (add-ons left out): one option each, or none in a group that is not required. */
export function choiceCombinations(groups: readonly ChoiceGroup[]): string[][] {
  return groups.reduce<string[][]>(
    (combinations, group) => {
      const picks: (string | null)[] = [...group.options.map((option) => option.id), ...(group.required ? [] : [null])];
      return combinations.flatMap((combination) => picks.map((pick) => (pick === null ? combination : [...combination, pick])));
    },
    [[]],
  );
}

export type TotalRange = { lowCents: number; highCents: number };

/**
 * The quote's total with HST from its cheapest to its dearest choice across the groups, add-ons left
 * out (they are the client's extras, priced on their own lines). Without groups both ends are the
 * base total. Worked out over every combination (at most 4 x 4 x 4), so a discount or a rounding can
 * never put the true lowest outside the range.
 */
export function quoteTotalRange(items: readonly LineItem[], groups: readonly ChoiceGroup[], discount: QuoteDiscount | null = null): TotalRange {
  const totals = choiceCombinations(groups).map((chosen) => quoteTotals(items, chosen, discount).totalCents);
  return { lowCents: Math.min(...totals), highCents: Math.max(...totals) };
}

/** A row's range: its items, groups and discount. */
export function quoteTotalRangeOf(quote: {
  lineItems: readonly LineItem[];
  choiceGroups?: readonly ChoiceGroup[] | null;
  discountCents?: number | null;
  discountBasisPoints?: number | null;
}): TotalRange {
  return quoteTotalRange(quote.lineItems, quote.choiceGroups ?? [], discountOf(quote));
}

/** "$14,690.00 – $18,080.00", or one amount when both ends meet. */
export function formatTotalRange(range: TotalRange): string {
  return range.lowCents === range.highCents ? formatCents(range.lowCents) : `${formatCents(range.lowCents)} – ${formatCents(range.highCents)}`;
}

/** The options of the groups the client chose (in group order), with their group. */
export function chosenOptionsOf(groups: readonly ChoiceGroup[], chosenIds: readonly string[]): { group: ChoiceGroup; option: ChoiceOption }[] {
  const chosen = new Set(chosenIds);
  return groups.flatMap((group) => group.options.filter((option) => chosen.has(option.id)).map((option) => ({ group, option })));
}

/** True when what was chosen includes an option that needs a design (a stamped finish). */
export function choiceNeedsDesign(groups: readonly ChoiceGroup[], chosenIds: readonly string[]): boolean {
  return chosenOptionsOf(groups, chosenIds).some(({ option }) => option.needsDesign);
}

/** Whether a quote has choices the client must make before its total is one figure. */
export const hasChoices = (quote: { choiceGroups?: readonly ChoiceGroup[] | null }) => (quote.choiceGroups?.length ?? 0) > 0;
