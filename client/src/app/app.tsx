import { Router } from "wouter";
import { Providers } from "./providers";
import { AppRoutes } from "./routes";

/** ssrPath is set only when the build renders a page; the browser reads its own location. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <Providers>
        <AppRoutes />
      </Providers>
    </Router>
  );
}
