/** A change order's new stamped design in words, kind by kind, for the client's page and the owner's row. */
import type { ClientChangeOrderView } from "@shared/change-orders/responses";

type Props = { design: ClientChangeOrderView["design"]; compact?: boolean };

export function NewDesign({ design, compact = false }: Props) {
  if (!design) return null;
  return (
    <div className={compact ? "rounded-lg border border-stone-200 bg-stone-50 p-3" : "mt-5 rounded-xl border border-stone-200 bg-stone-50 p-4"}>
      <p className={compact ? "text-sm font-bold text-stone-950" : "text-base font-bold text-stone-950"}>New design</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
        {design.entries.map((entry) => (
          <div key={entry.label} className="contents">
            <dt className="text-stone-600">{entry.label}</dt>
            <dd className="break-words font-medium text-stone-900">{entry.value}</dd>
          </div>
        ))}
      </dl>
      {design.notes && <p className="mt-2 whitespace-pre-line break-words text-sm text-stone-800">{design.notes}</p>}
      <p className="mt-2 text-sm text-stone-600">This replaces the stamped design of the signed contract. Colours vary from the samples.</p>
    </div>
  );
}
