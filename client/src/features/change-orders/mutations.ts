/**
 * The client's answer to a change order, as hooks that own their cache update (see
 * features/admin/mutations.ts for the pattern): the signed or declined order the server answers
 * replaces the one on screen, so the page turns into its signed or declined state at once.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { ChangeOrderSignInput } from "@shared/change-orders/rules";
import { clientChangeOrderKeys, type ClientChangeOrderAnswer } from "@/api/change-orders";
import { useEndpointMutation } from "@/api/endpoint-mutations";
import type { MutationHandlers } from "@/lib/mutation-handlers";

/** Declines the version that was read, optionally saying why; the business is told. */
type DeclineInput = { version: number; message?: string };

export function useSignChangeOrder(token: string, { onSuccess, onError }: MutationHandlers<ClientChangeOrderAnswer, ChangeOrderSignInput> = {}) {
  const queryClient = useQueryClient();
  return useEndpointMutation("signClientChangeOrder", {
    request: (signature: ChangeOrderSignInput) => ({ params: { token }, body: signature }),
    onSuccess: (answer, signature) => {
      queryClient.setQueryData(clientChangeOrderKeys.link(token), answer);
      onSuccess?.(answer, signature);
    },
    onError: (error, signature) => onError?.(error, signature),
  });
}

export function useDeclineChangeOrder(token: string, { onSuccess, onError }: MutationHandlers<ClientChangeOrderAnswer, DeclineInput> = {}) {
  const queryClient = useQueryClient();
  return useEndpointMutation("declineClientChangeOrder", {
    request: (body: DeclineInput) => ({ params: { token }, body }),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(clientChangeOrderKeys.link(token), answer);
      onSuccess?.(answer, body);
    },
    onError: (error, body) => onError?.(error, body),
  });
}
