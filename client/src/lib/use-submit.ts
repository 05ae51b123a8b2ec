import { useCallback, useState } from "react";

/**
 * A form submission: runs the request once (never retried), tracks "sending", and reports success or
 * failure. Public forms use this instead of React Query so the marketing pages don't load it.
 */
export function useSubmit<Input>(send: (input: Input) => Promise<unknown>, handlers: { onSuccess?: () => void; onError?: (error: unknown) => void }) {
  const [isPending, setPending] = useState(false);
  const submit = useCallback(
    async (input: Input) => {
      setPending(true);
      try {
        await send(input);
        setPending(false);
        handlers.onSuccess?.();
      } catch (error) {
        setPending(false);
        handlers.onError?.(error);
      }
    },
    [send, handlers],
  );
  return { submit, isPending };
}
