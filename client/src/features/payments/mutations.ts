/** Recording payments (see features/admin/mutations.ts for the pattern). */
import { useQueryClient } from "@tanstack/react-query";
import type { PaymentSummaryAnswer } from "@shared/api/responses";
import type { PaymentInput } from "@shared/payment-rules";
import { paymentKeys, recordPayment } from "@/api/payments";
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
