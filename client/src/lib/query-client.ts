import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/** Data is never stale, not refetched on focus, not polled, and nothing is retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
