/**
 * A quote's line items and its money: each item's quantity, unit price and amount, then subtotal,
 * HST, total, the deposit due at signing and the balance due on completion.
 *
 * One table for every screen. From the `sm` breakpoint it is an ordinary four-column table whose
 * description column takes all the width the narrow, unwrapped number columns leave; below it
 * each row becomes a two-line card (description and amount, then "quantity × unit price") so a phone
 * never scrolls sideways. Changing a table's CSS display can make some browsers drop its table
 * semantics, so every element also carries its ARIA table role.
 *
 * All amounts come from quoteTotals() in integer cents: what this table shows is exactly what the
 * server stores, the PDF prints and the contract freezes.
 */
import { useId } from "react";
import { contractTerms, salesTax } from "@shared/business";
import type { ChoiceGroup } from "@shared/choice-groups";
import { discountLabel, lineItemUnitLabels, quoteTotals, type LineItem, type QuoteDiscount } from "@shared/line-items";
import { formatCents, parseCents } from "@shared/money";

type QuoteItemsTableProps = {
  items: LineItem[];
  /** The optional items counted in the totals. Required items always count. */
  chosenOptionIds: readonly string[];
  /** Given while the client can still choose: optional items get an "Include" checkbox. */
  onToggleOption?: (id: string, included: boolean) => void;
  caption?: string;
  /** The quote's discount before HST (discountOf(quote)); none when absent. */
  discount?: QuoteDiscount | null;
  /**
   * The quote's choice groups: the lines of options not chosen are left out (their cards list them),
   * a chosen option's lines are marked with it, and an add-on whose option is not chosen is offered
   * disabled with the reason.
   */
  choiceGroups?: readonly ChoiceGroup[];
  /** Given while a required choice is still open: the totals are this sentence (the range) instead. */
  totalsPending?: string;
};

/** "Available with Stamped" for an add-on whose option is not chosen; null when it can be ticked. */
function unavailableReason(item: LineItem, groups: readonly ChoiceGroup[], chosen: ReadonlySet<string>): string | null {
  if (!item.requiresOptionId || chosen.has(item.requiresOptionId)) return null;
  const option = groups.flatMap((group) => group.options).find((candidate) => candidate.id === item.requiresOptionId);
  return `Available with ${option?.label ?? "another option"}`;
}

const taxPercent = `${salesTax.rateBasisPoints / 100}%`;

/** "$12.50" from the stored "12.50"; the stored text is already validated, so 0 never shows in practice. */
function formatUnitPrice(unitPrice: string): string {
  return formatCents(parseCents(unitPrice) ?? 0);
}

/** "850 sq ft", "1 lump sum". */
function formatQuantity(item: LineItem): string {
  return `${item.quantity} ${lineItemUnitLabels[item.unit]}`;
}

// The first and last columns line up with the padding of the cards around the table.
const cellPadding = "sm:px-4 sm:py-3.5 sm:first:pl-8 sm:last:pr-8";
/** Quantity and unit price: the second line of an item's card on a phone, right-aligned columns from `sm`. */
const secondLineCell = `row-start-2 whitespace-nowrap align-top text-sm text-stone-600 tabular-nums sm:text-right sm:text-base sm:text-stone-800 ${cellPadding}`;

/** An optional item's "Optional" mark, and its "Include" box (or whether it was included, read-only). */
function OptionMark({
  item,
  included,
  onToggle,
  unavailable,
}: {
  item: LineItem;
  included: boolean;
  onToggle?: QuoteItemsTableProps["onToggleOption"];
  unavailable: string | null;
}) {
  const reasonId = useId();
  return (
    <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
      <span className="inline-flex items-center rounded-full bg-gold-light/70 px-2 py-0.5 text-xs font-semibold text-stone-900 ring-1 ring-inset ring-gold/60">
        {item.requiresOptionId ? "Add-on" : "Optional"}
      </span>
      {onToggle && unavailable ? (
        <>
          <label className="inline-flex min-h-10 cursor-not-allowed items-center gap-2 rounded-md border border-stone-200 bg-stone-100 px-3 text-sm font-semibold text-stone-500">
            <input type="checkbox" className="size-5 shrink-0" checked={false} disabled aria-describedby={reasonId} onChange={() => undefined} />
            Include<span className="sr-only"> {item.description}</span>
          </label>
          <span id={reasonId} className="text-sm font-medium text-stone-700">
            {unavailable}
          </span>
        </>
      ) : onToggle ? (
        // The whole pill is the label, so a thumb does not have to hit the box itself.
        <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-900 has-checked:border-stone-900 has-checked:bg-stone-50">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-stone-900"
            checked={included}
            onChange={(event) => onToggle(item.id, event.target.checked)}
          />
          Include<span className="sr-only"> {item.description}</span>
        </label>
      ) : (
        <span className={`text-sm font-medium ${included ? "text-emerald-800" : "text-stone-600"}`}>{included ? "Included" : "Not included"}</span>
      )}
    </span>
  );
}

function ItemRow({
  item,
  totalCents,
  included,
  onToggle,
  unavailable,
  optionMark,
}: {
  item: LineItem;
  totalCents: number;
  included: boolean;
  onToggle?: QuoteItemsTableProps["onToggleOption"];
  unavailable: string | null;
  /** "Finish: Stamped" on a chosen option's line. */
  optionMark: string | null;
}) {
  const muted = !included;
  return (
    <tr
      role="row"
      className="grid grid-cols-[auto_1fr_auto] gap-x-2 gap-y-1 border-t border-stone-200 px-5 py-4 first:border-t-0 sm:table-row sm:px-0 sm:py-0"
    >
      <th role="rowheader" scope="row" className={`col-span-2 min-w-0 text-left align-top font-normal ${cellPadding}`}>
        <span className={`block break-words font-semibold ${muted ? "text-stone-600" : "text-stone-950"}`}>{item.description}</span>
        {optionMark && <span className="mt-1 block text-sm font-medium text-stone-600">{optionMark}</span>}
        {item.optional && <OptionMark item={item} included={included} onToggle={onToggle} unavailable={unavailable} />}
      </th>
      <td role="cell" className={`col-start-1 ${secondLineCell}`}>
        {formatQuantity(item)}
      </td>
      <td role="cell" className={`col-start-2 ${secondLineCell}`}>
        <span aria-hidden="true" className="sm:hidden">
          ×{" "}
        </span>
        {formatUnitPrice(item.unitPrice)}
      </td>
      <td
        role="cell"
        className={`col-start-3 row-start-1 whitespace-nowrap text-right align-top font-semibold tabular-nums ${muted ? "text-stone-500" : "text-stone-950"} ${cellPadding}`}
      >
        {formatCents(totalCents)}
        {muted && <span className="sr-only"> (not included)</span>}
      </td>
    </tr>
  );
}

type SummaryRowProps = { label: string; note?: string; cents: number; emphasis?: "total" | "payment"; first?: boolean; minus?: boolean };

function SummaryRow({ label, note, cents, emphasis, first = false, minus = false }: SummaryRowProps) {
  const rowTone = emphasis === "total" ? "bg-stone-950 text-white" : emphasis === "payment" ? "bg-gold-light/30" : "";
  const border = first ? "border-t-2 border-stone-300" : emphasis === "total" ? "" : "border-t border-stone-200";
  return (
    <tr role="row" className={`grid grid-cols-[1fr_auto] items-baseline gap-x-4 px-5 py-3 sm:table-row sm:px-0 sm:py-0 ${rowTone} ${border}`}>
      <th role="rowheader" scope="row" colSpan={3} className={`text-left font-normal sm:text-right ${cellPadding}`}>
        <span className={emphasis === "total" ? "text-lg font-bold" : "font-semibold"}>{label}</span>
        {note && <span className={`block text-xs ${emphasis === "total" ? "text-stone-300" : "text-stone-600"}`}>{note}</span>}
      </th>
      <td
        role="cell"
        className={`whitespace-nowrap text-right tabular-nums ${emphasis === "total" ? "text-xl font-extrabold" : "font-semibold"} ${cellPadding}`}
      >
        {minus ? "-" : ""}
        {formatCents(cents)}
      </td>
    </tr>
  );
}

export function QuoteItemsTable({
  items,
  chosenOptionIds,
  onToggleOption,
  caption = "Quote items",
  discount = null,
  choiceGroups = [],
  totalsPending,
}: QuoteItemsTableProps) {
  const totals = quoteTotals(items, chosenOptionIds, discount);
  const chosen = new Set(chosenOptionIds);
  const optionLabels = new Map(choiceGroups.flatMap((group) => group.options.map((option) => [option.id, `${group.title}: ${option.label}`])));
  // A line of an option not chosen is the alternative's, not part of this price.
  const shown = items.filter((item) => !item.optionId || chosen.has(item.optionId));
  const lineById = new Map(totals.lines.map((line) => [line.id, line]));
  const hintId = useId();
  const showHint = onToggleOption !== undefined && items.some((item) => item.optional);
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table role="table" aria-describedby={showHint ? hintId : undefined} className="block w-full border-collapse text-left text-stone-900 sm:table">
        <caption className="block px-5 pb-3 pt-5 text-left text-xl font-bold text-stone-950 sm:table-caption sm:px-8 sm:pt-7">
          {caption}
          {showHint && (
            // Read as the table's description rather than as part of its name.
            <span id={hintId} aria-hidden="true" className="mt-1 block text-sm font-normal text-stone-600">
              Tick any optional item you want included; the total updates as you choose.
            </span>
          )}
        </caption>
        <thead role="rowgroup" className="max-sm:sr-only sm:border-b sm:border-stone-200 sm:bg-stone-50">
          <tr role="row">
            {/* The description takes the width left; the numbers stay on one line, as narrow as they are. */}
            <th role="columnheader" scope="col" className={`text-sm font-semibold text-stone-600 sm:w-full ${cellPadding}`}>
              Item
            </th>
            {["Quantity", "Unit price", "Amount"].map((label) => (
              <th
                key={label}
                role="columnheader"
                scope="col"
                className={`whitespace-nowrap text-right text-sm font-semibold text-stone-600 sm:w-px ${cellPadding}`}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block sm:table-row-group">
          {shown.map((item) => {
            const line = lineById.get(item.id);
            return (
              <ItemRow
                key={item.id}
                item={item}
                totalCents={line?.totalCents ?? 0}
                included={line?.included ?? true}
                onToggle={onToggleOption}
                unavailable={unavailableReason(item, choiceGroups, chosen)}
                optionMark={item.optionId ? (optionLabels.get(item.optionId) ?? null) : null}
              />
            );
          })}
        </tbody>
        <tfoot role="rowgroup" className="block sm:table-footer-group">
          {totalsPending ? (
            <tr role="row" className="block border-t-2 border-stone-300 px-5 py-4 sm:table-row sm:px-0 sm:py-0">
              <th role="rowheader" scope="row" colSpan={4} className={`text-left font-normal sm:text-right ${cellPadding}`}>
                <span className="font-semibold text-stone-950">Total</span>
                <span className="block text-stone-700">{totalsPending}</span>
              </th>
            </tr>
          ) : (
            <>
              <SummaryRow first label="Subtotal" cents={totals.subtotalCents} />
              {discount && (
                <>
                  <SummaryRow label={discountLabel(discount)} note="Before HST" cents={totals.discountCents} minus />
                  <SummaryRow label="Subtotal after discount" cents={totals.discountedSubtotalCents} />
                </>
              )}
              <SummaryRow
                label={`${salesTax.name} (${taxPercent})`}
                note={`${salesTax.name} No. ${salesTax.registrationNumber}`}
                cents={totals.taxCents}
              />
              <SummaryRow label="Total" note="Canadian dollars, tax included" cents={totals.totalCents} emphasis="total" />
              <SummaryRow label={`Deposit (${contractTerms.depositPercent}%) due at signing`} cents={totals.depositCents} emphasis="payment" />
              <SummaryRow label="Balance due on completion" cents={totals.balanceCents} emphasis="payment" />
            </>
          )}
        </tfoot>
      </table>
      {onToggleOption && !totalsPending && (
        // Ticking an option changes the total elsewhere in the table: say the new total out loud.
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          Total with {salesTax.name}: {formatCents(totals.totalCents)}
        </p>
      )}
    </div>
  );
}
