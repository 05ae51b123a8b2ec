import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and until the page is interactive. Submit buttons wait for it, so a
 * click before the code has loaded cannot send the form the browser's way (as a URL query).
 */
export function useHydrated(): boolean {
  // React renders with the server's answer (false) while hydrating, then with the browser's (true).
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
