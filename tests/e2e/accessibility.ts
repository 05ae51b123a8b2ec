import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** WCAG 2.2 AA (and below) with axe: the page, or part of it, must have no violations at all. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // A list still fetching is shown dimmed on purpose; check it once it has settled.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Check what a visitor ends up seeing: text halfway through a fade-in has less contrast than it
  // will have. Endless animations (spinners) are left running.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused animation never finishes; axe then checks the page as it stands.
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}
