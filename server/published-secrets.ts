/**
 * Secrets that were once committed to this project's repository, and so are public for good: a
 * server refuses to start with any of them. Only digests are kept here (the SHA-256 of the signing
 * certificate, as fingerprintOf gives it, and of the session secret's text), which reveal nothing.
 */
import { createHash } from "node:crypto";

/** The self-signed "Forma Concrete contract signing" certificate committed as signing.p12 with its password. */
export const publishedCertificateFingerprints = new Set(["bd0ac47f5da933d5061ee94ee73c7c51326a55d4638205c73f11f20dfb6b8909"]);

/** The session secret committed as session-secret: anyone holding it can forge an admin's session cookie. */
export const publishedSessionSecretDigests = new Set(["7389234e5dca9b3c68b6f72b053e3c7dca615925f06828bd3c3441d1e500acea"]);

const digest = (text: string) => createHash("sha256").update(text).digest("hex");

export function isPublishedSessionSecret(secret: string): boolean {
  return publishedSessionSecretDigests.has(digest(secret));
}
