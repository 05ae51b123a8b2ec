/**
 * The new stamped design a "Design change" order puts in place of the signed one: the signed
 * contract's design is locked, and this is the only way it changes. The same pickers as the quote
 * editor's (the catalogue's active entries, and one already named even when retired since), with
 * the server's messages beside each field ("design.patternId").
 */
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Field, controlClasses } from "@/components/ui/field";
import { designCatalogueQuery } from "@/api/design-catalogue";
import { Swatch } from "@/components/design/swatch";
import { entryLabel, pickerEntries } from "@/lib/design-catalogue-entries";
import { baseColourMethodLabels, baseColourMethods, type BaseColourMethod, type CatalogueKind } from "@shared/design-catalogue";
import type { DesignDraft } from "@/lib/design-draft";

type PickKey = "patternId" | "baseColourId" | "releaseColourId" | "borderId" | "sealerFinishId";
const pickers: { key: PickKey; kind: CatalogueKind; label: string; optional?: boolean }[] = [
  { key: "patternId", kind: "pattern", label: "Pattern" },
  { key: "baseColourId", kind: "base_colour", label: "Base colour" },
  { key: "releaseColourId", kind: "release_colour", label: "Release colour" },
  { key: "borderId", kind: "border", label: "Border", optional: true },
  { key: "sealerFinishId", kind: "sealer_finish", label: "Sealer finish", optional: true },
];

type Props = {
  fields: DesignDraft;
  onChange: (fields: DesignDraft) => void;
  errors: Record<string, string>;
};

export function ChangeOrderDesignFields({ fields, onChange, errors }: Props) {
  const catalogue = useQuery(designCatalogueQuery());
  const headingId = useId();
  const entries = catalogue.data?.entries ?? [];
  const set = <Key extends keyof DesignDraft>(key: Key, value: DesignDraft[Key]) => onChange({ ...fields, [key]: value });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-3 sm:p-4"
      data-testid="change-order-design"
    >
      <div>
        <h4 id={headingId} className="text-sm font-bold text-stone-950">
          New design
        </h4>
        <p className="mt-1 text-sm text-stone-600">
          Replaces the pattern and colours of the signed contract once the client signs this order. Add a line for any price difference.
        </p>
      </div>
      {catalogue.isPending ? (
        <p className="text-sm text-stone-600">Loading the catalogue…</p>
      ) : catalogue.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          The design catalogue could not load. Check the connection and try again.
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {pickers.map(({ key, kind, label, optional }) => {
            const offered = pickerEntries(entries, kind, fields[key]);
            const error = errors[`design.${key}`];
            return (
              <div key={key} className="flex min-w-0 items-end gap-3">
                <Field label={label} error={error} required={!optional} className="min-w-0 flex-1">
                  <select className={controlClasses} value={fields[key]} onChange={(event) => set(key, event.target.value)}>
                    <option value="">{optional ? "None" : `Choose a ${label.toLowerCase()}`}</option>
                    {offered.map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {entryLabel(entry)}
                      </option>
                    ))}
                  </select>
                </Field>
                <div className={error ? "mb-7" : ""}>
                  <Swatch entry={offered.find((entry) => entry.id === fields[key])} />
                </div>
              </div>
            );
          })}
          <Field label="Base colour applied as" error={errors["design.baseMethod"]} required>
            <select
              className={controlClasses}
              value={fields.baseMethod}
              onChange={(event) => set("baseMethod", event.target.value as BaseColourMethod | "")}
            >
              <option value="">Choose integral or hardener</option>
              {baseColourMethods.map((method) => (
                <option key={method} value={method}>
                  {baseColourMethodLabels[method]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Design notes" hint="Printed on the change order." error={errors["design.notes"]} className="md:col-span-2">
            <textarea
              className={controlClasses}
              rows={2}
              maxLength={500}
              value={fields.notes}
              onChange={(event) => set("notes", event.target.value)}
            />
          </Field>
        </div>
      )}
    </section>
  );
}
