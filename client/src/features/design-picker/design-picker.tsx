/**
 * The client picks the stamped finish's pattern and colours from the owner's catalogue, when the
 * owner lets them (quotes.design_by_client) and has not set the design: one radio group of swatch
 * tiles per kind, the base colour's method (integral or hardener), and border and sealer finish with
 * "None". Native radios (arrow keys, focus ring on the tile); the tiles are large enough to judge a
 * colour on a phone.
 */
import { useId, type ReactNode } from "react";
import { baseColourMethods, catalogueKindLabels, type CatalogueEntry, type CatalogueKind } from "@shared/design-catalogue";
import { makerText } from "./design-entries";
import type { DesignDraft } from "./design-draft";

const tileClasses =
  "relative flex min-h-11 cursor-pointer flex-col gap-2 rounded-xl border-2 bg-white p-2 transition-colors has-checked:border-stone-900 has-checked:bg-stone-50 has-checked:shadow-sm has-focus-visible:ring-3 has-focus-visible:ring-gold-dark/60 border-stone-200 hover:border-stone-400";

function CheckMark() {
  return (
    <span
      aria-hidden="true"
      className="absolute right-3 top-3 hidden size-7 items-center justify-center rounded-full bg-stone-900 text-white shadow group-has-checked:flex"
    >
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="3">
        <path d="M5 12l5 5L20 7" />
      </svg>
    </span>
  );
}

function KindGroup({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-bold text-stone-950">{legend}</legend>
      {hint && <p className="mt-0.5 text-sm text-stone-600">{hint}</p>}
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">{children}</div>
    </fieldset>
  );
}

function EntryTile({ entry, name, checked, onPick }: { entry: CatalogueEntry; name: string; checked: boolean; onPick: () => void }) {
  const id = useId();
  const maker = makerText(entry);
  return (
    <label htmlFor={id} className={`group ${tileClasses}`}>
      <input
        id={id}
        type="radio"
        name={name}
        value={entry.id}
        checked={checked}
        onChange={onPick}
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-xl opacity-0"
      />
      {entry.swatchUrl ? (
        <img
          src={entry.swatchUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-square w-full rounded-lg border border-stone-200 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="flex aspect-square w-full items-center justify-center rounded-lg bg-stone-100 text-sm text-stone-600">
          No image
        </span>
      )}
      <CheckMark />
      <span className="px-1 pb-1">
        <span className="block break-words font-semibold leading-snug text-stone-950">{entry.name}</span>
        {maker && <span className="block text-sm text-stone-600">{maker}</span>}
      </span>
    </label>
  );
}

function NoneTile({ name, checked, onPick }: { name: string; checked: boolean; onPick: () => void }) {
  const id = useId();
  return (
    <label htmlFor={id} className={`group ${tileClasses}`}>
      <input
        id={id}
        type="radio"
        name={name}
        value=""
        checked={checked}
        onChange={onPick}
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-xl opacity-0"
      />
      <span
        aria-hidden="true"
        className="flex aspect-square w-full items-center justify-center rounded-lg border border-dashed border-stone-300 text-stone-500"
      >
        —
      </span>
      <CheckMark />
      <span className="px-1 pb-1 font-semibold text-stone-950">None</span>
    </label>
  );
}

type PickKey = "patternId" | "baseColourId" | "releaseColourId" | "borderId" | "sealerFinishId";

const kinds: { kind: CatalogueKind; key: PickKey; optional: boolean; hint?: string }[] = [
  { kind: "pattern", key: "patternId", optional: false, hint: "The shape pressed into the surface." },
  { kind: "base_colour", key: "baseColourId", optional: false, hint: "The main colour of the slab." },
  { kind: "release_colour", key: "releaseColourId", optional: false, hint: "The darker accent left in the pattern's joints and texture." },
  { kind: "border", key: "borderId", optional: true },
  { kind: "sealer_finish", key: "sealerFinishId", optional: true },
];

const methodText = { integral: "Integral: mixed through the concrete", hardener: "Colour hardener: broadcast on the surface" } as const;

type DesignPickerProps = {
  entries: readonly CatalogueEntry[];
  draft: DesignDraft;
  onChange: (draft: DesignDraft) => void;
};

export function DesignPicker({ entries, draft, onChange }: DesignPickerProps) {
  const nameBase = useId();
  return (
    <div className="flex flex-col gap-8">
      {kinds.map(({ kind, key, optional, hint }) => {
        const offered = entries.filter((entry) => entry.kind === kind && (!entry.retired || entry.id === draft[key]));
        if (optional && offered.length === 0) return null;
        const name = `${nameBase}-${kind}`;
        return (
          <div key={kind} className="flex flex-col gap-4">
            <KindGroup legend={optional ? `${catalogueKindLabels[kind]} (optional)` : catalogueKindLabels[kind]} hint={hint}>
              {optional && <NoneTile name={name} checked={draft[key] === null} onPick={() => onChange({ ...draft, [key]: null })} />}
              {offered.map((entry) => (
                <EntryTile
                  key={entry.id}
                  entry={entry}
                  name={name}
                  checked={draft[key] === entry.id}
                  onPick={() => onChange({ ...draft, [key]: entry.id })}
                />
              ))}
            </KindGroup>
            {kind === "base_colour" && (
              <fieldset className="min-w-0">
                <legend className="text-base font-bold text-stone-950">How the base colour is applied</legend>
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  {baseColourMethods.map((method) => (
                    <label
                      key={method}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-stone-200 bg-white px-4 py-3 has-checked:border-stone-900 has-checked:bg-stone-50 has-focus-visible:ring-3 has-focus-visible:ring-gold-dark/60"
                    >
                      <input
                        type="radio"
                        name={`${nameBase}-method`}
                        value={method}
                        checked={draft.baseMethod === method}
                        onChange={() => onChange({ ...draft, baseMethod: method })}
                        className="size-5 shrink-0 accent-stone-900 focus-visible:outline-none"
                      />
                      <span className="font-medium text-stone-900">{methodText[method]}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          </div>
        );
      })}
    </div>
  );
}
