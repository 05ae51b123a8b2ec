/** What the admin's list pages ask for: a filter (a quote stage, or a contract's payment state), a search and a page. */
export type ListRequest = { filter?: string; q?: string; page: number; pageSize: number; filterName: "status" | "payment" };

/** The list call's query string; parameters left empty are left out. */
export function listSearchParams({ filter, q, page, pageSize, filterName }: ListRequest): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filter) params.set(filterName, filter);
  if (q) params.set("q", q);
  return params.toString();
}
