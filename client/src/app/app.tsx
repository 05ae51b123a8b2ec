import { useEffect, useRef } from "react";
import { Router, useLocation } from "wouter";
import type { SiteContentChanges } from "@shared/site/content-shapes";
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

/**
 * ssrPath is set only when a page is rendered to HTML (the build, or the server once the owner changed
 * the site, with those changes); the browser reads its own location and the changes the page carries.
 */
export function App({ ssrPath, siteChanges }: { ssrPath?: string; siteChanges?: SiteContentChanges }) {
  // Marks the page interactive (end-to-end tests wait for it before they click), and tells the page's
  // start script, which then repeats a tap on a button made before (server/site-pages/first-paint/fast-first-paint.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    window.dispatchEvent(new Event("forma:ready"));
  }, []);
  return (
    <Router ssrPath={ssrPath}>
      <ScrollToTopOnNavigation />
      <Providers siteChanges={siteChanges}>
        <AppRoutes />
      </Providers>
    </Router>
  );
}
