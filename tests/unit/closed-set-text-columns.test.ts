/**
 * Closed sets are Postgres enums, one way (docs/decisions/0122, 0155, 0159). The database check
 * (tests/api/closed-sets-migration.test.ts) finds a CHECK listing values; a text column typed with a
 * closed set in TypeScript alone leaves no trace there, so the schema's sources are read here.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { projectPath } from "../../server/project-path";
import { closedSetTextColumns, type ClosedSetTextColumn } from "../support/closed-set-text-columns";

/** shared/schema.ts and its companions, and each feature's shared/<feature>/schema.ts. */
const schemaFiles = fs
  .readdirSync(projectPath("shared"), { recursive: true, encoding: "utf8" })
  .filter((name) => /(^|\/)schema[^/]*\.ts$/.test(name))
  .map((name) => projectPath("shared", name));

/** A schema file as it would be written the other way, beside the real ones (so its imports resolve). */
const probe = `
import { pgTable, text } from "drizzle-orm/pg-core";
import type { ReviewMode } from "./follow-ups/rules";
import type { SiteProjectCategory } from "./site/content-shapes";

export const probe = pgTable("probe", {
  mode: text("mode").$type<ReviewMode>().notNull(),
  format: text("format").$type<"avif" | "webp">(),
  only: text("only").$type<"business">(),
  categories: text("categories").array().$type<SiteProjectCategory[]>(),
  note: text("note").$type<string>(),
  token: text("token").$type<\`job-\${string}\`>(),
});
`;

const probeFile = projectPath("shared", "schema-closed-set-probe.ts");
let found: ClosedSetTextColumn[] = [];
// One program for both: reading the sources is most of the time.
beforeAll(() => {
  found = closedSetTextColumns(schemaFiles, { [probeFile]: probe });
}, 60_000);

describe("closed sets, one way, in the schema's sources", () => {
  it("types no text column with a closed set", () => {
    expect(schemaFiles.length).toBeGreaterThan(1);
    expect(found.filter(({ file }) => file !== path.basename(probeFile))).toEqual([]);
  });

  it("reports a text column typed with a list's type, a union, one literal or an array of them", () => {
    expect(found.filter(({ file }) => file === path.basename(probeFile)).map(({ column, type }) => [column, type])).toEqual([
      ["mode", "ReviewMode"],
      ["format", '"avif" | "webp"'],
      ["only", '"business"'],
      ["categories", "SiteProjectCategory[]"],
    ]);
  });
});
