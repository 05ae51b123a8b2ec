/**
 * ESLint (flat config). `npm run lint` checks every TypeScript and JavaScript file of the repository:
 * typescript-eslint's recommended rules everywhere, the React hooks rules for the client, and the
 * import boundaries between the client's layers (below).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const src = "client/src";

/** The entries of a folder of client/src as import targets: sub-folders as they are, files without their extension. */
function entries(folder) {
  return readdirSync(path.join(root, src, folder), { withFileTypes: true }).map((entry) => ({
    name: entry.isDirectory() ? entry.name : entry.name.replace(/\.[^.]+$/, ""),
    path: `./${src}/${folder}/${entry.name}`,
    except: `./${entry.name}`,
  }));
}

/**
 * Who may import whom (import-x/no-restricted-paths resolves both relative and '@/…' imports, so
 * each rule holds whatever way an import is written). The client's layers, from the bottom:
 *   content/, lib/        data and helpers: import no UI
 *   api/                  the API's resources (query keys, queryOptions, calls): no UI either
 *   components/           shared UI: no features, pages or app
 *   features/<name>/      one feature each: never another feature
 *   pages/<name>/         one route each: never another page, never app/
 *   app/                  routes and providers: may import anything
 * shared/ is used by client and server and imports neither; the server never imports the client.
 */
const boundaryZones = [
  ...entries("features").map((feature) => ({
    target: feature.path,
    from: `./${src}/features`,
    except: [feature.except],
    message: `Features never import each other (features/${feature.name} imports another feature): move what both use to components/ or lib/, or let the page or app/ combine the two features.`,
  })),
  {
    target: `./${src}/components`,
    from: [`./${src}/features`, `./${src}/pages`, `./${src}/app`],
    message: "Components never import features, pages or app/: take what they need as props or children, and let the page or app/ pass it in.",
  },
  ...entries("pages").map((page) => ({
    target: page.path,
    from: `./${src}/pages`,
    except: [page.except],
    message: `Pages never import each other (pages/${page.name} imports another page): move what both use to components/ (or a feature) and import it from there.`,
  })),
  {
    target: `./${src}/pages`,
    from: `./${src}/app`,
    message: "Pages never import app/: app/ imports the pages, not the other way round. Move what the page needs to lib/ or components/.",
  },
  {
    target: [`./${src}/lib`, `./${src}/content`, `./${src}/api`],
    from: [`./${src}/features`, `./${src}/pages`, `./${src}/components`, `./${src}/app`],
    message:
      "lib/, content/ and api/ import no UI (features, pages, components or app/): move the code that needs the UI up into a component or feature.",
  },
  {
    target: "./shared",
    from: ["./client", "./server"],
    message: "shared/ is used by both the client and the server, so it imports neither: move the code it needs into shared/.",
  },
  {
    target: "./server",
    from: "./client",
    message: "The server never imports the client: move the code both need into shared/.",
  },
];

export default defineConfig(
  globalIgnores(["dist/", "node_modules/", "tools/", "data/", "migrations/", "test-results/", "playwright-report/", "coverage/"]),

  {
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // The compiler's noUnusedLocals/noUnusedParameters already refuse unused code; this keeps the
      // same exceptions (a leading underscore, the rest of a destructuring).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },

  // Where each file runs.
  {
    files: [`${src}/**`],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [`${src}/**/*.worker.ts`],
    languageOptions: { globals: { ...globals.worker } },
  },
  {
    files: ["server/**", "shared/**", "scripts/**", "tests/**", "*.{js,ts}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // End-to-end tests run code in the page too (page.evaluate).
    files: ["tests/e2e/**", "scripts/bench-*.ts"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, which must be an object
    // pattern even when the fixture needs none (`async ({}, use) => …`).
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },

  // React: the rules of hooks (components in .tsx, custom hooks in .ts).
  {
    files: [`${src}/**/*.{ts,tsx}`],
    extends: [reactHooks.configs.flat.recommended],
  },

  // The browser takes only types from the server-side schemas: their runtime (Drizzle, classic zod)
  // would add about 100 KB gzip to a page. Rules and constants come from the zod/mini and plain modules.
  {
    files: [`${src}/**/*.{ts,tsx}`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@shared/schema", "@shared/api/*", "**/shared/schema", "**/shared/api/*"],
              allowTypeImports: true,
              message: "The browser imports only types from the server-side schemas (import type …): their runtime would bloat every page.",
            },
          ],
        },
      ],
    },
  },

  // Import boundaries.
  {
    files: ["client/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaryZones }],
    },
  },
);
