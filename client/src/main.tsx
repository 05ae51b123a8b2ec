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
// A not-found answer carries generic HTML for any unknown path, so it is rendered afresh instead,
// also once its code is loaded, so the page is never replaced by the loading fallback in between.
const isNotFoundAnswer = document.querySelector('meta[name="forma:status"]')?.getAttribute("content") === "404";
if (root.firstElementChild && !isNotFoundAnswer) {
  preloadPage(window.location.pathname).then(() => hydrateRoot(root, app));
} else {
  preloadPage(window.location.pathname).then(() => createRoot(root).render(app));
}
