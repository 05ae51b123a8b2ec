/**
 * A secret once committed to the repository is public for good: a server refuses to start with the
 * published signing certificate (configured or found in DATA_DIR) or the published session secret,
 * with one line saying why. The published ones are known by digest only; these tests publish a fresh
 * certificate and secret into the same lists and start with them.
 */
import { randomBytes, createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../server/config";
import { resolveSessionSecret } from "../../server/middleware/session";
import { isPublishedSessionSecret, publishedCertificateFingerprints, publishedSessionSecretDigests } from "../../server/published-secrets";
import { loadSigningCertificate } from "../../server/features/contracts/signing-certificate";
import { testConfig } from "../support/test-app";

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-published-"));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("the published signing certificate", () => {
  it("stops start-up when DATA_DIR holds it, and when SIGNING_P12 names it", async () => {
    const dataDir = tempDir();
    const generated = await loadSigningCertificate({ dataDir });
    publishedCertificateFingerprints.add(generated.fingerprint);
    try {
      const fromDataDir = await loadSigningCertificate({ dataDir }).catch((error: unknown) => error);
      expect(fromDataDir).toBeInstanceOf(ConfigError);
      expect((fromDataDir as Error).message).toMatch(/^The signing certificate in DATA_DIR is the one once published/);
      const password = fs.readFileSync(path.join(dataDir, "signing.p12.password"), "utf8").trim();
      const configured = await loadSigningCertificate({
        dataDir: tempDir(),
        signingP12: path.join(dataDir, "signing.p12"),
        signingP12Password: password,
      }).catch((error: unknown) => error);
      expect((configured as Error).message).toMatch(/^The signing certificate SIGNING_P12 is the one once published/);
    } finally {
      publishedCertificateFingerprints.delete(generated.fingerprint);
    }
    // Any other certificate still loads.
    expect((await loadSigningCertificate({ dataDir: tempDir() })).source).toBe("generated");
  });
});

describe("the published session secret", () => {
  it("stops start-up when SESSION_SECRET or DATA_DIR/session-secret is it", () => {
    const secret = randomBytes(32).toString("hex");
    const digest = createHash("sha256").update(secret).digest("hex");
    publishedSessionSecretDigests.add(digest);
    try {
      expect(isPublishedSessionSecret(secret)).toBe(true);
      expect(() => resolveSessionSecret(testConfig({ SESSION_SECRET: secret }))).toThrow(ConfigError);
      const dataDir = tempDir();
      fs.writeFileSync(path.join(dataDir, "session-secret"), `${secret}\n`);
      expect(() => resolveSessionSecret({ ...testConfig(), dataDir, sessionSecret: undefined })).toThrow(/session-secret is the one once published/);
    } finally {
      publishedSessionSecretDigests.delete(digest);
    }
    const dataDir = tempDir();
    const fresh = resolveSessionSecret({ ...testConfig(), dataDir, sessionSecret: undefined });
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(isPublishedSessionSecret(fresh)).toBe(false);
  });
});
