/**
 * What the built server needs at run time besides its production dependencies, in one list: the
 * Dockerfile's build stage copies exactly this into the runtime image, and the production-bundle test
 * (tests/processes/production-bundle.test.ts) runs the server from a folder made the same way.
 *
 *   node scripts/runtime-files.mjs <target folder>
 *
 * Then `npm ci --omit=dev` in the target folder installs the dependencies.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Paths from the checkout's root; `skip` names entries (relative to the path) that only the build uses. */
export const runtimeFiles = [
  // npm ci --omit=dev installs from these; project-path.ts finds the root by package.json.
  { path: "package.json" },
  { path: "package-lock.json" },
  // The server bundle and its source maps, the prerendered site, the image variants, and the page
  // renderer (dist/ssr), which renders the public pages again once the owner changes the site.
  { path: "dist" },
  // Applied at every start (server/db.ts).
  { path: "migrations" },
  // Served at /api/assets/{file} (server/endpoints/asset-routes.ts); the photos are the build's sources.
  { path: "assets", skip: ["photos"] },
  // `npm start` where there are no sources just serves; it imports the build's step list and the
  // production node flags (tests/unit/deploy-files.test.ts checks each import is listed here). The
  // only files of scripts/ here: the server's code never imports scripts/ (the linter refuses it,
  // decision 0153), so the bundle in dist/ holds all of it, the first paint's code
  // (server/site-pages/first-paint/) included.
  { path: "scripts/start.mjs" },
  { path: "scripts/build.mjs" },
  { path: "scripts/node-flags.mjs" },
];

export function copyRuntimeFiles(target) {
  for (const entry of runtimeFiles) {
    const from = path.join(root, entry.path);
    if (!fs.existsSync(from)) throw new Error(`${entry.path} is missing: run "npm run build" first.`);
    const skipped = new Set((entry.skip ?? []).map((name) => path.join(from, name)));
    fs.cpSync(from, path.join(target, entry.path), { recursive: true, filter: (source) => !skipped.has(source) });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (!target) {
    console.error("usage: node scripts/runtime-files.mjs <target folder>");
    process.exit(2);
  }
  try {
    copyRuntimeFiles(path.resolve(target));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
