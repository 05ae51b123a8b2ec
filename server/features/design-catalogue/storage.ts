/**
 * The owner's design catalogue (shared/design-catalogue.ts): listed by kind and position, written one
 * entry at a time. Swatch bytes are read only where they are served or embedded: every list leaves
 * them out.
 */
import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db";
import type { CatalogueKind } from "../../../shared/design-catalogue";
import { designCatalogue, type DesignCatalogueRow } from "../../../shared/schema";
import { isUuid } from "../../storage/ids";

/** An entry without its swatch bytes: what lists and checks read. */
export type CatalogueRow = Omit<DesignCatalogueRow, "swatch">;
export type CatalogueValues = Partial<Pick<DesignCatalogueRow, "kind" | "name" | "maker" | "code" | "position" | "retired">> & {
  swatch?: { bytes: Buffer; type: string; sha256: string } | null;
};

// The bytes are left out of every list.
const { swatch: _swatch, ...rowColumns } = getTableColumns(designCatalogue);

/** Every entry (retired ones too: the owner's page shows them), by kind, position and name. */
export async function listCatalogueEntries(db: Executor): Promise<CatalogueRow[]> {
  return (
    db
      .select(rowColumns)
      .from(designCatalogue)
      // By the kind's name, as before it was an enum (an enum sorts in its declaration order).
      .orderBy(
        asc(sql`${designCatalogue.kind}::text`),
        asc(designCatalogue.position),
        asc(sql`lower(${designCatalogue.name})`),
        asc(designCatalogue.id),
      )
  );
}

/**
 * Held until the transaction ends: two entries of one kind added at once are counted one after the
 * other, so the per-kind bound is exact on every server sharing the database.
 */
export async function lockCatalogueKind(db: Executor, kind: CatalogueKind): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`design_catalogue:${kind}`}))`);
}

/** How many entries of one kind there are (retired ones too: they stay in the catalogue). */
export async function countCatalogueEntries(db: Executor, kind: CatalogueKind): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(designCatalogue)
    .where(eq(designCatalogue.kind, kind));
  return Number(row?.count ?? 0);
}

/** The entries with these ids that exist (ids that are not uuids are skipped). */
export async function findCatalogueEntriesByIds(db: Executor, ids: readonly string[]): Promise<CatalogueRow[]> {
  const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (valid.length === 0) return [];
  return db.select(rowColumns).from(designCatalogue).where(inArray(designCatalogue.id, valid));
}

/** One entry's swatch (bytes, type, hash), or undefined without an entry or a swatch. */
export async function findCatalogueSwatch(db: Executor, id: string): Promise<{ bytes: Buffer; type: string; sha256: string } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ bytes: designCatalogue.swatch, type: designCatalogue.swatchType, sha256: designCatalogue.swatchSha256 })
    .from(designCatalogue)
    .where(and(eq(designCatalogue.id, id), sql`${designCatalogue.swatch} is not null`));
  return row?.bytes && row.type && row.sha256 ? { bytes: row.bytes, type: row.type, sha256: row.sha256 } : undefined;
}

/** The swatches of several entries at once (for a PDF), keyed by entry id. */
export async function findCatalogueSwatches(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, { bytes: Buffer; type: string; sha256: string }>> {
  const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  const found = new Map<string, { bytes: Buffer; type: string; sha256: string }>();
  if (valid.length === 0) return found;
  const rows = await db
    .select({ id: designCatalogue.id, bytes: designCatalogue.swatch, type: designCatalogue.swatchType, sha256: designCatalogue.swatchSha256 })
    .from(designCatalogue)
    .where(inArray(designCatalogue.id, valid));
  for (const row of rows) if (row.bytes && row.type && row.sha256) found.set(row.id, { bytes: row.bytes, type: row.type, sha256: row.sha256 });
  return found;
}

const swatchColumns = (swatch: CatalogueValues["swatch"]) =>
  swatch === undefined
    ? {}
    : swatch === null
      ? { swatch: null, swatchType: null, swatchSha256: null }
      : { swatch: swatch.bytes, swatchType: swatch.type, swatchSha256: swatch.sha256 };

export async function insertCatalogueEntry(db: Executor, values: CatalogueValues & Pick<DesignCatalogueRow, "kind" | "name">): Promise<CatalogueRow> {
  const { swatch, ...rest } = values;
  const [row] = await db
    .insert(designCatalogue)
    .values({ ...rest, ...swatchColumns(swatch) })
    .returning(rowColumns);
  return row;
}

/** Undefined when no entry has this id. */
export async function updateCatalogueEntry(db: Executor, id: string, values: CatalogueValues): Promise<CatalogueRow | undefined> {
  if (!isUuid(id)) return undefined;
  const { swatch, ...rest } = values;
  const [row] = await db
    .update(designCatalogue)
    .set({ ...rest, ...swatchColumns(swatch), updatedAt: sql`now()` })
    .where(eq(designCatalogue.id, id))
    .returning(rowColumns);
  return row;
}
