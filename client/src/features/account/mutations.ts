/** The admin's account changes, one hook each (see features/admin/mutations.ts for the pattern). */
import { useQueryClient } from "@tanstack/react-query";
import type { ContractorSignatureAnswer, MessageAnswer } from "@shared/api/responses";
import type { ChangePasswordInput, ContractorSignatureInput } from "@shared/account-rules";
import { changePassword, contractorSignatureKey, removeContractorSignature, saveContractorSignature, signOutEverywhere } from "@/api/account";
import { forgetAdminData } from "@/lib/query-client";
import type { MutationHandlers } from "@/lib/mutation-handlers";
import { useAdminMutation } from "@/lib/use-admin-mutation";

/** Changes the password; the server keeps this session, so nothing cached changes. */
export function useChangePassword(handlers: MutationHandlers<MessageAnswer, ChangePasswordInput> = {}) {
  return useAdminMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(input), ...handlers });
}

/** Ends every session, this one too: every admin answer leaves the cache. */
export function useSignOutEverywhere({ onSuccess, onError }: MutationHandlers<MessageAnswer, void> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: () => signOutEverywhere(),
    onSuccess: (answer) => {
      forgetAdminData(queryClient);
      onSuccess?.(answer);
    },
    onError: (error) => onError?.(error),
  });
}

/** Sets or replaces the signature for contracts: the answer is the new state, cached at once. */
export function useSaveContractorSignature({ onSuccess, onError }: MutationHandlers<ContractorSignatureAnswer, ContractorSignatureInput> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (input: ContractorSignatureInput) => saveContractorSignature(input),
    onSuccess: (answer, input) => {
      queryClient.setQueryData(contractorSignatureKey, answer);
      onSuccess?.(answer, input);
    },
    onError: (error, input) => onError?.(error, input),
  });
}

/** Removes the signature for contracts; contracts already signed keep theirs. */
export function useRemoveContractorSignature({ onSuccess, onError }: MutationHandlers<ContractorSignatureAnswer, void> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: () => removeContractorSignature(),
    onSuccess: (answer) => {
      queryClient.setQueryData(contractorSignatureKey, answer);
      onSuccess?.(answer);
    },
    onError: (error) => onError?.(error),
  });
}
