/**
 * The client's answers on their quote, one hook each, through the link token (see
 * features/admin/mutations.ts for the pattern). Each answer is the quote as it now is, kept in the cache.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { ClientQuoteAnswer } from "@shared/api/responses";
import { useEndpointMutation } from "@/api/endpoint-mutations";
import { quoteKeys, type ChangeRequestInput, type QuoteDecisionInput } from "@/api/quotes";
import type { MutationHandlers } from "@/lib/mutation-handlers";

/** Accepts or declines. */
export function useDecideQuote(token: string, { onSuccess, onError }: MutationHandlers<ClientQuoteAnswer, QuoteDecisionInput> = {}) {
  const queryClient = useQueryClient();
  return useEndpointMutation("decideQuote", {
    request: (decision: QuoteDecisionInput) => ({ params: { token }, body: decision }),
    onSuccess: (answer, decision) => {
      queryClient.setQueryData(quoteKeys.link(token), answer);
      onSuccess?.(answer, decision);
    },
    onError: (error, decision) => onError?.(error, decision),
  });
}

/** Asks for changes; the quote stays pending. */
export function useRequestQuoteChanges(token: string, { onSuccess, onError }: MutationHandlers<ClientQuoteAnswer, ChangeRequestInput> = {}) {
  const queryClient = useQueryClient();
  return useEndpointMutation("requestQuoteChanges", {
    request: (request: ChangeRequestInput) => ({ params: { token }, body: request }),
    onSuccess: (answer, request) => {
      queryClient.setQueryData(quoteKeys.link(token), answer);
      onSuccess?.(answer, request);
    },
    onError: (error, request) => onError?.(error, request),
  });
}
