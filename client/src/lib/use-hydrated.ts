import { useEffect, useState } from "react";

/**
 * False in the prerendered HTML and until the page is interactive. Submit buttons wait for it, so a
 * click before the code has loaded cannot send the form the browser's way (as a URL query).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
