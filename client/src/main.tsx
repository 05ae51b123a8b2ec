import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import "./index.css";

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages arrive with their HTML: hydrate them; otherwise render from scratch.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
