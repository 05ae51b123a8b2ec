/**
 * The one text rule (shared/text-rules.ts, its characters in shared/text-characters.ts) is the only
 * place shared/ and server/ list the control characters an input refuses: a copy would drift. What
 * writes text out (an e-mail header, a calendar file, a PDF) strips or escapes characters for its own
 * format, and is named here with the reason.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../server/project-path";

/** Output formats, not input rules: each removes what its format cannot carry. */
const outputEscapers = new Set([
  "server/mail/compose.ts", // a header on one line
  "server/features/schedule/ics.ts", // iCalendar text values and parameters
  "server/pdf/fonts.ts", // glyphs a PDF font can draw
  "server/csv.ts", // spreadsheet formula prefixes
  "server/same-site-redirect.ts", // a URL scheme hidden behind control characters
  "server/validation.ts", // NUL and lone surrogates, which PostgreSQL cannot store
]);
const home = "shared/text-characters.ts";

/** A character class starting at U+0000 or naming C0 controls: what a copy of the rule looks like. */
const controlClass = /\[[^\]]*\\u0000-\\u00(0|1)[0-9a-f]/i;

const sources = (folder: string): string[] =>
  fs
    .readdirSync(projectPath(folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(projectPath(), path.join(entry.parentPath, entry.name)));

describe("the one text rule", () => {
  it("is written once in shared/ and server/", () => {
    const copies = [...sources("shared"), ...sources("server")]
      .filter((file) => file !== home && !outputEscapers.has(file))
      .filter((file) => controlClass.test(fs.readFileSync(projectPath(file), "utf8")));
    expect(copies).toEqual([]);
  });

  it("would see a copy", () => {
    expect(controlClass.test(fs.readFileSync(projectPath(home), "utf8"))).toBe(true);
    expect(controlClass.test("const mine = /[\\u0000-\\u001f\\u007f]/;")).toBe(true);
  });
});
