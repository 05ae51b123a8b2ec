/**
 * The owner's design catalogue (shared/design-catalogue.ts): list, add and change entries, serve their
 * swatches, and the list a client's link may pick from. Entries are retired, never deleted: quotes and
 * signed records name them (docs/decisions/0132).
 */
import type { Database, Executor } from "../../db";
import { badRequest, conflict, notFound } from "../../errors";
import { designReferences, type CatalogueEntry } from "../../../shared/design-catalogue";
import {
  catalogueEntryMessages,
  maxCatalogueEntriesPerKind,
  type CatalogueEntryChanges,
  type CatalogueEntryInput,
} from "../../../shared/design-catalogue-entry";
import {
  countCatalogueEntries,
  findCatalogueSwatch,
  insertCatalogueEntry,
  listCatalogueEntries,
  lockCatalogueKind,
  updateCatalogueEntry,
  type CatalogueRow,
} from "./storage";
import { resolveClientLink } from "../quotes/client-links";
import { prepareSwatch, type StoredSwatch } from "./swatch-image";

export const catalogueEntryNotFound = () => notFound("CATALOGUE_ENTRY_NOT_FOUND", "That entry is not in the design catalogue");

/** The first characters of the swatch's hash in its address: a new image is a new address, so each can be cached for ever. */
export const swatchVersionLength = 12;

export function swatchUrl(id: string, sha256: string): string {
  return `/api/design-swatches/${id}?v=${sha256.slice(0, swatchVersionLength)}`;
}

export function toCatalogueEntry(row: CatalogueRow): CatalogueEntry {
  const sha = row.swatchType ? row.swatchSha256 : null;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    maker: row.maker,
    code: row.code,
    swatchUrl: sha ? swatchUrl(row.id, sha) : null,
    swatchSha256: sha,
    retired: row.retired,
  };
}

const stored = (swatch: StoredSwatch) => ({ bytes: swatch.bytes, type: swatch.type, sha256: swatch.sha256 });

/** Every entry, retired ones too, by kind, position and name: the owner's page. */
export async function designCatalogue(db: Executor): Promise<CatalogueEntry[]> {
  return (await listCatalogueEntries(db)).map(toCatalogueEntry);
}

/** The swatch is re-encoded before the transaction opens, so no connection waits on image work. */
export async function addCatalogueEntry(db: Database, input: CatalogueEntryInput, swatchBytes: Buffer | undefined): Promise<CatalogueEntry> {
  const swatch = swatchBytes ? await prepareSwatch(swatchBytes) : undefined;
  return db.transaction(async (tx) => {
    await lockCatalogueKind(tx, input.kind);
    if ((await countCatalogueEntries(tx, input.kind)) >= maxCatalogueEntriesPerKind) {
      throw conflict("CATALOGUE_FULL", catalogueEntryMessages.full(input.kind));
    }
    return toCatalogueEntry(await insertCatalogueEntry(tx, { ...input, ...(swatch ? { swatch: stored(swatch) } : {}) }));
  });
}

export async function changeCatalogueEntry(
  db: Database,
  id: string,
  changes: CatalogueEntryChanges,
  swatchBytes: Buffer | undefined,
): Promise<CatalogueEntry> {
  const { removeSwatch, ...fields } = changes;
  if (removeSwatch && swatchBytes) {
    const message = "Send a new swatch or remove the swatch, not both";
    throw badRequest("VALIDATION_FAILED", message, { swatch: message });
  }
  const swatch = swatchBytes ? stored(await prepareSwatch(swatchBytes)) : removeSwatch ? null : undefined;
  const updated = await updateCatalogueEntry(db, id, { ...fields, ...(swatch === undefined ? {} : { swatch }) });
  if (!updated) throw catalogueEntryNotFound();
  return toCatalogueEntry(updated);
}

/** One entry's stored swatch; 404 without the entry or without a swatch. */
export async function catalogueSwatch(db: Executor, id: string): Promise<{ bytes: Buffer; type: string; sha256: string }> {
  const swatch = await findCatalogueSwatch(db, id);
  if (!swatch) throw catalogueEntryNotFound();
  return swatch;
}

/**
 * What the client may pick from through their link: the active entries, and the retired ones the
 * quote's design already names (the design stays readable after the owner retires a colour). The
 * link is resolved as every client route resolves it: 404 unknown, 410 replaced.
 */
export async function clientDesignCatalogue(db: Executor, token: string): Promise<CatalogueEntry[]> {
  const quote = await resolveClientLink(db, token);
  const named = new Set(quote.design ? designReferences(quote.design).map((reference) => reference.id.toLowerCase()) : []);
  return (await listCatalogueEntries(db)).filter((row) => !row.retired || named.has(row.id)).map(toCatalogueEntry);
}
