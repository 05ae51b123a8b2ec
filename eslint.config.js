/**
 * ESLint (flat config). `npm run lint` checks every TypeScript and JavaScript file of the repository:
 * typescript-eslint's recommended rules everywhere, the React hooks rules for the client, the import
 * boundaries between the client's layers and around the build's scripts, the injected clock
 * (below; tests/unit/lint-rules-boundaries.test.ts proves each fires), and one way to make a form.
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

/** Composition files of the server: they import the features; nothing else in server/ may. */
const serverComposition = new Set(["features", "app.ts", "index.ts", "documents", "site-pages"]);

/** Every file and folder of server/ except the features and the composition files, as import targets. */
function serverModulesBelowFeatures() {
  const targets = [];
  for (const entry of readdirSync(path.join(root, "server"), { withFileTypes: true })) {
    if (serverComposition.has(entry.name)) continue;
    if (entry.name === "endpoints") {
      for (const file of readdirSync(path.join(root, "server", "endpoints"))) {
        if (file !== "bindings.ts") targets.push(`./server/endpoints/${file}`);
      }
      continue;
    }
    targets.push(`./server/${entry.name}`);
  }
  return targets;
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
 * shared/ is used by client and server and imports neither; the server never imports the client;
 * none of the three imports the build's scripts/, tools/ or tests/.
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
    // The server's shared modules (database, mail transport, PDF engine, photos, limits, auth,
    // middleware, storage, clock, ...) never import a feature: features build on them. Only the
    // composition files put the features together: the app, the start, the table's bindings, the
    // documents (PDF kinds and mail attachments) and the public site's pages.
    target: serverModulesBelowFeatures(),
    from: "./server/features",
    message:
      "Only the composition files (server/app.ts, server/index.ts, server/endpoints/bindings.ts, server/documents/, server/site-pages/) import server/features/: a shared server module takes what it needs from a feature as a parameter.",
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
  {
    // The build's scripts, the tools and the tests are not in the server bundle's or the page's
    // sources of truth; what the app needs at run time lives in the app (decision 0153).
    target: ["./server", "./client", "./shared"],
    from: ["./scripts", "./tools", "./tests"],
    message:
      "server/, client/ and shared/ never import scripts/, tools/ or tests/: move the run-time code into server/ (or shared/ when the browser needs it too) and let the build's scripts import it from there.",
  },
];

/**
 * The time: server/ and shared/ read it only from the clock they are given (AppDeps.clock, a `now`
 * parameter), so a test can set the day and one request sees one instant (decision 0120). Only
 * server/clock.ts reads the machine's time; `performance.now()` for durations is not restricted.
 */
const clockRuleMessage =
  "Take `now` from the injected clock (decision 0120): a `now` or `clock` parameter, or AppDeps.clock; only server/clock.ts (systemClock) reads the machine's time.";
const clockRestrictions = [
  { selector: "CallExpression[callee.type='MemberExpression'][callee.object.name='Date'][callee.property.name='now']", message: clockRuleMessage },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockRuleMessage },
];

/**
 * One request pipeline (decision 0152): every answer is written by its handler through the methods
 * node and Express give it, so no code in server/ replaces a request's or response's methods; and
 * every redirect is made by server/same-site-redirect.ts, the one place that may set a Location
 * (it refuses a target that leaves the site, decision 0112). tests/unit/lint-rules-pipeline.test.ts
 * proves each fires.
 */
const requestObjects = "/^(req|res|request|response|incoming|outgoing)$/";
const patchingMessage =
  "Never replace a request's or response's methods (decision 0152): the handler writes its answer through them; a rule for every answer is a middleware, or a function the handlers call.";
const patchingRestrictions = [
  {
    selector: `AssignmentExpression > MemberExpression.left[object.name=${requestObjects}][property.name=/^(writeHead|write|end|setHeader|setHeaders|appendHeader|removeHeader|getHeader|flushHeaders|writeContinue|send|json|jsonp|sendFile|sendStatus|status|set|header|append|location|redirect|render|cookie|clearCookie|type|vary|format|on|once|emit|pipe|read|get|is|accepts|acceptsEncodings)$/]`,
    message: patchingMessage,
  },
  {
    selector: `AssignmentExpression[left.type='MemberExpression'][left.object.name=${requestObjects}][right.type=/FunctionExpression$/]`,
    message: patchingMessage,
  },
  {
    selector: `CallExpression[callee.object.name='Object'][callee.property.name=/^(defineProperty|defineProperties|assign|setPrototypeOf)$/][arguments.0.name=${requestObjects}]`,
    message: patchingMessage,
  },
];
const redirectMessage =
  "Redirect only through redirect() in server/same-site-redirect.ts (decisions 0112, 0152): it is the one place that sets a Location, and it refuses a target that leaves the site.";
const redirectRestrictions = [
  { selector: "CallExpression[callee.property.name=/^(redirect|location)$/]", message: redirectMessage },
  {
    selector: "CallExpression[callee.property.name=/^(set|header|setHeader|append|appendHeader)$/][arguments.0.value=/^location$/i]",
    message: redirectMessage,
  },
  {
    selector: "CallExpression[callee.property.name=/^(set|header|setHeaders|writeHead)$/] Property[key.name=/^location$/i]",
    message: redirectMessage,
  },
  {
    selector: "CallExpression[callee.property.name=/^(set|header|setHeaders|writeHead)$/] Property[key.value=/^location$/i]",
    message: redirectMessage,
  },
];

/**
 * One form approach (decision 0156): a client file that renders a <form> makes it with useZodForm
 * (client/src/lib/use-zod-form.ts: react-hook-form checked by the shared zod schema through
 * zodResolver), and only that module calls useForm or zodResolver. The files below are the
 * exceptions, each for its reason; tests/unit/lint-rules-forms.test.ts proves the rule fires.
 */
const formMessage =
  "Make a form with useZodForm (client/src/lib/use-zod-form.ts, decision 0156): react-hook-form checked by the shared schema of the body through zodResolver.";
const formRestrictions = [
  { selector: "Program:not(:has(CallExpression[callee.name='useZodForm'])) JSXOpeningElement[name.name='form']", message: formMessage },
];
const formLibraryRestrictions = [
  { selector: "ImportDeclaration[source.value='react-hook-form'] ImportSpecifier[imported.name='useForm']", message: formMessage },
  { selector: "ImportDeclaration[source.value='@hookform/resolvers/zod']", message: formMessage },
];
const formExceptions = [
  // A live calculator: nothing is sent, every keystroke recomputes the range; the <form> only groups its two inputs.
  `${src}/features/pricing-calculator/price-calculator.tsx`,
  // The change order's draft is checked by the server alone, its refusals shown beside each field
  // (tests/e2e/change-orders-admin.spec.ts sends a refused draft on purpose and waits for the 400).
  `${src}/features/change-orders-admin/change-order-form.tsx`,
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
              // routes.ts is the one exception: the endpoints' names, methods and paths only (decision 0154).
              group: ["@shared/schema", "@shared/api/*", "**/shared/schema", "**/shared/api/*", "!@shared/api/routes", "!**/shared/api/routes"],
              allowTypeImports: true,
              message: "The browser imports only types from the server-side schemas (import type …): their runtime would bloat every page.",
            },
          ],
        },
      ],
    },
  },

  // The browser calls the API by the endpoint table's names (client/src/api/endpoint.ts): no URL
  // string, no hand-given answer type; every change is a hook made from its entry, an admin one
  // carrying the admin-session handling (decisions 0121, 0154). The base rule, so the type-aware
  // block above keeps its own options.
  {
    files: [`${src}/**/*.{ts,tsx}`],
    ignores: [`${src}/api/**`, `${src}/lib/api.ts`, `${src}/lib/use-admin-mutation.ts`, `${src}/lib/lead-submission.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@tanstack/react-query",
              importNames: ["useMutation"],
              message:
                "Make changes with useAdminEndpointMutation or useEndpointMutation (client/src/api/endpoint-mutations.ts), or useAdminMutation: an admin change must carry the admin-session handling (decisions 0121, 0154).",
            },
          ],
          patterns: [
            {
              group: ["@/lib/api", "**/lib/api"],
              importNames: ["apiRequest", "uploadRequest"],
              message:
                "Call the API by its endpoint's name (api.<name>, endpointUrl in client/src/api/endpoint.ts): a URL string is not checked against the endpoint table (decision 0154).",
            },
          ],
        },
      ],
    },
  },

  // The clock (above).
  {
    files: ["server/**/*.ts", "shared/**/*.ts"],
    ignores: ["server/clock.ts"],
    rules: { "no-restricted-syntax": ["error", ...clockRestrictions] },
  },

  // One request pipeline (above). Each block repeats the clock's restrictions where they apply: a
  // later block's no-restricted-syntax replaces an earlier one's for the same file.
  {
    files: ["server/**/*.ts"],
    ignores: ["server/clock.ts", "server/same-site-redirect.ts"],
    rules: { "no-restricted-syntax": ["error", ...clockRestrictions, ...patchingRestrictions, ...redirectRestrictions] },
  },
  {
    files: ["server/same-site-redirect.ts"],
    rules: { "no-restricted-syntax": ["error", ...clockRestrictions, ...patchingRestrictions] },
  },
  {
    files: ["server/clock.ts"],
    rules: { "no-restricted-syntax": ["error", ...patchingRestrictions, ...redirectRestrictions] },
  },

  // One form approach (above): only lib/use-zod-form.ts makes a react-hook-form form.
  {
    files: [`${src}/**/*.{ts,tsx}`],
    ignores: [`${src}/lib/use-zod-form.ts`, ...formExceptions],
    rules: { "no-restricted-syntax": ["error", ...formRestrictions, ...formLibraryRestrictions] },
  },
  {
    files: formExceptions,
    rules: { "no-restricted-syntax": ["error", ...formLibraryRestrictions] },
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
