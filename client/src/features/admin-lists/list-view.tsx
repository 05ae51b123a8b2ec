/**
 * The frame both admin lists share: filter, search, the rows (or why there are none), and paging.
 * The page owns the query; this only lays out what it answered.
 */
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { LoadingState, StatePanel } from "@/components/ui/panels";
import { FilterChips, type FilterOption } from "./filter-chips";
import { Pager } from "./pager";
import { SearchBox } from "./search-box";
import type { useListLocation } from "./use-list-location";

type ListAnswer = { total: number; page: number; pageSize: number; count: number };

export function ListView({
  noun,
  filterLabel,
  filterOptions,
  searchHint,
  list,
  answer,
  loading,
  failed,
  updating,
  onRetry,
  children,
}: {
  /** "quotes", "contracts" */
  noun: string;
  filterLabel: string;
  filterOptions: FilterOption[];
  searchHint: string;
  list: ReturnType<typeof useListLocation>;
  answer?: ListAnswer;
  loading: boolean;
  failed: boolean;
  updating: boolean;
  onRetry: () => unknown;
  children: ReactNode;
}) {
  const filtered = Boolean(list.filter || list.q);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4">
        <SearchBox value={list.q} onSearch={list.setSearch} label={`Search ${noun}`} hint={searchHint} />
        <FilterChips
          label={filterLabel}
          options={filterOptions}
          current={list.filter}
          hrefFor={(filter) => list.hrefFor({ filter, page: 1 })}
          onSelect={(filter) => list.go({ filter, page: 1 })}
        />
      </div>
      <div aria-busy={loading || updating} className={`flex flex-col gap-4 transition-opacity ${updating ? "opacity-60" : ""}`}>
        {loading ? (
          <LoadingState label={`Loading ${noun}...`} />
        ) : failed || !answer ? (
          <StatePanel
            tone="danger"
            title={`The ${noun} could not load`}
            role="alert"
            actions={
              <Button variant="dark" onClick={onRetry}>
                Try again
              </Button>
            }
          >
            Check the connection and try again.
          </StatePanel>
        ) : answer.count === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white px-5 py-10 text-center text-stone-600" role="status">
            {answer.total > 0 ? `No ${noun} on this page.` : filtered ? `No ${noun} match. Try another search or filter.` : `No ${noun} yet.`}
          </p>
        ) : (
          children
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
