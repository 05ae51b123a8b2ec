/**
 * What each option card on the client's quote page says about money, worked out in the browser with
 * the shared rule (quoteTotals) only: the full total with HST and the deposit if this option were
 * chosen, everything else as the client has it now, and its difference from the cheapest option of
 * its group on the same terms. These are previews: on acceptance the browser sends ids only and the
 * server works every amount out again (docs/decisions/0133). Also used by the contract and its confirmation to price the alternatives not chosen.
 */
import { type ChoiceGroup, type ChoiceOption } from "@shared/choice-groups";
import { quoteTotals, type LineItem, type QuoteDiscount, type QuoteTotals } from "@shared/line-items";
import { formatCents } from "@shared/money";

export type OptionPreview = {
  option: ChoiceOption;
  totals: QuoteTotals;
  /** This option's total with HST minus the cheapest option's, both with everything else as chosen now. */
  differenceCents: number;
  /** The cheapest option of the group (the first of equals): what the difference is stated against. */
  cheapest: ChoiceOption;
};

/** The chosen ids with this group's pick replaced by `optionId`. */
export function withPick(group: ChoiceGroup, chosen: readonly string[], optionId: string): string[] {
  const groupIds = new Set(group.options.map((option) => option.id));
  return [...chosen.filter((id) => !groupIds.has(id)), optionId];
}

/** One preview per option of the group, in the group's order. */
export function optionPreviews(
  items: readonly LineItem[],
  group: ChoiceGroup,
  chosen: readonly string[],
  discount: QuoteDiscount | null,
): OptionPreview[] {
  const priced = group.options.map((option) => ({ option, totals: quoteTotals(items, withPick(group, chosen, option.id), discount) }));
  const cheapest = priced.reduce((low, next) => (next.totals.totalCents < low.totals.totalCents ? next : low), priced[0]);
  return priced.map(({ option, totals }) => ({
    option,
    totals,
    differenceCents: totals.totalCents - cheapest.totals.totalCents,
    cheapest: cheapest.option,
  }));
}

/** "+$2,150.00 compared with Broom", "Same price as Broom", or "Lowest price" for the cheapest itself. */
export function differenceText(preview: OptionPreview): string {
  if (preview.option.id === preview.cheapest.id) return "Lowest price";
  if (preview.differenceCents === 0) return `Same price as ${preview.cheapest.label}`;
  return `+${formatCents(preview.differenceCents)} compared with ${preview.cheapest.label}`;
}

/** The lines that belong to an option (listed under its card). */
export const optionLines = (items: readonly LineItem[], optionId: string) => items.filter((item) => item.optionId === optionId);
