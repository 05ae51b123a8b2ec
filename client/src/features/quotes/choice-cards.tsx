/**
 * The client's "pick one" on the quote page: one radio group per choice group ("Choose your
 * finish"), one card per option with its description, its difference from the cheapest option, and
 * the full total with HST and the deposit this choice makes. A real radio group (fieldset, legend,
 * native radios: arrow keys move between options, the focus ring shows on the card). Nothing is
 * preselected; the recommended option only carries a mark. The option's lines are listed under it.
 */
import { useId } from "react";
import type { ChoiceGroup } from "@shared/choice-groups";
import { lineItemUnitLabels, lineTotalCents, type LineItem, type QuoteDiscount } from "@shared/line-items";
import { formatCents, parseCents } from "@shared/money";
import { contractTerms, salesTax } from "@shared/business";
import { differenceText, optionLines, optionPreviews, type OptionPreview } from "@/components/quote/choice-preview";

/** Above this many lines an option's list folds away behind "What's included". */
const openListLimit = 3;

function OptionLines({ lines }: { lines: LineItem[] }) {
  return (
    <ul className="divide-y divide-stone-200 text-sm">
      {lines.map((line) => (
        <li key={line.id} className="flex items-baseline justify-between gap-3 py-2">
          <span className="min-w-0">
            <span className="block break-words font-medium text-stone-900">{line.description}</span>
            <span className="block text-stone-600 tabular-nums">
              {line.quantity} {lineItemUnitLabels[line.unit]} × {formatCents(parseCents(line.unitPrice) ?? 0)}
            </span>
          </span>
          <span className="shrink-0 font-semibold text-stone-900 tabular-nums">{formatCents(lineTotalCents(line))}</span>
        </li>
      ))}
    </ul>
  );
}

type OptionCardProps = {
  group: ChoiceGroup;
  preview: OptionPreview;
  lines: LineItem[];
  checked: boolean;
  lastTime: boolean;
  onPick: () => void;
  disabled: boolean;
};

function OptionCard({ group, preview, lines, checked, lastTime, onPick, disabled }: OptionCardProps) {
  const id = useId();
  const { option, totals } = preview;
  const recommended = group.recommendedOptionId === option.id;
  return (
    <div
      className={`rounded-xl border-2 bg-white transition-colors has-focus-visible:ring-3 has-focus-visible:ring-gold-dark/60 ${
        checked ? "border-stone-900 bg-stone-50 shadow-sm" : "border-stone-200 hover:border-stone-400"
      }`}
      data-testid={`option-${option.id}`}
    >
      <label htmlFor={`${id}-radio`} className="flex min-h-11 cursor-pointer gap-4 p-4 sm:p-5">
        <input
          id={`${id}-radio`}
          type="radio"
          name={`choice-${group.id}`}
          value={option.id}
          checked={checked}
          disabled={disabled}
          onChange={onPick}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-description ${id}-money`}
          className="mt-1 size-5 shrink-0 accent-stone-900 focus-visible:outline-none"
        />
        <span className="min-w-0 flex-1">
          <span id={`${id}-name`} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-lg font-bold text-stone-950">{option.label}</span>
            {recommended && (
              <span className="inline-flex items-center rounded-full bg-gold px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-stone-950">
                Recommended
              </span>
            )}
          </span>
          {option.description && (
            <span id={`${id}-description`} className="mt-1 block leading-relaxed text-stone-700">
              {option.description}
            </span>
          )}
          {lastTime && <span className="mt-1 block text-sm font-medium text-stone-600">Your pick last time</span>}
          <span
            id={`${id}-money`}
            className="mt-3 flex flex-col gap-1 border-t border-stone-200 pt-3 sm:flex-row sm:items-baseline sm:justify-between"
          >
            <span className={`font-semibold ${preview.differenceCents > 0 ? "text-stone-900" : "text-emerald-800"}`}>{differenceText(preview)}</span>
            <span className="text-stone-700 tabular-nums sm:text-right">
              <span className="block">
                <strong className="text-lg text-stone-950">{formatCents(totals.totalCents)}</strong> with {salesTax.name}
              </span>
              <span className="block text-sm text-stone-600">
                Deposit {formatCents(totals.depositCents)} ({contractTerms.depositPercent}%)
              </span>
            </span>
          </span>
        </span>
      </label>
      {lines.length > 0 &&
        (lines.length > openListLimit ? (
          <details className="border-t border-stone-200 px-4 sm:px-5">
            <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-stone-900">
              What's included ({lines.length} items)
            </summary>
            <OptionLines lines={lines} />
          </details>
        ) : (
          <div className="border-t border-stone-200 px-4 pb-2 pt-1 sm:px-5" aria-label={`What ${option.label} includes`} role="group">
            <OptionLines lines={lines} />
          </div>
        ))}
    </div>
  );
}

type ChoiceCardsProps = {
  items: readonly LineItem[];
  groups: readonly ChoiceGroup[];
  chosen: readonly string[];
  discount: QuoteDiscount | null;
  onPick: (groupId: string, optionId: string) => void;
  /** The options of the revision before this one that the client had chosen: a hint, never a pick. */
  previousChoice?: readonly string[] | null;
  /** The server's refusal of the last acceptance (422), shown next to the choices. */
  error?: string | null;
  disabled?: boolean;
};

export function ChoiceCards({ items, groups, chosen, discount, onPick, previousChoice, error, disabled = false }: ChoiceCardsProps) {
  const errorId = useId();
  const chosenSet = new Set(chosen);
  const previous = new Set(previousChoice ?? []);
  return (
    <div className="flex flex-col gap-8">
      {error && (
        <p id={errorId} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {error}
        </p>
      )}
      {groups.map((group) => {
        const previews = optionPreviews(items, group, chosen, discount);
        const lastPick = group.options.find((option) => previous.has(option.id));
        return (
          <fieldset key={group.id} className="min-w-0" aria-describedby={error ? errorId : undefined}>
            <legend className="text-xl font-bold text-stone-950">
              Choose your {group.title.toLowerCase()}
              {!group.required && <span className="font-normal text-stone-600"> (optional)</span>}
            </legend>
            <p className="mt-1 text-sm text-stone-600">
              {lastPick ? `Last time you picked ${lastPick.label}. ` : ""}
              Each price includes the base work, your other choices and the add-ons you tick.
            </p>
            <div className="mt-4 flex flex-col gap-3">
              {previews.map((preview) => (
                <OptionCard
                  key={preview.option.id}
                  group={group}
                  preview={preview}
                  lines={optionLines(items, preview.option.id)}
                  checked={chosenSet.has(preview.option.id)}
                  lastTime={lastPick?.id === preview.option.id}
                  disabled={disabled}
                  onPick={() => onPick(group.id, preview.option.id)}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
