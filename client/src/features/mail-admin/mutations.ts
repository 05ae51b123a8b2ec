/** The owner's changes to outgoing mail, one hook each (see features/admin/mutations.ts for the pattern). */
import { useQueryClient } from "@tanstack/react-query";
import type { AdminEmailAnswer, EmailListItemView } from "@shared/api/responses";
import { emailKeys, retryEmail } from "@/api/admin-mail";
import type { MutationHandlers } from "@/lib/mutation-handlers";
import { useAdminMutation } from "@/lib/use-admin-mutation";

/** "Send again now": whether it went or was refused (sent meanwhile), the lists are read again. */
export function useRetryEmail({ onSuccess, onError }: MutationHandlers<AdminEmailAnswer, EmailListItemView> = {}) {
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: emailKeys.all });
  return useAdminMutation({
    mutationFn: (email: EmailListItemView) => retryEmail(email.id),
    onSuccess: (answer, email) => {
      onSuccess?.(answer, email);
      return reread();
    },
    onError: (error, email) => {
      onError?.(error, email);
      return reread();
    },
  });
}
