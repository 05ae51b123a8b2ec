/**
 * The admin's searchable lists (leads, quotes, contracts): filter, search, the rows of one page (or
 * why there are none), and paging. The filter, search and page live in the address (useListLocation);
 * `query` reads that page and `rows` picks its records out of the answer.
 */
import { useMemo, type ReactNode } from "react";
import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { listPaging } from "@shared/list-query";
import { Button } from "@/components/ui/button";
import { LoadingState, StatePanel } from "@/components/ui/panels";
import type { ListRequest } from "@/api/list-request";
import { FilterChips, type FilterOption } from "./filter-chips";
import { Pager } from "./pager";
import { SearchBox } from "./search-box";
import { useListLocation } from "./use-list-location";

type ListAnswer = { total: number; page: number; pageSize: number };

export function AdminList<Answer extends ListAnswer, Row, Key extends QueryKey>({
  path,
  filterName,
  noun,
  filterOptions,
  searchHint,
  query,
  rows,
  children,
}: {
  /** The list page's own address. */
  path: string;
  /** The filter's name, in the address and in the API's query ("status", "payment", "stage"). */
  filterName: ListRequest["filterName"];
  /** "quotes", "contracts" */
  noun: string;
  /** The filter's choices; the one without a value shows every record. */
  filterOptions: FilterOption[];
  searchHint: string;
  query: (request: ListRequest) => UseQueryOptions<Answer, Error, Answer, Key>;
  rows: (answer: Answer) => Row[];
  /** The rows of the page, when it has any. */
  children: (rows: Row[]) => ReactNode;
}) {
  const filters = useMemo(() => filterOptions.flatMap((option) => option.value ?? []), [filterOptions]);
  const list = useListLocation(path, filterName, filters);
  const read = useQuery(query({ filterName, filter: list.filter, q: list.q, page: list.page, pageSize: listPaging.defaultPageSize }));
  const answer = read.data;
  const loading = read.isPending;
  const updating = read.isPlaceholderData;
  const filtered = Boolean(list.filter || list.q);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4">
        <SearchBox value={list.q} onSearch={list.setSearch} label={`Search ${noun}`} hint={searchHint} />
        <FilterChips
          label={`Show ${noun}`}
          options={filterOptions}
          current={list.filter}
          hrefFor={(filter) => list.hrefFor({ filter, page: 1 })}
          onSelect={(filter) => list.go({ filter, page: 1 })}
        />
      </div>
      <div aria-busy={loading || updating} className={`flex flex-col gap-4 transition-opacity ${updating ? "opacity-60" : ""}`}>
        {loading ? (
          <LoadingState label={`Loading ${noun}...`} />
        ) : read.isError || !answer ? (
          <StatePanel
            tone="danger"
            title={`The ${noun} could not load`}
            role="alert"
            actions={
              <Button variant="dark" onClick={() => read.refetch()}>
                Try again
              </Button>
            }
          >
            Check the connection and try again.
          </StatePanel>
        ) : rows(answer).length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white px-5 py-10 text-center text-stone-600" role="status">
            {answer.total > 0 ? `No ${noun} on this page.` : filtered ? `No ${noun} match. Try another search or filter.` : `No ${noun} yet.`}
          </p>
        ) : (
          children(rows(answer))
        )}
        {answer && answer.total > 0 && (
          <Pager
            label={`Pages of ${noun}`}
            page={answer.page}
            pageSize={answer.pageSize}
            total={answer.total}
            hrefFor={(page) => list.hrefFor({ page })}
          />
        )}
      </div>
    </div>
  );
}
