/**
 * A stamped finish's design, read-only: pattern, base colour with how it is applied, release colour,
 * border and sealer finish, each with its swatch and its name, maker and code; the owner's notes and
 * the sample board's date. Shown on the quote page (set by the owner), the contract and the
 * confirmation.
 */
import { baseColourMethodLabels, catalogueKindLabels, type CatalogueEntry, type DesignInput } from "@shared/design-catalogue";
import { formatHumanDate } from "@shared/human-dates";
import { designRows, entryMap, makerText } from "./design-entries";
import { Swatch } from "./swatch";

type DesignSummaryProps = {
  design: Pick<
    DesignInput,
    "patternId" | "baseColourId" | "baseMethod" | "releaseColourId" | "borderId" | "sealerFinishId" | "notes" | "sampleViewedOn"
  >;
  entries: readonly CatalogueEntry[];
};

export function DesignSummary({ design, entries }: DesignSummaryProps) {
  const byId = entryMap(entries);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        {designRows.map(({ kind, key }) => {
          const id = design[key];
          const entry = id ? byId.get(id) : undefined;
          if (!id && (kind === "border" || kind === "sealer_finish")) {
            return (
              <div key={kind} className="rounded-xl border border-stone-200 p-3">
                <dt className="sr-only">{catalogueKindLabels[kind]}</dt>
                <dd className="flex min-w-0 items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-16 shrink-0 items-center justify-center rounded-lg border border-dashed border-stone-300 text-xs text-stone-500 sm:size-20"
                  >
                    None
                  </span>
                  <span className="min-w-0">
                    <span aria-hidden="true" className="block text-sm font-medium text-stone-600">
                      {catalogueKindLabels[kind]}
                    </span>
                    <span className="block font-semibold text-stone-950">None</span>
                  </span>
                </dd>
              </div>
            );
          }
          return (
            <div key={kind} className="rounded-xl border border-stone-200 p-3" data-testid={`design-${kind}`}>
              <dt className="sr-only">{catalogueKindLabels[kind]}</dt>
              <dd className="flex min-w-0 items-center gap-4">
                {entry && <Swatch entry={entry} />}
                <span className="min-w-0">
                  <span aria-hidden="true" className="block text-sm font-medium text-stone-600">
                    {catalogueKindLabels[kind]}
                  </span>
                  <span className="block break-words font-semibold text-stone-950">{entry?.name ?? "Loading..."}</span>
                  {entry && makerText(entry) && <span className="block text-sm text-stone-600">{makerText(entry)}</span>}
                  {kind === "base_colour" && (
                    <span className="block text-sm text-stone-700">Applied as {baseColourMethodLabels[design.baseMethod]}</span>
                  )}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      {design.notes && (
        <div>
          <h4 className="text-sm font-medium text-stone-600">Notes from the contractor</h4>
          <p className="mt-1 break-words text-stone-900">{design.notes}</p>
        </div>
      )}
      <p className="text-sm text-stone-700">
        {design.sampleViewedOn ? `Sample board viewed on ${formatHumanDate(design.sampleViewedOn)}.` : "No sample board viewing recorded."}
      </p>
    </div>
  );
}
