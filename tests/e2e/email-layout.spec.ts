/**
 * Every kind of e-mail, rendered in Chromium at 320, 390 and 600 px and on a desktop, as sent and
 * with its <style> removed (as some Gmail apps do): no sideways scroll, no text under 13 px, no word
 * or amount broken across lines, no text squeezed into a sliver of a column, and the call to action
 * above the first item line. The templates are imported directly; no server is involved.
 * EMAIL_SHOTS_DIR=<folder> also writes a full-page screenshot of each at 390 and 1280 px.
 */
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { everyEmail, type EmailCase } from "../support/email-fixtures";

const widths = [320, 390, 600, 1280];
const shotsDir = process.env.EMAIL_SHOTS_DIR;

type Measured = {
  scrollWidth: number;
  scrollHeight: number;
  smallText: string[];
  brokenWords: string[];
  brokenAmounts: string[];
  slivers: string[];
};

/** Everything measured in the page itself: each visible text node, word by word. */
function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const result = {
      scrollWidth: document.documentElement.scrollWidth,
      scrollHeight: document.documentElement.scrollHeight,
      smallText: [] as string[],
      brokenWords: [] as string[],
      brokenAmounts: [] as string[],
      slivers: [] as string[],
    };
    /** How many lines a stretch of text takes: the distinct tops of its boxes. */
    const lines = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      return tops.size;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      if (!text.trim()) continue;
      const parent = node.parentElement!;
      const box = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(parent).opacity === "0") continue; // the hidden preheader
      const fontSize = parseFloat(getComputedStyle(parent).fontSize);
      if (fontSize < 13) result.smallText.push(`${fontSize}px: ${text.trim().slice(0, 60)}`);
      // A sliver: a column so narrow that its text runs one or two words a line.
      if (box.width < 60 && lines(node, 0, text.length) > 1) result.slivers.push(`${Math.round(box.width)}px wide: ${text.trim().slice(0, 60)}`);
      // Words a reader expects whole. A long unspaced chunk (a link, an address, a hash) may wrap where it must.
      for (const chunk of text.matchAll(/\S+/g)) {
        if (chunk[0].length > 24) continue;
        for (const word of chunk[0].matchAll(/[^\-–/]+/g)) {
          const start = chunk.index + word.index;
          if (lines(node, start, start + word[0].length) > 1) result.brokenWords.push(word[0]);
        }
      }
      for (const amount of text.matchAll(/-?\$\d{1,3}(?:,\d{3})*\.\d{2}(?: CAD)?/g)) {
        if (lines(node, amount.index, amount.index + amount[0].length) > 1) result.brokenAmounts.push(amount[0]);
      }
    }
    return result;
  });
}

/** The top of the first text node that contains `text`. */
function topOfText(page: Page, text: string): Promise<number | null> {
  return page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.data.includes(wanted)) return node.parentElement!.getBoundingClientRect().top;
    }
    return null;
  }, text);
}

const withoutStyle = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, "");

async function checkAt(page: Page, kase: EmailCase, width: number, variant: "as sent" | "without <style>") {
  const where = `${kase.kind} at ${width} px, ${variant}`;
  await page.setViewportSize({ width, height: 900 });
  await page.setContent(variant === "as sent" ? kase.email.html : withoutStyle(kase.email.html));
  const measured = await measure(page);
  expect(measured.scrollWidth, `${where}: sideways scroll`).toBeLessThanOrEqual(width);
  expect(measured.smallText, `${where}: text under 13 px`).toEqual([]);
  expect(measured.brokenAmounts, `${where}: amounts broken across lines`).toEqual([]);
  expect(measured.brokenWords, `${where}: words broken across lines`).toEqual([]);
  expect(measured.slivers, `${where}: text in a column narrower than 60 px`).toEqual([]);
  if (kase.cta) {
    const cta = page.getByRole("link", { name: kase.cta.label, exact: true });
    await expect(cta, where).toHaveAttribute("href", kase.cta.href);
    const first = kase.items[0];
    if (first) {
      const ctaTop = (await cta.boundingBox())!.y;
      const itemTop = await topOfText(page, first);
      expect(itemTop, `${where}: first item shown`).not.toBeNull();
      expect(ctaTop, `${where}: the call to action comes before the items`).toBeLessThan(itemTop!);
    }
  }
  return measured;
}

for (const kase of everyEmail()) {
  test(`the ${kase.kind} e-mail reads at 320, 390, 600 and 1280 px @desktop`, async ({ page }, testInfo) => {
    const sizes: string[] = [];
    for (const width of widths) {
      const measured = await checkAt(page, kase, width, "without <style>");
      sizes.push(`${width}: ${measured.scrollWidth} x ${measured.scrollHeight}`);
      await checkAt(page, kase, width, "as sent");
      if (shotsDir && (width === 390 || width === 1280)) {
        await page.screenshot({ path: path.join(shotsDir, `${kase.kind}-${width}.png`), fullPage: true });
      }
    }
    testInfo.annotations.push({ type: "size (width: scroll width x height, without <style>)", description: sizes.join("; ") });
  });
}
