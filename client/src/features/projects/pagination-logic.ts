/** Pure paging helpers for the category pages (24 per page). */

/** How many pages a list of `total` items fills; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** A page number kept inside 1..pages (non-numbers fall back to 1). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/** The items shown on a (1-based) page. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, pageCount(items.length, pageSize));
  const start = (current - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

export type PageLink = number | "gap";

/**
 * The numbered buttons to show. With few pages, all of them; otherwise always seven slots: the
 * first and last pages, the current page with `siblings` neighbours each side, and "gap" where
 * pages are skipped (a gap that would hide a single page shows that page instead).
 */
export function pageLinks(current: number, pages: number, siblings = 1): PageLink[] {
  const total = Math.max(1, Math.trunc(pages));
  const page = clampPage(current, total);
  if (total <= 2 * siblings + 5) return Array.from({ length: total }, (_, index) => index + 1);
  const start = Math.max(Math.min(page - siblings, total - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(page + siblings, 2 * siblings + 3), total - 2);
  const links: PageLink[] = [1, start > 3 ? "gap" : 2];
  for (let number = start; number <= end; number++) links.push(number);
  links.push(end < total - 2 ? "gap" : total - 1, total);
  return links;
}
