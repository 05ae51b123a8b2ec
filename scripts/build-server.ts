/**
 * Bundles the server into dist/server/index.js, and the contract PDF render worker into
 * dist/server/pdf-render-worker.js beside it (server/documents/worker-pool.ts starts it from
 * there); npm packages stay external and load from node_modules. The source maps beside them let
 * `node --enable-source-maps` name server/*.ts lines in stack traces.
 *
 * The last step of `npm run build`, so it also writes dist/.build-stamp: the mark of a finished build
 * that `npm start` (scripts/start.mjs) compares the sources with.
 */
import fs from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: { index: "server/index.ts", "pdf-render-worker": "server/documents/render-worker.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
fs.writeFileSync("dist/.build-stamp", JSON.stringify({ sourcesAsOf: Date.now() }) + "\n");
console.log("built dist/server/index.js and dist/server/pdf-render-worker.js");
