/**
 * Mutation hooks made from the endpoint table's entries: the answer type and the request are the
 * entry's, and an admin entry's hook is built on useAdminMutation, so the admin-session handling of
 * decision 0121 (a 401 ends the session once, the form never shows it) comes with it by construction.
 * These and lib/use-admin-mutation.ts are the only places that call React Query's useMutation
 * (eslint.config.js).
 */
import { useMutation, type DefaultError, type UseMutationOptions, type UseMutationResult } from "@tanstack/react-query";
import { useAdminMutation } from "@/lib/use-admin-mutation";
import { callEndpoint, type EndpointAnswer, type EndpointArgs, type JsonEndpointName } from "./endpoint";

export type EndpointMutationOptions<Name extends JsonEndpointName, Variables, Result = unknown> = Omit<
  UseMutationOptions<EndpointAnswer<Name>, DefaultError, Variables, Result>,
  "mutationFn"
> & {
  /** What the mutation's variables send: the path's parameters and the body. Without it, the variables are the arguments. */
  request?: (variables: Variables) => EndpointArgs<Name>;
  /** Work the change waits for after the answer (e.g. loading the next page's data), so it stays pending until then. */
  andThen?: (answer: EndpointAnswer<Name>, variables: Variables) => Promise<unknown>;
};

function mutationFn<Name extends JsonEndpointName, Variables>(
  name: Name,
  { request, andThen }: Pick<EndpointMutationOptions<Name, Variables>, "request" | "andThen">,
) {
  const call = callEndpoint as (name: JsonEndpointName, args?: unknown) => Promise<EndpointAnswer<Name>>;
  return async (variables: Variables) => {
    const answer = await call(name, request ? request(variables) : variables);
    await andThen?.(answer, variables);
    return answer;
  };
}

/** A change that needs the admin's session, by its table entry: `useAdminEndpointMutation("updateVisit", { request, onSuccess })`. */
export function useAdminEndpointMutation<Name extends JsonEndpointName, Variables = EndpointArgs<Name>, Result = unknown>(
  name: Name,
  { request, andThen, ...options }: EndpointMutationOptions<Name, Variables, Result> = {},
): UseMutationResult<EndpointAnswer<Name>, DefaultError, Variables, Result> {
  return useAdminMutation({ ...options, mutationFn: mutationFn(name, { request, andThen }) });
}

/**
 * A change anyone may make (a client through their link, the sign-in itself): a 401 here is an
 * error like any other, so it must not be marked as the admin's.
 */
export function useEndpointMutation<Name extends JsonEndpointName, Variables = EndpointArgs<Name>, Result = unknown>(
  name: Name,
  { request, andThen, ...options }: EndpointMutationOptions<Name, Variables, Result> = {},
): UseMutationResult<EndpointAnswer<Name>, DefaultError, Variables, Result> {
  return useMutation({ ...options, mutationFn: mutationFn(name, { request, andThen }) });
}
