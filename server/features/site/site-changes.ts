/**
 * The owner's changes as the pages receive them (SiteContentChanges), read in one snapshot so a page
 * never mixes two states of the site: a project appears with all its photos, or not at all.
 */
import type { Database } from "../../db";
import { siteImagePrefix, type PublicReview, type SiteContentChanges, type SiteImageInfo, type SiteProject } from "../../../shared/site/content";
import { listShownReviewRows, listSiteImages, listSiteProjectRows, readSiteState, type SiteProjectRow, type SiteReviewRow } from "./storage";
import { reviewWordsOf } from "./review-words";

export function siteProjectOf(row: SiteProjectRow): SiteProject {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    categories: row.categories,
    shortDescription: row.shortDescription,
    images: row.images,
    alt: row.alt,
    ...(row.location ? { location: row.location } : {}),
    date: row.projectDate,
    type: row.type,
  };
}

export function publicReviewOf(row: SiteReviewRow, projectByContract: Map<string, string>): PublicReview {
  return {
    id: row.id,
    ...reviewWordsOf(row),
    projectId: (row.contractId && projectByContract.get(row.contractId)) ?? null,
  };
}

export const siteImageIdOf = (name: string) => (name.startsWith(siteImagePrefix) ? name.slice(siteImagePrefix.length) : null);

export async function readSiteChanges(db: Database): Promise<SiteContentChanges> {
  return db.transaction(
    async (tx) => {
      const state = await readSiteState(tx);
      if (state.version === 0) return { version: 0, projects: [], hidden: [], order: null, images: {}, reviews: [] };
      const rows = await listSiteProjectRows(tx);
      const shown = rows.filter((row) => row.published);
      const imageIds = [...new Set(shown.flatMap((row) => row.images.map(siteImageIdOf).filter((id): id is string => id !== null)))];
      const images: Record<string, SiteImageInfo> = {};
      for (const image of await listSiteImages(tx, imageIds)) {
        images[`${siteImagePrefix}${image.id}`] = { width: image.width, height: image.height, widths: image.widths, version: image.version };
      }
      const projectByContract = new Map(shown.filter((row) => row.contractId).map((row) => [row.contractId!, row.id]));
      return {
        version: state.version,
        projects: shown.map(siteProjectOf),
        hidden: rows.filter((row) => row.builtIn && !row.published).map((row) => row.id),
        order: state.projectOrder,
        images,
        reviews: (await listShownReviewRows(tx)).map((row) => publicReviewOf(row, projectByContract)),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

const lastRead = new WeakMap<Database, { version: number; changes: Promise<SiteContentChanges> }>();

/**
 * The changes for /api/site-content, read again only when the version moved: anyone may ask, so
 * each request costs one small query, not a snapshot of every project and review.
 */
export async function currentSiteChanges(db: Database): Promise<SiteContentChanges> {
  const { version } = await readSiteState(db);
  const cached = lastRead.get(db);
  if (cached?.version === version) return cached.changes;
  const changes = readSiteChanges(db);
  lastRead.set(db, { version, changes });
  changes.catch(() => {
    if (lastRead.get(db)?.changes === changes) lastRead.delete(db);
  });
  return changes;
}
