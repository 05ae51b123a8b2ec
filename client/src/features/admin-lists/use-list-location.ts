/**
 * A list page's filter, search and page live in the address (?status=sent&q=smith&page=2), so Back
 * returns to the same list and a link to it can be shared. Changing the filter or the page adds a
 * history entry; the search replaces the current one (one entry per search, not per keystroke).
 */
import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";

export type ListLocation = { filter?: string; q: string; page: number };

export function listHref(path: string, filterName: string, { filter, q, page }: ListLocation): string {
  const params = new URLSearchParams();
  if (filter) params.set(filterName, filter);
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function useListLocation(path: string, filterName: string, allowedFilters: readonly string[]) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const current = useMemo((): ListLocation => {
    const params = new URLSearchParams(search);
    const filter = params.get(filterName) ?? undefined;
    const page = Number(params.get("page"));
    return {
      filter: filter && allowedFilters.includes(filter) ? filter : undefined,
      q: (params.get("q") ?? "").trim(),
      page: Number.isInteger(page) && page >= 1 ? page : 1,
    };
  }, [search, filterName, allowedFilters]);

  const setSearch = useCallback(
    (q: string) => {
      if (q.trim() === current.q) return;
      navigate(listHref(path, filterName, { ...current, q: q.trim(), page: 1 }), { replace: true });
    },
    [current, navigate, path, filterName],
  );

  const hrefFor = useCallback(
    (changes: Partial<ListLocation>) => listHref(path, filterName, { ...current, ...changes }),
    [current, path, filterName],
  );

  const go = useCallback((changes: Partial<ListLocation>) => navigate(hrefFor(changes)), [navigate, hrefFor]);

  return { ...current, setSearch, hrefFor, go };
}
