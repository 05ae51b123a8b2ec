/**
 * The design of a stamped finish: the owner's catalogue (patterns, base colours, release colours,
 * borders, sealer finishes, each with a swatch image) and the selection a quote carries.
 *
 * A base colour is applied integrally (mixed at the plant, through the slab) or as a hardener
 * (broadcast on the surface, denser colour in the top layer); the release colour is the darker powder
 * or liquid that gives the two-tone "antique" look and is washed off days later. Brochure and swatch
 * colours are approximations and no two loads look the same: the client acknowledges that in words
 * before signing (colourVarianceStatement), and the signed record keeps the statement.
 */
import { z } from "zod/mini";
import { breaksOneLine } from "./text-rules";

export const catalogueKinds = ["pattern", "base_colour", "release_colour", "border", "sealer_finish"] as const;
export type CatalogueKind = (typeof catalogueKinds)[number];

export const catalogueKindLabels: Record<CatalogueKind, string> = {
  pattern: "Pattern",
  base_colour: "Base colour",
  release_colour: "Release colour",
  border: "Border",
  sealer_finish: "Sealer finish",
};

export const baseColourMethods = ["integral", "hardener"] as const;
export type BaseColourMethod = (typeof baseColourMethods)[number];
export const baseColourMethodLabels: Record<BaseColourMethod, string> = {
  integral: "integral (mixed through the concrete)",
  hardener: "colour hardener (broadcast on the surface)",
};

/** A swatch is an image of at most this many bytes as uploaded; it is stored re-encoded and smaller. */
export const swatchLimits = { maxBytes: 2 * 1024 * 1024, storedPixels: 480 } as const;

/** One catalogue entry as the API answers it. `retired`: hidden for new quotes, still valid on quotes that use it. */
export type CatalogueEntry = {
  id: string;
  kind: CatalogueKind;
  name: string;
  /** "Brickform", "Butterfield": empty when it is the owner's own. */
  maker: string;
  /** The maker's code ("C-23"), empty when none. */
  code: string;
  /** `/api/design-swatches/{id}?v={first 12 hex of the sha256}`: cacheable for ever, a new image gets a new address. */
  swatchUrl: string | null;
  swatchSha256: string | null;
  retired: boolean;
};

/**
 * A quote's design, by catalogue ids: set by the owner after the site visit, or chosen by the client
 * on the quote page when the owner lets them (quotes.design_by_client). Required before a choice
 * that needs a design (a stamped option) can be accepted.
 */
export type DesignSelection = {
  patternId: string;
  baseColourId: string;
  baseMethod: BaseColourMethod;
  releaseColourId: string;
  borderId: string | null;
  sealerFinishId: string | null;
  /** The owner's notes on the design (one paragraph), shown to the client and in the contract. */
  notes: string;
  /** When the client saw the sample board, YYYY-MM-DD; null when they did not. */
  sampleViewedOn: string | null;
  selectedBy: "owner" | "client";
};

const entryId = (message: string) => z.uuid({ error: message });
const optionalEntryId = (message: string) => z._default(z.nullable(z.uuid({ error: message })), null);

export const designMessages = {
  pattern: "Choose a pattern",
  baseColour: "Choose a base colour",
  baseMethod: "Choose how the base colour is applied: integral or hardener",
  releaseColour: "Choose a release colour",
  border: "Choose a border from the catalogue, or none",
  sealerFinish: "Choose a sealer finish from the catalogue, or none",
  sampleViewedOn: "Sample board date must be a date written YYYY-MM-DD",
  notes: "Please keep the notes under 500 characters, on one line",
  // Checked against the catalogue by the server.
  notInCatalogue: (kind: CatalogueKind) => `That ${catalogueKindLabels[kind].toLowerCase()} is not in the catalogue`,
  needed: "Choose the pattern and colours of the stamped finish before accepting",
  notByClient: "The design of this quote is set by the contractor",
  notSetYet: "The pattern and colours of the stamped finish are still to be set by the contractor: please ask us before accepting it",
  lockedAfterSigning: "The design is part of the signed contract and cannot be changed here: it needs a change order",
  acknowledge: "Please confirm you have read the note on colours",
} as const;

/** A design as the owner's form or the client's picker sends it (selectedBy is the server's). */
export const designInputSchema = z.object({
  patternId: entryId(designMessages.pattern),
  baseColourId: entryId(designMessages.baseColour),
  baseMethod: z.enum(baseColourMethods, { error: designMessages.baseMethod }),
  releaseColourId: entryId(designMessages.releaseColour),
  borderId: optionalEntryId(designMessages.border),
  sealerFinishId: optionalEntryId(designMessages.sealerFinish),
  notes: z._default(
    z.string({ error: designMessages.notes }).check(
      z.trim(),
      z.maxLength(500, designMessages.notes),
      z.refine((value) => !breaksOneLine(value), designMessages.notes),
    ),
    "",
  ),
  sampleViewedOn: z._default(z.nullable(z.iso.date({ error: designMessages.sampleViewedOn })), null),
});
export type DesignInput = z.infer<typeof designInputSchema>;

/** The catalogue ids a design refers to, with the kind each must be. */
export function designReferences(design: Omit<DesignSelection, "selectedBy">): { id: string; kind: CatalogueKind }[] {
  return [
    { id: design.patternId, kind: "pattern" as const },
    { id: design.baseColourId, kind: "base_colour" as const },
    { id: design.releaseColourId, kind: "release_colour" as const },
    ...(design.borderId ? [{ id: design.borderId, kind: "border" as const }] : []),
    ...(design.sealerFinishId ? [{ id: design.sealerFinishId, kind: "sealer_finish" as const }] : []),
  ];
}

/** A design entry as frozen into a signed record: the words and the swatch's hash, never a catalogue id alone. */
export type FrozenDesignEntry = { kind: CatalogueKind; name: string; maker: string; code: string; swatchSha256: string | null };

/**
 * The colour-variance statement the client ticks before signing, in the words the signed record
 * keeps. `design` names the chosen pattern and colours as the record freezes them.
 */
export function colourVarianceStatement(design: {
  pattern: string;
  baseColour: string;
  baseMethod: BaseColourMethod;
  releaseColour: string;
  sampleViewedOn: string | null;
  sampleViewedOnText?: string;
}): string {
  const sample = design.sampleViewedOn
    ? `I viewed a sample board on ${design.sampleViewedOnText ?? design.sampleViewedOn}.`
    : "I did not view a sample board.";
  return [
    `I chose the ${design.pattern} pattern with ${design.baseColour} base colour (${design.baseMethod === "integral" ? "integral" : "colour hardener"}) and ${design.releaseColour} release.`,
    "I understand that swatch and brochure colours are approximations, that the shade varies between concrete loads and with the weather and curing, and that the release colour leaves a darker residue that washes off over the following days.",
    sample,
  ].join(" ");
}
