/**
 * The editor's pure side of choice groups (shared/choice-groups.ts): new ids that clash with no line
 * or option, the "Belongs to" / "Only with" lists a line picks from, each option's total, the live
 * problems sorted by what they concern, and the lines cleaned of an option that was removed.
 */
import {
  choiceCombinations,
  choiceGroupProblems,
  type ChoiceGroup,
  type ChoiceOption,
  type ChoiceProblem,
  type TotalRange,
} from "@shared/choice-groups";
import { quoteTotals, type LineItem, type QuoteDiscount } from "@shared/line-items";
import { newItemId } from "./new-item-id";

/** Every id the quote uses: its lines', its groups' and its options'. */
export function usedIds(items: readonly Pick<LineItem, "id">[], groups: readonly ChoiceGroup[]): Set<string> {
  return new Set([...items.map((item) => item.id), ...groups.flatMap((group) => [group.id, ...group.options.map((option) => option.id)])]);
}

/** A short random id no line, group or option of the quote has (one list holds lines' and options' ids). */
export function freshId(taken: ReadonlySet<string>, make: () => string = newItemId): string {
  for (;;) {
    const id = make();
    if (!taken.has(id)) return id;
  }
}

export function blankOption(taken: ReadonlySet<string>): ChoiceOption {
  return { id: freshId(taken), label: "", description: "", needsDesign: false };
}

/** A new group with two empty options, required, none recommended. */
export function blankGroup(taken: ReadonlySet<string>): ChoiceGroup {
  const ids = new Set(taken);
  const id = freshId(ids);
  ids.add(id);
  const first = blankOption(ids);
  ids.add(first.id);
  return { id, title: "", required: true, recommendedOptionId: null, options: [first, blankOption(ids)] };
}

/** "Finish: Stamped": how an option is named in a line's lists, with a stand-in while it is unnamed. */
export function optionName(group: ChoiceGroup, option: ChoiceOption, groupIndex: number, optionIndex: number): string {
  const title = group.title.trim() || `Choice ${groupIndex + 1}`;
  const label = option.label.trim() || `Option ${optionIndex + 1}`;
  return `${title}: ${label}`;
}

/** The options a line can belong to or require, in group order. */
export function optionChoices(groups: readonly ChoiceGroup[]): { value: string; label: string }[] {
  return groups.flatMap((group, groupIndex) =>
    group.options.map((option, optionIndex) => ({ value: option.id, label: optionName(group, option, groupIndex, optionIndex) })),
  );
}

/**
 * Each option's total with HST: the totals of every combination that includes it (add-ons left out).
 * With one group that is one amount; with more it is a range over the other groups' options.
 */
export function optionTotals(
  items: readonly LineItem[],
  groups: readonly ChoiceGroup[],
  discount: QuoteDiscount | null = null,
): Map<string, TotalRange> {
  const totals = new Map<string, TotalRange>();
  for (const chosen of choiceCombinations(groups)) {
    const cents = quoteTotals(items, chosen, discount).totalCents;
    for (const id of chosen) {
      const range = totals.get(id);
      totals.set(
        id,
        range ? { lowCents: Math.min(range.lowCents, cents), highCents: Math.max(range.highCents, cents) } : { lowCents: cents, highCents: cents },
      );
    }
  }
  return totals;
}

/** The problems a send would meet, by the field they concern ("choiceGroups.0", "lineItems.3"). */
export function problemsByField(items: readonly LineItem[], groups: readonly ChoiceGroup[]): Map<string, string[]> {
  return groupProblems(choiceGroupProblems(items, groups));
}

export function groupProblems(problems: readonly ChoiceProblem[]): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const { field, message } of problems) byField.set(field, [...(byField.get(field) ?? []), message]);
  return byField;
}

/**
 * The lines as stored: no empty attachments, and none to an option the groups no longer hold (a
 * removed option's lines return to the base scope, its add-ons to "any option"). An add-on's
 * requirement is kept only on an add-on.
 */
export function attachedItems(items: readonly LineItem[], groups: readonly ChoiceGroup[]): LineItem[] {
  const options = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  return items.map(({ optionId, requiresOptionId, ...item }) => ({
    ...item,
    ...(optionId && options.has(optionId) ? { optionId } : {}),
    ...(requiresOptionId && item.optional && options.has(requiresOptionId) ? { requiresOptionId } : {}),
  }));
}

/** How many lines name any of these option ids (to say what removing an option or a group moves). */
export function linesAttachedTo(items: readonly LineItem[], optionIds: readonly string[]): number {
  const ids = new Set(optionIds);
  return items.filter((item) => (item.optionId && ids.has(item.optionId)) || (item.requiresOptionId && ids.has(item.requiresOptionId))).length;
}
