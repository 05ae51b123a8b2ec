/** The client's signature, as a hook that owns its cache update (see features/admin/mutations.ts for the pattern). */
import { useQueryClient } from "@tanstack/react-query";
import type { ClientSignedAnswer } from "@shared/api/responses";
import type { SignContract } from "@shared/schema";
import { clientContractQuery } from "@/api/contracts";
import { useEndpointMutation } from "@/api/endpoint-mutations";
import { quoteKeys } from "@/api/quotes";
import type { MutationHandlers } from "@/lib/mutation-handlers";
import { preloadPagePath } from "@/lib/page-preload";

/**
 * Signs through the client's link. The signing stays pending until the confirmation's contract and
 * its page's code are here too, so the form shows "Signing..." in place and the confirmation then
 * opens complete, with no full-page loading in between. The cached quote still says "accepted, not
 * signed": it is marked stale (not read now, which would turn the contract page into "already
 * signed" under the client's eyes) and read again when next shown.
 */
export function useSignContract(token: string, { onSuccess, onError }: MutationHandlers<ClientSignedAnswer, SignContract> = {}) {
  const queryClient = useQueryClient();
  return useEndpointMutation("signContract", {
    request: (contract: SignContract) => ({ params: { token }, body: contract }),
    // Neither fails: the confirmation page reads and loads on its own if these did not work.
    andThen: () => Promise.all([queryClient.prefetchQuery(clientContractQuery(token)), preloadPagePath(`/contract-confirmation/${token}`)]),
    onSuccess: (answer, contract) => {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.link(token), refetchType: "none" });
      onSuccess?.(answer, contract);
    },
    onError: (error, contract) => onError?.(error, contract),
  });
}
