/**
 * The e2e `test`: every page fails its test on a console error, a page error or a React hydration
 * warning, so nothing broken can pass silently. A test that provokes an error on purpose declares
 * exactly which with `allowConsoleError(pattern)`.
 */
import { test as base, expect } from "@playwright/test";

type Fixtures = {
  allowedConsoleErrors: RegExp[];
  allowConsoleError: (pattern: RegExp) => void;
  consoleProblems: void;
};

export const test = base.extend<Fixtures>({
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
});

/** The visible toast (Radix also repeats its text in a screen-reader live region). */
export function toastRegion(page: import("@playwright/test").Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

export { expect };
