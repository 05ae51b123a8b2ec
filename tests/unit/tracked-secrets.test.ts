/**
 * No secret is tracked by git or sent to a Docker build: the rule (scripts/tracked-secrets.mjs), the
 * check the test run starts with (scripts/check-tracked-secrets.mjs) on a real repository, and the
 * ignore files.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findTrackedSecrets, serverWrittenSecrets } from "../../scripts/tracked-secrets.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const noContent = () => undefined;

describe("the rule for secret-shaped files", () => {
  it("finds what the server writes, keystores, keys, password files and local settings, at the root or in a folder", () => {
    const secrets = [
      "session-secret",
      "signing.p12",
      "signing.p12.password",
      "deploy/signing.p12",
      "old/backup.pfx",
      "certs/server.key",
      "certs/chain.pem",
      "smtp.password",
      "db-secret",
      ".env",
      ".env.production",
      "id_ed25519",
      "data/pglite/base/1/1259",
      "uploads/3f2a.webp",
    ];
    expect(findTrackedSecrets(secrets, noContent).map((found: { path: string }) => found.path)).toEqual(secrets);
  });

  it("finds a private key pasted into a file of any name", () => {
    // Written in two parts, so this file does not hold the armour it looks for.
    const armour = ["-----BEGIN RSA", "PRIVATE KEY-----"].join(" ");
    const read = (file: string) => (file === "notes.txt" ? `keep this:\n${armour}\nMIIE...\n` : "plain text");
    expect(findTrackedSecrets(["notes.txt", "README.md"], read)).toEqual([{ path: "notes.txt", why: "holds a PEM private key" }]);
  });

  it("leaves source that only talks about passwords and secrets alone", () => {
    const source = [
      ".env.example",
      "server/features/account/passwords.ts",
      "client/src/features/account/change-password-form.tsx",
      "docs/decisions/0002-session-secret-without-configuration.md",
      "server/features/leads/photo-routes.ts",
      "tests/unit/passwords.test.ts",
    ];
    expect(findTrackedSecrets(source, () => "no key here")).toEqual([]);
  });
});

function git(cwd: string, ...args: string[]) {
  execFileSync("git", ["-c", "user.email=test@example.com", "-c", "user.name=Test", ...args], { cwd, stdio: "ignore" });
}

describe("the check on a real repository", () => {
  it("fails, naming the file, when a keystore is tracked, and passes once it is removed", () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), "forma-secrets-"));
    try {
      git(repo, "init", "-q");
      fs.writeFileSync(path.join(repo, "README.md"), "A project.\n");
      fs.writeFileSync(path.join(repo, "signing.p12"), Buffer.from([0x30, 0x82, 0x0a, 0x01]));
      git(repo, "add", ".");
      git(repo, "commit", "-q", "-m", "with a key");
      const check = () => spawnSync("node", [path.join(root, "scripts/check-tracked-secrets.mjs"), repo], { encoding: "utf8" });
      const failed = check();
      expect(failed.status).toBe(1);
      expect(failed.stderr).toContain("signing.p12: a secret the server writes into DATA_DIR");
      git(repo, "rm", "-q", "--cached", "signing.p12");
      git(repo, "commit", "-q", "-m", "without");
      const passed = check();
      expect(passed.status).toBe(0);
      expect(passed.stdout).toContain("No secret among the 1 tracked files.");
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });

  it("passes on this project", () => {
    const run = spawnSync("node", [path.join(root, "scripts/check-tracked-secrets.mjs")], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});

/** A .gitignore/.dockerignore line as a test on a root-level name (only `*` and a leading `/` are used here). */
function ignores(lines: string[], name: string): boolean {
  return lines.some((line) => {
    const pattern = line.trim().replace(/^\//, "").replace(/\/$/, "");
    if (!pattern || pattern.startsWith("#") || pattern.startsWith("!")) return false;
    return new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`).test(name);
  });
}

describe("the ignore files", () => {
  const lines = (file: string) => fs.readFileSync(path.join(root, file), "utf8").split("\n");
  for (const file of [".gitignore", ".dockerignore"]) {
    it(`${file} keeps out what the server writes when DATA_DIR is the project's folder, and local settings`, () => {
      const names = [...serverWrittenSecrets, "data", "pglite", "outbox", "uploads", ".env", "backup.pfx", "server.key"];
      expect(names.filter((name) => !ignores(lines(file), name))).toEqual([]);
    });
  }
});
