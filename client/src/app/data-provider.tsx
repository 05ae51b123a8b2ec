/**
 * One React Query cache for every page that reads data (quote, contract, admin), so moving between
 * them keeps what was already loaded. This module loads with those pages only: the marketing pages
 * never download React Query.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { createQueryClient } from "@/lib/query-client";

const queryClient = createQueryClient();

/** The page inside the shared cache's provider. */
export function withData<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  function DataPage(props: Props) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  DataPage.displayName = `WithData(${Page.displayName ?? Page.name})`;
  return DataPage;
}
