import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * System Chromium only: browser downloads do not work on our machines. Debian's headless shell
 * (package chromium-headless-shell, the old headless mode that Playwright itself uses for headless
 * Chromium) first: the suite took 142 s instead of 243 s with it on the desktop project, on two cores
 * (decision 0146). Full Chromium otherwise; CHROME_PATH overrides both.
 */
const chromeCandidates = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
const chromePath = process.env.CHROME_PATH ?? chromeCandidates.find((candidate) => fs.existsSync(candidate)) ?? chromeCandidates[0];
if (!fs.existsSync(chromePath)) {
  throw new Error(
    `Chromium not found at ${chromePath}. Install it with "apt-get install -y chromium-headless-shell" (or chromium) or point CHROME_PATH at a Chromium binary.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 4173);
/** Set to test a server that is already running (e.g. `npm run dev`) instead of starting the build. */
const externalBaseUrl = process.env.E2E_BASE_URL;
// Every run starts from an empty embedded database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-e2e-"));
/**
 * Publishing to the site changes every public page, which the other tests compare with the built-in
 * projects: that spec runs on a server of its own (one more port, its own empty database).
 */
const sitePort = port + 1;
const siteDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-e2e-site-"));
const siteSpec = /site-publishing\.spec\.ts/;

/**
 * The specs whose pages are laid out differently at 1440 px than at 390 px, or are used with a mouse
 * instead of a finger (signatures): they run on the desktop as well as on the phone. Every other
 * spec walks a flow whose steps, answers and texts are the same at both widths, and runs on the
 * phone only, as most of the business's visitors and its owner on site use it; a test of such a spec
 * that is about the desktop is tagged @desktop and runs there (decision 0146).
 */
const bothWidthSpecs = [
  "accessibility",
  "layout",
  "home",
  "navigation",
  "shell",
  "projects",
  "gallery",
  "first-paint",
  "admin-lists",
  "quote-states",
  "quote-options",
  "change-orders-admin",
  "contractor-signature",
];
/** Playwright matches a project's grep against "project file describe title tags". */
const onTheDesktop = [new RegExp(` (${bothWidthSpecs.join("|")})\\.spec\\.ts `), /@desktop/];

const launchOptions = {
  executablePath: chromePath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? "list" : "line",
  timeout: 30_000,
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions,
  },
  projects: [
    // Tests tagged @phone run only on the phone, @desktop only on the desktop; the rest of the
    // specs of bothWidthSpecs on both, every other test on the phone only.
    {
      name: "desktop",
      grep: onTheDesktop,
      grepInvert: /@phone/,
      testIgnore: siteSpec,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: "phone",
      grepInvert: /@desktop/,
      testIgnore: siteSpec,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
    // The owner on a phone, on the server of its own (see siteSpec above).
    {
      name: "site",
      testMatch: siteSpec,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        launchOptions,
        baseURL: externalBaseUrl ?? `http://127.0.0.1:${sitePort}`,
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          command: "node dist/server/index.js",
          url: `http://127.0.0.1:${port}/api/health`,
          reuseExistingServer: false,
          timeout: 60_000,
          // Behind a loopback "proxy": each test sends its own X-Forwarded-For (fixtures.ts), so the
          // per-address limits count tests one by one.
          env: {
            NODE_ENV: "production",
            PORT: String(port),
            DATA_DIR: dataDir,
            LOG_LEVEL: "warn",
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            TRUST_PROXY: "loopback",
          },
        },
        {
          command: "node dist/server/index.js",
          url: `http://127.0.0.1:${sitePort}/api/health`,
          reuseExistingServer: false,
          timeout: 60_000,
          env: {
            NODE_ENV: "production",
            PORT: String(sitePort),
            DATA_DIR: siteDataDir,
            LOG_LEVEL: "warn",
            PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
            TRUST_PROXY: "loopback",
          },
        },
      ],
});
