import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The checkout's root (where package.json is), whether running from server/ or dist/server/. */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

const root = findProjectRoot();

export function projectPath(...segments: string[]): string {
  return path.join(root, ...segments);
}
