/**
 * The site's own content in the database (shared/site/schema.ts): the state row that numbers every
 * published change, project rows, the photos made for the site and their variants, and reviews.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db";
import { siteImages, siteImageVariants, siteProjects, siteReviews, siteState, type SiteImageFormat } from "../../../shared/schema";
import { isUuid } from "../../storage/ids";

export type SiteProjectRow = typeof siteProjects.$inferSelect;
export type SiteReviewRow = typeof siteReviews.$inferSelect;
export type SiteImageRow = typeof siteImages.$inferSelect;
export type { SiteImageFormat };

/** The current version and order; a database that never changed the site has no row yet: version 0. */
export async function readSiteState(db: Executor): Promise<{ version: number; projectOrder: string[] | null }> {
  const [row] = await db.select({ version: siteState.version, projectOrder: siteState.projectOrder }).from(siteState).where(eq(siteState.id, 1));
  return row ?? { version: 0, projectOrder: null };
}

/**
 * Locks the state row for a change of the site (created on the first change): changes take turns,
 * and each one's version is the one before plus one.
 */
export async function lockSiteState(tx: Executor): Promise<{ version: number; projectOrder: string[] | null }> {
  await tx.insert(siteState).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx
    .select({ version: siteState.version, projectOrder: siteState.projectOrder })
    .from(siteState)
    .where(eq(siteState.id, 1))
    .for("update");
  return row;
}

/** Marks a change visitors can see (in the change's own transaction, after lockSiteState). */
export async function bumpSiteVersion(tx: Executor, change: { projectOrder?: string[] | null } = {}): Promise<number> {
  const [row] = await tx
    .update(siteState)
    .set({
      version: sql`${siteState.version} + 1`,
      updatedAt: sql`now()`,
      ...(change.projectOrder !== undefined ? { projectOrder: change.projectOrder } : {}),
    })
    .where(eq(siteState.id, 1))
    .returning({ version: siteState.version });
  return row.version;
}

export async function listSiteProjectRows(db: Executor): Promise<SiteProjectRow[]> {
  return db.select().from(siteProjects).orderBy(asc(siteProjects.createdAt));
}

export async function findSiteProjectRow(db: Executor, id: string): Promise<SiteProjectRow | undefined> {
  const [row] = await db.select().from(siteProjects).where(eq(siteProjects.id, id));
  return row;
}

export async function findSiteProjectByContract(db: Executor, contractId: string): Promise<SiteProjectRow | undefined> {
  const [row] = await db.select().from(siteProjects).where(eq(siteProjects.contractId, contractId));
  return row;
}

/** Writes the whole project (insert, or replace a built-in's earlier change). */
export async function saveSiteProjectRow(tx: Executor, row: typeof siteProjects.$inferInsert): Promise<SiteProjectRow> {
  const [saved] = await tx
    .insert(siteProjects)
    .values(row)
    .onConflictDoUpdate({
      target: siteProjects.id,
      set: {
        published: row.published,
        title: row.title,
        slug: row.slug,
        categories: row.categories,
        shortDescription: row.shortDescription,
        alt: row.alt,
        location: row.location,
        projectDate: row.projectDate,
        type: row.type,
        images: row.images,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return saved;
}

/**
 * Stores a photo made for the site and its variants, one statement per variant (bytes as base64
 * text: the embedded database converts bytea parameters byte by byte on the event loop).
 */
export async function insertSiteImage(
  tx: Executor,
  image: { width: number; height: number; widths: number[]; version: string },
  variants: { width: number; format: SiteImageFormat; bytes: Buffer }[],
): Promise<string> {
  const [row] = await tx.insert(siteImages).values(image).returning({ id: siteImages.id });
  for (const variant of variants) {
    await tx.insert(siteImageVariants).values({
      imageId: row.id,
      width: variant.width,
      format: variant.format,
      bytes: sql`decode(${variant.bytes.toString("base64")}, 'base64')`,
    });
  }
  return row.id;
}

/** Adds one variant to a stored photo unless it has that variant already (another server made it first). */
export async function insertSiteImageVariantOnce(
  db: Executor,
  imageId: string,
  variant: { width: number; format: SiteImageFormat; bytes: Buffer },
): Promise<void> {
  await db
    .insert(siteImageVariants)
    .values({ imageId, width: variant.width, format: variant.format, bytes: sql`decode(${variant.bytes.toString("base64")}, 'base64')` })
    .onConflictDoNothing();
}

export async function deleteSiteImages(db: Executor, ids: string[]): Promise<void> {
  const valid = ids.filter(isUuid);
  if (valid.length) await db.delete(siteImages).where(inArray(siteImages.id, valid));
}

export async function listSiteImages(db: Executor, ids: string[]): Promise<SiteImageRow[]> {
  const valid = ids.filter(isUuid);
  return valid.length ? db.select().from(siteImages).where(inArray(siteImages.id, valid)) : [];
}

export async function readSiteImageVariant(db: Database, id: string, width: number, format: SiteImageFormat): Promise<Buffer | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ bytes: sql<string>`encode(${siteImageVariants.bytes}, 'base64')` })
    .from(siteImageVariants)
    .where(and(eq(siteImageVariants.imageId, id), eq(siteImageVariants.width, width), eq(siteImageVariants.format, format)));
  return row && Buffer.from(row.bytes, "base64");
}

/**
 * Whether a project the site shows names this photo (`site-<id>`): a hidden or unpublished project's
 * photos are not served to visitors.
 */
export async function isSiteImageShown(db: Executor, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: siteProjects.id })
    .from(siteProjects)
    .where(and(eq(siteProjects.published, true), sql`${siteProjects.images} @> ${JSON.stringify([`site-${id}`])}::jsonb`))
    .limit(1);
  return Boolean(row);
}

export async function listReviewRows(db: Executor): Promise<SiteReviewRow[]> {
  return db.select().from(siteReviews).orderBy(desc(siteReviews.reviewDate), desc(siteReviews.createdAt));
}

/** What a page may show: published, and the client agreed to be quoted (the table's check makes the first imply the second). */
export async function listShownReviewRows(db: Executor): Promise<SiteReviewRow[]> {
  return db
    .select()
    .from(siteReviews)
    .where(and(eq(siteReviews.published, true), eq(siteReviews.consentToQuote, true)))
    .orderBy(desc(siteReviews.reviewDate), desc(siteReviews.createdAt));
}

export async function findReviewRow(db: Executor, id: string): Promise<SiteReviewRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(siteReviews).where(eq(siteReviews.id, id));
  return row;
}

export async function insertReviewRow(tx: Executor, row: typeof siteReviews.$inferInsert): Promise<SiteReviewRow> {
  const [saved] = await tx.insert(siteReviews).values(row).returning();
  return saved;
}

/** Whether the client already left their own review of the job (one per job; what the owner entered does not count). */
export async function hasClientReview(db: Executor, contractId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: siteReviews.id })
    .from(siteReviews)
    .where(and(eq(siteReviews.contractId, contractId), eq(siteReviews.origin, "client")));
  return Boolean(row);
}

/** Inserts a review unless a unique index already holds one like it (a form sent twice). */
export async function insertReviewRowOnce(tx: Executor, row: typeof siteReviews.$inferInsert): Promise<void> {
  await tx.insert(siteReviews).values(row).onConflictDoNothing();
}

export async function updateReviewRow(tx: Executor, id: string, row: Partial<typeof siteReviews.$inferInsert>): Promise<SiteReviewRow | undefined> {
  const [saved] = await tx
    .update(siteReviews)
    .set({ ...row, updatedAt: sql`now()` })
    .where(eq(siteReviews.id, id))
    .returning();
  return saved;
}

export async function deleteReviewRow(tx: Executor, id: string): Promise<boolean> {
  const deleted = await tx.delete(siteReviews).where(eq(siteReviews.id, id)).returning({ id: siteReviews.id });
  return deleted.length > 0;
}
