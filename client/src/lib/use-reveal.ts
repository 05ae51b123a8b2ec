import { useEffect, useRef } from "react";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth";
}

/**
 * Brings an element fully into view when part of it is hidden, moving the page as little as
 * possible. The page's scroll-padding (index.css) keeps it clear of the fixed header and, on
 * phones, the call bar.
 */
export function bringIntoView(element: Element | null) {
  if (!element) return;
  const box = element.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  element.scrollIntoView({ behavior: scrollBehavior(), block: "nearest" });
}

/**
 * For a confirmation that replaces a form: on mount it takes the focus, so a screen reader reads it,
 * and scrolls into view, so a visitor on a phone is not left looking at the footer. The focus comes
 * first without scrolling, so the scroll can be smooth and centred (or start at the top when the
 * confirmation is taller than the screen). The element needs tabIndex={-1}.
 */
export function useRevealOnMount<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    const fitsOnScreen = element.offsetHeight < window.innerHeight * 0.8;
    element.scrollIntoView({ behavior: scrollBehavior(), block: fitsOnScreen ? "center" : "start" });
  }, []);
  return ref;
}
