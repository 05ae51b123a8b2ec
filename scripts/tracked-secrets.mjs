/**
 * What must never be tracked by git nor sent to a Docker build: the files the server writes beside its
 * data (DATA_DIR/session-secret, DATA_DIR/signing.p12 and its .password, the embedded database, the
 * outbox, the uploads), any other private key or keystore, and local settings. Kept as patterns, not as
 * a list of today's names, so a key saved under another name is caught as well.
 */

/** Names of the files the server itself writes into DATA_DIR (server/middleware/session.ts, server/features/contracts/signing-certificate.ts). */
export const serverWrittenSecrets = ["session-secret", "signing.p12", "signing.p12.password"];

/** One rule per kind of secret file: a test on the path (forward slashes, relative to the root), and why it is one. */
const nameRules = [
  { test: (name) => serverWrittenSecrets.includes(name), why: "a secret the server writes into DATA_DIR" },
  { test: (name) => /\.(p12|pfx|jks|keystore)$/i.test(name), why: "a keystore (certificate with its private key)" },
  { test: (name) => /\.(key|pem)$/i.test(name), why: "a private key or certificate file" },
  { test: (name) => /(^|[.-])(password|passwd|secret)s?$/i.test(name), why: "a password or secret file" },
  { test: (name) => /^id_(rsa|dsa|ecdsa|ed25519)$/.test(name), why: "an SSH private key" },
  { test: (name) => name === ".env" || (name.startsWith(".env.") && name !== ".env.example"), why: "local settings with secrets (.env)" },
];

/** Folders the server writes at run time (DATA_DIR=./data, or the parts of DATA_DIR=.): nothing under them is source. */
const writtenFolders = ["data", "pglite", "outbox", "uploads"];

/** Text that only a private key holds (PEM armour of any private key kind). */
const privateKeyArmour = /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/;

/**
 * The tracked paths that are, or hold, a secret, each with its reason. `read(path)` gives a file's
 * content (or undefined for one too large or unreadable): the content check finds a key pasted into a
 * file of any name.
 */
export function findTrackedSecrets(paths, read) {
  const found = [];
  for (const path of paths) {
    const parts = path.split("/");
    const name = parts[parts.length - 1];
    const rule = nameRules.find((each) => each.test(name));
    if (rule) {
      found.push({ path, why: rule.why });
      continue;
    }
    if (parts.length > 1 && writtenFolders.includes(parts[0])) {
      found.push({ path, why: "a file under a folder the server writes at run time" });
      continue;
    }
    const content = read(path);
    if (content !== undefined && privateKeyArmour.test(content)) found.push({ path, why: "holds a PEM private key" });
  }
  return found;
}
