/** Recording and voiding payments, asking for the balance (see features/admin/mutations.ts for the pattern). */
import { useQueryClient } from "@tanstack/react-query";
import type { BalanceRequestAnswer, PaymentSummaryAnswer } from "@shared/api/responses";
import type { PaymentInput } from "@shared/payment-rules";
import { paymentKeys, recordPayment, requestBalance, voidPayment } from "@/api/payments";
import { ApiError } from "@/lib/api";
import type { MutationHandlers } from "@/lib/mutation-handlers";
import { useAdminMutation } from "@/lib/use-admin-mutation";

/**
 * Records a payment: the answer is the contract's new payment summary, and the dashboard's money
 * figures are read again. A 409 (the contract changed, e.g. paid in full meanwhile) reads the summary again.
 */
export function useRecordPayment(contractId: string, { onSuccess, onError }: MutationHandlers<PaymentSummaryAnswer, PaymentInput> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (payment: PaymentInput) => recordPayment(contractId, payment),
    onSuccess: (answer, payment) => {
      queryClient.setQueryData(paymentKeys.contract(contractId), answer);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.summary() });
      onSuccess?.(answer, payment);
    },
    onError: (error, payment) => {
      onError?.(error, payment);
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: paymentKeys.contract(contractId) });
    },
  });
}

/** Voids a payment: the answer is the contract's new summary; the dashboard's figures are read again. A 409 (already voided) reads the summary again. */
export function useVoidPayment(
  contractId: string,
  { onSuccess, onError }: MutationHandlers<PaymentSummaryAnswer, { paymentId: string; reason: string }> = {},
) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string }) => voidPayment(paymentId, { reason }),
    onSuccess: (answer, input) => {
      queryClient.setQueryData(paymentKeys.contract(contractId), answer);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.summary() });
      onSuccess?.(answer, input);
    },
    onError: (error, input) => {
      onError?.(error, input);
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: paymentKeys.contract(contractId) });
    },
  });
}

/** E-mails the client the balance owed (nothing in the cache changes; the quote's timeline is read when next shown). */
export function useRequestBalance(contractId: string, { onSuccess, onError }: MutationHandlers<BalanceRequestAnswer, void> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: () => requestBalance(contractId),
    onSuccess: (answer) => onSuccess?.(answer),
    onError: (error) => {
      onError?.(error);
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: paymentKeys.contract(contractId) });
    },
  });
}
