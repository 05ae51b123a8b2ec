/**
 * useMutation for the admin's calls. The call is marked as needing the admin's session, so a 401 is
 * handled once for the whole app (query-client.ts: sign-in page, message, cache cleared); the
 * caller's onError never sees that 401, so no form shows its own failure on top of the sign-in page.
 */
import { useMutation, type DefaultError, type UseMutationOptions, type UseMutationResult } from "@tanstack/react-query";
import { adminCall, isUnauthorized } from "./query-client";

export function useAdminMutation<Data, Variables = void, Result = unknown>(
  options: UseMutationOptions<Data, DefaultError, Variables, Result>,
): UseMutationResult<Data, DefaultError, Variables, Result> {
  const { onError } = options;
  return useMutation({
    ...options,
    ...adminCall,
    onError: (error, ...rest) => (isUnauthorized(error) ? undefined : onError?.(error, ...rest)),
  });
}
