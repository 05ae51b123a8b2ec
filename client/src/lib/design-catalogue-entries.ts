/**
 * The owner's design catalogue as pickers offer it (read with api/design-catalogue.ts, retired
 * entries included): the active entries, and a retired one only where a design already names it.
 */
import type { CatalogueEntry, CatalogueKind } from "@shared/design-catalogue";

/** The entries a picker of this kind offers: the active ones, and the selected one even when retired. */
export function pickerEntries(entries: readonly CatalogueEntry[], kind: CatalogueKind, selectedId: string): CatalogueEntry[] {
  return entries.filter((entry) => entry.kind === kind && (!entry.retired || entry.id === selectedId));
}

/** "Ashlar Slate (Brickform A-12)": the entry's name with its maker and code when it has them. */
export function entryLabel(entry: Pick<CatalogueEntry, "name" | "maker" | "code" | "retired">): string {
  const source = [entry.maker, entry.code].filter(Boolean).join(" ");
  return `${entry.name}${source ? ` (${source})` : ""}${entry.retired ? " — Retired" : ""}`;
}
