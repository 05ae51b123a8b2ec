/** The admin's account changes, one hook each (see features/admin/mutations.ts for the pattern). */
import { useQueryClient } from "@tanstack/react-query";
import type { MessageAnswer } from "@shared/api/responses";
import type { ChangePasswordInput } from "@shared/account-rules";
import { changePassword, signOutEverywhere } from "@/api/account";
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
