/**
 * Bundles the server into dist/server/index.js, and the contract PDF render worker into
 * dist/server/pdf-render-worker.js beside it (server/services/pdf/worker-pool.ts starts it from
 * there); npm packages stay external and load from node_modules.
 */
import { build } from "esbuild";

await build({
  entryPoints: { index: "server/index.ts", "pdf-render-worker": "server/services/pdf/render-worker.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("built dist/server/index.js and dist/server/pdf-render-worker.js");
