import { useEffect, useRef } from "react";
import { Router, useLocation } from "wouter";
import { Providers } from "./providers";
import { AppRoutes } from "./routes";

/** A new page starts at its top, as after a full page load (links to a #section scroll there themselves). */
function ScrollToTopOnNavigation() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current !== location && !window.location.hash) window.scrollTo(0, 0);
    previous.current = location;
  }, [location]);
  return null;
}

/** ssrPath is set only when the build renders a page; the browser reads its own location. */
export function App({ ssrPath }: { ssrPath?: string }) {
  // Marks the page interactive (end-to-end tests wait for it before they click), and tells the page's
  // start script, which then repeats a tap on a button made before (scripts/prerender/fast-first-paint.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    window.dispatchEvent(new Event("forma:ready"));
  }, []);
  return (
    <Router ssrPath={ssrPath}>
      <ScrollToTopOnNavigation />
      <Providers>
        <AppRoutes />
      </Providers>
    </Router>
  );
}
