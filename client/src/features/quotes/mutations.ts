/**
 * The client's answers on their quote, one hook each, through the link token (see
 * features/admin/mutations.ts for the pattern). Each answer is the quote as it now is, kept in the cache.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientQuoteAnswer } from "@shared/api/responses";
import { decideQuote, quoteKeys, requestQuoteChanges, type ChangeRequestInput, type QuoteDecisionInput } from "@/api/quotes";
import type { MutationHandlers } from "@/lib/mutation-handlers";

/** Accepts or declines. */
export function useDecideQuote(token: string, { onSuccess, onError }: MutationHandlers<ClientQuoteAnswer, QuoteDecisionInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: QuoteDecisionInput) => decideQuote(token, decision),
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
  return useMutation({
    mutationFn: (request: ChangeRequestInput) => requestQuoteChanges(token, request),
    onSuccess: (answer, request) => {
      queryClient.setQueryData(quoteKeys.link(token), answer);
      onSuccess?.(answer, request);
    },
    onError: (error, request) => onError?.(error, request),
  });
}
