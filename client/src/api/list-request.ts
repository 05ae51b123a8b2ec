import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { adminReads } from "./admin-reads";

/** What the admin's list pages ask for: a filter (a quote or lead stage, or a contract's payment state), a search and a page. */
export type ListRequest = { filter?: string; q?: string; page: number; pageSize: number; filterName: "status" | "payment" | "stage" };

/** The list call's query string; parameters left empty are left out. */
export function listSearchParams({ filter, q, page, pageSize, filterName }: ListRequest): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filter) params.set(filterName, filter);
  if (q) params.set("q", q);
  return params.toString();
}

/** One page of an admin list as a query: the previous page stays on screen while the next loads. */
export const listPageQuery = <Key extends readonly unknown[], Answer>(queryKey: Key, queryFn: () => Promise<Answer>) =>
  queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData, ...adminReads });
