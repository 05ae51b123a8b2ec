/**
 * What a screen does after a change, beside the cache: close an editor, show a toast. The mutation
 * hooks (features/<area>/mutations.ts) put answers in the cache first, call these, then read again
 * what went stale.
 */
export type MutationHandlers<Data, Variables> = {
  onSuccess?: (data: Data, variables: Variables) => void;
  onError?: (error: unknown, variables: Variables) => void;
};
