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
// A not-found answer carries generic HTML for any unknown path, so it is rendered afresh instead.
const isNotFoundAnswer = document.querySelector('meta[name="forma:status"]')?.getAttribute("content") === "404";
if (root.firstElementChild && !isNotFoundAnswer) {
  preloadPage(window.location.pathname).then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
