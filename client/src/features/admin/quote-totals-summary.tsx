/**
 * The money of the quote being written, recomputed as the admin types: required items make the
 * subtotal, the discount comes off it, then HST and deposit; optional items are listed as options the client may add. Every amount
 * comes from quoteTotals() in integer cents, the same rule the server, PDF and contract use.
 */
import { contractTerms, salesTax } from "@shared/business";
import { discountLabel, quoteTotals, type LineItem, type QuoteDiscount } from "@shared/line-items";
import { formatCents } from "@shared/money";

export const taxLabel = `${salesTax.name} (${salesTax.rateBasisPoints / 100}%)`;
export const depositLabel = `Deposit (${contractTerms.depositPercent}%)`;

function Row({ label, cents, strong = false, minus = false }: { label: string; cents: number; strong?: boolean; minus?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? "border-t border-stone-300 pt-2 text-lg font-extrabold" : ""}`}>
      <dt className={strong ? "text-stone-950" : "text-stone-700"}>{label}</dt>
      <dd className="whitespace-nowrap font-semibold tabular-nums text-stone-950">
        {minus ? "-" : ""}
        {formatCents(cents)}
      </dd>
    </div>
  );
}

export function QuoteTotalsSummary({ items, discount = null }: { items: readonly LineItem[]; discount?: QuoteDiscount | null }) {
  const required = quoteTotals(items, [], discount);
  const options = items.filter((item) => item.optional);
  const withAllOptions = quoteTotals(
    items,
    options.map((item) => item.id),
    discount,
  );
  const lineCents = new Map(withAllOptions.lines.map((line) => [line.id, line.totalCents]));

  return (
    <section aria-label="Quote totals" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <dl className="flex flex-col gap-2">
        <Row label="Subtotal" cents={required.subtotalCents} />
        {discount && (
          <>
            <Row label={discountLabel(discount)} cents={required.discountCents} minus />
            <Row label="Subtotal after discount" cents={required.discountedSubtotalCents} />
          </>
        )}
        <Row label={taxLabel} cents={required.taxCents} />
        <Row label="Total" cents={required.totalCents} strong />
        <Row label={depositLabel} cents={required.depositCents} />
        <Row label="Balance" cents={required.balanceCents} />
      </dl>
      <p className="mt-3 text-sm text-stone-600">
        {salesTax.name} registration no. {salesTax.registrationNumber}
      </p>
      {options.length > 0 && (
        <div className="mt-4 border-t border-stone-200 pt-4">
          <h4 className="text-sm font-bold text-stone-950">Options the client may add (not in the total above)</h4>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {options.map((item, index) => (
              <li key={item.id} className="flex items-baseline justify-between gap-4">
                <span className="min-w-0 break-words text-stone-700">{item.description.trim() || `Option ${index + 1}`}</span>
                <span className="shrink-0 font-semibold tabular-nums text-stone-950">+{formatCents(lineCents.get(item.id) ?? 0)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex items-baseline justify-between gap-4 text-sm">
            <span className="text-stone-700">Total with every option, {salesTax.name} included</span>
            <span className="shrink-0 font-semibold tabular-nums text-stone-950">{formatCents(withAllOptions.totalCents)}</span>
          </p>
        </div>
      )}
    </section>
  );
}
