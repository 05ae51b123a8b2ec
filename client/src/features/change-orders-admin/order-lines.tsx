/** A change order's lines as read back: what, how much at what price, and the signed amount. */
import { changeOrderLineKindLabels } from "@shared/change-orders/rules";
import { formatCents, formatSignedCents } from "@shared/money";
import type { OwnerChangeOrder } from "@/api/change-orders-admin";

export function OrderLines({ lines, struck = false }: { lines: OwnerChangeOrder["lines"]; struck?: boolean }) {
  return (
    <ul className="flex flex-col gap-1.5 text-sm" aria-label="Lines">
      {lines.map((line, index) => (
        <li key={index} className="flex items-baseline justify-between gap-4">
          <span className="min-w-0 text-stone-700">
            <span className="font-semibold text-stone-900">{changeOrderLineKindLabels[line.kind]}</span> ·{" "}
            <span className="wrap-anywhere">{line.description}</span>
            <span className="block text-xs text-stone-600">
              {line.quantity} {line.unitLabel} × {formatCents(line.unitPriceCents)}
            </span>
          </span>
          <span className={`shrink-0 font-semibold tabular-nums text-stone-950 ${struck ? "line-through decoration-stone-500" : ""}`}>
            {formatSignedCents(line.amountCents)}
          </span>
        </li>
      ))}
    </ul>
  );
}
