/**
 * A change order's lines and its money: each line's kind (Add, Remove, Credit), description,
 * quantity, unit price and amount, then the subtotal, HST and the change's total.
 *
 * Built like the quote's items table (components/quote/quote-items-table.tsx): from the `sm`
 * breakpoint an ordinary table whose description column takes the width the number columns leave;
 * below it each line is a two-line card (kind and description beside the amount, then
 * "quantity × unit price") so a phone never scrolls sideways. Changing a table's CSS display can
 * make some browsers drop its table semantics, so every element also carries its ARIA table role.
 *
 * Every amount is the server's, in cents: a removal or a credit reads "-$300.00", as on the PDF.
 */
import { salesTax } from "@shared/business";
import { changeOrderLineKindLabels, type ChangeOrderLineKind } from "@shared/change-orders/rules";
import { formatCents, formatSignedCents } from "@shared/money";
import type { ClientChangeOrder } from "@/api/change-orders";

const taxLabel = `${salesTax.name} (${salesTax.rateBasisPoints / 100}%)`;

// The first and last columns line up with the padding of the cards around the table.
const cellPadding = "sm:px-4 sm:py-3.5 sm:first:pl-8 sm:last:pr-8";

/** An addition reads green; a removal grey; a credit blue: the sign is in the amount, the colour only helps. */
const kindTones: Record<ChangeOrderLineKind, string> = {
  add: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  remove: "bg-stone-100 text-stone-800 ring-stone-300",
  credit: "bg-sky-50 text-sky-900 ring-sky-300",
};

export function KindMark({ kind }: { kind: ChangeOrderLineKind }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ring-1 ring-inset ${kindTones[kind]}`}
    >
      {changeOrderLineKindLabels[kind]}
    </span>
  );
}

type Line = ClientChangeOrder["lines"][number];

function LineRow({ line }: { line: Line }) {
  return (
    <tr
      role="row"
      data-testid="change-order-line"
      className="grid grid-cols-[auto_1fr_auto] gap-x-2 gap-y-1.5 border-t border-stone-200 px-5 py-4 first:border-t-0 sm:table-row sm:px-0 sm:py-0"
    >
      <th role="rowheader" scope="row" className={`col-span-2 min-w-0 text-left align-top font-normal ${cellPadding}`}>
        <span className="flex flex-col items-start gap-1.5">
          <KindMark kind={line.kind} />
          <span className="sr-only">: </span>
          <span className="block break-words font-semibold text-stone-950">{line.description}</span>
        </span>
      </th>
      <td
        role="cell"
        className={`col-start-1 row-start-2 whitespace-nowrap align-top text-sm text-stone-600 tabular-nums sm:text-right sm:text-base sm:text-stone-800 ${cellPadding}`}
      >
        {line.quantity} {line.unitLabel}
      </td>
      <td
        role="cell"
        className={`col-start-2 row-start-2 whitespace-nowrap align-top text-sm text-stone-600 tabular-nums sm:text-right sm:text-base sm:text-stone-800 ${cellPadding}`}
      >
        <span aria-hidden="true" className="sm:hidden">
          ×{" "}
        </span>
        {formatCents(line.unitPriceCents)}
      </td>
      <td
        role="cell"
        className={`col-start-3 row-start-1 whitespace-nowrap text-right align-top font-semibold tabular-nums text-stone-950 ${cellPadding}`}
      >
        {formatSignedCents(line.amountCents)}
      </td>
    </tr>
  );
}

function SummaryRow({
  label,
  note,
  cents,
  total = false,
  first = false,
}: {
  label: string;
  note?: string;
  cents: number;
  total?: boolean;
  first?: boolean;
}) {
  const tone = total ? "bg-stone-950 text-white" : "";
  const border = first ? "border-t-2 border-stone-300" : total ? "" : "border-t border-stone-200";
  return (
    <tr role="row" className={`grid grid-cols-[1fr_auto] items-baseline gap-x-4 px-5 py-3 sm:table-row sm:px-0 sm:py-0 ${tone} ${border}`}>
      <th role="rowheader" scope="row" colSpan={3} className={`text-left font-normal sm:text-right sm:align-top ${cellPadding}`}>
        <span className={total ? "text-lg font-bold" : "font-semibold"}>{label}</span>
        {note && <span className={`block text-xs ${total ? "text-stone-300" : "text-stone-600"}`}>{note}</span>}
      </th>
      <td
        role="cell"
        className={`whitespace-nowrap text-right tabular-nums sm:align-top ${total ? "text-xl font-extrabold" : "font-semibold"} ${cellPadding}`}
        data-testid={total ? "change-order-total" : undefined}
      >
        {formatSignedCents(cents)}
      </td>
    </tr>
  );
}

/** The lines and totals, under the section heading `headingId` names. */
export function ChangeOrderLines({ order, headingId }: { order: ClientChangeOrder; headingId: string }) {
  const columnHeader = `whitespace-nowrap text-right text-sm font-semibold text-stone-600 sm:w-px ${cellPadding}`;
  return (
    <table role="table" aria-labelledby={headingId} className="block w-full border-collapse text-left text-stone-900 sm:table">
      <thead role="rowgroup" className="max-sm:sr-only sm:border-y sm:border-stone-200 sm:bg-stone-50">
        <tr role="row">
          {/* The description takes the width left; the numbers stay on one line, as narrow as they are. */}
          <th role="columnheader" scope="col" className={`text-sm font-semibold text-stone-600 sm:w-full ${cellPadding}`}>
            Change
          </th>
          <th role="columnheader" scope="col" className={columnHeader}>
            Quantity
          </th>
          <th role="columnheader" scope="col" className={columnHeader}>
            Unit price
          </th>
          <th role="columnheader" scope="col" className={columnHeader}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="block sm:table-row-group">
        {order.lines.map((line, index) => (
          <LineRow key={index} line={line} />
        ))}
      </tbody>
      <tfoot role="rowgroup" className="block sm:table-footer-group">
        <SummaryRow first label="Subtotal" cents={order.subtotalCents} />
        <SummaryRow label={taxLabel} note={`${salesTax.name} No. ${salesTax.registrationNumber}`} cents={order.hstCents} />
        <SummaryRow label="This change's total" note="Canadian dollars, tax included" cents={order.totalCents} total />
      </tfoot>
    </table>
  );
}
