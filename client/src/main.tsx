import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadPage } from "./app/route-table";
import "./index.css";

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages arrive with their HTML: load the page's code first so hydration matches it.
if (root.firstElementChild) {
  preloadPage(window.location.pathname).then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
