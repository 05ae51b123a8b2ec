/**
 * Keeps a /projects filter in step with the URL hash: the hash selects a category
 * on load and on every hash change (links, Back/Forward), choosing a category pushes its hash, and
 * choosing All goes back to the bare path. The first render never reads the URL, so the prerendered
 * HTML (always "All") hydrates cleanly; the hash is read in an effect after mount.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

function hashValue(): string {
  const raw = window.location.hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function useHashSelection<T extends string>(
  values: readonly T[],
  /** Scrolls to the section of a value once it is shown. */
  scrollTo: (value: T) => void,
): [selected: T | null, select: (value: T | null) => void] {
  const [selected, setSelected] = useState<T | null>(null);
  // A value whose section should be scrolled to after the next render.
  const pendingScroll = useRef<T | null>(null);
  // The latest values for the listeners and callbacks below, set as each render commits.
  const valuesRef = useRef(values);
  const selectedRef = useRef<T | null>(null);
  const scrollToRef = useRef(scrollTo);
  useLayoutEffect(() => {
    valuesRef.current = values;
    selectedRef.current = selected;
    scrollToRef.current = scrollTo;
  });

  useEffect(() => {
    const fromUrl = () => {
      const hash = hashValue();
      if (hash === "") {
        setSelected(null);
        return;
      }
      // Other anchors on the page (e.g. "Skip to content") leave the filter alone.
      const match = valuesRef.current.find((value) => value === hash);
      // Back from a dialog's history entry lands on the same hash: nothing to select or scroll to.
      if (!match || match === selectedRef.current) return;
      pendingScroll.current = match;
      setSelected(match);
    };
    fromUrl();
    window.addEventListener("hashchange", fromUrl);
    window.addEventListener("popstate", fromUrl);
    return () => {
      window.removeEventListener("hashchange", fromUrl);
      window.removeEventListener("popstate", fromUrl);
    };
  }, []);

  // After the selected section has rendered, bring it into view.
  useEffect(() => {
    const value = pendingScroll.current;
    if (value === null || value !== selected) return;
    pendingScroll.current = null;
    const frame = window.requestAnimationFrame(() => scrollToRef.current(value));
    return () => window.cancelAnimationFrame(frame);
  }, [selected]);

  const select = useCallback((value: T | null) => {
    const url = new URL(window.location.href);
    if (value === null) {
      url.hash = "";
      // "/projects" without a trailing "#".
      if (window.location.hash) window.history.pushState(window.history.state, "", url.pathname + url.search);
      setSelected(null);
      return;
    }
    if (hashValue() !== value) window.history.pushState(window.history.state, "", `${url.pathname}${url.search}#${value}`);
    if (selectedRef.current === value) {
      scrollToRef.current(value);
      return;
    }
    pendingScroll.current = value;
    setSelected(value);
  }, []);

  return [selected, select];
}
