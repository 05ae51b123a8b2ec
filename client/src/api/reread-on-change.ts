import { useEffect, useRef } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * Reads `queryKey` again each time `value` (something the page already holds) changes, though not
 * when it first arrives: a card follows what changed beside it on the same page.
 */
export function useRereadOnChange(value: string | number | undefined, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const seen = useRef(value);
  useEffect(() => {
    if (value === undefined || value === seen.current) return;
    const first = seen.current === undefined;
    seen.current = value;
    if (!first) void queryClient.invalidateQueries({ queryKey });
  }, [value, queryKey, queryClient]);
}
