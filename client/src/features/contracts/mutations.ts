/** The client's signature, as a hook that owns its cache update (see features/admin/mutations.ts for the pattern). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientSignedAnswer } from "@shared/api/responses";
import type { SignContract } from "@shared/schema";
import { signContract } from "@/api/contracts";
import { quoteKeys } from "@/api/quotes";
import type { MutationHandlers } from "@/lib/mutation-handlers";

/** Signs through the client's link. The cached quote still says "accepted, not signed": it is read again before it is shown. */
export function useSignContract(token: string, { onSuccess, onError }: MutationHandlers<ClientSignedAnswer, SignContract> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contract: SignContract) => signContract(token, contract),
    onSuccess: (answer, contract) => {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.link(token) });
      onSuccess?.(answer, contract);
    },
    onError: (error, contract) => onError?.(error, contract),
  });
}
