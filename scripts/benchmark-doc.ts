/**
 * docs/benchmarks.md holds one section per benchmark script, between `<!-- bench:NAME -->` markers:
 * a re-run replaces its own section and leaves the others as they are.
 */
import fs from "node:fs";
import path from "node:path";

export function writeBenchmarkSection(name: string, section: string): void {
  const file = path.resolve("docs/benchmarks.md");
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${section}\n${end}`;
  const existing = fs.existsSync(file)
    ? fs.readFileSync(file, "utf8")
    : "# Benchmarks\n\nFigures printed by the project's benchmark scripts. Re-run them to refresh.\n";
  // A function replacer: a "$" in the figures is text, never a replacement pattern.
  const updated = existing.includes(start)
    ? existing.replace(new RegExp(`${start}[\\s\\S]*${end}`), () => block)
    : `${existing.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, updated);
}
