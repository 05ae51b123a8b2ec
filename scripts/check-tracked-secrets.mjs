/**
 * Fails when git tracks a secret-shaped file (scripts/tracked-secrets.mjs): a key committed once is
 * public for good, so the check runs in every test run, before anything else.
 * Usage: node scripts/check-tracked-secrets.mjs [repository folder, default: this project]
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findTrackedSecrets } from "./tracked-secrets.mjs";

const root = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  .split("\0")
  .filter(Boolean);

/** Files up to 1 MB are read for key armour; larger ones are photos and fonts. */
const read = (file) => {
  try {
    const full = path.join(root, file);
    const stat = fs.statSync(full);
    return stat.isFile() && stat.size <= 1024 * 1024 ? fs.readFileSync(full, "latin1") : undefined;
  } catch {
    return undefined;
  }
};

const found = findTrackedSecrets(tracked, read);
if (found.length > 0) {
  console.error(
    "git tracks files that are, or hold, secrets. Remove them (git rm --cached), add them to .gitignore, and replace the secret: it is public now.",
  );
  for (const { path: file, why } of found) console.error(`  ${file}: ${why}`);
  process.exit(1);
}
console.log(`No secret among the ${tracked.length} tracked files.`);
