/**
 * The client's answer to a change order, as hooks that own their cache update (see
 * features/admin/mutations.ts for the pattern): the signed or declined order the server answers
 * replaces the one on screen, so the page turns into its signed or declined state at once.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangeOrderSignInput } from "@shared/change-orders";
import { clientChangeOrderKeys, declineClientChangeOrder, signClientChangeOrder, type ClientChangeOrderAnswer } from "@/api/change-orders";
import type { MutationHandlers } from "@/lib/mutation-handlers";

type DeclineInput = { version: number; message?: string };

export function useSignChangeOrder(token: string, { onSuccess, onError }: MutationHandlers<ClientChangeOrderAnswer, ChangeOrderSignInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signature: ChangeOrderSignInput) => signClientChangeOrder(token, signature),
    onSuccess: (answer, signature) => {
      queryClient.setQueryData(clientChangeOrderKeys.link(token), answer);
      onSuccess?.(answer, signature);
    },
    onError: (error, signature) => onError?.(error, signature),
  });
}

export function useDeclineChangeOrder(token: string, { onSuccess, onError }: MutationHandlers<ClientChangeOrderAnswer, DeclineInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeclineInput) => declineClientChangeOrder(token, body),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(clientChangeOrderKeys.link(token), answer);
      onSuccess?.(answer, body);
    },
    onError: (error, body) => onError?.(error, body),
  });
}
