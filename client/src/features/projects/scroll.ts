export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/** Smoothly scrolls an element to the top of the view (instantly when the visitor asks for reduced motion). */
export function scrollToElement(element: Element | null) {
  element?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
}

/**
 * Click handler for in-app links: the next page starts at the top (the router keeps the scroll
 * position otherwise). Clicks that open a new tab or window leave this page where it is.
 */
export function scrollToTop(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
}
