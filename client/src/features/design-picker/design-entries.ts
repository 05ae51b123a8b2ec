/**
 * A design (catalogue ids) read against the catalogue entries the client's link answers: the entry
 * of each kind, and the colour-variance statement in the words the signed record keeps.
 */
import { colourVarianceStatement, type CatalogueEntry, type CatalogueKind, type DesignInput } from "@shared/design-catalogue";
import { formatHumanDate } from "@shared/human-dates";

export type DesignIds = Pick<
  DesignInput,
  "patternId" | "baseColourId" | "baseMethod" | "releaseColourId" | "borderId" | "sealerFinishId" | "sampleViewedOn"
>;

/** The kinds in the order a design is read: pattern first, the optional finishes last. */
export const designRows: {
  kind: CatalogueKind;
  key: keyof Pick<DesignIds, "patternId" | "baseColourId" | "releaseColourId" | "borderId" | "sealerFinishId">;
}[] = [
  { kind: "pattern", key: "patternId" },
  { kind: "base_colour", key: "baseColourId" },
  { kind: "release_colour", key: "releaseColourId" },
  { kind: "border", key: "borderId" },
  { kind: "sealer_finish", key: "sealerFinishId" },
];

export const entryMap = (entries: readonly CatalogueEntry[]) => new Map(entries.map((entry) => [entry.id, entry]));

/** "Brickform · C-23", or "" for the owner's own entry without a code. */
export function makerText(entry: CatalogueEntry): string {
  return [entry.maker, entry.code].filter(Boolean).join(" · ");
}

/** The statement the client ticks before signing; null while an entry it names is not loaded. */
export function designStatement(design: DesignIds, entries: readonly CatalogueEntry[]): string | null {
  const byId = entryMap(entries);
  const pattern = byId.get(design.patternId);
  const base = byId.get(design.baseColourId);
  const release = byId.get(design.releaseColourId);
  if (!pattern || !base || !release) return null;
  return colourVarianceStatement({
    pattern: pattern.name,
    baseColour: base.name,
    baseMethod: design.baseMethod,
    releaseColour: release.name,
    sampleViewedOn: design.sampleViewedOn,
    sampleViewedOnText: design.sampleViewedOn ? formatHumanDate(design.sampleViewedOn) : undefined,
  });
}
