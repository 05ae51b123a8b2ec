/**
 * The stamped design in the quote editor, shown when an option needs one: the owner sets the pattern
 * and colours from the catalogue (after the site visit, with the sample board date), or lets the
 * client choose them on the quote page, or leaves it for later.
 */
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Field, controlClasses } from "@/components/ui/field";
import { baseColourMethodLabels, baseColourMethods, type CatalogueEntry, type CatalogueKind } from "@shared/design-catalogue";
import { Swatch } from "@/components/design/swatch";
import { designCatalogueQuery, entryLabel, pickerEntries } from "./design-catalogue-query";
import type { DesignDraft, DesignMode } from "./design-form";
import type { QuoteFormInput } from "./quote-form-schema";

const modes: { value: DesignMode; label: string; hint: string }[] = [
  { value: "owner", label: "I'll set it", hint: "Pattern and colours from your catalogue, as agreed at the site visit." },
  {
    value: "client",
    label: "Let the client choose from the catalogue",
    hint: "They pick the pattern and colours on the quote page when they accept.",
  },
  { value: "none", label: "Not yet", hint: "The client cannot accept a stamped option until the design is set." },
];

type PickerField = "patternId" | "baseColourId" | "releaseColourId" | "borderId" | "sealerFinishId";

function Picker({
  field,
  kind,
  label,
  optional = false,
  entries,
}: {
  field: PickerField;
  kind: CatalogueKind;
  label: string;
  optional?: boolean;
  entries: readonly CatalogueEntry[];
}) {
  const form = useFormContext<QuoteFormInput>();
  const selected = useWatch({ control: form.control, name: `design.${field}` }) ?? "";
  const offered = pickerEntries(entries, kind, selected);
  const entry = offered.find((item) => item.id === selected);
  return (
    <div className="flex min-w-0 items-end gap-3">
      <Field label={label} error={form.formState.errors.design?.[field]?.message} required={!optional} className="min-w-0 flex-1">
        <select className={controlClasses} {...form.register(`design.${field}`)}>
          <option value="">{optional ? "None" : `Choose a ${label.toLowerCase()}`}</option>
          {offered.map((item) => (
            <option key={item.id} value={item.id}>
              {entryLabel(item)}
            </option>
          ))}
        </select>
      </Field>
      <div className={form.formState.errors.design?.[field] ? "mb-7" : ""}>
        <Swatch entry={entry} />
      </div>
    </div>
  );
}

export function DesignSection() {
  const form = useFormContext<QuoteFormInput>();
  const [groups, mode] = useWatch({ control: form.control, name: ["choiceGroups", "designMode"] });
  const needed = (groups ?? []).some((group) => group.options.some((option) => option.needsDesign));
  const catalogue = useQuery({ ...designCatalogueQuery(), enabled: needed });
  const headingId = useId();
  if (!needed) return null;
  const entries = catalogue.data?.entries ?? [];
  const errors = form.formState.errors.design as Partial<Record<keyof DesignDraft, { message?: string }>> | undefined;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-3 sm:p-5"
      data-testid="design-section"
    >
      <div>
        <h3 id={headingId} className="text-base font-bold text-stone-950">
          Stamped design
        </h3>
        <p className="mt-1 text-sm text-stone-600">The pattern and colours of the stamped option, written into the contract the client signs.</p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-stone-900">Who sets the design</legend>
        {modes.map((option) => (
          <label key={option.value} className="flex items-start gap-3 text-sm text-stone-800">
            <input type="radio" value={option.value} className="mt-0.5 size-5 shrink-0 accent-stone-900" {...form.register("designMode")} />
            <span>
              <span className="font-semibold text-stone-950">{option.label}</span>
              <span className="block text-stone-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode === "owner" &&
        (catalogue.isPending ? (
          <p className="text-sm text-stone-600">Loading the catalogue…</p>
        ) : catalogue.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            The design catalogue could not load. Check the connection and try again.
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {entries.length === 0 && (
              <p className="text-sm text-stone-700 md:col-span-2">
                Your catalogue is empty: add patterns and colours to it first (Admin, Catalogue).
              </p>
            )}
            <Picker field="patternId" kind="pattern" label="Pattern" entries={entries} />
            <Picker field="baseColourId" kind="base_colour" label="Base colour" entries={entries} />
            <Field label="Base colour applied as" error={errors?.baseMethod?.message} required>
              <select className={controlClasses} {...form.register("design.baseMethod")}>
                <option value="">Choose integral or hardener</option>
                {baseColourMethods.map((method) => (
                  <option key={method} value={method}>
                    {baseColourMethodLabels[method]}
                  </option>
                ))}
              </select>
            </Field>
            <Picker field="releaseColourId" kind="release_colour" label="Release colour" entries={entries} />
            <Picker field="borderId" kind="border" label="Border" optional entries={entries} />
            <Picker field="sealerFinishId" kind="sealer_finish" label="Sealer finish" optional entries={entries} />
            <Field label="Sample board viewed on" hint="Leave empty if the client did not see one." error={errors?.sampleViewedOn?.message}>
              <input type="date" className={controlClasses} {...form.register("design.sampleViewedOn")} />
            </Field>
            <Field
              label="Design notes"
              hint="Shown to the client and written into the contract."
              error={errors?.notes?.message}
              className="md:col-span-2"
            >
              <input
                className={controlClasses}
                autoComplete="off"
                placeholder="e.g. Border in a darker release, 12 in wide"
                {...form.register("design.notes")}
              />
            </Field>
          </div>
        ))}
    </section>
  );
}
