/**
 * What the owner sends to add or change an entry of the design catalogue (shared/design-catalogue.ts),
 * as JSON or as a multipart form with the swatch image beside the fields (where every value is text,
 * so `retired` and `removeSwatch` also read "true"/"false"). The swatch itself is checked by the server.
 */
import { z } from "zod/mini";
import { breaksOneLine } from "./text-rules";
import { catalogueKindLabels, catalogueKinds, swatchLimits, type CatalogueKind } from "./design-catalogue";

/** Each section of the owner's page stays short enough to scroll: past this, an old entry is retired or reused. */
export const maxCatalogueEntriesPerKind = 200;

export const catalogueEntryLimits = { name: 80, maker: 40, code: 40 } as const;

const megabytes = swatchLimits.maxBytes / (1024 * 1024);

export const catalogueEntryMessages = {
  kind: "Choose a kind: pattern, base colour, release colour, border or sealer finish",
  name: "Please enter a name",
  nameTooLong: `Please keep the name under ${catalogueEntryLimits.name} characters`,
  maker: `Please keep the maker under ${catalogueEntryLimits.maker} characters`,
  code: `Please keep the code under ${catalogueEntryLimits.code} characters`,
  oneLine: "Please keep this on one line, without line breaks or special characters",
  retired: "Retired must be true or false",
  removeSwatch: "removeSwatch must be true or false",
  full: (kind: CatalogueKind) =>
    `The catalogue holds at most ${maxCatalogueEntriesPerKind} entries of each kind. Retire one you no longer offer, or rename it, instead of adding a ${catalogueKindLabels[kind].toLowerCase()}.`,
  swatchTooLarge: `The swatch image can be at most ${megabytes} MB. Please choose a smaller photo.`,
  swatchNotImage: "The swatch must be a JPEG, PNG, WebP or HEIC image.",
  swatchTooManyPixels: "The swatch image has too many pixels. Please choose a smaller photo.",
  swatchUnreadable: "The swatch image could not be read. Please choose another JPEG, PNG, WebP or HEIC image.",
} as const;

const oneLine = z.refine<string>((value) => !breaksOneLine(value), catalogueEntryMessages.oneLine);

const name = z
  .string({ error: catalogueEntryMessages.name })
  .check(z.trim(), oneLine, z.minLength(1, catalogueEntryMessages.name), z.maxLength(catalogueEntryLimits.name, catalogueEntryMessages.nameTooLong));
const shortText = (limit: number, message: string) =>
  z._default(z.string({ error: message }).check(z.trim(), oneLine, z.maxLength(limit, message)), "");

/** A multipart form's "true"/"false" read as the boolean a JSON body sends. */
const flag = (message: string) =>
  z.pipe(
    z.transform((value: unknown) => (value === "true" ? true : value === "false" ? false : value)),
    z.boolean({ error: message }),
  );

export const catalogueEntrySchema = z.object({
  kind: z.enum(catalogueKinds, { error: catalogueEntryMessages.kind }),
  name,
  maker: shortText(catalogueEntryLimits.maker, catalogueEntryMessages.maker),
  code: shortText(catalogueEntryLimits.code, catalogueEntryMessages.code),
});

/** A change: only the fields sent change; the kind never does (quotes name entries by kind). */
export const catalogueEntryChangesSchema = z.object({
  name: z.optional(name),
  maker: z.optional(
    z.string({ error: catalogueEntryMessages.maker }).check(z.trim(), oneLine, z.maxLength(catalogueEntryLimits.maker, catalogueEntryMessages.maker)),
  ),
  code: z.optional(
    z.string({ error: catalogueEntryMessages.code }).check(z.trim(), oneLine, z.maxLength(catalogueEntryLimits.code, catalogueEntryMessages.code)),
  ),
  retired: z.optional(flag(catalogueEntryMessages.retired)),
  /** Takes the swatch away (the entry then shows its name only); a new swatch file replaces it instead. */
  removeSwatch: z.optional(flag(catalogueEntryMessages.removeSwatch)),
});

export type CatalogueEntryInput = z.output<typeof catalogueEntrySchema>;
export type CatalogueEntryChanges = z.output<typeof catalogueEntryChangesSchema>;
