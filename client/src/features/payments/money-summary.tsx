import { useQuery } from "@tanstack/react-query";
import { Card } from "@/components/ui/panels";
import { adminSummaryQuery } from "@/api/payments";
import { formatCents } from "@shared/money";

/** The dashboard's money: the value of every signed contract, what was collected and what is still owed, in CAD. */
export function MoneySummary() {
  const summary = useQuery(adminSummaryQuery());
  const figures = summary.data
    ? [
        { label: "Signed value", cents: summary.data.signedValueCents },
        { label: "Collected", cents: summary.data.collectedCents },
        { label: "Outstanding", cents: summary.data.outstandingCents },
      ]
    : null;
  return (
    <Card aria-labelledby="money-heading">
      <h2 id="money-heading" className="text-lg font-bold text-stone-950">
        Money <span className="text-sm font-medium text-stone-600">(CAD)</span>
      </h2>
      {summary.isError ? (
        <p className="mt-3 text-stone-700">The figures are not available right now.</p>
      ) : (
        <dl className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3" aria-busy={!figures}>
          {(figures ?? [{ label: "Signed value" }, { label: "Collected" }, { label: "Outstanding" }]).map((figure) => (
            <div key={figure.label} className="flex items-baseline justify-between gap-3 rounded-md bg-stone-50 px-4 py-2.5 sm:block sm:py-3">
              <dt className="text-sm font-medium text-stone-600">{figure.label}</dt>
              <dd className="text-xl font-extrabold tabular-nums text-stone-950 sm:mt-1 sm:text-2xl">
                {"cents" in figure ? formatCents(figure.cents) : "…"}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
