/**
 * Drafting, sending, voiding and signing change orders (see features/admin/mutations.ts for the
 * pattern). Each answer is one order: it goes into the contract's list at once, then the list is read
 * again for what the answer does not carry (the order numbered orders come in, the contract sum).
 */
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ChangeOrderDraftInput, ChangeOrderSignInput } from "@shared/change-orders/rules";
import {
  changeOrderKeys,
  createChangeOrder,
  sendChangeOrder,
  signChangeOrderInPerson,
  updateChangeOrder,
  voidChangeOrder,
  type ChangeOrderAnswer,
  type ChangeOrdersAnswer,
} from "@/api/change-orders-admin";
import { contractKeys } from "@/api/contracts";
import { paymentKeys } from "@/api/payments";
import { ApiError } from "@/lib/api";
import type { MutationHandlers } from "@/lib/mutation-handlers";
import { useAdminMutation } from "@/lib/use-admin-mutation";

/** Puts the answered order in the cached list (replacing its older copy, or last when new) and reads the list again. */
function keepOrder(queryClient: QueryClient, contractId: string, answer: ChangeOrderAnswer) {
  const order = answer.changeOrder;
  queryClient.setQueryData<ChangeOrdersAnswer>(changeOrderKeys.contract(contractId), (list) => {
    if (!list) return list;
    const known = list.changeOrders.some((other) => other.id === order.id);
    return {
      ...list,
      changeOrders: known ? list.changeOrders.map((other) => (other.id === order.id ? order : other)) : [...list.changeOrders, order],
    };
  });
  return queryClient.invalidateQueries({ queryKey: changeOrderKeys.contract(contractId) });
}

/**
 * A 409 (sent, signed, declined or expired meanwhile, or edited elsewhere), a 410 (voided) or a credit
 * the contract can no longer take (an order signed or a payment recorded since): the list as it now stands.
 */
function rereadOnConflict(queryClient: QueryClient, contractId: string, error: unknown) {
  if (error instanceof ApiError && (error.status === 409 || error.status === 410 || error.code === "CHANGE_ORDER_CREDIT_TOO_LARGE"))
    void queryClient.invalidateQueries({ queryKey: changeOrderKeys.contract(contractId) });
}

/** Saves a draft: a new one, or the draft `id` at the `version` edited. */
export function useSaveChangeOrder(
  contractId: string,
  { onSuccess, onError }: MutationHandlers<ChangeOrderAnswer, { id?: string; version?: number; draft: ChangeOrderDraftInput }> = {},
) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: ({ id, version, draft }: { id?: string; version?: number; draft: ChangeOrderDraftInput }) =>
      id === undefined ? createChangeOrder(contractId, draft) : updateChangeOrder(id, { ...draft, version: version ?? 0 }),
    onSuccess: (answer, input) => {
      void keepOrder(queryClient, contractId, answer);
      onSuccess?.(answer, input);
    },
    onError: (error, input) => {
      onError?.(error, input);
      rereadOnConflict(queryClient, contractId, error);
    },
  });
}

/** Sends a draft to the client: it takes its number and its link. */
export function useSendChangeOrder(contractId: string, { onSuccess, onError }: MutationHandlers<ChangeOrderAnswer, string> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (id: string) => sendChangeOrder(id),
    onSuccess: (answer, id) => {
      void keepOrder(queryClient, contractId, answer);
      onSuccess?.(answer, id);
    },
    onError: (error, id) => {
      onError?.(error, id);
      rereadOnConflict(queryClient, contractId, error);
    },
  });
}

/** Withdraws a sent order with the reason the client will read on its link. */
export function useVoidChangeOrder(
  contractId: string,
  { onSuccess, onError }: MutationHandlers<ChangeOrderAnswer, { id: string; reason: string }> = {},
) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => voidChangeOrder(id, reason),
    onSuccess: (answer, input) => {
      void keepOrder(queryClient, contractId, answer);
      onSuccess?.(answer, input);
    },
    onError: (error, input) => {
      onError?.(error, input);
      rereadOnConflict(queryClient, contractId, error);
    },
  });
}

/**
 * The client's signature taken on site. A signed order changes what the contract is worth: its
 * payments (total and balance), the dashboard's money and the contracts list are read again too.
 */
export function useSignChangeOrderInPerson(
  contractId: string,
  { onSuccess, onError }: MutationHandlers<ChangeOrderAnswer, { id: string; signature: ChangeOrderSignInput }> = {},
) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: ({ id, signature }: { id: string; signature: ChangeOrderSignInput }) => signChangeOrderInPerson(id, signature),
    onSuccess: (answer, input) => {
      void keepOrder(queryClient, contractId, answer);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.contract(contractId) });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.summary() });
      void queryClient.invalidateQueries({ queryKey: contractKeys.list() });
      onSuccess?.(answer, input);
    },
    onError: (error, input) => {
      onError?.(error, input);
      rereadOnConflict(queryClient, contractId, error);
    },
  });
}
