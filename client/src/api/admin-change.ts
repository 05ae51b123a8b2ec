/**
 * The shape most of the admin's changes share: the answer goes into the cache first (`kept`), then
 * the screen's own handlers run (close an editor, show a toast); a refusal may first call `refused`
 * to read again what went stale.
 */
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { MutationHandlers } from "@/lib/mutation-handlers";
import { useAdminMutation } from "@/lib/use-admin-mutation";

type CacheSteps<Answer, Variables> = {
  kept?: (queryClient: QueryClient, answer: Answer, variables: Variables) => unknown;
  refused?: (queryClient: QueryClient, error: unknown, variables: Variables) => unknown;
};

export function useAdminChange<Answer, Variables>(
  change: (variables: Variables) => Promise<Answer>,
  { onSuccess, onError }: MutationHandlers<Answer, Variables>,
  { kept, refused }: CacheSteps<Answer, Variables> = {},
) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: change,
    onSuccess: (answer: Answer, variables: Variables) => {
      void kept?.(queryClient, answer, variables);
      onSuccess?.(answer, variables);
    },
    onError: (error: unknown, variables: Variables) => {
      void refused?.(queryClient, error, variables);
      onError?.(error, variables);
    },
  });
}
