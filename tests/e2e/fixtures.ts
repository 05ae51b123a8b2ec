/**
 * The e2e `test`: every page fails its test on a console error, a page error or a React hydration
 * warning, so nothing broken can pass silently. A test that provokes an error on purpose declares
 * exactly which with `allowConsoleError(pattern)`. The admin's sign-in is here once: `signIn` (a page,
 * through the login form), `adminPage` (the test's page, signed in) and `adminRequest` (an API
 * context of its own, signed in; the test's `request` stays anonymous).
 */
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

/** The demo admin every e2e server starts with. */
export const adminCredentials = { email: "admin@formaconcretegta.ca", password: "forma-demo-2024" };

type SignInOptions = { baseUrl?: string; password?: string };

type Fixtures = {
  allowedConsoleErrors: RegExp[];
  allowConsoleError: (pattern: RegExp) => void;
  consoleProblems: void;
  /** Signs a page in through the login form (the test's own page unless another is given) and waits for the dashboard. */
  signIn: (page?: Page, options?: SignInOptions) => Promise<void>;
  /** The test's page, signed in as the admin through the form. */
  adminPage: Page;
  /** An API request context of its own, signed in as the admin. */
  adminRequest: APIRequestContext;
};

async function signInThroughForm(page: Page, { baseUrl = "", password = adminCredentials.password }: SignInOptions = {}) {
  await page.goto(`${baseUrl}/admin/login`);
  // A page of another browser context lacks the fixture's goto, which waits for hydration.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByLabel("Email").fill(adminCredentials.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Each test comes from an address of its own (198.18.0.0/15, the range set aside for tests), sent as
 * X-Forwarded-For to the e2e server, which trusts its loopback proxy: the per-address limits on public
 * submissions then count each test alone, as they would count each visitor, instead of the whole
 * suite from 127.0.0.1 running into them.
 */
function testAddress(testId: string, project: string): string {
  let hash = 0;
  for (const character of `${project}:${testId}`) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `198.${18 + (hash & 1)}.${(hash >>> 1) & 255}.${((hash >>> 9) % 254) + 1}`;
}

export const test = base.extend<Fixtures>({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ "X-Forwarded-For": testAddress(testInfo.testId, testInfo.project.name) });
  },
  // Every navigation waits until the prerendered page has hydrated, as a person would see it work.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      return response;
    };
    await use(page);
  },
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  allowConsoleError: async ({ allowedConsoleErrors }, use) => {
    await use((pattern) => allowedConsoleErrors.push(pattern));
  },
  consoleProblems: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        // A not-found page is served with status 404 on purpose; Chromium reports that status for
        // the document itself. Any other failed resource still counts.
        const isOwnDocumentStatus = text.includes("status of 404") && message.location().url === page.url();
        if (isOwnDocumentStatus) return;
        if (message.type() === "error" || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await use();
      const unexpected = problems.filter((problem) => !allowedConsoleErrors.some((pattern) => pattern.test(problem)));
      expect(unexpected, "console errors or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ page }, use) => {
    await use((other, options) => signInThroughForm(other ?? page, options));
  },
  adminPage: async ({ page, signIn }, use) => {
    await signIn(page);
    await use(page);
  },
  adminRequest: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const login = await request.post("/api/admin/login", { data: adminCredentials });
    expect(login.ok(), "the admin's API sign-in").toBe(true);
    await use(request);
    await request.dispose();
  },
});

/** The visible toast (Radix also repeats its text in a screen-reader live region). */
export function toastRegion(page: import("@playwright/test").Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

export { expect };
