/**
 * `npm ci` refuses a lockfile that lacks any platform package a dependency lists as optional, even
 * one for another operating system. npm leaves such entries out when the registry it resolved
 * against could not serve that version; this check fails the tests before a clean clone does.
 */
import fs from "node:fs";

const lock = JSON.parse(fs.readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
const packages = lock.packages ?? {};

/** npm resolves a dependency of `node_modules/a/node_modules/b` from the nearest node_modules upwards. */
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

const missing = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(location, name)) missing.push(`${name} (optional dependency of ${location || "the project"})`);
  }
}
if (missing.length > 0) {
  console.error(`package-lock.json is incomplete; npm ci would fail. Missing:\n  ${missing.join("\n  ")}`);
  process.exit(1);
}
console.log(`package-lock.json lists every optional platform package (${Object.keys(packages).length} entries).`);
