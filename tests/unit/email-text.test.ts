/**
 * The plain-text part of every message says what its HTML says: every item, every amount and every
 * link, in the same order, and the call to action with its address.
 */
import { describe, expect, it } from "vitest";
import { changeMessages, everyEmail, itemisedQuote, mailSettingsFixture } from "../support/email-fixtures";

const moneyPattern = /-?\$\d{1,3}(?:,\d{3})*\.\d{2}/g;

/** What a reader of the HTML sees, as text: no hidden preheader, no title, no tags, entities read. */
function visibleText(html: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<div style="display:none[^"]*">[\s\S]*?<\/div>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The links a reader can follow, in order (the footer's phone and address are the same in both). */
const htmlLinks = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, "&")).filter((href) => /^https?:/.test(href));

/** Each of `parts` found in `text` after the one before it. */
function expectInOrder(text: string, parts: string[], what: string) {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `${what}: "${part.slice(0, 60)}" (in this order)`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

describe("the plain text of every message", () => {
  for (const { kind, email, cta, items, amounts } of everyEmail()) {
    it(`${kind}: the same items, amounts and links as the HTML, in the same order`, () => {
      expectInOrder(email.text, items, `${kind} text items`);
      expectInOrder(visibleText(email.html), items, `${kind} HTML items`);
      for (const amount of amounts) expect(email.text, `${kind}: ${amount}`).toContain(amount);
      expect(email.text.match(moneyPattern)).toEqual(visibleText(email.html).match(moneyPattern));
      // Every link of the HTML, in its order (the button's address is printed twice there: once under it).
      const links = htmlLinks(email.html).filter((href, index, all) => all[index - 1] !== href);
      expectInOrder(email.text, links, `${kind} links`);
      if (cta) expect(email.text).toContain(`${cta.label}: ${cta.href}`);
    });
  }

  it("the changes notice carries each message in full, line breaks kept, and links to the quote's admin page", () => {
    const notice = everyEmail().find((entry) => entry.kind === "quote-changes-notice")!.email;
    expect(changeMessages[1].message.length).toBeGreaterThan(900);
    for (const { message } of changeMessages) {
      expect(notice.text).toContain(message.replace(/\n/g, "\n  "));
      expect(notice.html).toContain(message.replace(/'/g, "&#39;").replace(/\n/g, "<br>"));
    }
    expect(notice.text).toContain(`Open this quote in the admin area: ${mailSettingsFixture.publicUrl}/admin/quotes/${itemisedQuote.id}`);
    expect(notice.html).not.toContain(`href="${mailSettingsFixture.publicUrl}/admin"`);
  });
});
