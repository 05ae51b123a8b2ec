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

export { expect };
