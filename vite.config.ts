import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: path.resolve(import.meta.dirname, "client"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "client/src"),
      "@shared": path.resolve(import.meta.dirname, "shared"),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        // The small building blocks every public page uses travel as one file rather than a dozen
        // tiny requests (each request costs headers and a round trip on a phone).
        codeSplitting: {
          groups: [
            {
              name: "site",
              test: /client\/src\/(components\/layout\/(site-|logo|mobile-call-bar|quote-dialog\.)|components\/sections\/(page-hero|section-heading|cta-band|contact-methods)|components\/ui\/(button|field|toast-store|toaster)\.|lib\/(analytics|page-meta|api|use-submit|use-hydrated)\.|content\/city-links\.)|shared\/(business|quote-rules)\.ts/,
            },
          ],
        },
      },
    },
  },
});
