/**
 * The React Query client of the data pages, and the one place where the admin's session is found
 * lost: a 401 from any call marked as the admin's (`adminCall`) clears the admin's data from the cache
 * and tells the app once, whatever page or form made the call. Other calls (the client's link, the
 * sign-in itself) are left alone: a 401 on them is an error like any other.
 */
import { MutationCache, QueryCache, QueryClient, type Query } from "@tanstack/react-query";
import { ApiError } from "./api";

/** What a query or mutation says about itself (typed through React Query's Register). */
export type CallMeta = {
  /** The call needs the admin's session: a 401 answer means the session ended. */
  adminSession?: true;
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** Spread into the options of every query and mutation that needs the admin's session. */
export const adminCall = { meta: { adminSession: true } } satisfies { meta: CallMeta };

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** A 401 on a call that needed the admin's session: the session is gone. */
function endsAdminSession(error: unknown, meta: CallMeta | undefined): boolean {
  return meta?.adminSession === true && isUnauthorized(error);
}

const isAdminQuery = (query: Query) => query.meta?.adminSession === true;

/** Drops every admin answer from the cache, so nothing of it shows to whoever signs in next. */
export function forgetAdminData(client: QueryClient): void {
  client.removeQueries({ predicate: isAdminQuery });
}

type QueryClientOptions = {
  /** Called on each 401 of an admin call, before the admin's data is dropped (the app ends the session once). */
  onAdminSessionLost?: () => void;
};

/** Data is never stale, not refetched on focus, not polled, and nothing is retried. Every query brings its own queryFn (client/src/api). */
export function createQueryClient({ onAdminSessionLost }: QueryClientOptions = {}): QueryClient {
  const sessionMayHaveEnded = (error: unknown, meta: CallMeta | undefined) => {
    if (!endsAdminSession(error, meta)) return;
    onAdminSessionLost?.();
    forgetAdminData(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => sessionMayHaveEnded(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _result, mutation) => sessionMayHaveEnded(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
