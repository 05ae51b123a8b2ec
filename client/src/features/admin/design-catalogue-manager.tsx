/**
 * The owner's design catalogue: one section per kind (patterns, base colours, release colours,
 * borders, sealer finishes), each entry a card with its swatch, name, maker and code. Entries are
 * retired, not deleted: quotes and signed contracts name them, so a retired one stays here (marked)
 * and can be restored.
 */
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, LoadingState } from "@/components/ui/panels";
import { Badge } from "@/components/ui/status-badge";
import { toast } from "@/components/ui/toast-store";
import { designCatalogueQuery } from "@/api/design-catalogue";
import { ApiError } from "@/lib/api";
import { catalogueKindLabels, catalogueKinds, type CatalogueEntry, type CatalogueKind } from "@shared/design-catalogue";
import { useAddCatalogueEntry, useChangeCatalogueEntry } from "./catalogue-mutations";
import { CatalogueEntryForm, blankCatalogueDraft, type CatalogueFormErrors } from "./catalogue-entry-form";

const sectionTitles: Record<CatalogueKind, string> = {
  pattern: "Patterns",
  base_colour: "Base colours",
  release_colour: "Release colours",
  border: "Borders",
  sealer_finish: "Sealer finishes",
};

/** The server's refusal: field messages go under their fields, anything else above the buttons. */
function refusal(error: unknown): { fields: CatalogueFormErrors; form?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: "The connection failed. Please try again." };
  const fields = error.fieldErrors as CatalogueFormErrors;
  return { fields, form: Object.keys(fields).length === 0 ? (error.serverMessage ?? "Please try again.") : undefined };
}

/** The image is dimmed on a retired entry (its colour still shown: it is a colour sample); its text keeps full contrast. */
function Swatch({ entry }: { entry: CatalogueEntry }) {
  return entry.swatchUrl ? (
    <img
      src={entry.swatchUrl}
      alt={entry.name}
      loading="lazy"
      className={`aspect-square w-full rounded-md bg-stone-100 object-cover ${entry.retired ? "opacity-60" : ""}`}
    />
  ) : (
    <div className="flex aspect-square w-full items-center justify-center rounded-md border border-dashed border-stone-300 bg-stone-50 p-2 text-center text-xs text-stone-600">
      No swatch
    </div>
  );
}

function EntryCard({ entry }: { entry: CatalogueEntry }) {
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<{ fields: CatalogueFormErrors; form?: string }>({ fields: {} });
  const editButton = useRef<HTMLButtonElement>(null);
  const closeEditor = () => {
    setEditing(false);
    setErrors({ fields: {} });
    // Back to where the owner was, for keyboard and screen reader users.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const change = useChangeCatalogueEntry({
    onSuccess: (answer, edit) => {
      if (editing && edit.changes.retired === undefined) closeEditor();
      const retired = edit.changes.retired;
      const title = retired === true ? "Entry retired" : retired === false ? "Entry restored" : "Entry saved";
      toast({ title, description: answer.entry.name, variant: "success" });
    },
    onError: (error) => {
      const refused = refusal(error);
      setErrors(refused);
      if (!editing) toast({ title: "Saving Failed", description: refused.form ?? Object.values(refused.fields)[0], variant: "destructive" });
    },
  });

  if (editing) {
    return (
      <li className="col-span-full rounded-lg border border-stone-300 bg-white p-4 shadow-sm" data-testid="catalogue-entry">
        <h4 className="mb-3 font-semibold text-stone-950">Edit {entry.name}</h4>
        <CatalogueEntryForm
          initial={{ kind: entry.kind, name: entry.name, maker: entry.maker, code: entry.code }}
          editing={{ swatchUrl: entry.swatchUrl }}
          submitLabel="Save"
          pendingLabel="Saving..."
          entryName={entry.name}
          autoFocus
          isPending={change.isPending}
          serverErrors={errors.fields}
          formError={errors.form}
          onSubmit={({ entry: fields, swatch, removeSwatch }) =>
            change.mutate({
              id: entry.id,
              changes: { name: fields.name, maker: fields.maker, code: fields.code, ...(removeSwatch ? { removeSwatch: true } : {}) },
              swatch,
            })
          }
        >
          <Button variant="outline" onClick={closeEditor}>
            Cancel
          </Button>
        </CatalogueEntryForm>
      </li>
    );
  }
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border p-3 shadow-sm ${entry.retired ? "border-dashed border-stone-300 bg-stone-50" : "border-stone-200 bg-white"}`}
      data-testid="catalogue-entry"
    >
      <Swatch entry={entry} />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h4 className="min-w-0 break-words font-semibold text-stone-950">{entry.name}</h4>
          {entry.retired && <Badge tone="closed">Retired</Badge>}
        </div>
        {(entry.maker || entry.code) && (
          <p className="break-words text-sm text-stone-600">
            {entry.maker}
            {entry.maker && entry.code && " · "}
            {/* A code ("C-23") is read as one word, never broken at its hyphen. */}
            {entry.code && <span className="whitespace-nowrap">{entry.code}</span>}
          </p>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button ref={editButton} variant="outline" size="sm" className="flex-1" onClick={() => setEditing(true)}>
          Edit<span className="sr-only"> {entry.name}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="flex-1"
          disabled={change.isPending}
          onClick={() => change.mutate({ id: entry.id, changes: { retired: !entry.retired } })}
        >
          {entry.retired ? "Restore" : "Retire"}
          <span className="sr-only"> {entry.name}</span>
        </Button>
      </div>
    </li>
  );
}

function KindSection({ kind, entries }: { kind: CatalogueKind; entries: CatalogueEntry[] }) {
  const headingId = `catalogue-${kind}`;
  // Active entries first: what new quotes can use; retired ones after, for reference.
  const ordered = [...entries.filter((entry) => !entry.retired), ...entries.filter((entry) => entry.retired)];
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold text-stone-950">
        {sectionTitles[kind]} <span className="text-sm font-normal text-stone-600">({entries.filter((entry) => !entry.retired).length} in use)</span>
      </h3>
      {ordered.length === 0 ? (
        <p className="mt-2 text-stone-700">None yet. Add one above with the kind “{catalogueKindLabels[kind]}”.</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {ordered.map((entry) => (
            <EntryCard key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </Card>
  );
}

export function DesignCatalogueManager() {
  const catalogue = useQuery(designCatalogueQuery());
  const [addKey, setAddKey] = useState(0);
  const [lastKind, setLastKind] = useState<CatalogueKind>("pattern");
  const [errors, setErrors] = useState<{ fields: CatalogueFormErrors; form?: string }>({ fields: {} });
  const add = useAddCatalogueEntry({
    onSuccess: (answer) => {
      // A fresh form, keeping the kind: the owner usually adds several colours in a row.
      setLastKind(answer.entry.kind);
      setAddKey((key) => key + 1);
      setErrors({ fields: {} });
      toast({ title: `${catalogueKindLabels[answer.entry.kind]} added`, description: answer.entry.name, variant: "success" });
    },
    onError: (error) => setErrors(refusal(error)),
  });

  return (
    <div className="flex flex-col gap-6">
      <Card aria-labelledby="add-entry-heading">
        <h2 id="add-entry-heading" className="text-lg font-bold text-stone-950">
          Add an entry
        </h2>
        <p className="mb-5 mt-1 text-sm text-stone-600">A pattern, colour, border or sealer finish you offer, with a photo of its sample.</p>
        <CatalogueEntryForm
          key={addKey}
          initial={blankCatalogueDraft(lastKind)}
          submitLabel="Add to catalogue"
          pendingLabel="Adding..."
          isPending={add.isPending}
          serverErrors={errors.fields}
          formError={errors.form}
          onSubmit={({ entry, swatch }) => add.mutate({ entry, swatch })}
        />
      </Card>
      <h2 className="sr-only">Catalogue</h2>
      {catalogue.isPending ? (
        <LoadingState label="Loading the catalogue..." />
      ) : catalogue.isError ? (
        <p className="text-stone-700">The catalogue could not load. Check the connection and try again.</p>
      ) : (
        catalogueKinds.map((kind) => <KindSection key={kind} kind={kind} entries={catalogue.data.entries.filter((entry) => entry.kind === kind)} />)
      )}
    </div>
  );
}
