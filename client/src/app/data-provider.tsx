/**
 * One React Query cache for every page that reads data (quote, contract, admin), so moving between
 * them keeps what was already loaded. This module loads with those pages only: the marketing pages
 * never download React Query.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { endAdminSession } from "@/features/admin/session";
import { createQueryClient } from "@/lib/query-client";

/** A 401 on any admin call, read or change, ends the admin's session here and only here. */
const queryClient = createQueryClient({ onAdminSessionLost: endAdminSession });

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
