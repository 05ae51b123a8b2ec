/**
 * Makes an open dialog a step in the browser history (see history-layer.ts): Back closes it and the
 * page stays where it was; closing it otherwise takes its entry back, so Back then leaves the page
 * as usual. Forward does not reopen a closed dialog.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { createHistoryLayer, type HistoryLayer } from "./history-layer";

/**
 * Chromium scrolls to the URL's #fragment (smoothly, after the next layout) when history lands on an
 * entry with one, even an entry of the same page: on /projects#stamped that would jump to the
 * section. Setting the scroll in the next frame cancels that jump.
 */
function keepScrollAfterTraversal(x: number, y: number) {
  if (!window.location.hash) return;
  window.requestAnimationFrame(() => window.scrollTo({ left: x, top: y, behavior: "instant" }));
}

/**
 * Our own back() after a close must not move the page: the browser would restore the scroll position
 * saved when the dialog opened, undoing any scrolling the page did meanwhile (e.g. to show a result).
 */
function backWithoutScrollRestore(goBack: () => boolean) {
  const previous = window.history.scrollRestoration;
  const { scrollX, scrollY } = window;
  window.history.scrollRestoration = "manual";
  if (!goBack()) {
    window.history.scrollRestoration = previous;
    return;
  }
  const restore = (event?: PopStateEvent) => {
    window.removeEventListener("popstate", restore);
    window.clearTimeout(fallback);
    window.history.scrollRestoration = previous;
    if (event) keepScrollAfterTraversal(scrollX, scrollY);
  };
  const fallback = window.setTimeout(() => restore(), 1000);
  window.addEventListener("popstate", restore);
}

export function useHistoryLayer(open: boolean, onClosedByHistory: () => void) {
  const layerRef = useRef<HistoryLayer | null>(null);
  const pendingExit = useRef<number | undefined>(undefined);
  const onClosedRef = useRef(onClosedByHistory);
  useLayoutEffect(() => {
    onClosedRef.current = onClosedByHistory;
  });

  useEffect(() => {
    const layer = (layerRef.current ??= createHistoryLayer(window.history));
    if (!open) {
      backWithoutScrollRestore(() => layer.exit());
      return;
    }
    layer.enter();
    // The page cannot scroll under a modal, so this is where Back must leave it.
    const { scrollX, scrollY } = window;
    const onPopState = () => {
      if (!layer.leftByHistory()) return;
      keepScrollAfterTraversal(scrollX, scrollY);
      onClosedRef.current();
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [open]);

  // Unmounted while open (its page was replaced, or its owner went away): take the entry back unless
  // another page is current. Deferred, because StrictMode unmounts and remounts once on purpose.
  useEffect(() => {
    window.clearTimeout(pendingExit.current);
    return () => {
      pendingExit.current = window.setTimeout(() => {
        const layer = layerRef.current;
        if (layer) backWithoutScrollRestore(() => layer.exit());
      }, 0);
    };
  }, []);
}
