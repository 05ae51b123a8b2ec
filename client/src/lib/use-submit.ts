import { useCallback, useRef, useState } from "react";
import { isAbortError } from "./api";

type SubmitHandlers = { onSuccess?: () => void; onError?: (error: unknown) => void; onCancel?: () => void };

/**
 * A form submission: runs the request once (never retried), tracks "sending", and reports success or
 * failure. Public forms use this instead of React Query so the marketing pages don't load it.
 * `cancel()` aborts the request through the signal handed to `send`; a cancelled request reports
 * onCancel, not onError, so the visitor sees one calm message instead of a failure.
 */
export function useSubmit<Input>(send: (input: Input, signal: AbortSignal) => Promise<unknown>, handlers: SubmitHandlers) {
  const [isPending, setPending] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const submit = useCallback(
    async (input: Input) => {
      const current = new AbortController();
      controller.current = current;
      setPending(true);
      try {
        await send(input, current.signal);
        setPending(false);
        handlers.onSuccess?.();
      } catch (error) {
        setPending(false);
        if (current.signal.aborted || isAbortError(error)) handlers.onCancel?.();
        else handlers.onError?.(error);
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [send, handlers],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { submit, cancel, isPending };
}
