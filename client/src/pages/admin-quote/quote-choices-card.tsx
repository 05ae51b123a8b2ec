/**
 * The quote's choices as the owner reads them on its page: before the client decides, each option
 * with its total and the range; once accepted, the option the client chose in each group, marked.
 * Then the stamped design as it stands, with its swatches and who chose it.
 */
import { useQuery } from "@tanstack/react-query";
import { Card } from "@/components/ui/panels";
import { Badge } from "@/components/ui/status-badge";
import { ChoiceTotalsSummary } from "@/features/admin/choice-totals-summary";
import { optionTotals } from "@/features/admin/choice-editing";
import { designCatalogueQuery, entryLabel } from "@/features/admin/design-catalogue-query";
import { Swatch } from "@/components/design/swatch";
import type { QuoteView } from "@shared/api/responses";
import { choiceNeedsDesign, formatTotalRange, hasChoices, type ChoiceGroup } from "@shared/choice-groups";
import { baseColourMethodLabels, catalogueKindLabels, type CatalogueKind, type DesignSelection } from "@shared/design-catalogue";
import { discountOf, type LineItem } from "@shared/line-items";
import { formatCalendarDate } from "@/lib/format";

type ChoiceQuote = QuoteView & { choiceGroups?: ChoiceGroup[] | null; design?: DesignSelection | null; designByClient?: boolean };

function ChosenGroups({ quote, groups }: { quote: ChoiceQuote; groups: ChoiceGroup[] }) {
  const chosen = new Set(quote.chosenOptionIds ?? []);
  const totals = optionTotals(quote.lineItems as LineItem[], groups, discountOf(quote));
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <section key={group.id} aria-label={group.title}>
          <h3 className="text-sm font-bold text-stone-950">{group.title}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {group.options.map((option) => {
              const picked = chosen.has(option.id);
              const total = totals.get(option.id);
              return (
                <li
                  key={option.id}
                  data-testid={picked ? "chosen-option" : "offered-option"}
                  className={`flex flex-col gap-1 rounded-lg border px-3 py-2 sm:flex-row sm:items-baseline sm:justify-between ${
                    picked ? "border-emerald-300 bg-emerald-50" : "border-stone-200 text-stone-600"
                  }`}
                >
                  <span className="min-w-0 break-words">
                    <strong className={picked ? "text-stone-950" : "font-semibold"}>
                      {group.title}: {option.label}
                    </strong>
                    {picked && <span className="ml-2 text-sm font-semibold text-emerald-800">Chosen by the client</span>}
                    {option.description && <span className="block text-sm">{option.description}</span>}
                  </span>
                  {total && <span className="shrink-0 font-semibold tabular-nums">{formatTotalRange(total)}</span>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

const designRows: { kind: CatalogueKind; id: (design: DesignSelection) => string | null }[] = [
  { kind: "pattern", id: (design) => design.patternId },
  { kind: "base_colour", id: (design) => design.baseColourId },
  { kind: "release_colour", id: (design) => design.releaseColourId },
  { kind: "border", id: (design) => design.borderId },
  { kind: "sealer_finish", id: (design) => design.sealerFinishId },
];

function DesignFacts({ quote }: { quote: ChoiceQuote }) {
  const catalogue = useQuery(designCatalogueQuery());
  const design = quote.design ?? null;
  if (!design) {
    return (
      <p className="text-stone-700" data-testid="design-state">
        {quote.designByClient
          ? "The client chooses the pattern and colours from your catalogue when they accept."
          : "Not set yet: edit the quote to set the pattern and colours, or let the client choose them."}
      </p>
    );
  }
  const entries = new Map((catalogue.data?.entries ?? []).map((entry) => [entry.id, entry]));
  return (
    <div data-testid="design-state">
      <p className="text-sm text-stone-700">
        Chosen by <strong className="text-stone-950">{design.selectedBy === "client" ? "the client" : "you"}</strong>
        {design.sampleViewedOn ? ` · sample board viewed on ${formatCalendarDate(design.sampleViewedOn)}` : " · no sample board viewed"}
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {designRows.map(({ kind, id }) => {
          const entryId = id(design);
          if (!entryId) return null;
          const entry = entries.get(entryId);
          return (
            <div key={kind} className="min-w-0">
              <dt className="text-sm font-semibold text-stone-600">{catalogueKindLabels[kind]}</dt>
              <dd className="mt-1 flex items-center gap-3">
                <Swatch entry={entry} />
                <span className="min-w-0 break-words font-semibold text-stone-950">
                  {entry ? entryLabel(entry) : catalogue.isPending ? "…" : "Not in the catalogue"}
                  {kind === "base_colour" && (
                    <span className="block text-sm font-normal text-stone-700">{baseColourMethodLabels[design.baseMethod]}</span>
                  )}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      {design.notes && <p className="mt-3 text-stone-700">{design.notes}</p>}
    </div>
  );
}

export function QuoteChoicesCard({ quote: view }: { quote: QuoteView }) {
  const quote = view as ChoiceQuote;
  const groups = quote.choiceGroups ?? [];
  if (!hasChoices(quote) || quote.lineItems.length === 0) return null;
  const accepted = quote.status === "accepted";
  const designWanted = accepted
    ? choiceNeedsDesign(groups, quote.chosenOptionIds ?? [])
    : groups.some((group) => group.options.some((option) => option.needsDesign));
  return (
    <Card aria-labelledby="choices-heading">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="choices-heading" className="text-lg font-bold text-stone-950">
          Choices
        </h2>
        <Badge tone={accepted ? "signed" : "quoted"}>{accepted ? "Chosen" : "Open"}</Badge>
      </div>
      <div className="mt-4">
        {accepted ? (
          <ChosenGroups quote={quote} groups={groups} />
        ) : (
          <ChoiceTotalsSummary items={quote.lineItems as LineItem[]} groups={groups} discount={discountOf(quote)} />
        )}
      </div>
      {designWanted && (
        <div className="mt-6 border-t border-stone-200 pt-5">
          <h3 className="mb-3 text-base font-bold text-stone-950">Stamped design</h3>
          <DesignFacts quote={quote} />
        </div>
      )}
    </Card>
  );
}
