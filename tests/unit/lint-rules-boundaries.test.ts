/**
 * The linter's rules that keep the app's run-time code apart from the build and on the injected
 * clock (eslint.config.js, decision 0153): each is run through ESLint itself on a small offending
 * snippet, placed where such code would live, and on its corrected form. A rule that stopped firing
 * (a moved folder, a typo in a selector, a later block that switched it off) fails here.
 */
import { describe, expect, it } from "vitest";
import { matching, messagesFor } from "../support/lint-text";

const importMessage = "server/, client/ and shared/ never import scripts/, tools/ or tests/";
const clockMessage = "Take `now` from the injected clock (decision 0120)";

describe("the app never imports the build's scripts, the tools or the tests", () => {
  const offending = [
    { file: "server/lint-sample.ts", code: 'import { buildSteps } from "../scripts/build.mjs";\nexport const steps = buildSteps;\n' },
    {
      file: "client/src/lint-sample.ts",
      code: 'import { runtimeFiles } from "../../scripts/runtime-files.mjs";\nexport const files = runtimeFiles;\n',
    },
    {
      file: "shared/lint-sample.ts",
      code: 'import { productionNodeFlags } from "../scripts/node-flags.mjs";\nexport const flags = productionNodeFlags;\n',
    },
    { file: "server/lint-sample.ts", code: 'import { createTestApp } from "../tests/support/test-app";\nexport const make = createTestApp;\n' },
    { file: "shared/lint-sample.ts", code: 'export * from "../tools/placeholder-photos/generate-sources";\n' },
  ];

  it.each(offending)("refuses $code in $file", { timeout: 30_000 }, async ({ file, code }) => {
    expect(matching(await messagesFor(file, code), importMessage)).toHaveLength(1);
  });

  it("lets the server import the first paint from its own folder, and the build import it from the server", { timeout: 30_000 }, async () => {
    const server = await messagesFor(
      "server/lint-sample.ts",
      'import { startScriptHash } from "./site-pages/first-paint/fast-first-paint";\nexport const hash = startScriptHash;\n',
    );
    expect(server).toEqual([]);
    const build = await messagesFor(
      "scripts/lint-sample.ts",
      'import { criticalCssFor } from "../server/site-pages/first-paint/critical-css";\nexport const critical = criticalCssFor;\n',
    );
    expect(build).toEqual([]);
  });
});

describe("server/ and shared/ read the time only from the injected clock", () => {
  const offending = [
    { file: "server/features/quotes/lint-sample.ts", code: "export const stamp = () => Date.now();\n" },
    { file: "server/features/quotes/lint-sample.ts", code: "export const today = () => new Date();\n" },
    { file: "shared/lint-sample.ts", code: "export const today = () => new Date();\n" },
    { file: "shared/lint-sample.ts", code: "export const later = (ms: number) => new Date(Date.now() + ms);\n" },
  ];

  it.each(offending)("refuses $code in $file", { timeout: 30_000 }, async ({ file, code }) => {
    expect(matching(await messagesFor(file, code), clockMessage)).toHaveLength(1);
  });

  it("accepts the same code on the given clock, dates from values, and performance.now() for durations", { timeout: 30_000 }, async () => {
    const corrected = [
      "export const stamp = (clock: () => Date) => clock().getTime();",
      "export const later = (now: Date, ms: number) => new Date(now.getTime() + ms);",
      'export const day = new Date("2026-06-01T12:00:00Z");',
      "export const elapsed = (started: number) => performance.now() - started;",
    ].join("\n");
    expect(await messagesFor("server/features/quotes/lint-sample.ts", corrected)).toEqual([]);
    expect(await messagesFor("shared/lint-sample.ts", corrected)).toEqual([]);
  });

  it("lets server/clock.ts read the machine's time, and the browser's code its own", { timeout: 30_000 }, async () => {
    expect(await messagesFor("server/clock.ts", "export const systemClock = () => new Date();\n")).toEqual([]);
    expect(
      await messagesFor("client/src/lint-sample.ts", "export const today = () => new Date();\nexport const stamp = () => Date.now();\n"),
    ).toEqual([]);
  });
});

describe("the server's shared modules never import a feature; the composition files do", () => {
  const featureMessage = "Only the composition files (server/app.ts, server/index.ts, server/endpoints/bindings.ts";
  const featureImport = (from: string) => `import { quoteNotFound } from "${from}/features/quotes/quotes";\nexport const missing = quoteNotFound;\n`;

  it.each([
    { file: "server/mail/lint-sample.ts", from: ".." },
    { file: "server/pdf/lint-sample.ts", from: ".." },
    { file: "server/storage/lint-sample.ts", from: ".." },
    { file: "server/middleware/lint-sample.ts", from: ".." },
    { file: "server/endpoints/mount.ts", from: ".." },
    { file: "server/errors.ts", from: "." },
  ])("refuses a feature in $file", { timeout: 30_000 }, async ({ file, from }) => {
    expect(matching(await messagesFor(file, featureImport(from)), featureMessage)).toHaveLength(1);
  });

  it.each([
    { file: "server/app.ts", from: "." },
    { file: "server/endpoints/bindings.ts", from: ".." },
    { file: "server/documents/lint-sample.ts", from: ".." },
    { file: "server/features/contracts/lint-sample.ts", from: "../.." },
  ])("lets $file import a feature", { timeout: 30_000 }, async ({ file, from }) => {
    expect(matching(await messagesFor(file, featureImport(from)), featureMessage)).toEqual([]);
  });
});
